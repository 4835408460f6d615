import Foundation
import Hummingbird
@testable import SqurambleServer
import Testing

/// The web page's files, the OpenAPI document, no other file, and the security headers.
@Suite struct PageTests {
    @Test(arguments: ["/", "/index.html", "/p/SQ-200G-5TG7-0006-SYCN-F6DR-DY1X", "/daily/en"])
    func thePageIsServedWhereItReadsThePath(_ path: String) async throws {
        let reply = try await ServerFixture.withClient { try await $0.get(path) }
        #expect(reply.status == 200)
        #expect(reply.headers[.contentType] == "text/html; charset=utf-8")
        #expect(reply.text.contains("<title>Squramble"))
    }

    @Test func everyFileOfThePageIsServedWithItsType() async throws {
        let resources = ServerFixture.resources
        #expect(!resources.web.isEmpty)
        for (name, file) in resources.web {
            let reply = try await ServerFixture.withClient { try await $0.get("/" + name) }
            #expect(reply.status == 200, "\(name)")
            #expect(reply.headers[.contentType] == file.contentType)
        }
        #expect(ServerResources.contentType(of: "app.js") == "text/javascript; charset=utf-8")
        #expect(ServerResources.contentType(of: "style.css") == "text/css; charset=utf-8")
        #expect(ServerResources.contentType(of: "notes.swift") == nil, "an unknown kind of file is not served")
    }

    @Test func theOpenAPIDocumentIsServed() async throws {
        let reply = try await ServerFixture.withClient { try await $0.get("/openapi.json") }
        #expect(reply.status == 200)
        #expect(reply.headers[.contentType] == "application/json")
        #expect(reply.json["openapi"] as? String == "3.1.0")
    }

    static let traversals = [
        "/../Package.swift", "/%2e%2e/Package.swift", "/%2E%2E%2FPackage.swift", "/web/../openapi.json/../../Package.swift",
        "/..%2f..%2fPackage.swift", "//etc/passwd", "/etc/passwd", "/p/../../../../etc/passwd", "/daily/..%2f..%2fetc%2fpasswd",
        "/web/index.html", "/Resources/openapi.json", "/.%2e/.%2e/etc/passwd", "/index.html%00.js", "/%00",
    ]

    @Test(arguments: traversals) func noFileOutsideThePageIsServed(_ path: String) async throws {
        let reply = try await ServerFixture.withClient { try await $0.get(path) }
        #expect(!reply.text.contains("swift-tools-version"))
        #expect(!reply.text.contains("root:"))
        #expect(reply.status == 404 || reply.text.contains("<title>Squramble"), "\(path): \(reply.status)")
    }

    @Test(arguments: ["/", "/api/v1/hello", "/openapi.json", "/nowhere", "/api/v1/nowhere"])
    func everyReplyHasTheSecurityHeaders(_ path: String) async throws {
        let reply = try await ServerFixture.withClient { try await $0.get(path) }
        let policy = try #require(reply.headers[.contentSecurityPolicy])
        #expect(policy.contains("default-src 'self'"))
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(!policy.contains("unsafe-inline"))
        #expect(reply.headers[.xContentTypeOptions] == "nosniff")
        #expect(reply.headers[SecurityHeaders<BasicRequestContext>.referrerPolicy] == "no-referrer")
        if path.hasPrefix("/api/") { #expect(reply.headers[.cacheControl] == "no-store") }
    }

    @Test func errorsCarryTheHeadersToo() async throws {
        let reply = try await ServerFixture.withClient { try await $0.post("/api/v1/new", "nope") }
        #expect(reply.status == 400)
        #expect(reply.headers[.contentSecurityPolicy] != nil)
    }

    @Test func theEnglishDictionaryListsItsAlphabet() async throws {
        let reply = try await ServerFixture.withClient { try await $0.get("/api/v1/dictionaries") }
        let list = try #require(reply.json["dictionaries"] as? [[String: Any]])
        #expect(list.map { $0["language"] as? String } == ["en", "es"])
        #expect(list.first?["default"] as? Bool == true)
        #expect((list.first?["alphabet"] as? [String])?.contains("e") == true)
        #expect((list.last?["alphabet"] as? [String])?.contains("ñ") == true, "the Spanish keyboard has ñ")
    }
}

import Foundation
import Hummingbird
import Squramble
@testable import SqurambleServer
import Testing

/// Bad requests and bad tokens: a JSON error with the protocol's code and the fitting status.
@Suite struct ErrorTests {
    struct Case: Sendable, CustomStringConvertible {
        var route: String
        var body: String
        var contentType: String? = "application/json"
        var status: Int
        var code: String
        var description: String { "\(route) \(body.prefix(40)) → \(status) \(code)" }
    }

    static let cases: [Case] = [
        Case(route: "new", body: "not json", status: 400, code: "invalid_json"),
        Case(route: "new", body: "", status: 400, code: "invalid_json"),
        Case(route: "new", body: "[1,2]", status: 400, code: "invalid_json"),
        Case(route: "new", body: "{}", contentType: "text/plain", status: 415, code: "unsupported_media_type"),
        Case(route: "new", body: "{}", contentType: nil, status: 415, code: "unsupported_media_type"),
        Case(route: "new", body: #"{"mode":"chess"}"#, status: 422, code: "invalid_field"),
        Case(route: "new", body: #"{"rounds":0}"#, status: 422, code: "invalid_field"),
        Case(route: "new", body: #"{"lengths":[7,5]}"#, status: 422, code: "invalid_field"),
        Case(route: "new", body: #"{"language":"xx"}"#, status: 422, code: "unknown_language"),
        Case(route: "new", body: #"{"code":"hello"}"#, status: 422, code: "invalid_code"),
        Case(route: "new", body: #"{"lengths":[30,30]}"#, status: 422, code: "no_targets"),
        Case(route: "guess", body: #"{"word":"cat"}"#, status: 422, code: "missing_field"),
        Case(route: "guess", body: #"{"game":"abc","word":"cat"}"#, status: 422, code: "invalid_state"),
        Case(route: "guess", body: #"{"game":42,"word":"cat"}"#, status: 422, code: "invalid_field"),
        Case(route: "state", body: #"{"game":"../../etc/passwd"}"#, status: 422, code: "invalid_state"),
        Case(route: "guess", body: #"{"game":"x","word":"\#(String(repeating: "a", count: 1001))"}"#, status: 422, code: "invalid_field"),
        Case(route: "hint", body: #"{"game":"x","kind":"magic"}"#, status: 422, code: "invalid_state"),
        Case(route: "solve", body: #"{}"#, status: 422, code: "missing_field"),
        Case(route: "solve", body: #"{"letters":"12!"}"#, status: 422, code: "invalid_field"),
    ]

    @Test(arguments: cases) func aBadRequestIsRefusedWithItsCode(_ c: Case) async throws {
        let reply = try await ServerFixture.withClient { client in
            try await client.post("/api/v1/\(c.route)", c.body, contentType: c.contentType)
        }
        #expect(reply.status == c.status)
        #expect(reply.errorCode == c.code)
        #expect(reply.json["ok"] as? Bool == false)
        #expect(reply.headers[.contentType] == "application/json")
        let message = (reply.json["error"] as? [String: Any])?["message"] as? String ?? ""
        #expect(!message.isEmpty && !message.contains("\n"), "one line for a person")
    }

    @Test func aBodyThatIsNotUTF8IsRefused() async throws {
        let reply = try await ServerFixture.withClient { client in
            try await client.execute(uri: "/api/v1/new", method: .post, headers: [.contentType: "application/json"],
                                     body: ByteBuffer(bytes: [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D])) {
                Reply(status: Int($0.status.code), headers: $0.headers, text: String(decoding: $0.body.readableBytesView, as: UTF8.self))
            }
        }
        #expect(reply.status == 400)
        #expect(reply.errorCode == "invalid_utf8")
    }

    @Test func aBodyOver64KiBIsRefused() async throws {
        let word = String(repeating: "a", count: 70_000)
        let reply = try await ServerFixture.withClient { client in
            try await client.post("/api/v1/solve", #"{"letters":"\#(word)"}"#)
        }
        #expect(reply.status == 413)
        #expect(reply.errorCode == "too_large")
    }

    @Test func unknownRoutesAreJSONUnderAPIAndAPageElsewhere() async throws {
        try await ServerFixture.withClient { client in
            let api = try await client.get("/api/v1/save")
            #expect(api.status == 404)
            #expect(api.errorCode == "not_found")
            let method = try await client.get("/api/v1/guess")
            #expect(method.status == 405)
            #expect(method.errorCode == "method_not_allowed")
            #expect(method.headers[.allow] == "POST")
            let page = try await client.get("/no/such/page")
            #expect(page.status == 404)
            #expect(page.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(page.text.contains("Not found"))
        }
    }
}

/// The token: sealed, so a forged or edited one is refused and none can be read.
@Suite struct TokenTests {
    static func freshToken() async throws -> String {
        try await ServerFixture.withClient { client in
            try #require(try await client.command("new", ["seed": 3, "rounds": 1]).token)
        }
    }

    static func refused(_ token: String, api: SqurambleAPI = ServerFixture.api) async throws -> Reply {
        try await ServerFixture.withClient(api: api) { client in try await client.command("guess", ["game": token, "word": "cat"]) }
    }

    @Test func anEditedTokenIsRefused() async throws {
        let token = try await Self.freshToken()
        var bytes = try #require(Base64URL.decode(token))
        for position in [0, 12, bytes.count / 2, bytes.count - 1] {  // nonce, ciphertext, tag
            var edited = bytes
            edited[position] ^= 0x01
            let reply = try await Self.refused(Base64URL.encode(edited))
            #expect(reply.status == 422)
            #expect(reply.errorCode == "invalid_state")
        }
        bytes.removeLast(5)
        #expect(try await Self.refused(Base64URL.encode(bytes)).errorCode == "invalid_state")
        #expect(try await Self.refused(token + "AA").errorCode == "invalid_state")
        #expect(try await Self.refused(token.replacingOccurrences(of: "-", with: "+")).errorCode == "invalid_state")
    }

    @Test func aTokenOfAnotherKeyIsRefused() async throws {
        let token = try await Self.freshToken()
        let other = SqurambleAPI(dictionaries: ServerFixture.dictionaries, seal: .random())
        #expect(try await Self.refused(token, api: other).errorCode == "invalid_state")
        #expect(try await Self.refused(token).status == 200, "the same token opens under its own key")
    }

    @Test func aForgedTokenIsRefused() async throws {
        // A well-formed saved game, sealed under a key the server does not have.
        let game = try Game(lexicon: ServerFixture.english, options: .init(mode: .unscramble, seed: 1))
        let forger = GameSeal.random()
        let forged = try forger.seal(GameInPlay(game: game, code: "SQ-0000", roundStarted: 0))
        #expect(try await Self.refused(forged).errorCode == "invalid_state")
    }

    @Test func keysComeFromBase64OrAFile() throws {
        let key = Data((0..<32).map { UInt8($0) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("squramble-key-\(getpid())")
        try (key.base64EncodedString() + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let game = try Game(lexicon: ServerFixture.english, options: .init(mode: .unscramble, seed: 1))
        let token = try GameSeal(keyFile: file.path).seal(GameInPlay(game: game, code: "SQ", roundStarted: 0))
        let opened = try GameSeal(base64: key.base64EncodedString(), from: "test").open(token, on: ServerFixture.dictionaries)
        #expect(opened.game.state == game.state)
        #expect(throws: GameSeal.KeyError.self) { try GameSeal(base64: "c2hvcnQ=", from: "test") }
        #expect(throws: GameSeal.KeyError.self) { try GameSeal(keyFile: "/nonexistent/key") }
    }
}

import Crypto
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Squramble
import SqurambleDictionaries
@testable import SqurambleServer

/// A server over the bundled English and Spanish dictionaries, tested in process
/// (HummingbirdTesting's router framework: requests go straight to the router).
enum ServerFixture {
    static let english = try! Lexicon.bundled("en")
    static let spanish = try! Lexicon.bundled("es")
    static let dictionaries = ServedDictionaries([english, spanish])
    static let seal = GameSeal.random()
    static let api = SqurambleAPI(dictionaries: dictionaries, seal: seal)
    static let resources = try! ServerResources.load()

    static func application(api: SqurambleAPI = api) -> some ApplicationProtocol {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return Application(router: SqurambleHTTPServer.router(api: api, resources: resources, logger: logger), logger: logger)
    }

    /// Runs `body` with a client of a fresh application.
    static func withClient<Value: Sendable>(api: SqurambleAPI = api, _ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        try await application(api: api).test(.router, body)
    }
}

/// A reply: its status, headers and JSON (when it is JSON).
struct Reply: Sendable {
    var status: Int
    var headers: HTTPFields
    var text: String
    var json: [String: any Sendable] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: any Sendable] ?? [:]
    }
    var errorCode: String? { (json["error"] as? [String: Any])?["code"] as? String }
    var token: String? { json["game"] as? String }
    var round: [String: Any]? { json["round"] as? [String: Any] }
}

extension TestClientProtocol {
    func get(_ uri: String) async throws -> Reply {
        try await execute(uri: uri, method: .get) { Reply(status: Int($0.status.code), headers: $0.headers, text: String(buffer: $0.body)) }
    }

    func post(_ uri: String, _ body: String, contentType: String? = "application/json") async throws -> Reply {
        var headers: HTTPFields = [:]
        if let contentType { headers[.contentType] = contentType }
        return try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body)) {
            Reply(status: Int($0.status.code), headers: $0.headers, text: String(buffer: $0.body))
        }
    }

    /// POST of a JSON object made of `fields`.
    func command(_ name: String, _ fields: [String: any Sendable] = [:]) async throws -> Reply {
        let data = try JSONSerialization.data(withJSONObject: fields)
        return try await post("/api/v1/\(name)", String(decoding: data, as: UTF8.self))
    }
}

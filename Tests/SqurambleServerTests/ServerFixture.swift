import Foundation
import Hummingbird
import Logging
import NIOEmbedded
import Squramble
import SqurambleDictionaries
@testable import SqurambleServer

/// A server over the bundled English and Spanish dictionaries, tested in process:
/// requests go straight to the router's responder, as the server hands them over.
enum ServerFixture {
    static let english = try! Lexicon.bundled("en")
    static let spanish = try! Lexicon.bundled("es")
    static let dictionaries = ServedDictionaries([english, spanish])
    static let seal = GameSeal.random()
    static let api = SqurambleAPI(dictionaries: dictionaries, seal: seal)
    static let resources = try! ServerResources.load()

    /// Runs `body` with a client of a fresh router.
    static func withClient<Value: Sendable>(api: SqurambleAPI = api, _ body: @Sendable (TestClient) async throws -> Value) async throws -> Value {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let router = SqurambleHTTPServer.router(api: api, resources: resources, logger: logger)
        return try await body(TestClient(responder: router.buildResponder(), logger: logger))
    }
}

/// Sends requests to a responder in process and collects each whole response.
struct TestClient: Sendable {
    let responder: RouterResponder<BasicRequestContext>
    let logger: Logger

    /// The response to one request, as `read` makes it of its status, headers and body.
    func execute<Value>(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
                        _ read: (TestResponse) throws -> Value) async throws -> Value {
        var headers = headers
        if let body { headers[.contentLength] = String(body.readableBytes) }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
            body: RequestBody(buffer: body ?? ByteBuffer())
        )
        let context = BasicRequestContext(source: ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: logger))
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        let collected = CollectingWriter.Collected()
        try await response.body.write(CollectingWriter(collected: collected))
        return try read(TestResponse(status: response.status, headers: response.headers, body: collected.body))
    }
}

/// A whole response.
struct TestResponse {
    var status: HTTPResponse.Status
    var headers: HTTPFields
    var body: ByteBuffer
}

/// A response body writer that keeps what is written (the body consumes its writer,
/// so the bytes go to a box the caller holds).
struct CollectingWriter: ResponseBodyWriter {
    final class Collected { var body = ByteBuffer() }
    let collected: Collected
    mutating func write(_ buffer: ByteBuffer) async throws { collected.body.writeImmutableBuffer(buffer) }
    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
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

extension TestClient {
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

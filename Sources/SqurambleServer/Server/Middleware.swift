import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// Security headers on every reply: a Content-Security-Policy that allows no inline
/// script and nothing from another host, no MIME sniffing, no referrer, no framing.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
    static var policy: String {
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
            + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    }

    static var referrerPolicy: HTTPField.Name { HTTPField.Name("Referrer-Policy")! }
    static var frameOptions: HTTPField.Name { HTTPField.Name("X-Frame-Options")! }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = Self.policy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.referrerPolicy] = "no-referrer"
        response.headers[Self.frameOptions] = "DENY"
        if request.uri.path.hasPrefix("/api/") { response.headers[.cacheControl] = "no-store" }
        return response
    }
}

/// One log line per request: method, path, status and time taken.
struct RequestLog<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let response = try await next(request, context)
        let taken = start.duration(to: .now)
        let milliseconds = Double(taken.components.seconds) * 1000 + Double(taken.components.attoseconds) / 1e15
        var path = request.uri.path
        if path.utf8.count > 200 { path = String(path.prefix(200)) + "…" }
        logger.info("\(request.method) \(path) \(response.status.code) \(String(format: "%.1f", milliseconds)) ms")
        return response
    }
}

/// Errors as replies: under `/api/` the protocol's JSON error (404 `not_found`, 405
/// `method_not_allowed` for a known route and another method), elsewhere a plain page;
/// never a stack trace.
struct ErrorReplies<Context: RequestContext>: RouterMiddleware {
    /// The API's routes and their methods, for 405.
    let routes: [String: HTTPRequest.Method]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            return reply(error.status, request)
        } catch let error as any HTTPResponseError {
            return reply(error.status, request)
        } catch {
            return reply(.internalServerError, request)
        }
    }

    func reply(_ status: HTTPResponse.Status, _ request: Request) -> Response {
        let path = request.uri.path
        if status == .notFound, let method = routes[path] {
            var response = APIReply.failure(ProtocolFailure("method_not_allowed", "\(path) takes \(method), not \(request.method)"))
            response.headers[.allow] = method.rawValue
            return response
        }
        if path == "/api" || path.hasPrefix("/api/") {
            let failure: ProtocolFailure = switch status {
            case .notFound: ProtocolFailure("not_found", "there is no such route; the API is described at /openapi.json")
            case .contentTooLarge: ProtocolFailure("too_large", "a request body may have at most \(SqurambleAPI.bodyLimit) bytes")
            default: ProtocolFailure(status.code >= 500 ? "internal" : "invalid_json", "the request could not be answered (\(status.code) \(status.reasonPhrase))")
            }
            return APIReply.failure(failure)
        }
        let title = status == .notFound ? "Not found" : "\(status.code) \(status.reasonPhrase)"
        let page = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(title) · Squramble</title></head>"
            + "<body><h1>\(title)</h1><p><a href=\"/\">Play Squramble</a></p></body></html>\n"
        return Response(status: status, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: page)))
    }
}

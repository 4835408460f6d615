import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// `squramble serve`: the router (API, OpenAPI document, web page) and the running server.
package enum SqurambleHTTPServer {
    /// The router of a server playing `api` and handing out `resources`.
    package static func router(api: SqurambleAPI, resources: ServerResources, logger: Logger) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLog(logger: logger))
        router.add(middleware: SecurityHeaders())
        var routes: [String: HTTPRequest.Method] = ["/api/v1/hello": .get, "/api/v1/dictionaries": .get]
        for command in SqurambleAPI.posted { routes["/api/v1/\(command)"] = .post }
        router.add(middleware: ErrorReplies(routes: routes))

        router.get("/api/v1/hello") { _, _ in api.hello() }
        router.get("/api/v1/dictionaries") { _, _ in api.dictionaryList() }
        for command in SqurambleAPI.posted {
            router.post("/api/v1/\(command)") { request, _ in await api.respond(to: command, request) }
        }
        let document = resources.openAPI
        router.get("/openapi.json") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: document))
        }
        addPage(resources, to: router)
        return router
    }

    /// The web page: its files at their names, and `index.html` at `/`, `/p/<code>` and
    /// `/daily/<language>` (the page reads the path).
    static func addPage(_ resources: ServerResources, to router: Router<BasicRequestContext>) {
        let index = resources.web["index.html"]!
        for path in ["/", "/p/:code", "/daily/:language"] {
            router.get(RouterPath(path)) { _, _ in serve(index) }
        }
        for (name, file) in resources.web {
            router.get(RouterPath("/" + name)) { _, _ in serve(file) }
        }
    }

    static func serve(_ file: ServerResources.File) -> Response {
        Response(status: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-cache"], body: .init(byteBuffer: file.bytes))
    }

    /// Runs the server until SIGINT or SIGTERM; `onRunning` gets the URL once it listens.
    package static func run(api: SqurambleAPI, resources: ServerResources, host: String, port: Int, logger: Logger,
                            onRunning: @escaping @Sendable (String) -> Void) async throws {
        let app = Application(
            router: router(api: api, resources: resources, logger: logger),
            configuration: .init(address: .hostname(host, port: port), serverName: "squramble"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                let shown = host.contains(":") ? "[\(host)]" : host
                onRunning("http://\(shown == "0.0.0.0" ? "127.0.0.1" : shown):\(bound)/")
            },
            logger: logger
        )
        let group = ServiceGroup(configuration: .init(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }
}

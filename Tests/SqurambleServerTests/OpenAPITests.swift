import Foundation
import Squramble
@testable import SqurambleServer
import Testing

/// The OpenAPI document and the server agree: the same routes, and every reply of a
/// tour over every route (successes and errors) fits the schema documented for its status.
@Suite struct OpenAPITests {
    nonisolated(unsafe) static let document: [String: Any] = {
        let data = Data(ServerFixture.resources.openAPI.readableBytesView)
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }()

    static var paths: [String: [String: Any]] { document["paths"] as? [String: [String: Any]] ?? [:] }

    @Test func theDocumentAndTheRouterHaveTheSameRoutes() async throws {
        let documented = Set(Self.paths.flatMap { path, operations in operations.keys.map { "\($0.uppercased()) \(path)" } })
        var served: Set<String> = ["GET /api/v1/hello", "GET /api/v1/dictionaries"]
        for command in SqurambleAPI.posted { served.insert("POST /api/v1/\(command)") }
        #expect(documented == served)
        // And the router answers each of them (not 404 or 405), and nothing else under /api.
        try await ServerFixture.withClient { client in
            for route in documented {
                let parts = route.split(separator: " ")
                let reply = parts[0] == "GET" ? try await client.get(String(parts[1])) : try await client.post(String(parts[1]), "{}")
                #expect(![404, 405].contains(reply.status), "\(route) is routed")
            }
            for command in ["save", "resume", "quit", "hello", "dictionaries"] {
                #expect(try await client.post("/api/v1/\(command)", "{}").status >= 404, "POST \(command) is not a route")
            }
        }
    }


    @Test func everyReplyFitsItsDocumentedSchema() async throws {
        let replies: [(String, String, Reply)] = try await ServerFixture.withClient { client in
            var seen: [(String, String, Reply)] = []
            func record(_ method: String, _ path: String, _ reply: Reply) { seen.append((method, path, reply)) }
            record("get", "/api/v1/hello", try await client.get("/api/v1/hello"))
            record("get", "/api/v1/dictionaries", try await client.get("/api/v1/dictionaries"))
            for mode in ["unscramble", "twist", "grid"] {
                let started = try await client.command("new", ["mode": mode, "rounds": 1, "seed": 11])
                record("post", "/api/v1/new", started)
                var token = started.token ?? ""
                for (command, fields) in [("guess", ["word": "zzzz"]), ("hint", ["kind": "answers_remaining"]), ("shuffle", [:]), ("state", [:]),
                                          ("next", [:]), ("skip", [:]), ("guess", ["word": "late"]), ("next", [:]), ("state", [:])] as [(String, [String: String])] {
                    var body: [String: any Sendable] = fields
                    body["game"] = token
                    let reply = try await client.command(command, body)
                    record("post", "/api/v1/\(command)", reply)
                    if let next = reply.token { token = next }
                }
                record("post", "/api/v1/daily", try await client.command("daily", ["mode": mode, "language": "es"]))
            }
            record("post", "/api/v1/solve", try await client.command("solve", ["letters": "listen"]))
            record("post", "/api/v1/solve", try await client.post("/api/v1/solve", "{"))
            record("post", "/api/v1/new", try await client.post("/api/v1/new", "{}", contentType: "text/plain"))
            record("post", "/api/v1/guess", try await client.post("/api/v1/guess", #"{"game":"x","word":"a"}"#))
            record("post", "/api/v1/new", try await client.post("/api/v1/new", String(repeating: " ", count: 70_000)))
            return seen
        }
        var statuses: Set<Int> = []
        for (method, path, reply) in replies {
            statuses.insert(reply.status)
            let operation = try #require(Self.paths[path]?[method] as? [String: Any], "\(method) \(path) is documented")
            let responses = try #require(operation["responses"] as? [String: Any])
            let response = try #require(responses[String(reply.status)] as? [String: Any], "\(method) \(path) documents status \(reply.status)")
            let schema = try #require(((response["content"] as? [String: Any])?["application/json"] as? [String: Any])?["schema"])
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(reply.text.utf8))
            let problems = SchemaCheck(document: Self.document).problems(value, SchemaCheck.json(schema), at: "\(method) \(path) \(reply.status)")
            #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "; "))")
        }
        #expect(statuses.isSuperset(of: [200, 400, 409, 413, 415, 422]), "the tour met every status: \(statuses.sorted())")
    }

    @Test func theCheckerFindsWhatIsWrong() {
        let check = SchemaCheck(document: Self.document)
        let schema: [String: Any] = ["$ref": "#/components/schemas/Error"]
        #expect(check.problems(["v": 1, "ok": false, "error": ["code": "x", "message": "y"]], schema, at: "").isEmpty)
        #expect(!check.problems(["v": 1, "ok": false], schema, at: "").isEmpty, "a missing required field")
        #expect(!check.problems(["v": 1, "ok": true, "error": ["code": "x", "message": "y"]], schema, at: "").isEmpty, "a const")
        #expect(!check.problems(["v": "1", "ok": false, "error": ["code": "x", "message": "y"]], schema, at: "").isEmpty, "a type")
        #expect(!check.problems(["verdict": "maybe", "credited": true, "points": 1, "message": ""], ["$ref": "#/components/schemas/Verdict"], at: "").isEmpty, "an enum")
    }
}

/// A small JSON Schema checker for the parts of JSON Schema the document uses: `$ref`,
/// `type`, `required`, `properties`, `items`, `enum`, `const`, `oneOf`, `additionalProperties`.
/// Values are read as ``JSONValue`` so that `true` is never taken for `1`.
struct SchemaCheck {
    let schemas: [String: JSONValue]

    init(document: [String: Any]) {
        let data = (try? JSONSerialization.data(withJSONObject: document["components"] ?? [:])) ?? Data()
        if case .object(let components)? = try? JSONDecoder().decode(JSONValue.self, from: data), case .object(let all)? = components["schemas"] {
            schemas = all
        } else {
            schemas = [:]
        }
    }

    func problems(_ value: Any, _ schema: Any, at path: String) -> [String] {
        problems(Self.json(value), Self.json(schema), at: path)
    }

    static func json(_ value: Any) -> JSONValue {
        guard let data = try? JSONSerialization.data(withJSONObject: ["v": value]),
              case .object(let wrapper)? = try? JSONDecoder().decode(JSONValue.self, from: data) else { return .null }
        return wrapper["v"] ?? .null
    }

    func problems(_ value: JSONValue, _ schema: JSONValue, at path: String) -> [String] {
        guard case .object(var rule) = schema else { return [] }
        if case .string(let ref)? = rule["$ref"], case .object(let target)? = schemas[ref.replacingOccurrences(of: "#/components/schemas/", with: "")] {
            rule = target
        }
        if case .array(let options)? = rule["oneOf"] {
            return options.contains { problems(value, $0, at: path).isEmpty } ? [] : ["\(path): fits none of oneOf"]
        }
        if case .string(let type)? = rule["type"], !Self.has(type, value) { return ["\(path): not \(type): \(value)"] }
        var found: [String] = []
        if case .array(let allowed)? = rule["enum"], !allowed.contains(value) { found.append("\(path): \(value) not in enum") }
        if let constant = rule["const"], constant != value { found.append("\(path): \(value) is not \(constant)") }
        if case .object(let object) = value {
            if case .array(let required)? = rule["required"] {
                for case .string(let name) in required where object[name] == nil { found.append("\(path): \(name) is missing") }
            }
            var properties: [String: JSONValue] = [:]
            if case .object(let declared)? = rule["properties"] { properties = declared }
            for (name, member) in object {
                if let sub = properties[name] { found += problems(member, sub, at: "\(path).\(name)") }
                else if let extra = rule["additionalProperties"] { found += problems(member, extra, at: "\(path).\(name)") }
            }
        }
        if case .array(let array) = value, let items = rule["items"] {
            for (index, element) in array.enumerated() { found += problems(element, items, at: "\(path)[\(index)]") }
        }
        return found
    }

    static func has(_ type: String, _ value: JSONValue) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null): true
        case ("integer", _): value.integer != nil
        case ("number", _): value.number != nil
        default: false
        }
    }
}

import Foundation
import Squramble
@testable import SqurambleServer
import Testing

/// The plain reader of request bodies reads what it reads exactly as `JSONDecoder`
/// does, and leaves everything else (numbers, surrogate escapes, repeated keys, errors)
/// to `JSONDecoder`.
@Suite struct PlainJSONReaderTests {
    static func plain(_ text: String) -> JSONValue? {
        Data(text.utf8).withUnsafeBytes(PlainJSONReader.value(of:))
    }

    static func decoded(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    static let read: [String] = [
        #"{"game":"AbC-_09","word":"mise"}"#, #"{}"#, #"[]"#, #" { "a" : [ true , false , null , "x" ] } "#,
        "{\"word\":\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"}", #"{"word":"\u00e9\u0000\u001F\uFFFF\u20AC"}"#,
        #"{"word":"élève œ 😀 ＣＯＥＵＲ"}"#, #"{"a":{"b":{"c":[[],[{}]]}}}"#, "\t\n\r{\"a\":\"\"}\n",
        #"["only", "an", "array"]"#, #""a string""#, "true", "null",
    ]

    static let leftToJSONDecoder: [String] = [
        #"{"seed":3}"#, #"{"elapsed":1.5}"#, #"{"a":-0}"#, #"{"id":18446744073709551616}"#, #"{"a":1e2}"#,
        #"{"word":"\ud83d\ude00"}"#, #"{"word":"\ud800"}"#, #"{"a":"x","a":"y"}"#,
        #"{"a":"x",}"#, #"{"a" "x"}"#, #"{"a":tru}"#, #"{"a":"x"} x"#, "{\"a\":\"tab\tinside\"}", #"{"a":"\x"}"#,
        #"{"a":"\u12"}"#, #"{"a":"x""#, "", " ", #"{"a":[1,2]}"#, String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
        "\u{FEFF}{}", #"{'a':'x'}"#, #"{a:"x"}"#, "[,]", "{,}", #"{"a":nul}"#,
    ]

    @Test(arguments: read) func readsAsJSONDecoderDoes(_ text: String) throws {
        let value = try #require(Self.plain(text), "read without JSONDecoder")
        #expect(value == Self.decoded(text))
    }

    @Test(arguments: leftToJSONDecoder) func leavesTheRestToJSONDecoder(_ text: String) {
        #expect(Self.plain(text) == nil)
    }

    /// Through the route: a body of either kind is the same request.
    @Test func bodiesWithAndWithoutNumbersPlayTheSame() async throws {
        try await ServerFixture.withClient { client in
            let token = try #require(try await client.command("new", ["seed": 3, "rounds": 1]).token)
            let plain = try await client.command("state", ["game": token])
            let numbered = try await client.command("state", ["game": token, "elapsed": 1])
            #expect(plain.status == 200 && numbered.status == 200)
            #expect((plain.json["state"] as? [String: Any])?["score"] as? Int == (numbered.json["state"] as? [String: Any])?["score"] as? Int)
        }
    }
}

import Foundation
import Squramble

/// A command that could not be done: the protocol's error code and a message that
/// says how to fix it (`Documentation/EngineProtocol.md`, "Error codes").
package struct ProtocolFailure: Error, Sendable, Equatable {
    package var code: String
    package var message: String
    package init(_ code: String, _ message: String) { self.code = code; self.message = message }
}

/// The fields of one request, as the JSON object that carried them (a line of
/// `squramble engine`, the body of an HTTP request), read with the protocol's checks.
package struct ProtocolRequest: Sendable {
    package var fields: [String: JSONValue]
    package var id: JSONValue { fields["id"] ?? .null }

    package init(fields: [String: JSONValue]) { self.fields = fields }

    /// The field if present and not `null`.
    package subscript(_ name: String) -> JSONValue? {
        guard let value = fields[name], value != .null else { return nil }
        return value
    }

    package func string(_ name: String) throws(ProtocolFailure) -> String? {
        guard let value = self[name] else { return nil }
        guard case .string(let text) = value else { throw ProtocolFailure("invalid_field", "\"\(name)\" must be a string, not \(value.typeName)") }
        return text
    }

    package func integer(_ name: String, in range: ClosedRange<Int>) throws(ProtocolFailure) -> Int? {
        guard let value = self[name] else { return nil }
        guard let number = value.integer else {
            throw ProtocolFailure("invalid_field", "\"\(name)\" must be a whole number, not \(value.typeName == "a number" ? "a fraction" : value.typeName)")
        }
        guard range.contains(number) else { throw ProtocolFailure("invalid_field", "\"\(name)\" must be \(range.lowerBound) to \(range.upperBound), not \(number)") }
        return number
    }

    package func number(_ name: String) throws(ProtocolFailure) -> Double? {
        guard let value = self[name] else { return nil }
        guard let number = value.number, number.isFinite, number >= 0 else {
            throw ProtocolFailure("invalid_field", "\"\(name)\" must be a number of seconds, 0 or more")
        }
        return number
    }

    package func bool(_ name: String) throws(ProtocolFailure) -> Bool? {
        guard let value = self[name] else { return nil }
        guard case .bool(let flag) = value else { throw ProtocolFailure("invalid_field", "\"\(name)\" must be true or false, not \(value.typeName)") }
        return flag
    }

    /// Text from a request as it may be echoed in a message: printable, at most 40 characters.
    package static func printable(_ text: String) -> String {
        let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.generalCategory.isControlOrInvisible }))
        return cleaned.count > 40 ? String(cleaned.prefix(40)) + "…" : cleaned
    }
}

extension ProtocolRequest {
    /// A request from JSON text: it must be a JSON object. `what` names the text in
    /// messages ("the line", "the body"); `example` says what to send instead.
    package init(json data: Data, what: String, example: String) throws(ProtocolFailure) {
        let value: JSONValue
        if let plain = data.withUnsafeBytes(PlainJSONReader.value(of:)) {
            value = plain
        } else {
            do {
                value = try JSONDecoder().decode(JSONValue.self, from: data)
            } catch {
                throw ProtocolFailure("invalid_json", "\(what) is not JSON; \(example)")
            }
        }
        guard case .object(let fields) = value else {
            throw ProtocolFailure("invalid_json", "a request is a JSON object, not \(value.typeName)")
        }
        self.init(fields: fields)
    }
}

import Foundation

/// Any JSON value: what a request line decodes to before its fields are checked.
package enum JSONValue: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    /// A whole number beyond 64 bits (up to 38 digits are kept exactly), so an id such
    /// as `18446744073709551616` comes back as it was sent, not as a rounded double.
    case largeInteger(Decimal)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    package init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null; return }
        if let value = try? c.decode(Bool.self) { self = .bool(value); return }
        if let value = try? c.decode(Int64.self) { self = .integer(value); return }
        if let value = try? c.decode(UInt64.self) { self = .unsigned(value); return }
        if let value = try? c.decode(Decimal.self), value.isFinite, value.exponent >= 0 { self = .largeInteger(value); return }
        if let value = try? c.decode(Double.self) { self = .double(value); return }
        if let value = try? c.decode(String.self) { self = .string(value); return }
        if let value = try? c.decode([JSONValue].self) { self = .array(value); return }
        self = .object(try c.decode([String: JSONValue].self))
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let value): try c.encode(value)
        case .integer(let value): try c.encode(value)
        case .unsigned(let value): try c.encode(value)
        case .largeInteger(let value): try c.encode(value)
        case .double(let value): try c.encode(value)
        case .string(let value): try c.encode(value)
        case .array(let value): try c.encode(value)
        case .object(let value): try c.encode(value)
        }
    }

    /// The JSON type's name, for error messages.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .unsigned, .largeInteger, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A whole number, if this is one (a double with no fraction counts).
    package var integer: Int? {
        switch self {
        case .integer(let value): Int(exactly: value)
        case .unsigned(let value): Int(exactly: value)
        case .double(let value): value.isFinite && value.rounded() == value && abs(value) < 1e15 ? Int(value) : nil
        default: nil
        }
    }

    package var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .largeInteger(let value): NSDecimalNumber(decimal: value).doubleValue
        case .double(let value): value
        default: nil
        }
    }
}

extension JSONValue {
    /// This value with the object members of `original` that it lacks put back, at every
    /// depth: how a file keeps the fields a newer version (or a person) added.
    ///
    /// Objects are merged member by member. In an array, an object element takes the
    /// extra members of the first element of `original`'s array that agrees with it
    /// on every member it has (so a list that was appended to or trimmed keeps the
    /// extras of the elements that stayed). Anything else is this value as it is.
    ///
    /// ```swift
    /// // written {"a":2}, original {"a":1,"b":{"c":3}} → {"a":2,"b":{"c":3}}
    /// ```
    package func keepingUnknownMembers(of original: JSONValue) -> JSONValue {
        switch (self, original) {
        case (.object(var members), .object(let old)):
            for (name, value) in old {
                members[name] = members[name].map { $0.keepingUnknownMembers(of: value) } ?? value
            }
            return .object(members)
        case (.array(let elements), .array(let old)):
            return .array(elements.map { element in
                guard case .object(let members) = element,
                      let match = old.first(where: { candidate in
                          guard case .object(let others) = candidate else { return false }
                          return members.allSatisfy { others[$0.key] == $0.value }
                      })
                else { return element }
                return element.keepingUnknownMembers(of: match)
            })
        default:
            return self
        }
    }
}

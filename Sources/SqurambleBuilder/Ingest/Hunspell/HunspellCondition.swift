/// The condition of an affix rule (`[^aeiou]y`, `.`, `[ct]ión`), compiled once: what the
/// start of the word (prefix) or its end (suffix) must look like, one character per
/// element. `.` matches any character; inside brackets `.` is itself.
///
/// ```swift
/// let c = try HunspellCondition(Array("[^aeiou]y".unicodeScalars.map(\.value)))
/// c.matchesEnd(of: Array("fly".unicodeScalars.map(\.value)))   // true
/// ```
struct HunspellCondition: Sendable, Equatable {
    /// One position of the condition.
    enum Element: Sendable, Equatable {
        case any
        case one(UInt32)
        case oneOf([UInt32])
        case noneOf([UInt32])

        @inline(__always) func matches(_ scalar: UInt32) -> Bool {
            switch self {
            case .any: return true
            case .one(let wanted): return scalar == wanted
            case .oneOf(let set): return set.contains(scalar)
            case .noneOf(let set): return !set.contains(scalar)
            }
        }
    }

    /// Why a condition could not be compiled.
    package struct Malformed: Error { var reason: String }

    let elements: [Element]

    /// A condition every word meets.
    static let always = HunspellCondition(elements: [])

    private init(elements: [Element]) { self.elements = elements }

    /// Compiles the condition's text (its scalars). A lone `.` is no condition at all.
    package init(_ text: [UInt32]) throws(Malformed) {
        let open = UInt32(UInt8(ascii: "[")), close = UInt32(UInt8(ascii: "]"))
        let caret = UInt32(UInt8(ascii: "^")), dot = UInt32(UInt8(ascii: "."))
        var elements: [Element] = []
        var i = 0
        while i < text.count {
            let c = text[i]
            if c == open {
                var j = i + 1
                let negated = j < text.count && text[j] == caret
                if negated { j += 1 }
                var set: [UInt32] = []
                while j < text.count && text[j] != close { set.append(text[j]); j += 1 }
                guard j < text.count else { throw Malformed(reason: "'[' without ']'") }
                elements.append(negated ? .noneOf(set) : set.count == 1 ? .one(set[0]) : .oneOf(set))
                i = j + 1
            } else if c == close {
                throw Malformed(reason: "']' without '['")
            } else {
                elements.append(c == dot ? .any : .one(c))
                i += 1
            }
        }
        if elements.allSatisfy({ $0 == .any }) && elements.count <= 1 { elements = [] }
        self.elements = elements
    }

    /// Whether the word starts as the condition says (prefix rules).
    @inline(__always) func matchesStart(of word: [UInt32]) -> Bool {
        if elements.isEmpty { return true }
        guard word.count >= elements.count else { return false }
        for (i, element) in elements.enumerated() where !element.matches(word[i]) { return false }
        return true
    }

    /// Whether the word ends as the condition says (suffix rules).
    @inline(__always) func matchesEnd(of word: [UInt32]) -> Bool {
        if elements.isEmpty { return true }
        let offset = word.count - elements.count
        guard offset >= 0 else { return false }
        for (i, element) in elements.enumerated() where !element.matches(word[offset + i]) { return false }
        return true
    }
}

/// A list that keeps its first two elements inline and only the rest in an array.
///
/// The builder makes a record for every distinct word of its inputs (600,000 and more
/// for a big list), and nearly every record has one or two spellings and one or two
/// rule flags: as plain arrays, that is two heap allocations (and two frees) per word.
/// It reads, compares, hashes and encodes (as a JSON array) like an array.
///
/// ```swift
/// var flags: SmallList<Int> = [1]
/// flags.append(2)        // still no allocation
/// flags.append(3)        // the third goes to the array
/// Array(flags)           // [1, 2, 3]
/// ```
struct SmallList<Element: Sendable & Hashable & Codable>: RandomAccessCollection, Sendable, Hashable, Codable,
    ExpressibleByArrayLiteral, CustomStringConvertible {
    private var head: Element?
    private var second: Element?
    private var rest: [Element] = []

    init() {}

    init(arrayLiteral elements: Element...) { self.init(elements) }

    init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { head == nil ? 0 : second == nil ? 1 : 2 + rest.count }

    subscript(position: Int) -> Element {
        switch position {
        case 0: head!
        case 1: second!
        default: rest[position - 2]
        }
    }

    mutating func append(_ element: Element) {
        if head == nil { head = element } else if second == nil { second = element } else { rest.append(element) }
    }

    static func == (a: SmallList, b: SmallList) -> Bool { a.elementsEqual(b) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(element) }
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd { append(try container.decode(Element.self)) }
    }

    var description: String { Array(self).description }
}

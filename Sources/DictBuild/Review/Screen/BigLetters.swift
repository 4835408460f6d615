/// Draws a word in letters five rows tall, for the middle of the review screen.
///
/// A–Z have their own shapes; any other letter (é, ñ, ß, ж…) is drawn as itself in
/// the middle row of its cell, so every word can be shown.
///
/// ```swift
/// BigLetters.rows(for: "cat")   // five strings, each "█" or " ", 6 columns a letter
/// ```
enum BigLetters {
    static let height = 5
    static let cellWidth = 6

    /// The rows of `word` drawn large, or `nil` when it would not fit in `columns`.
    static func rows(for word: String, columns: Int) -> [String]? {
        let letters = Array(word.uppercased())
        guard letters.count * cellWidth - 1 <= columns, !letters.isEmpty else { return nil }
        var rows = Array(repeating: "", count: height)
        for (index, letter) in letters.enumerated() {
            let cell = shapes[letter] ?? fallback(letter)
            for row in 0..<height {
                rows[row] += cell[row]
                if index < letters.count - 1 { rows[row] += " " }
            }
        }
        return rows
    }

    private static func fallback(_ letter: Character) -> [String] {
        let blank = String(repeating: " ", count: cellWidth - 1)
        return [blank, blank, "  \(letter)  ", blank, blank]
    }

    private static let shapes: [Character: [String]] = {
        var table: [Character: [String]] = [:]
        for (letter, pattern) in patterns {
            table[letter] = pattern.split(separator: "/").map { row in
                String(row.map { $0 == "#" ? "█" : " " })
            }
        }
        return table
    }()

    // Each letter: five rows of five cells, "#" filled, rows separated by "/".
    private static let patterns: [Character: String] = [
        "A": ".###./#...#/#####/#...#/#...#",
        "B": "####./#...#/####./#...#/####.",
        "C": ".####/#..../#..../#..../.####",
        "D": "####./#...#/#...#/#...#/####.",
        "E": "#####/#..../####./#..../#####",
        "F": "#####/#..../####./#..../#....",
        "G": ".####/#..../#..##/#...#/.###.",
        "H": "#...#/#...#/#####/#...#/#...#",
        "I": "#####/..#../..#../..#../#####",
        "J": "..###/...#./...#./#..#./.##..",
        "K": "#...#/#..#./###../#..#./#...#",
        "L": "#..../#..../#..../#..../#####",
        "M": "#...#/##.##/#.#.#/#...#/#...#",
        "N": "#...#/##..#/#.#.#/#..##/#...#",
        "O": ".###./#...#/#...#/#...#/.###.",
        "P": "####./#...#/####./#..../#....",
        "Q": ".###./#...#/#.#.#/#..#./.##.#",
        "R": "####./#...#/####./#..#./#...#",
        "S": ".####/#..../.###./....#/####.",
        "T": "#####/..#../..#../..#../..#..",
        "U": "#...#/#...#/#...#/#...#/.###.",
        "V": "#...#/#...#/#...#/.#.#./..#..",
        "W": "#...#/#...#/#.#.#/##.##/#...#",
        "X": "#...#/.#.#./..#../.#.#./#...#",
        "Y": "#...#/.#.#./..#../..#../..#..",
        "Z": "#####/...#./..#../.#.../#####",
    ]
}

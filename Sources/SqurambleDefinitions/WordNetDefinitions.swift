#if canImport(Glibc)
import Glibc
#endif
import Squramble

/// Short English definitions from a WordNet 3.0 database folder (Debian's
/// `wordnet-base` installs one at `/usr/share/wordnet`).
///
/// The default folder is ``standardFolder``; the game and the review screen both use it.
///
/// WordNet is © Princeton University under the WordNet 3.0 licence, which allows use
/// and redistribution with its notice; dictbuild only reads the files installed on the
/// machine at review time and ships none of them (see `wordlists/en/README.md`).
///
/// How the files are read (WordNet's `wndb(5)`): each `index.POS` file is sorted and
/// has one line per lemma, `lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt
/// offset…`, offsets listed most frequent sense first; `data.POS` has, at that byte
/// offset, a line whose gloss follows ` | `. Inflected forms are reduced to a lemma with
/// the `POS.exc` exception lists and WordNet's suffix rules ("morphy").
///
/// ```swift
/// let wordnet = try WordNetDefinitions(folder: "/usr/share/wordnet")
/// wordnet.definition(of: "bricks")   // "(n) rectangular block of clay baked by the sun or in a kiln; …"
/// ```
package final class WordNetDefinitions {
    package enum PartOfSpeech: String, CaseIterable {
        case noun, verb, adj, adv
        var abbreviation: String {
            switch self { case .noun: "n" case .verb: "v" case .adj: "adj" case .adv: "adv" }
        }
        /// WordNet's detachment rules: ending → replacement.
        var suffixRules: [(String, String)] {
            switch self {
            case .noun: [("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"), ("ies", "y")]
            case .verb: [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")]
            case .adj: [("er", ""), ("est", ""), ("er", "e"), ("est", "e")]
            case .adv: []
            }
        }
    }

    package let folder: String
    /// Where Debian's `wordnet-base` puts the database.
    package static let standardFolder = "/usr/share/wordnet"
    private var indexes: [PartOfSpeech: [UInt8]] = [:]
    private var exceptions: [PartOfSpeech: [String: [String]]] = [:]
    private var cache: [String: String?] = [:]

    /// Checks that the folder holds a WordNet database; files are loaded on first use.
    package init(folder: String) throws(DefinitionsError) {
        self.folder = folder
        for part in PartOfSpeech.allCases where access(folder + "/index." + part.rawValue, R_OK) != 0 {
            throw DefinitionsError(message: "\(folder) has no readable index.\(part.rawValue): not a WordNet database (install Debian's wordnet-base, or fix the recipe's review.definitions)")
        }
    }

    /// One or two short definitions of `word` (most common senses), or `nil` when
    /// WordNet does not know it.
    package func definition(of word: String, maximumSenses: Int = 2) -> String? {
        if let cached = cache[word] { return cached }
        let result = lookUp(word.lowercased(), maximumSenses: maximumSenses)
        cache[word] = result
        return result
    }

    private func lookUp(_ word: String, maximumSenses: Int) -> String? {
        // Each part of speech: the lemma, its first sense's gloss, and how often that sense is tagged.
        var found: [(part: PartOfSpeech, gloss: String, weight: Int)] = []
        for part in PartOfSpeech.allCases {
            for lemma in lemmas(of: word, as: part) {
                guard let entry = indexEntry(lemma, part), let offset = entry.offsets.first,
                      let gloss = gloss(at: offset, part) else { continue }
                found.append((part, gloss, entry.tagged))
                break
            }
        }
        guard !found.isEmpty else { return nil }
        // Most used part of speech first (e.g. "run" as a verb), ties in WordNet's order.
        let ordered = found.enumerated().sorted { a, b in
            a.element.weight != b.element.weight ? a.element.weight > b.element.weight : a.offset < b.offset
        }.map(\.element)
        return ordered.prefix(maximumSenses).map { "(\($0.part.abbreviation)) \($0.gloss)" }.joined(separator: "; ")
    }

    /// The word itself, then its base forms by the exception list and the suffix rules.
    package func lemmas(of word: String, as part: PartOfSpeech) -> [String] {
        var candidates = [word]
        candidates += exceptionList(part)[word] ?? []
        for (ending, replacement) in part.suffixRules where word.hasSuffix(ending) && word.count > ending.count {
            candidates.append(String(word.dropLast(ending.count)) + replacement)
        }
        var seen: Set<String> = []
        return candidates.filter { seen.insert($0).inserted }
    }

    // MARK: Files

    private func indexEntry(_ lemma: String, _ part: PartOfSpeech) -> (offsets: [Int], tagged: Int)? {
        let bytes = index(part)
        guard let line = Self.findLine(startingWith: Array((lemma.replacingSpaces() + " ").utf8), in: bytes) else { return nil }
        let fields = line.split(separator: " ")
        // lemma pos synset_cnt p_cnt [ptr_symbol × p_cnt] sense_cnt tagsense_cnt offsets…
        guard fields.count >= 4, let synsets = Int(fields[2]), let pointers = Int(fields[3]) else { return nil }
        let tagIndex = 4 + pointers + 1
        guard fields.count >= tagIndex + 1 + synsets, let tagged = Int(fields[tagIndex]) else { return nil }
        let offsets = fields[(tagIndex + 1)..<(tagIndex + 1 + synsets)].compactMap { Int($0) }
        return (offsets, tagged)
    }

    private func gloss(at offset: Int, _ part: PartOfSpeech) -> String? {
        let path = folder + "/data." + part.rawValue
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, off_t(offset)) }
        guard count > 0 else { return nil }
        let line = buffer[0..<count].prefix { $0 != 0x0A }
        guard let text = String(validating: line, as: UTF8.self),
              text.hasPrefix(String(repeating: "0", count: max(0, 8 - String(offset).count)) + String(offset)),
              let bar = text.firstRange(of: " | ") else { return nil }
        var gloss = String(text[bar.upperBound...]).trimmingSpaces()
        // Keep the definition, not the quoted examples that follow it.
        if let example = gloss.firstRange(of: "; \"") { gloss = String(gloss[..<example.lowerBound]) }
        if gloss.hasPrefix("\"") { return nil }
        return gloss
    }

    private func index(_ part: PartOfSpeech) -> [UInt8] {
        if let loaded = indexes[part] { return loaded }
        let bytes = (try? AtomicFile.read(folder + "/index." + part.rawValue)) ?? nil
        indexes[part] = bytes ?? []
        return bytes ?? []
    }

    private func exceptionList(_ part: PartOfSpeech) -> [String: [String]] {
        if let loaded = exceptions[part] { return loaded }
        var table: [String: [String]] = [:]
        if let bytes = (try? AtomicFile.read(folder + "/" + part.rawValue + ".exc")) ?? nil {
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
                let fields = line.split(separator: " ").map(String.init)
                if fields.count >= 2 { table[fields[0], default: []] += fields.dropFirst() }
            }
        }
        exceptions[part] = table
        return table
    }

    /// Binary search over the lines of a sorted file (lines starting with two spaces,
    /// the licence header, sort before every lemma).
    package static func findLine(startingWith prefix: [UInt8], in bytes: [UInt8]) -> Substring? {
        var low = 0, high = bytes.count
        while low < high {
            let middle = (low + high) / 2
            // The start of the line holding `middle`.
            var start = middle
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let line = bytes[start..<end]
            if line.starts(with: prefix) {
                return Substring(String(decoding: line, as: UTF8.self))
            }
            if line.lexicographicallyPrecedes(prefix) {
                low = end + 1
            } else {
                high = start
            }
        }
        return nil
    }
}

/// Why a definitions source cannot be used.
package struct DefinitionsError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}

private extension String {
    func replacingSpaces() -> String { String(map { $0 == " " ? "_" : $0 }) }
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

/// Serbian's two alphabets, for lists made in one script and read by a dictionary in the
/// other: wordfreq's Serbo-Croatian list (`sh`) is in Latin script, while Debian's
/// `sr_RS.dic` is Cyrillic (`Documentation/Languages.md`, "Serbian in both scripts").
///
/// Cyrillic to Latin is a function: each Cyrillic letter is one Latin letter or digraph
/// (`љ` `lj`, `њ` `nj`, `џ` `dž`). Latin to Cyrillic is not quite: `nj` is `њ` in `konj`
/// (коњ) but `н` + `ј` where a prefix meets a stem (`injekcija`, инјекција), and so are
/// `lj` and `dž` (`nadživeti`, надживети). So a Latin word has every Cyrillic spelling
/// whose Latin spelling it is, each digraph read both ways; the wrong ones spell no word
/// a Cyrillic dictionary lists, and no two Latin words share a Cyrillic spelling (its
/// Latin spelling is one). A word with a letter Serbian's Latin alphabet lacks (`q` `w`
/// `x` `y`, accented vowels: `show`, `müller`) is not Serbian and has none.
///
/// ```swift
/// SerbianScripts.cyrillicSpellings(of: "konj")      // ["коњ", "конј"]
/// SerbianScripts.cyrillicSpellings(of: "kuća")      // ["кућа"]
/// SerbianScripts.cyrillicSpellings(of: "show")      // []
/// SerbianScripts.latinSpelling(of: "инјекција")     // "injekcija"
/// ```
package enum SerbianScripts {
    /// Whether a frequency or offensive-word list for `language` (a BCP 47 tag) is
    /// written in both scripts: Serbian (`sr`, any region), unless its script subtag
    /// asks for Latin alone (`sr-Latn`).
    package static func writesBothScripts(language: String) -> Bool {
        let subtags = language.split(separator: "-").map { $0.lowercased() }
        return subtags.first == "sr" && !subtags.dropFirst().contains("latn")
    }

    /// The Cyrillic spellings whose Latin spelling is `word` (lowercase), digraphs read
    /// as one letter first: none when a letter of `word` is not in Serbian's Latin
    /// alphabet, or when it has no letter at all. Signs that are not letters (`-`, `'`)
    /// are kept. At most 2⁶ spellings: past six digraphs the rest are read as one letter.
    package static func cyrillicSpellings(of word: String) -> [String] {
        var spellings = [""]
        var hasLetter = false
        var rest = Substring(word)
        var digraphs = 0
        while let first = rest.first {
            if let (one, two) = digraphLetters(rest) {
                let split = digraphs < 6
                spellings = spellings.flatMap { split ? [$0 + String(one), $0 + two] : [$0 + String(one)] }
                digraphs += 1
                hasLetter = true
                rest = rest.dropFirst(2)
                continue
            }
            if first.isLetter {
                guard let letter = cyrillic[first] else { return [] }
                spellings = spellings.map { $0 + String(letter) }
                hasLetter = true
            } else {
                spellings = spellings.map { $0 + String(first) }
            }
            rest = rest.dropFirst()
        }
        return hasLetter ? spellings : []
    }

    /// The Latin spelling of a Cyrillic word (lowercase): `nil` when a letter of it is
    /// not in Serbian's Cyrillic alphabet.
    package static func latinSpelling(of word: String) -> String? {
        var latin = ""
        for character in word {
            if let letters = latinOfCyrillic[character] { latin += letters } else if character.isLetter { return nil } else { latin.append(character) }
        }
        return latin
    }

    /// A list of `word<TAB>…` lines (comment lines starting with `#` kept first) with a
    /// line added for each spelling of a word in Serbian's other script (each Cyrillic
    /// spelling of a Latin word, the Latin spelling of a Cyrillic one), the rest of the
    /// line the same, and a comment line saying so; a spelling the list already has is
    /// not added. The lines come out sorted by code point, as `dictbuild frequency`
    /// writes them. Returns the text and how many lines were added.
    package static func addingOtherScript(to list: String) -> (text: String, added: Int) {
        var comments: [Substring] = []
        var rows: [Substring: Substring] = [:]
        for line in list.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") { comments.append(line); continue }
            let word = line.prefix { $0 != "\t" }
            rows[word] = line.dropFirst(word.count)
        }
        var added: [Substring: Substring] = [:]
        for (word, rest) in rows {
            let others = latinSpelling(of: String(word)).map { $0 == word ? [] : [$0] } ?? cyrillicSpellings(of: String(word))
            for spelling in others.map({ Substring($0) }) where rows[spelling] == nil && added[spelling] == nil { added[spelling] = rest }
        }
        rows.merge(added) { old, _ in old }
        if !added.isEmpty {
            comments.append("# with the spellings of its words in Serbian's other script (Latin lj nj dž as Cyrillic љ њ џ and as лј нј дж), added by dictbuild")
        }
        let sorted = rows.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        let text = (comments.map(String.init) + sorted.map { String($0) + String(rows[$0]!) }).joined(separator: "\n") + "\n"
        return (text, added.count)
    }

    /// The digraph `rest` starts with (`lj`, `nj`, `dž`): its Cyrillic letter, and its two
    /// letters spelled apart (`лј`).
    private static func digraphLetters(_ rest: Substring) -> (Character, String)? {
        var letters = rest.prefix(2).makeIterator()
        guard let first = letters.next(), let second = letters.next() else { return nil }
        switch (first, second) {
        case ("l", "j"): return ("љ", "лј")
        case ("n", "j"): return ("њ", "нј")
        case ("d", "ž"): return ("џ", "дж")
        default: return nil
        }
    }

    /// Serbian's Latin letters (one letter each; the digraphs are above) and their Cyrillic.
    private static let cyrillic: [Character: Character] = [
        "a": "а", "b": "б", "c": "ц", "č": "ч", "ć": "ћ", "d": "д", "đ": "ђ", "e": "е", "f": "ф", "g": "г", "h": "х",
        "i": "и", "j": "ј", "k": "к", "l": "л", "m": "м", "n": "н", "o": "о", "p": "п", "r": "р", "s": "с", "š": "ш",
        "t": "т", "u": "у", "v": "в", "z": "з", "ž": "ж",
    ]

    /// Serbian's Cyrillic letters and their Latin: one letter or a digraph each.
    private static let latinOfCyrillic: [Character: String] = {
        var latin = Dictionary(uniqueKeysWithValues: cyrillic.map { ($0.value, String($0.key)) })
        latin["љ"] = "lj"
        latin["њ"] = "nj"
        latin["џ"] = "dž"
        return latin
    }()
}

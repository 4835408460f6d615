import Foundation

/// A HurtLex lexicon (valeriobasile/hurtlex, `lexica/XX/1.2/hurtlex_XX.tsv`) read as a
/// graded blocklist (``Blocklist``'s format), as `dictbuild offensive` writes it.
///
/// HurtLex translated an Italian lexicon of words that hurt into 50 languages, by the
/// senses of each word. Its entries are lemmas in 17 categories, each `conservative`
/// (an offensive sense translated) or `inclusive` (every sense that might be one). What
/// is kept: the entries of one word made of letters, `conservative` ones only unless
/// `inclusive`. Their level (``Severity``):
///
/// - `sexual`: genitalia (`asm`, `asf`), prostitution (`pr`), homosexuality (`om`);
/// - `vulgar`: ethnic slurs and stereotypes (`ps`), disabilities (`ddf`, `ddp`),
///   derogatory words (`cds`), moral defects (`dmc`);
/// - `sensitive`: the rest (animals, plants, places, professions, crime, poverty, sins,
///   words of possible negative connotation).
///
/// None is a `slur`, which a dictionary refuses even as an answer: the translations
/// are often everyday words of the language (Polish `nic`, "nothing", is an animal
/// insult's translation), and keeping an everyday word out of the targets costs a
/// puzzle, refusing it costs a player. `--offensive vulgar=drop` refuses more.
package enum HurtLex {
    /// What a conversion made: the blocklist's text, and how many entries each level has
    /// and how many were left out.
    package struct Conversion: Sendable, Equatable {
        package var text: String
        package var levels: [Severity: Int]
        /// Entries of more than one word, or with signs that are not letters.
        package var notOneWord: Int
        /// `inclusive` entries, when only `conservative` ones are kept.
        package var inclusiveLeftOut: Int
        package var kept: Int { levels.values.reduce(0, +) }
    }

    /// Why a file is not a HurtLex lexicon.
    package struct FormatError: Error, CustomStringConvertible, Equatable {
        package var description: String
    }

    /// The level of a HurtLex category (its label, any case; `pr:` as the README writes it).
    package static func level(category: String) -> Severity {
        switch category.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ": ")) {
        case "asm", "asf", "pr", "om": .sexual
        case "ps", "ddf", "ddp", "cds", "dmc": .vulgar
        default: .sensitive
        }
    }

    /// The columns a lexicon's first line must name.
    static let columns = ["id", "category", "lemma", "level"]

    /// Reads a HurtLex TSV (`id pos category stereotype lemma level`, a header line
    /// first) and writes the blocklist: `lemma<TAB>level<TAB>note`, lowercased, sorted,
    /// the most severe level where a lemma is listed twice. `source` names the file in
    /// the header. A file without HurtLex's columns, or without one entry kept, is a
    /// ``FormatError``.
    package static func convert(_ text: String, language: String, source: String, inclusive: Bool) throws -> Conversion {
        var lines = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).makeIterator()
        guard let header = lines.next() else { throw FormatError(description: "\(source) is empty, not a HurtLex lexicon") }
        let names = header.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let index = columns.compactMap { names.firstIndex(of: $0) }
        guard index.count == columns.count else {
            throw FormatError(description: "\(source) is not a HurtLex lexicon: its first line must name the columns "
                + "\(columns.joined(separator: ", ")) (separated by tabs), as lexica/XX/1.2/hurtlex_XX.tsv does")
        }
        var entries: [String: (Severity, String)] = [:]
        var notOneWord = 0, inclusiveLeftOut = 0
        while let line = lines.next() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count > index.max()! else { continue }
            let (id, category, lemma, level) = (fields[index[0]], fields[index[1]], fields[index[2]], fields[index[3]])
            if level != "conservative" && !inclusive { inclusiveLeftOut += 1; continue }
            let word = lemma.trimmingCharacters(in: .whitespaces).lowercased()
            guard !word.isEmpty, word.allSatisfy(\.isLetter) else { notOneWord += 1; continue }
            let severity = Self.level(category: category)
            if let old = entries[word], old.0 <= severity { continue }
            entries[word] = (severity, "HurtLex \(id) \(category.lowercased()) \(level)")
        }
        guard !entries.isEmpty else {
            throw FormatError(description: "\(source) has no entry of one word made of letters"
                + (inclusive ? "" : " among its conservative ones (--inclusive takes the others too)") + "; nothing was written")
        }
        var levels: [Severity: Int] = [:]
        var out = Self.fileHeader(language: language, source: source, inclusive: inclusive)
        for word in entries.keys.sorted() {
            let (severity, note) = entries[word]!
            levels[severity, default: 0] += 1
            out += "\(word)\t\(severity.rawValue)\t\(note)\n"
        }
        return Conversion(text: out, levels: levels, notOneWord: notOneWord, inclusiveLeftOut: inclusiveLeftOut)
    }

    /// The comment lines that open the written list: what it is, where from, its licence.
    static func fileHeader(language: String, source: String, inclusive: Bool) -> String {
        """
        # Offensive words (\(language)) from HurtLex: \(source), \(inclusive ? "conservative and inclusive" : "conservative") entries
        # of one word, graded by `dictbuild offensive` (sexual: asm asf pr om; vulgar: ps ddf ddp cds dmc;
        # sensitive: the other categories; none a slur).
        # HurtLex: Bassignana, Basile, Patti, "Hurtlex: A Multilingual Lexicon of Words to Hurt" (CLiC-it 2018),
        # https://github.com/valeriobasile/hurtlex. Licence: CC BY-NC-SA 4.0 (NonCommercial, ShareAlike):
        # this list, and a dictionary whose targets it chose, may not be used commercially.

        """
    }
}

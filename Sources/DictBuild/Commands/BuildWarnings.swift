import Foundation
import Squramble
import SqurambleBuilder
import SqurambleTerminal

/// What a build did that it should not have to: the warnings `build` prints to standard
/// error, and that `build --strict` turns into a failure.
///
/// ```swift
/// for warning in BuildWarnings.of(report, recipe: recipe, folder: ".") { StandardStream.error.line("warning: \(warning)") }
/// ```
enum BuildWarnings {
    /// An input with a larger share of unusable lines than this is probably not a word
    /// list at all (a binary, a compressed file, another encoding).
    static let unusableShare = 0.05

    /// The warnings of one build, in a fixed order: compressed inputs, inputs with many
    /// unusable lines (in recipe order), stale decisions, then targets whose letters also
    /// spell a dropped word. What the language lacks (``BuildReport/missing``) is a
    /// section of the report, and a warning only under `--strict` (``strict(_:)``).
    static func of(_ report: BuildReport, recipe: Recipe, folder: String) -> [String] {
        let compressed = compressedInputs(report, recipe: recipe, folder: folder)
        var warnings = compressed.map(\.warning)
        for input in report.inputs where input.lines > 0 && !compressed.contains(where: { $0.name == input.name }) {
            let share = Double(input.unusableCount) / Double(input.lines)
            if share > unusableShare {
                warnings.append("\(input.name): \(Int((share * 100).rounded())) % of its lines cannot be used "
                    + "(\(input.unusableCount) of \(input.lines)); is it a word list in UTF-8?")
            }
        }
        let stale = report.decisions.stale
        if !stale.isEmpty {
            warnings.append("\(stale.count) review decision\(stale.count == 1 ? " is" : "s are") about words no input has: "
                + stale.prefix(5).joined(separator: ", ") + (stale.count > 5 ? ", …" : ""))
        }
        let anagrams = report.targetsSpellingDroppedWordsCount
        if anagrams > 0 {
            warnings.append("\(anagrams) target\(anagrams == 1 ? "'s letters also spell" : "s' letters also spell") a dropped word, "
                + "which players will try: " + report.targetsSpellingDroppedWords.prefix(3).map { "\($0.target) (\($0.dropped.joined(separator: ", ")))" }.joined(separator: ", ")
                + (anagrams > 3 ? ", …" : "") + " (the report lists them)")
        }
        return warnings
    }

    /// The warnings `--strict` fails on: ``of(_:recipe:folder:)``'s, then the lines of
    /// what the build lacks (no language preset, no frequency list, no offensive-word
    /// list), which a build without `--strict` gives in its report only.
    static func strict(_ report: BuildReport, recipe: Recipe, folder: String) -> [String] {
        of(report, recipe: recipe, folder: folder) + report.missingLines
    }

    /// The inputs that are compressed files, each with a sentence saying how to read it.
    static func compressedInputs(_ report: BuildReport, recipe: Recipe, folder: String) -> [(name: String, warning: String)] {
        report.inputs.compactMap { input in
            guard let path = recipe.inputs.first(where: { $0.displayName == input.name }).map({ Recipe.resolve($0.path, in: folder) }),
                  let format = compressedFormat(path) else { return nil }
            let tool = format == "gzip" ? "zcat" : format == "bzip2" ? "bzcat" : "xzcat"
            return (input.name, "\(input.name) is \(format)-compressed; dictbuild reads plain text: uncompress it first (\(tool) \(path) > list.txt)")
        }
    }

    /// `gzip`, `bzip2` or `xz` when the file starts with that format's magic bytes.
    static func compressedFormat(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 6) else { return nil }
        let bytes = [UInt8](head)
        if bytes.starts(with: [0x1F, 0x8B]) { return "gzip" }
        if bytes.starts(with: Array("BZh".utf8)) { return "bzip2" }
        if bytes.starts(with: [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) { return "xz" }
        return nil
    }
}

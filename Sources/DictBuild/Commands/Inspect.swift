import ArgumentParser
import Foundation
import Squramble

/// The `--json` schema of `inspect`.
struct InspectOutput: Codable {
    var schema = "squramble.dictbuild.inspect"
    var version = 1
    var path: String
    var formatVersion: Int
    var fileSize: Int
    var checksum: String
    var name: String
    var language: String
    var policy: NormalizationPolicy
    var policyDescription: String
    var unicode: UnicodeVersions
    var builtBy: String
    var sources: [LexiconSource]
    var words: Int
    var targets: Int
    var acceptedOnly: Int
    var alphabet: String
    var byLength: [LengthRow]
    var byBand: [BandRow]

    struct LengthRow: Codable { var length: Int; var words: Int; var targets: Int }
    struct BandRow: Codable { var band: Int; var name: String; var targets: Int }

    init(_ lexicon: Lexicon) {
        path = lexicon.path
        formatVersion = lexicon.formatVersion
        fileSize = lexicon.fileSize
        checksum = String(format: "%08x", lexicon.checksum)
        let meta = lexicon.metadata
        name = meta.name; language = meta.language; policy = meta.policy; policyDescription = meta.policy.description
        unicode = meta.unicode; builtBy = meta.builtBy; sources = meta.sources
        words = lexicon.wordCount; targets = lexicon.targetCount; acceptedOnly = words - targets
        alphabet = String(lexicon.alphabet)
        var lengths: [Int: (Int, Int)] = [:]
        // One walk of the graph: it ends with the words the file really holds, whatever
        // its header says.
        lexicon.forEachEntry { entry in
            lengths[entry.key.letterCount, default: (0, 0)].0 += 1
            if entry.isTarget { lengths[entry.key.letterCount, default: (0, 0)].1 += 1 }
        }
        byLength = lengths.keys.sorted().map { LengthRow(length: $0, words: lengths[$0]!.0, targets: lengths[$0]!.1) }
        var bands: [DifficultyBand: Int] = [:]
        for group in lexicon.targetGroups { bands[group.band, default: 0] += group.count }
        byBand = DifficultyBand.allCases.map { BandRow(band: $0.rawValue, name: $0.description, targets: bands[$0] ?? 0) }
    }
}

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a dictionary's header, policy, sources and counts per tier, length and band."
    )

    @Argument(help: ArgumentHelp("A dictionary (.sqd).", valueName: "file")) var file: String
    @Flag(help: "Print JSON (schema squramble.dictbuild.inspect, version 1).") var json = false

    func run() throws {
        let lexicon = try Lexicon.openForCommand(file)
        let info = InspectOutput(lexicon)
        if json { StandardOutput.write(try jsonText(info)); return }
        var out: [String] = []
        out.append("\(info.path): \(info.name)")
        out.append("  format version \(info.formatVersion), \(BuildReport.grouped(info.fileSize)) bytes, checksum \(info.checksum) (run verify to check it)")
        out.append("  language \(info.language); policy: \(info.policyDescription)")
        out.append("  built by \(info.builtBy) with ICU \(info.unicode.icu), Unicode \(info.unicode.unicode)")
        out.append("  words: \(BuildReport.grouped(info.words)) (\(BuildReport.grouped(info.targets)) targets, \(BuildReport.grouped(info.acceptedOnly)) accepted only)")
        out.append("  alphabet: \(info.alphabet)")
        if !info.sources.isEmpty {
            out.append("  sources:")
            for source in info.sources {
                out.append("    \(source.name) — \(source.license)" + (source.detail.isEmpty ? "" : ": \(source.detail)"))
            }
        }
        out.append("")
        out.append("  letters     words   targets")
        for row in info.byLength {
            out.append("  \(String(row.length).leftPadding(7)) \(BuildReport.grouped(row.words).leftPadding(9)) \(BuildReport.grouped(row.targets).leftPadding(9))")
        }
        out.append("")
        out.append("  targets by band: " + info.byBand.map { "\($0.name) \(BuildReport.grouped($0.targets))" }.joined(separator: ", "))
        StandardOutput.write(out.joined(separator: "\n") + "\n")
    }
}

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a dictionary completely: checksums and every structure.",
        discussion: "Exit status 0 when the file is sound; 1 with the reason when it is not."
    )

    @Argument(help: ArgumentHelp("A dictionary (.sqd).", valueName: "file")) var file: String

    func run() throws {
        let lexicon = try Lexicon.openForCommand(file)
        do {
            try lexicon.verify()
        } catch {
            throw CommandError("\(error)")
        }
        StandardOutput.write("ok: \(file): \(BuildReport.grouped(lexicon.wordCount)) words, \(BuildReport.grouped(lexicon.fileSize)) bytes, checksum \(String(format: "%08x", lexicon.checksum))\n")
    }
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every word with its tier, one per line, in key order.",
        discussion: """
            Each line is: display form, a tab, and "target" or "accepted". Two builds list \
            their words in the same order, so `diff` shows what changed.
            """
    )

    @Argument(help: ArgumentHelp("A dictionary (.sqd).", valueName: "file")) var file: String
    @Flag(help: "Only the targets.") var targets = false
    @Flag(help: "Only the words that are accepted but are not targets.") var accepted = false
    @Flag(help: "Print JSON (schema squramble.dictbuild.list, version 1), with keys, frequencies and bands.") var json = false

    struct Output: Codable {
        var schema = "squramble.dictbuild.list"
        var version = 1
        var dictionary: String
        var words: [Word]
        struct Word: Codable {
            var key: String
            var display: String
            var tier: String
            var zipf: Double?
            var band: Int?
        }
    }

    func validate() throws {
        if targets && accepted { throw ValidationError("give --targets or --accepted, not both (leave both out for every word)") }
    }

    func run() throws {
        let lexicon = try Lexicon.openForCommand(file)
        var text = ""
        var words: [Output.Word] = []
        lexicon.forEachEntry { entry in
            if targets && !entry.isTarget { return }
            if accepted && entry.isTarget { return }
            let tier = entry.isTarget ? "target" : "accepted"
            if json {
                words.append(.init(key: entry.key.text, display: entry.display, tier: tier,
                                   zipf: entry.frequency.map { Double($0) / 10 }, band: entry.band?.rawValue))
            } else {
                text += entry.display + "\t" + tier + "\n"
                if text.utf8.count > 1 << 16 { StandardOutput.write(text); text = "" }
            }
        }
        StandardOutput.write(json ? try jsonText(Output(dictionary: file, words: words)) : text)
    }
}

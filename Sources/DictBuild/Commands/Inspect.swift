import ArgumentParser
import Foundation
import Squramble
import SqurambleBuilder
import SqurambleTerminal

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
        // Words per length in one walk of the graph; the targets per length come from the
        // target groups, which are by length already.
        let words = lexicon.wordCountsByLength()
        var targetsByLength: [Int: Int] = [:]
        for group in lexicon.targetGroups { targetsByLength[group.length, default: 0] += group.count }
        byLength = words.indices.filter { words[$0] > 0 }.map { LengthRow(length: $0, words: words[$0], targets: targetsByLength[$0] ?? 0) }
        var bands: [DifficultyBand: Int] = [:]
        for group in lexicon.targetGroups { bands[group.band, default: 0] += group.count }
        byBand = DifficultyBand.allCases.map { BandRow(band: $0.rawValue, name: $0.description, targets: bands[$0] ?? 0) }
    }
}

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a dictionary's header, policy, sources and counts per tier, length and band."
    )

    @Argument(help: ArgumentHelp("A dictionary (.sqd).", valueName: "file")) var file: String
    @Flag(help: "Print JSON (schema squramble.dictbuild.inspect, version 1).") var json = false

    func run() throws {
        let lexicon = try Lexicon.openForCommand(file, checksum: true)
        let info = InspectOutput(lexicon)
        if json { StandardStream.output.write(try jsonText(info)); return }
        var out: [String] = []
        out.append("\(info.path): \(info.name)")
        out.append("  format version \(info.formatVersion), \(grouped(info.fileSize)) bytes, checksum \(info.checksum) (checked; verify checks every structure)")
        out.append("  language \(info.language); policy: \(info.policyDescription)")
        out.append("  built by \(info.builtBy) with ICU \(info.unicode.icu), Unicode \(info.unicode.unicode)")
        out.append("  words: \(grouped(info.words)) (\(grouped(info.targets)) targets, \(grouped(info.acceptedOnly)) accepted only)")
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
            out.append("  \(String(row.length).leftPadding(7)) \(grouped(row.words).leftPadding(9)) \(grouped(row.targets).leftPadding(9))")
        }
        out.append("")
        out.append("  targets by band: " + info.byBand.map { "\($0.name) \(grouped($0.targets))" }.joined(separator: ", "))
        StandardStream.output.write(out.joined(separator: "\n") + "\n")
    }
}

import ArgumentParser
import Foundation
import Squramble
import SqurambleBuilder
import SqurambleTerminal

/// The `--json` schema of `lookup` (and of dictionary entries elsewhere).
struct LookupOutput: Codable {
    var schema = "squramble.dictbuild.lookup"
    var version = 1
    var dictionary: String
    var results: [Entry]

    struct Entry: Codable {
        /// What was asked.
        var input: String
        /// Its match key under the dictionary's policy (`nil` when it cannot be normalised).
        var key: String?
        /// Why the input is not a word at all, if it is not.
        var notAWord: String?
        /// "target", "accepted", or `nil` when the dictionary does not have it.
        var tier: String?
        var display: String?
        /// Zipf frequency (the stored value ÷ 10), when the dictionary has one.
        var zipf: Double?
        var band: String?
        var bandNumber: Int?

        init(_ word: String, in lexicon: Lexicon) {
            input = word
            let matchKey = try? lexicon.policy.key(for: word)
            key = matchKey?.text
            notAWord = matchKey?.notAWordReason.map { "\($0)" }
            guard let matchKey, let entry = lexicon.entry(for: matchKey) else { return }
            tier = entry.isTarget ? "target" : "accepted"
            display = entry.display
            zipf = entry.frequency.map { Double($0) / 10 }
            band = entry.band.map { "\($0)" }
            bandNumber = entry.band?.rawValue
        }
    }
}

struct Lookup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Look words up: match key, tier, display form, frequency and band.",
        discussion: """
            Each word is normalised with the dictionary's own policy, as the game does with \
            a player's answer. Exit status: 0 when every word is in the dictionary, 1 when \
            some is not (like grep).

            Example:
              dictbuild lookup words.sqd cat CAT café xyzzy
            """
    )

    @Argument(help: ArgumentHelp("A dictionary (.sqd).", valueName: "file")) var file: String
    @Argument(help: ArgumentHelp("Words to look up.", valueName: "word")) var words: [String]
    @Flag(help: "Print JSON (schema squramble.dictbuild.lookup, version 1).") var json = false

    func validate() throws {
        if words.isEmpty { throw ValidationError("give at least one word to look up") }
    }

    func run() throws {
        let lexicon = try Lexicon.openForCommand(file, checksum: true)
        let results = words.map { LookupOutput.Entry($0, in: lexicon) }
        if json {
            StandardStream.output.write(try jsonText(LookupOutput(dictionary: file, results: results)))
        } else {
            var text = ""
            for r in results {
                let keyPart = r.key.map { $0 == r.input ? "" : " (key \($0))" } ?? ""
                if let tier = r.tier {
                    var facts = [tier == "target" ? "target" : "accepted", "shown as \(r.display ?? "?")"]
                    facts.append(r.zipf.map { "Zipf \(ReportText.number($0))" } ?? "frequency unknown")
                    if let band = r.band { facts.append("band \(band)") }
                    text += "\(r.input)\(keyPart): \(facts.joined(separator: ", "))\n"
                } else {
                    text += "\(r.input)\(keyPart): not in the dictionary" + (r.notAWord.map { " (\($0))" } ?? "") + "\n"
                }
            }
            StandardStream.output.write(text)
        }
        if results.contains(where: { $0.tier == nil }) { throw ExitCode.failure }
    }
}

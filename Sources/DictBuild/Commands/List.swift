import ArgumentParser
import Foundation
import Squramble

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
        for raw in 0..<lexicon.wordCount {
            guard let entry = lexicon.entry(WordID(UInt32(raw))) else { continue }
            if targets && !entry.isTarget { continue }
            if accepted && entry.isTarget { continue }
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

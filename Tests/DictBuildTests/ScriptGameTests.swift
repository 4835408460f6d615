import Foundation
import SqurambleTestSupport
import Testing

/// A dictionary of another script, built by `dictbuild build --language` and played
/// through `squramble engine`: the tiles show the folded letters, and typing them (as
/// that language's keyboard gives them) is the right answer. Words from Debian's
/// hunspell-el, -ru, -he and -ar.
@Suite struct ScriptGameTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var language: String
        var words: [String]
        /// The one word of its length, so the round's target.
        var target: String
        var tiles: [String]
        var typed: String
        var testDescription: String { "\(language): \(typed) for \(target)" }
    }

    @Test(arguments: [
        Case(language: "el", words: ["έφθανε", "κούρβες", "φως"], target: "έφθανε", tiles: ["Ε", "Ε", "Θ", "Α", "Ν", "Φ"], typed: "ΕΦΘΑΝΕ"),
        Case(language: "el", words: ["έφθανε", "κούρβες", "φως"], target: "κούρβες", tiles: ["Β", "Ε", "Κ", "Ο", "Ρ", "Σ", "Υ"], typed: "κουρβες"),
        Case(language: "ru", words: ["плётшие", "ёлка", "мой"], target: "плётшие", tiles: ["Ё", "И", "Л", "Е", "П", "Т", "Ш"], typed: "плетшие"),
        Case(language: "he", words: ["שלום", "ספר", "ירושלים"], target: "שלום", tiles: ["ו", "ל", "מ", "ש"], typed: "שלומ"),
        Case(language: "ar", words: ["إسلام", "كتب", "قلم"], target: "إسلام", tiles: ["ا", "ا", "س", "ل", "م"], typed: "اسلام"),
    ])
    func aPlayerTypesWhatTheTilesShow(_ c: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let list = try folder.write(c.words.joined(separator: "\n") + "\n", to: "words.txt")
        let dictionary = folder.file("\(c.language).sqd").path
        let build = try BuiltProgram("dictbuild").run(["build", "--input", list.path, "--language", c.language,
                                                       "--output", dictionary, "--quiet"])
        #expect(build.exitCode == 0, "\(build.stderr)")
        let length = c.target.count
        // The bands a four-word list gets are the builder's business: try each.
        for difficulty in ["easy", "medium", "hard"] {
            let requests = [
                #"{"id":1,"cmd":"new","seed":"5","rounds":1,"lengths":[\#(length),\#(length)],"difficulty":"\#(difficulty)"}"#,
                #"{"id":2,"cmd":"guess","word":"\#(c.typed)"}"#,
            ]
            let run = try BuiltProgram("squramble").run(["engine", "--dict", dictionary],
                                                        input: Data((requests.joined(separator: "\n") + "\n").utf8))
            let responses = run.stdout.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            guard responses.count == 2, responses[0]["ok"] as? Bool == true else { continue }
            let tiles = (responses[0]["round"] as? [String: Any])?["tiles"] as? [String]
            #expect(tiles?.sorted() == c.tiles.sorted())
            let verdict = responses[1]["verdict"] as? [String: Any]
            #expect(verdict?["verdict"] as? String == "correct", "\(run.stdout)")
            #expect(verdict?["word"] as? String == c.target)
            return
        }
        Issue.record("no round of \(length) letters in \(c.language): \(c.words)")
    }
}

import Foundation
import Squramble
import SqurambleTestSupport

/// The dictionaries the CLI tests play on, written once per test run from
/// `Fixtures/cli-words.tsv`.
enum CLIFixture {
    static let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let scriptsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts")

    /// A folder for this test run, removed by nobody (it lives in the temporary folder).
    static let folder: TemporaryFolder = try! TemporaryFolder()

    static let metadata = LexiconMetadata(name: "CLI fixture", language: "en", policy: .standard,
                                          unicode: UnicodeVersions(icu: "0", unicode: "0"), builtBy: "GameCLI tests")

    static func words(from list: String) -> [LexiconWord] {
        let text = try! String(contentsOf: fixturesFolder.appendingPathComponent(list), encoding: .utf8)
        return text.split(separator: "\n").compactMap { raw -> LexiconWord? in
            guard !raw.hasPrefix("#") else { return nil }
            let fields = raw.split(separator: "\t").map(String.init)
            let band = Int(fields[1]).flatMap(DifficultyBand.init(rawValue:))
            return LexiconWord(key: try! NormalizationPolicy.standard.key(for: fields[0]), display: fields[0],
                               frequency: 40, isTarget: band != nil, band: band)
        }
    }

    /// The main test dictionary.
    static let dictionary: String = {
        let path = folder.file("cli.sqd").path
        try! LexiconWriter.write(words: words(from: "cli-words.tsv"), metadata: metadata, to: path)
        return path
    }()

    /// The same words less one: another dictionary (another checksum).
    static let otherDictionary: String = {
        let path = folder.file("other.sqd").path
        var list = words(from: "cli-words.tsv")
        if let last = list.lastIndex(where: { !$0.isTarget }) { list.remove(at: last) }
        var other = metadata
        other.name = "Other fixture"
        try! LexiconWriter.write(words: list, metadata: other, to: path)
        return path
    }()

    static var lexicon: Lexicon { try! Lexicon.open(at: dictionary) }

    /// A fresh, empty data home for statistics.
    static func dataHome() -> TemporaryFolder { try! TemporaryFolder() }

    /// The environment of a run: the test dictionary, a private data home, no colour request.
    static func environment(dataHome: TemporaryFolder, extra: [String: String] = [:]) -> [String: String] {
        var env = ["SQURAMBLE_DICT": dictionary, "XDG_DATA_HOME": dataHome.url.path, "NO_COLOR": ""]
        for (key, value) in extra { env[key] = value }
        return env
    }

    /// The statistics file of a data home, decoded.
    static func statistics(in dataHome: TemporaryFolder) -> [String: Any]? {
        guard let data = try? Data(contentsOf: dataHome.url.appendingPathComponent("squramble/stats.json")) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    /// The number of games recorded for `mode` on the test dictionary.
    static func gamesPlayed(in dataHome: TemporaryFolder, mode: String = "unscramble") -> Int {
        let dictionaries = statistics(in: dataHome)?["dictionaries"] as? [String: Any]
        let record = dictionaries?.values.first as? [String: Any]
        let modes = record?["modes"] as? [String: Any]
        return (modes?[mode] as? [String: Any])?["gamesPlayed"] as? Int ?? 0
    }

    /// Each line of `text` parsed as a JSON object.
    static func jsonLines(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }
}

// libFuzzer target: a player's and a reviewer's own files, read and written back.
// The first byte picks what the rest is:
//   even  a decisions file (DictBuild): read it; every comment line it holds is in the
//         text written back; a file without bad or conflicting lines reads back to the
//         same decisions, and writing it again gives the same bytes
//   1     a stats.json (squramble): record a game in it; nothing traps (counters at
//         their limits saturate); when the file was read without a problem, every
//         object member it had (known or not) is still in the file written, and the
//         file decodes to the statistics the update returned
//   3     a saved daily (issue 28): loaded; a file that is not today's progress of
//         this version is moved aside byte for byte, never lost; progress that loads
//         is resumed or refused without a trap
//   5     a decisions journal (issue 28): applied to a decisions file; the folded file
//         reads back to the same decisions
// (other even and odd values: decisions file, stats.json)
// Build and run with Scripts/fuzz.sh (see Documentation/Reliability.md).
import Foundation
import FuzzDriver
import SqurambleBuilder
import SqurambleStats
import Squramble
import SqurambleHardening

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("squramble-fuzz-playerdata-\(getpid())").path
try? FileManager.default.createDirectory(atPath: folder + "/stats", withIntermediateDirectories: true)

func write(_ bytes: some Collection<UInt8>, to path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
}

// MARK: Decisions files

let key = DecisionLog.keyFunction(.standard)
let headerLines = Set(ReviewDecisions.header.split(separator: "\n").map(String.init))

/// The comment lines of `bytes` that the line reader accepts, as they must come back.
func commentLines(_ bytes: [UInt8]) -> [String] {
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    return body.split(separator: 0x0A, omittingEmptySubsequences: false).compactMap { raw in
        var line = Array(raw)
        if line.last == 0x0D { line.removeLast() }
        guard line.withUnsafeBufferPointer({ LineSplitter.problem(in: $0) }) == nil else { return nil }
        let text = String(decoding: line, as: UTF8.self)
        guard text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#"), !headerLines.contains(text) else { return nil }
        return text
    }
}

func decisionsRoundTrip(_ bytes: [UInt8]) {
    let path = folder + "/decisions.tsv"
    write(bytes, to: path)
    var tally = LineTally(file: "decisions.tsv")
    guard let first = try? ReviewDecisions.read(path, tally: &tally, key: key) else { return }
    let text = first.encoded()
    for comment in commentLines(bytes) {
        precondition(text.contains(comment + "\n"), "the comment line \(comment.debugDescription) was not written back")
    }
    guard tally.unusable.isEmpty, first.conflicts.isEmpty else { return }
    let again = folder + "/again.tsv"
    write(Array(text.utf8), to: again)
    var againTally = LineTally(file: "again.tsv")
    guard let second = try? ReviewDecisions.read(again, tally: &againTally, key: key) else {
        preconditionFailure("the decisions written back cannot be read")
    }
    precondition(againTally.unusable.isEmpty && second.conflicts.isEmpty, "the decisions written back have bad lines: \(againTally.unusable)")
    precondition(second.sorted.map { [$0.key, $0.verdict.rawValue, $0.note] } == first.sorted.map { [$0.key, $0.verdict.rawValue, $0.note] },
                 "the decisions written back read as other decisions")
    precondition(second.encoded() == text, "writing the decisions again changed them")
}

// MARK: Statistics

let game: Game = {
    let seed = LexiconSeeds.all().first { $0.name == "cat.sqd" }!.bytes
    var options = GameOptions(mode: .unscramble, seed: 1)
    options.rounds = 1
    options.lengths = 3...4
    var game = try! Game(lexicon: try! Lexicon(bytes: seed), options: options)
    game.submit(game.currentRound!.target.key)
    game.nextRound()
    return game
}()

/// Whether every object member of `before`, at every depth through objects, is in `after`.
func membersKept(_ before: JSONValue, in after: JSONValue) -> Bool {
    guard case .object(let old) = before else { return true }
    guard case .object(let new) = after else { return false }
    return old.allSatisfy { name, value in new[name].map { membersKept(value, in: $0) } ?? false }
}

func statisticsUpdate(_ bytes: [UInt8]) {
    let store = StatisticsStore(folder: folder + "/stats")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: store.folder)) ?? [] {
        try? FileManager.default.removeItem(atPath: store.folder + "/" + name)
    }
    write(bytes, to: store.path)
    let before = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    let (saved, problems) = store.update { $0.record(game, code: "FUZZ", ending: "finished", ended: "t", daily: nil) }
    guard let saved else { return }  // left alone (a newer version) or not writable
    guard let written = FileManager.default.contents(atPath: store.path),
          let after = try? JSONDecoder().decode(JSONValue.self, from: written),
          let reread = try? JSONDecoder().decode(Statistics.self, from: written) else {
        preconditionFailure("the statistics written cannot be read back")
    }
    precondition(reread == saved, "the statistics written are not the ones recorded")
    if problems.isEmpty, let before {
        precondition(membersKept(before, in: after), "a member of the statistics was dropped")
    }
}

// MARK: Saved daily and journal

func savedDaily(_ bytes: [UInt8]) {
    let statistics = StatisticsStore(folder: folder + "/daily")
    try? FileManager.default.removeItem(atPath: statistics.folder)
    try? FileManager.default.createDirectory(atPath: statistics.folder, withIntermediateDirectories: true)
    let store = DailyProgressStore(statistics: statistics, fingerprint: "fuzz", mode: .unscramble)
    write(bytes, to: store.path)
    let (loaded, warning) = store.load()
    switch loaded {
    case .progress(let progress):
        precondition(warning == nil, "a daily that loads came with a warning")
        _ = try? Game(resuming: progress.state, lexicon: game.lexicon)
    case .none:
        // Moved aside whole, never lost.
        let aside = ((try? FileManager.default.contentsOfDirectory(atPath: statistics.folder)) ?? []).filter { $0.contains(".json.") }
        precondition(aside.count == 1, "a saved daily that cannot be used was not kept aside: \(warning ?? "")")
        // Read with the project's reader (FileManager.contents leaks a buffer under LeakSanitizer).
        let kept = try? BoundedFileRead.read(statistics.folder + "/" + aside[0], limit: 1 << 20)
        precondition(kept == .contents(bytes), "the daily kept aside changed")
    case .untouchable:
        preconditionFailure("a regular file was taken for something else")
    }
}

func journalFold(_ bytes: [UInt8]) {
    let path = folder + "/journal/d.tsv"
    try? FileManager.default.removeItem(atPath: folder + "/journal")
    try? FileManager.default.createDirectory(atPath: folder + "/journal", withIntermediateDirectories: true)
    write(Array("cat\ttarget\ndog\tdrop\tno\n".utf8), to: path)
    write(bytes, to: DecisionJournal.path(for: path))
    guard let log = try? DecisionLog(path: path) else { return }
    let before = log.decisions.sorted.map { [$0.key, $0.verdict.rawValue, $0.note] }
    do { try log.close() } catch { return }
    var tally = LineTally(file: "d.tsv")
    guard let after = try? ReviewDecisions.read(path, tally: &tally, key: key) else {
        preconditionFailure("the folded decisions cannot be read")
    }
    precondition(after.sorted.map { [$0.key, $0.verdict.rawValue, $0.note] } == before, "folding the journal changed the decisions")
}

runFuzzer(seeds: {
    let decisions = "# Squramble review decisions. One word per line, sorted by key:\n# by Ana\ncat\ttarget\tgood\n  # about dogs\ndog\tdrop\n\nable\taccepted\nable\tdrop\n# the end\n"
    let fingerprint = DictionaryIdentity(game.lexicon).fingerprint
    let stats = """
        {"version":1,"achievements":{"first":[1,2,{"x":null}]},"dictionaries":{"\(fingerprint)":{"name":"cat","wordCount":10,"theme":"dark",
        "modes":{"unscramble":{"gamesPlayed":9223372036854775807,"gamesWon":9223372036854775806,"roundsPlayed":-9223372036854775808,
        "roundsSolved":0,"bestScore":0,"totalScore":9223372036854775807,"wordsFound":1,"hintsTaken":0,"bestRoundStreak":0,
        "wordsByLength":{"3":9223372036854775807},"extra":18446744073709551616}},"daily":{},"history":[{"ended":"t","mode":"unscramble",
        "code":"A","score":1,"rounds":1,"roundsSolved":1,"ending":"finished","note":"kept"}]}}}
        """
    return [("decisions", [0] + Array(decisions.utf8)), ("stats", [1] + Array(stats.utf8)),
            ("stats-empty", [1] + Array(#"{"version":1,"dictionaries":{}}"#.utf8)),
            // Issue 28: a daily from a newer version, one with no rounds, a damaged one; a journal with a cut line.
            ("daily-newer", [3] + Array(#"{"v":9,"date":"2999-01-01","state":{}}"#.utf8)),
            ("daily-empty", [3] + Array(#"{"v":1,"date":"2026-01-01","state":{"rounds":[]}}"#.utf8)),
            ("daily-damaged", [3] + Array(#"{"v":1,"date":"#.utf8)),
            ("journal", [5] + Array("emu\ttarget\tnew\ncat\t-\ndog\taccepted\nowl\tdr".utf8))]
}) { input in
    guard let mode = input.first else { return }
    let rest = Array(input.dropFirst().prefix(1 << 16))
    switch mode % 6 {
    case 3: savedDaily(rest)
    case 5: journalFold(rest)
    case let other where other % 2 == 0: decisionsRoundTrip(rest)
    default: statisticsUpdate(rest)
    }
}

// libFuzzer target: DictBuild's input-list readers and the pipeline behind them.
// The first byte picks what the rest is read as:
//   0  bytes split into lines (LineSplitter): every line is used, ignored or refused
//   1  a word list, built into a dictionary with the other kinds empty
//   2  four files (words, frequency list, blocklist, decisions) separated by 0xFF 0xFF,
//      built into a dictionary
//   3  a recipe (JSON)
// Reading may refuse lines or throw a readable error; a build that succeeds must give
// words the writer accepts and a file that verifies.
// Build and run with Scripts/fuzz.sh (see Documentation/Reliability.md).
import Foundation
import FuzzDriver
@testable import DictBuild
import Squramble

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("squramble-fuzz-wordlists-\(getpid())").path
try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

func write(_ bytes: some Collection<UInt8>, _ name: String) -> String {
    let path = folder + "/" + name
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return path
}

func build(words: [UInt8], frequency: [UInt8] = [], blocklist: [UInt8] = [], decisions: [UInt8] = [], policy: NormalizationPolicy) {
    _ = write(words, "words.txt")
    _ = write(frequency, "freq.tsv")
    _ = write(blocklist, "block.tsv")
    _ = write(decisions, "decisions.tsv")
    var recipe = Recipe(name: "fuzz", language: policy.locale ?? "en", policy: policy, inputs: [
        RecipeInput(path: "words.txt"), RecipeInput(path: "freq.tsv", kind: .frequency),
        RecipeInput(path: "block.tsv", kind: .blocklist),
    ])
    recipe.decisions = "decisions.tsv"
    let result: BuildResult
    do {
        result = try Builder(recipe: recipe, folder: folder).run()
    } catch {
        _ = "\(error)"  // a refused build must still describe itself
        return
    }
    let bytes: [UInt8]
    do {
        bytes = try LexiconWriter.encode(words: result.words, metadata: result.metadata)
    } catch {
        preconditionFailure("the builder produced words the writer refuses: \(error)")
    }
    do {
        try Lexicon(bytes: bytes).verify()
    } catch {
        preconditionFailure("the builder produced a dictionary that does not verify: \(error)")
    }
}

let policies = [NormalizationPolicy.standard, NormalizationPolicy(foldsAccents: true, locale: "es"), NormalizationPolicy(locale: "tr")]

runFuzzer(seeds: {
    let words = Array("cat\ncats\nAct\n# comment\n\ncafé\r\nCafe\u{301}\nstraße\n\u{FEFF}x\nbad\u{0}line\nniño\n".utf8)
    let freq = Array("cat\t100\ncats 20\ncafé\t5\nbad\t-1\n".utf8)
    let block = Array("cats\t2\nact\t9\n".utf8)
    let decisions = Array("cat\ttarget\tgood\ncafe\tdrop\nx\tmaybe\n".utf8)
    let separator: [UInt8] = [0xFF, 0xFF]
    return [
        ("lines", [0] + words), ("words", [1] + words), ("words-es", [1, 1] + words),
        ("all", [2] + words + separator + freq + separator + block + separator + decisions),
        ("recipe", [3] + Array(#"{"name":"x","language":"en","inputs":[{"path":"words.txt"}],"targets":{"minLength":3,"maxLength":8}}"#.utf8)),
    ]
}) { input in
    guard let mode = input.first else { return }
    var rest = Array(input.dropFirst())
    switch mode % 4 {
    case 0:
        var tally = LineTally(file: "fuzz")
        var used = 0
        LineSplitter.forEachLine(in: rest, tally: &tally) { text, _ in
            precondition(!text.contains("\n") && !text.utf8.contains(0), "a line handed on contains a line end or NUL")
            used += 1
            return text.count % 7 == 0 ? "refused by the fuzzer" : nil
        }
        precondition(tally.lines >= tally.ignored + tally.unusable.count, "lines \(tally.lines) < ignored \(tally.ignored) + unusable \(tally.unusable.count)")
        _ = tally.unusable.map(\.description)
    case 1:
        // One more byte picks the policy when there is one.
        let policy = policies[Int(rest.first ?? 0) % policies.count]
        build(words: rest, policy: policy)
    case 2:
        var files: [[UInt8]] = [[], [], [], []]
        var index = 0
        var i = 0
        while i < rest.count {
            if i + 1 < rest.count, rest[i] == 0xFF, rest[i + 1] == 0xFF, index < 3 { index += 1; i += 2; continue }
            files[index].append(rest[i]); i += 1
        }
        build(words: files[0], frequency: files[1], blocklist: files[2], decisions: files[3], policy: policies[Int(rest.count) % policies.count])
    default:
        rest = Array(rest.prefix(8192))
        let path = write(rest, "recipe.json")
        _ = write(Array("cat\ncats\nact\n".utf8), "words.txt")
        guard let (recipe, recipeFolder) = try? Recipe.load(path) else { return }
        // Only files of the fuzz folder: a recipe naming /dev/zero would read forever.
        let paths = recipe.inputs.map(\.path) + [recipe.decisions].compactMap { $0 }
        guard paths.allSatisfy({ !$0.contains("/") && !$0.hasPrefix(".") && !$0.isEmpty }) else { return }
        _ = try? Builder(recipe: recipe, folder: recipeFolder).run()
    }
}

// libFuzzer target: DictBuild's input-list readers and the pipeline behind them.
// The first byte picks what the rest is read as:
//   0  bytes split into lines (LineSplitter): every line is used, ignored or refused
//   1  a word list, built into a dictionary with the other kinds empty
//   2  four files (words, frequency list, blocklist, decisions) separated by 0xFF 0xFF,
//      built into a dictionary
//   3  a recipe (JSON)
//   4  a Hunspell dictionary: .aff bytes, 0xFF 0xFF, .dic bytes, expanded (forms of at
//      most 15 scalars, a small work budget per stem so crafted rules cannot multiply
//      to billions of forms)
//   5  a Hunspell dictionary made from six parameter bytes (issue 28): suffix classes
//      that continue into each other (affix explosions), a class header repeated many
//      times, a .dic line longer than a line may be, many stems; expanded within small
//      budgets of the whole file, which must hold
//   6  a dense list (issue 28): every string of 2 or 3 letters over the first k letters,
//      built: any list of valid words must build and verify
// Reading may refuse lines or throw a readable error; a build that succeeds must give
// words the writer accepts and a file that verifies.
// Build and run with Scripts/fuzz.sh (see Documentation/Reliability.md).
import Foundation
import FuzzDriver
import SqurambleBuilder
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

let hunspellAffixSeed = """
    SET UTF-8
    FLAG UTF-8
    NEEDAFFIX X
    CIRCUMFIX Z
    FORBIDDENWORD F
    ONLYINCOMPOUND O
    IGNORE -
    AF 1
    AF SP
    PFX P Y 2
    PFX P 0 re .
    PFX P a un/Z [^b]a
    SFX S Y 3
    SFX S 0 s/T [^s]
    SFX S y ies/Z [^aeiou]y
    SFX S 0 es/X [sx]
    SFX T Y 1
    SFX T 0 ly/P .
    """
let hunspellStemSeed = "5\ncat/S\nfly/SP\tpo:noun\nbox/XS\ncats/F\nfoo/O\n"

/// Mode 4: the Hunspell reader on an .aff and a .dic.
func expandHunspell(_ bytes: [UInt8]) {
    var aff: [UInt8] = [], dic: [UInt8] = []
    if let cut = (0..<max(0, bytes.count - 1)).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xFF }) {
        aff = Array(bytes[..<cut]); dic = Array(bytes[(cut + 2)...])
    } else {
        aff = bytes
    }
    let affPath = write(aff, "fuzz.aff"), dicPath = write(dic, "fuzz.dic")
    let dictionary: HunspellDictionary
    do {
        dictionary = try HunspellDictionary(dic: dicPath, aff: affPath)
    } catch {
        precondition(!error.description.contains("\n"), "a refusal takes more than one line")
        return
    }
    var forms = 0
    var budget = HunspellBudget()
    budget.workPerStem = 20_000
    let tally = dictionary.expand(maximumScalars: 15, budget: budget) { form, line in
        precondition(!form.isEmpty && form.unicodeScalars.count <= 15, "a form over the limit or empty: \(form.debugDescription)")
        precondition(line >= 2, "a form from line \(line), before the first stem")
        forms += 1
    }
    precondition(forms == tally.forms, "counted \(forms) forms, the tally says \(tally.forms)")
    precondition(tally.problemExamples.count <= tally.problems, "more examples than problems")
    _ = tally.summary + tally.problemReport.joined()
}

/// Mode 5: an .aff and .dic made from parameters, the shapes of issue 28's attacks.
func hunspellStress(_ p: [UInt8]) {
    let byte = { (i: Int) in Int(i < p.count ? p[i] : 0) }
    let classes = 1 + byte(0) % 20, rules = 1 + byte(1) % 40, repeats = byte(2) * 8
    let longLine = byte(3) % 80 * 1024, stems = 1 + byte(4) % 64, chained = byte(5) % 2 == 1
    let flags = Array("ABCDEFGHIJKLMNOPQRST".prefix(classes))
    var aff = "SET UTF-8\n"
    for (c, flag) in flags.enumerated() {
        aff += "SFX \(flag) Y \(rules)\n"
        for r in 0..<rules {
            let append = String(UnicodeScalar(UInt8(97 + (c + r) % 26))) + String(UnicodeScalar(UInt8(97 + r % 26)))
            aff += "SFX \(flag) 0 \(append)\(chained ? "/" + String(flags) : "") .\n"
        }
    }
    for _ in 0..<repeats { aff += "SFX A Y 1\nSFX A 0 s .\n" }
    var dic = "\(stems + 1)\n"
    for i in 0..<stems { dic += "st" + String(UnicodeScalar(UInt8(97 + i % 26))) + String(UnicodeScalar(UInt8(97 + i / 26))) + "/" + String(flags) + "\n" }
    dic += String(repeating: "x", count: longLine) + "/A\n"
    let affPath = write(Array(aff.utf8), "stress.aff"), dicPath = write(Array(dic.utf8), "stress.dic")
    guard let dictionary = try? HunspellDictionary(dic: dicPath, aff: affPath) else {
        preconditionFailure("a generated Hunspell dictionary was refused")
    }
    var budget = HunspellBudget()
    budget.workPerStem = 20_000
    budget.formsPerFile = 50_000
    budget.secondsPerFile = 5
    let tally = dictionary.expand(maximumScalars: 15, budget: budget) { _, _ in }
    precondition(tally.forms <= budget.formsPerFile + 4 * budget.workPerStem + 1, "\(tally.forms) forms made past the budget of the file")
    if tally.forms > budget.formsPerFile { precondition(tally.budgetReached?.kind == .forms, "the forms budget was passed unreported") }
    if longLine > HunspellLines.maximumLineBytes, tally.budgetReached == nil {
        precondition(tally.problemCounts[.lineTooLong] == 1, "a line over the limit was not reported")
    }
}

/// Mode 6: every string of `length` letters over the first `k` letters, built.
func denseList(_ p: [UInt8]) {
    let k = 2 + Int(p.first ?? 0) % 25, length = 2 + Int(p.count > 1 ? p[1] : 0) % 2
    let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8.prefix(k))
    var words: [[UInt8]] = [[]]
    for _ in 0..<length { words = words.flatMap { word in letters.map { word + [$0] } } }
    build(words: words.flatMap { $0 + [0x0A] }, policy: .standard)
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
        ("hunspell", [4] + Array(hunspellAffixSeed.utf8) + separator + Array(hunspellStemSeed.utf8)),
        // Issue 28: chained classes (an explosion), 2,040 repeated headers, a 79 KB line, dense lists.
        ("hunspell-chain", [5, 19, 39, 0, 0, 63, 1]), ("hunspell-repeats", [5, 0, 0, 255, 0, 0, 0]),
        ("hunspell-long-line", [5, 0, 0, 0, 79, 0, 0]), ("dense-3", [6, 24, 1]), ("dense-2", [6, 0, 0]),
        ("hunspell-long", [4] + Array("FLAG long\nSFX Aa Y 1\nSFX Aa 0 s/Bb .\nSFX Bb Y 1\nSFX Bb 0 er .\nPFX Cc Y 1\nPFX Cc 0 re .\n".utf8)
            + separator + Array("2\nword/AaCc po:noun\nkm\\/h/Bb\n".utf8)),
    ]
}) { input in
    guard let mode = input.first else { return }
    var rest = Array(input.dropFirst())
    switch mode % 7 {
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
    case 4:
        expandHunspell(rest)
    case 5:
        hunspellStress(rest)
    case 6:
        denseList(rest)
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

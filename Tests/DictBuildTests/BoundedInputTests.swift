#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Squramble
@testable import SqurambleBuilder
import SqurambleTestSupport
import Testing

/// Issue 28: every file the builder reads goes through one bounded reader, and the
/// Hunspell reader bounds its lines and parses an `.aff` in time linear in its size.
@Suite struct BoundedInputTests {
    let dictbuild = BuiltProgram("dictbuild")

    enum Odd: String, CaseIterable, Sendable { case devZero, fifo, folder }

    /// Puts something that is not a regular file at `name` in `folder`.
    static func place(_ odd: Odd, at name: String, in folder: TemporaryFolder) throws {
        let path = folder.file(name).path
        switch odd {
        case .devZero: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case .fifo: try #require(mkfifo(path, 0o644) == 0)  // no writer: a blocking open would wait for ever
        case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
    }

    static func kind(_ odd: Odd) -> String {
        switch odd {
        case .devZero: "a character device"
        case .fifo: "a FIFO (named pipe)"
        case .folder: "a folder"
        }
    }

    /// `/dev/zero` (or a FIFO, or a folder) as `--input`, `.aff` or `.dic`: one line, exit 1.
    @Test(arguments: Odd.allCases, ["input", "aff", "dic"])
    func notARegularFileIsOneLine(_ odd: Odd, _ role: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n", to: "good.aff")
        _ = try folder.write("1\ncat/S\n", to: "good.dic")
        let oddName = role == "input" ? "list.txt" : "odd.\(role)"
        try Self.place(odd, at: oddName, in: folder)
        let arguments: [String] = switch role {
        case "input": ["build", "--input", "list.txt", "--output", "x.sqd", "-q"]
        case "aff": ["expand", "good.dic", "--aff", "odd.aff"]
        default: ["expand", "odd.dic", "--aff", "good.aff"]
        }
        let run = try dictbuild.run(arguments, currentDirectory: folder.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr == "Error: cannot read \(oddName): it is \(Self.kind(odd)), not a regular file\n", "\(run.stderr)")
        #expect(access(folder.file("x.sqd").path, F_OK) != 0)
    }

    /// A file over the limit is refused without being read; the message names the limit.
    @Test func aFileOverTheLimitIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("", to: "big.txt").path
        #expect(truncate(path, off_t(InputFile.sizeLimit) + 1) == 0)  // sparse: no disk used
        let run = try dictbuild.run(["build", "--input", "big.txt", "--output", "x.sqd", "-q"], currentDirectory: folder.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr == "Error: cannot read big.txt: it is \(InputFile.sizeLimit + 1) bytes, more than the 256 MiB an input file may be\n", "\(run.stderr)")
        let small = #expect(throws: InputError.self) { try InputFile.read(path, limit: 10) }
        #expect(small?.reason == "it is \(InputFile.sizeLimit + 1) bytes, more than the 10 bytes an input file may be")
    }

    /// A `.dic` line longer than any stem is reported and skipped; the other stems expand.
    @Test func aVeryLongDicLineIsReportedAndSkipped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n", to: "w.aff")
        let long = String(repeating: "a", count: HunspellLines.maximumLineBytes + 1)
        _ = try folder.write("3\ncat/S\n\(long)/S\ndog/S\n", to: "w.dic")
        let run = try dictbuild.run(["expand", "w.dic"], currentDirectory: folder.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout == "cat\ncats\ndog\ndogs\n")
        #expect(run.stderr.contains("w.dic:3: \(HunspellLines.maximumLineBytes + 3) bytes, more than the 64 KiB a line may have; skipped"), "\(run.stderr)")
    }

    /// Issue 28, case 1 in small: classes that continue into each other. Each budget of
    /// the whole file, when reached, stops the build (and `expand`) with one line that
    /// names it and the option that raises it; within the budgets the build succeeds.
    @Test(arguments: [
        (["--max-hunspell-forms", "1000"], "its rules made more than 1,000 forms", "--max-hunspell-forms"),
        (["--max-hunspell-words", "1000"], "its forms gave more than 1,000 distinct words", "--max-hunspell-words"),
        (["--max-hunspell-seconds", "0.000001"], "expanding it took more than 0 seconds", "--max-hunspell-seconds"),
        ([], "", ""),
    ])
    func aBudgetOfTheFileStopsTheBuildWithOneLine(_ options: [String], _ what: String, _ option: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var aff = "SET UTF-8\nAF 1\nAF ABC\n"
        for (c, flag) in ["A", "B", "C"].enumerated() {
            aff += "SFX \(flag) Y 20\n"
            for r in 0..<20 { aff += "SFX \(flag) 0 \(["a", "e", "o"][c])\(String(UnicodeScalar(UInt8(97 + r))))/1 .\n" }
        }
        _ = try folder.write(aff, to: "chain.aff")
        _ = try folder.write("5\nbat/1\ncot/1\ndug/1\nfen/1\nhip/1\n", to: "chain.dic")
        let build = try dictbuild.run(["build", "--hunspell", "chain.dic", "--output", "c.sqd", "-q"] + options, currentDirectory: folder.url)
        guard !option.isEmpty else {
            #expect(build.exitCode == 0, "\(build.stderr)")
            #expect(try Lexicon.open(at: folder.file("c.sqd").path).wordCount == 5 * (1 + 60 + 60 * 60))
            return
        }
        #expect(build.exitCode == 1)
        #expect(build.stderr.hasPrefix("Error: chain.dic: \(what), the budget of one Hunspell file (stopped at line "), "\(build.stderr)")
        #expect(build.stderr.hasSuffix("raise it with \(option) N if the dictionary is meant to be that large\n"))
        #expect(build.stderr.split(separator: "\n").count == 1)
        #expect(access(folder.file("c.sqd").path, F_OK) != 0)
        guard option != "--max-hunspell-words" else { return }
        let expand = try dictbuild.run(["expand", "chain.dic", "--quiet"] + options, currentDirectory: folder.url)
        #expect(expand.exitCode == 1)
        #expect(expand.stderr.contains("\(what), the budget of one Hunspell file"), "\(expand.stderr)")
    }

    /// A long `.aff` line is skipped the same way, the rest of the file read.
    @Test func aVeryLongAffLineIsReportedAndSkipped() throws {
        let long = "# " + String(repeating: "x", count: HunspellLines.maximumLineBytes)
        let text = "SET UTF-8\n\(long)\nSFX S Y 1\nSFX S 0 s .\n"
        let reading = Array(text.utf8).withUnsafeBufferPointer { HunspellAffixParser(parsing: $0, file: "a.aff") }
        let affixes = reading.affixes
        #expect(reading.problems.map(\.line) == [2])
        #expect(reading.problems.first?.kind == .lineTooLong)
        #expect(affixes.suffixes.affixClass(HunspellFlag(UInt8(ascii: "S")))?.rules.count == 1)
    }

    /// Issue 28, case 2: the same class header repeated 20,000 times (it took 30 s) is read
    /// as one class of 20,000 rules, whose lookup by last letter is made once.
    @Test func repeatedClassHeadersMakeOneClass() throws {
        var text = "SET UTF-8\n"
        for i in 0..<20_000 { text += "SFX A Y 1\nSFX A 0 \(i % 2 == 0 ? "s" : "es") \(i % 3 == 0 ? "x" : ".")\n" }
        let reading = Array(text.utf8).withUnsafeBufferPointer { HunspellAffixParser(parsing: $0, file: "a.aff") }
        let affixes = reading.affixes
        let suffixes = try #require(affixes.suffixes.affixClass(HunspellFlag(UInt8(ascii: "A"))))
        #expect(reading.problems.isEmpty)
        #expect(suffixes.rules.count == 20_000)
        // Rules needing a final x and the rest: every rule for "box", only the "." ones for "cat".
        #expect(suffixes.candidates(for: Array("box".unicodeScalars.map(\.value)), side: .suffix).count == 20_000)
        #expect(suffixes.candidates(for: Array("cat".unicodeScalars.map(\.value)), side: .suffix).count == 13_333)
    }
}

/// Issue 28, case 4: lists denser than 64 words a byte of letter graph build, open and verify.
@Suite struct DenseListTests {
    let dictbuild = BuiltProgram("dictbuild")

    @Test func everyThreeLetterStringBuilds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let letters = "abcdefghijklmnopqrstuvwxyz"
        var words: [String] = []
        for a in letters { for b in letters { for c in letters { words.append(String([a, b, c])) } } }
        _ = try folder.write(words.joined(separator: "\n") + "\n", to: "three.txt")
        let run = try dictbuild.run(["build", "--input", "three.txt", "--output", "three.sqd", "-q"], currentDirectory: folder.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let lexicon = try Lexicon.open(at: folder.file("three.sqd").path)
        #expect(lexicon.wordCount == 17_576)
        try lexicon.verify()
        let qzx = try lexicon.policy.key(for: "qzx"), aaa = try lexicon.policy.key(for: "aaa")
        #expect(lexicon.contains(qzx) && lexicon.contains(aaa))
    }

    @Test func oneStemWith200PrefixesAnd200SuffixesBuilds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let pairs = letters.flatMap { a in letters.map { String([a, $0]) } }
        var aff = "SET UTF-8\nPFX P Y 200\n"
        for p in pairs[0..<200] { aff += "PFX P 0 \(p) .\n" }
        aff += "SFX S Y 200\n"
        for s in pairs[200..<400] { aff += "SFX S 0 \(s) .\n" }
        _ = try folder.write(aff, to: "cross.aff")
        _ = try folder.write("1\nmot/PS\n", to: "cross.dic")
        let run = try dictbuild.run(["build", "--hunspell", "cross.dic", "--output", "cross.sqd", "-q"], currentDirectory: folder.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let lexicon = try Lexicon.open(at: folder.file("cross.sqd").path)
        #expect(lexicon.wordCount == 1 + 200 + 200 + 200 * 200)
        try lexicon.verify()
        let word = try lexicon.policy.key(for: "aamothu")
        #expect(lexicon.contains(word))
    }
}

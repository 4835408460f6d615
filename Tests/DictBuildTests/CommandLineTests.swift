@testable import DictBuild
@testable import SqurambleBuilder
import Foundation
import Squramble
import SqurambleDictionaries
import SqurambleTestSupport
import Testing

/// Runs the built `dictbuild` the way a person would: exit codes, what goes to which
/// stream, and which files are (not) left behind.
@Suite struct BuildCommandTests {
    let dictbuild = BuiltProgram("dictbuild")

    func folderWithList(_ words: String = "cat\nact\ndog\nKelly\nbrick\nBrick\ncat's\n") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = try folder.write(words, to: "words.txt")
        return folder
    }

    func files(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    @Test func quickBuildWritesTheFileAndPrintsTheReport() throws {
        let folder = try folderWithList()
        defer { folder.remove() }
        let run = try dictbuild.run(["build", "--input", "words.txt", "--output", "out.sqd"], currentDirectory: folder.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)  // not a terminal: no progress bar
        #expect(run.stdout.contains("wrote out.sqd"))
        #expect(run.stdout.contains("proper-noun"))
        #expect(run.stdout.contains("possessive"))
        #expect(try files(in: folder) == ["out.sqd", "words.txt"])
    }

    @Test func refusesToOverwriteWithoutForce() throws {
        let folder = try folderWithList()
        defer { folder.remove() }
        _ = try folder.write("precious", to: "out.sqd")
        let run = try dictbuild.run(["build", "--input", "words.txt", "--output", "out.sqd"], currentDirectory: folder.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr == "Error: out.sqd already exists; use --force to replace it\n")
        #expect(try String(contentsOf: folder.file("out.sqd"), encoding: .utf8) == "precious")
        let forced = try dictbuild.run(["build", "--input", "words.txt", "--output", "out.sqd", "--force", "-q"], currentDirectory: folder.url)
        #expect(forced.exitCode == 0)
        #expect(forced.stdout.isEmpty)
        #expect(try Data(contentsOf: folder.file("out.sqd")).count > 100)
    }

    @Test(arguments: [
        (["build", "--input", "missing.txt", "--output", "out.sqd"], "Error: cannot read missing.txt: no such file\n"),
        (["build", "--input", "words.txt", "--output", "no/such/folder/out.sqd"], "Error: cannot write no/such/folder/out.sqd: folder no/such/folder does not exist\n"),
        (["build", "missing-recipe.json"], "Error: recipe missing-recipe.json: no such file\n"),
        (["build", "bad.json"], "Error: recipe bad.json: missing \"inputs\" at the top level\n"),
        (["build", "kind.json"], "Error: recipe kind.json: at inputs[0].kind: \"wordz\" is not one of \"words\", \"names\", \"abbreviations\", \"frequency\", \"blocklist\", \"hunspell\"\n"),
        (["build", "broken.json"], "Error: recipe broken.json: not valid JSON: line 1, column 14: expected \",\" or \"}\" after the value of \"name\", found '\"'\n"),
        (["build", "--input", "folder", "--output", "out.sqd"], "Error: cannot read folder: it is a folder, not a regular file\n"),
    ])
    func failuresAreOneClearLineAndLeaveNoFile(_ arguments: [String], _ message: String) throws {
        let folder = try folderWithList()
        defer { folder.remove() }
        _ = try folder.write(#"{"name": "x", "language": "en"}"#, to: "bad.json")
        _ = try folder.write(#"{"name": "x", "language": "en", "inputs": [{"path": "words.txt", "kind": "wordz"}]}"#, to: "kind.json")
        _ = try folder.write(#"{"name": "x" "language": "en"}"#, to: "broken.json")
        try FileManager.default.createDirectory(at: folder.file("folder"), withIntermediateDirectories: false)
        let before = try files(in: folder)
        let run = try dictbuild.run(arguments, currentDirectory: folder.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr == message)
        #expect(run.stdout.isEmpty)
        #expect(try files(in: folder) == before)
    }

    @Test func aFailedBuildLeavesNoFileBehind() throws {
        let folder = try folderWithList("cat\nelephant\n")
        defer { folder.remove() }
        let recipe = """
            {"name": "t", "language": "en", "output": "out.sqd",
             "inputs": [{"path": "words.txt"}],
             "accepted": {"minLength": 2, "maxLength": 4}, "targets": {"minLength": 3, "maxLength": 8}}
            """
        _ = try folder.write(recipe, to: "recipe.json")
        let run = try dictbuild.run(["build", "recipe.json"], currentDirectory: folder.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("1 target is not accepted words: elephant"))
        #expect(try files(in: folder) == ["recipe.json", "words.txt"])
    }

    /// An input that gives no word (empty, only names, UTF-16) is refused in one line
    /// that says why, and no dictionary is written.
    @Test(arguments: [
        ([], "no word was accepted: 0 lines read, 0 unusable, 0 words dropped by the filters; nothing was written"),
        (Array("Kelly\nNASA\n".utf8), "no word was accepted: 2 lines read, 0 unusable, 2 words dropped by the filters"),
        ([0xFF, 0xFE] + Array("cat\ndog\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "is it UTF-16? dictbuild reads UTF-8"),
    ] as [([UInt8], String)])
    func noWordAcceptedIsAnErrorAndWritesNothing(_ bytes: [UInt8], _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(bytes).write(to: folder.file("words.txt"))
        let run = try dictbuild.run(["build", "--input", "words.txt", "--output", "out.sqd", "-q"], currentDirectory: folder.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr.hasPrefix("Error: no word was accepted") && run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(try files(in: folder) == ["words.txt"])
    }

    @Test(arguments: [
        ["build"],
        ["build", "r.json", "--input", "words.txt"],
        ["build", "--input", "words.txt"],
        ["build", "--input", "words.txt", "--output", "o.sqd", "--block-severity", "7"],
        ["build", "--output", "o.sqd"] + Array(repeating: ["--input", "words.txt"], count: 65).flatMap { $0 },
        ["build", "words.sqd"],
        ["lookup", "words.sqd"],
        ["list", "words.sqd", "--targets", "--accepted"],
        ["frobnicate"],
    ])
    func usageErrorsExit64(_ arguments: [String]) throws {
        let run = try dictbuild.run(arguments)
        #expect(run.exitCode == 64, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains("Error:"))
    }

    @Test func reportJSONIsVersioned() throws {
        let folder = try folderWithList()
        defer { folder.remove() }
        let run = try dictbuild.run(["build", "--input", "words.txt", "--dry-run", "--report-json", "-"], currentDirectory: folder.url)
        #expect(run.exitCode == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["schema"] as? String == "squramble.dictbuild.report")
        #expect(json["version"] as? Int == 1)
        #expect(json["targets"] as? Int == 4)  // cat act dog brick
        #expect(try files(in: folder) == ["words.txt"])
    }

    @Test func nastyInputIsReportedWithFileAndLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("cat\r\nd".utf8) + [0xFF] + Array("g\r\nemu\u{0}\r\n".utf8)
        bytes += [UInt8](repeating: 0x7A, count: 1_000_000) + Array("\nowl".utf8)
        try Data(bytes).write(to: folder.file("nasty.txt"))
        let run = try dictbuild.run(["build", "--input", "nasty.txt", "--output", "out.sqd"], currentDirectory: folder.url)
        #expect(run.exitCode == 0)
        #expect(run.stdout.contains("nasty.txt         5 lines,         2 used, 3 unusable"))
        #expect(run.stdout.contains("skipped nasty.txt:2: invalid UTF-8 at byte 2"))
        #expect(run.stdout.contains("skipped nasty.txt:3: NUL byte at column 4"))
        #expect(run.stdout.contains("skipped nasty.txt:4: line too long (1000000 bytes"))
    }
}

@Suite struct ReadingCommandsTests {
    let dictbuild = BuiltProgram("dictbuild")

    /// A small dictionary in a fresh folder.
    func built() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = try folder.write("cat\nact\nCafé\ncafe\nKelly\nox\nelephant\n", to: "words.txt")
        let run = try dictbuild.run(["build", "--input", "words.txt", "--output", "d.sqd", "--fold-accents", "-q"], currentDirectory: folder.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        return folder
    }

    @Test func helpListsTheBundledDictionariesWithTheirCounts() throws {
        let run = try dictbuild.run(["help"])
        #expect(run.exitCode == 0)
        let bundled = Lexicon.bundledDictionaries()
        #expect(bundled.map(\.metadata.language).contains("en"))
        for lexicon in bundled {
            let line = "\(lexicon.metadata.language)  \(lexicon.metadata.name): "
            #expect(run.stdout.contains(line), "\(run.stdout)")
        }
        let english = try Lexicon.bundled("en")
        #expect(run.stdout.contains("\(english.targetCount.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) targets"))
    }

    @Test func lookupGivesKeyTierDisplayAndExitStatus() throws {
        let folder = try built()
        defer { folder.remove() }
        let run = try dictbuild.run(["lookup", "d.sqd", "CAT", "cafe", "ox", "kelly", "c4t"], currentDirectory: folder.url)
        #expect(run.exitCode == 1)  // some words are missing
        #expect(run.stdout == """
            CAT (key cat): target, shown as cat, frequency unknown, band very easy
            cafe: target, shown as café, frequency unknown, band easy
            ox: accepted, shown as ox, frequency unknown
            kelly: not in the dictionary
            c4t: not in the dictionary (digits are not letters)

            """)
        let found = try dictbuild.run(["lookup", "d.sqd", "act", "--json"], currentDirectory: folder.url)
        #expect(found.exitCode == 0)
        #expect(found.stdout.contains("\"schema\" : \"squramble.dictbuild.lookup\""))
        #expect(found.stdout.contains("\"tier\" : \"target\""))
    }

    @Test func inspectVerifyAndList() throws {
        let folder = try built()
        defer { folder.remove() }
        let inspect = try dictbuild.run(["inspect", "d.sqd"], currentDirectory: folder.url)
        #expect(inspect.exitCode == 0)
        #expect(inspect.stdout.contains("words: 5 (4 targets, 1 accepted only)"))
        #expect(inspect.stdout.contains("policy: NFKC, case folding, accent folding, locale en"))
        let json = try dictbuild.run(["inspect", "d.sqd", "--json"], currentDirectory: folder.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["schema"] as? String == "squramble.dictbuild.inspect")
        #expect(object["words"] as? Int == 5)

        let verify = try dictbuild.run(["verify", "d.sqd"], currentDirectory: folder.url)
        #expect(verify.exitCode == 0)
        #expect(verify.stdout.hasPrefix("ok: d.sqd: 5 words"))

        let list = try dictbuild.run(["list", "d.sqd"], currentDirectory: folder.url)
        #expect(list.stdout == "act\ttarget\ncafé\ttarget\ncat\ttarget\nelephant\ttarget\nox\taccepted\n")
        let targets = try dictbuild.run(["list", "d.sqd", "--accepted"], currentDirectory: folder.url)
        #expect(targets.stdout == "ox\taccepted\n")
    }

    @Test func listStreamsJSONLinesInKeyOrder() throws {
        let folder = try built()
        defer { folder.remove() }
        let run = try dictbuild.run(["list", "d.sqd", "--jsonl"], currentDirectory: folder.url)
        #expect(run.exitCode == 0)
        #expect(run.stdout == """
            {"key":"act","display":"act","tier":"target","band":1}
            {"key":"cafe","display":"café","tier":"target","band":2}
            {"key":"cat","display":"cat","tier":"target","band":1}
            {"key":"elephant","display":"elephant","tier":"target","band":5}
            {"key":"ox","display":"ox","tier":"accepted"}

            """)
        // The same words, with the same fields, as the one-document --json.
        let json = try dictbuild.run(["list", "d.sqd", "--json"], currentDirectory: folder.url)
        let document = try JSONDecoder().decode(List.Output.self, from: Data(json.stdout.utf8))
        let lines = try run.stdout.split(separator: "\n").map { try JSONDecoder().decode(List.Output.Word.self, from: Data($0.utf8)) }
        #expect(lines.map(\.key) == document.words.map(\.key))
        #expect(lines.map(\.display) == document.words.map(\.display))
        #expect(lines.map(\.band) == document.words.map(\.band))
        let targets = try dictbuild.run(["list", "d.sqd", "--jsonl", "--targets"], currentDirectory: folder.url)
        #expect(targets.stdout.split(separator: "\n").count == 4)
    }

    @Test(arguments: ["a\"b", "back\\slash", "tab\there", "bell\u{7}", "plain", "élève"])
    func jsonLinesEscapeStrings(_ text: String) throws {
        let quoted = OutputBuffer.quoted(text)
        #expect(try JSONDecoder().decode(String.self, from: Data(quoted.utf8)) == text)
    }

    @Test func verifyAndOpenRefuseDamagedFiles() throws {
        let folder = try built()
        defer { folder.remove() }
        var bytes = try Data(contentsOf: folder.file("d.sqd"))
        try bytes.prefix(bytes.count / 2).write(to: folder.file("half.sqd"))
        bytes[bytes.count - 3] ^= 0xFF
        try bytes.write(to: folder.file("flipped.sqd"))
        _ = try folder.write("cat\n", to: "words2.txt")
        for (file, words) in [("half.sqd", "truncated"), ("flipped.sqd", "corrupted"), ("words2.txt", "not a Squramble dictionary"), ("none.sqd", "cannot read")] {
            let run = try dictbuild.run(["verify", file], currentDirectory: folder.url)
            #expect(run.exitCode == 1, "\(file)")
            #expect(run.stderr.contains(words), "\(file): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1)
        }
        // lookup and inspect check the body checksum too: a byte flipped where opening the
        // file does not look (the first such byte of the body) is not answered from.
        let original = try Data(contentsOf: folder.file("d.sqd"))
        let bodyStart = Int(original[10]) | Int(original[11]) << 8
        let quiet = try #require((bodyStart..<original.count).first { offset in
            var damaged = [UInt8](original)
            damaged[offset] ^= 0x01
            return (try? Lexicon(bytes: damaged)) != nil
        })
        var damaged = original
        damaged[quiet] ^= 0x01
        try damaged.write(to: folder.file("quiet.sqd"))
        for arguments in [["lookup", "quiet.sqd", "cat"], ["inspect", "quiet.sqd"], ["inspect", "quiet.sqd", "--json"]] {
            let run = try dictbuild.run(arguments, currentDirectory: folder.url)
            #expect(run.exitCode == 1, "\(arguments)")
            #expect(run.stderr.contains("corrupted") && run.stderr.contains("body checksum mismatch"), "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func explainSaysWhy() throws {
        let folder = try built()
        defer { folder.remove() }
        let fromList = try dictbuild.run(["explain", "words.txt", "Kelly", "cafe"], currentDirectory: folder.url)
        #expect(fromList.exitCode == 0)
        #expect(fromList.stdout.contains("Kelly: dropped — proper noun (only ever capitalised): only seen as Kelly"))
        #expect(fromList.stdout.contains("spelled: Kelly (words.txt:5)"))
        let fromFile = try dictbuild.run(["explain", "d.sqd", "kelly", "ox"], currentDirectory: folder.url)
        #expect(fromFile.stdout.contains("kelly: not in d.sqd"))
        #expect(fromFile.stdout.contains("ox: accepted, not a target"))
    }
}

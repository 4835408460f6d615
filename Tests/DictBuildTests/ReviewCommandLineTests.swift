import Foundation
import SqurambleTestSupport
import Testing

/// `dictbuild review` without a terminal: sheets in and out, and merging two reviewers' files.
@Suite struct ReviewCommandLineTests {
    let folder: TemporaryFolder
    let dictbuild = BuiltProgram("dictbuild")

    init() throws { folder = try TemporaryFolder() }

    func lines(_ name: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: folder.file(name).path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    @Test func exportThenImportASheet() throws {
        let list = try folder.write("cat\t5\ndog\t5.1\nemu\t3\n", to: "words.txt").path
        let decisions = folder.file("decisions.tsv").path
        let exported = try dictbuild.run(["review", "--words", list, "--decisions", decisions, "--queue", "common", "--export", "-"])
        #expect(exported.exitCode == 0)
        #expect(exported.stdout.hasPrefix("word\tdecision\tnote\t"))
        #expect(exported.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t").first! } == ["dog", "cat", "emu"])

        // A person fills in the decision column.
        let sheet = exported.stdout
            .replacingOccurrences(of: "dog\t\t", with: "dog\ttarget\t")
            .replacingOccurrences(of: "cat\t\t", with: "cat\td\tnot a fun one")
        let sheetPath = try folder.write(sheet, to: "sheet.tsv").path
        let imported = try dictbuild.run(["review", "--words", list, "--decisions", decisions, "--import", sheetPath])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("imported 2 decisions"))
        #expect(imported.stdout.contains("1 rows left undecided"))
        #expect(lines("decisions.tsv") == ["cat\tdrop\tnot a fun one", "dog\ttarget"])

        // The next export leaves out what is decided; --export to a file refuses to overwrite.
        let again = try dictbuild.run(["review", "--words", list, "--decisions", decisions, "--export", folder.file("sheet.tsv").path])
        #expect(again.exitCode == 1)
        #expect(again.stderr.contains("--force"))
        let forced = try dictbuild.run(["review", "--words", list, "--decisions", decisions, "--export", folder.file("sheet.tsv").path, "--force"])
        #expect(forced.exitCode == 0)
        #expect(lines("sheet.tsv").count == 2)  // header + emu
    }

    @Test func aSheetWithBadLinesImportsNothingAndNamesEachLine() throws {
        let list = try folder.write("cat\ndog\n", to: "words.txt").path
        let decisions = folder.file("decisions.tsv").path
        let sheet = try folder.write("word\tdecision\ncat\ttarget\ndog\tmaybe\n\tdrop\nemu\n", to: "sheet.tsv").path
        let run = try dictbuild.run(["review", "--words", list, "--decisions", decisions, "--import", sheet])
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("sheet.tsv:3: unknown decision \"maybe\""))
        #expect(run.stderr.contains("sheet.tsv:4: the word column is empty"))
        #expect(run.stderr.contains("sheet.tsv:5: expected word<TAB>decision"))
        #expect(run.stderr.contains("3 bad lines"))
        #expect(!FileManager.default.fileExists(atPath: decisions))
    }

    @Test func mergeWritesTheUnionAndListsConflicts() throws {
        let header = "# Squramble review decisions\n"
        let a = try folder.write(header + "cat\ttarget\ndog\ttarget\tpet\nemu\tdrop\n", to: "a.tsv").path
        let b = try folder.write(header + "cat\ttarget\ndog\taccepted\nfig\taccepted\n", to: "b.tsv").path
        let out = folder.file("merged.tsv").path
        let run = try dictbuild.run(["review", "--merge", a, b, "--output", out])
        #expect(run.exitCode == 1, "conflicts make the exit status 1")
        #expect(run.stderr.contains("1 conflicting decision"))
        #expect(run.stderr.contains("dog: \(a) says target (pet), \(b) says accepted"))
        #expect(lines("merged.tsv") == ["cat\ttarget", "emu\tdrop", "fig\taccepted"])

        let clean = try dictbuild.run(["review", "--merge", a, a])
        #expect(clean.exitCode == 0)
        #expect(clean.stdout.contains("dog\ttarget\tpet"))

        let refused = try dictbuild.run(["review", "--merge", a, b, "--output", out])
        #expect(refused.stderr.contains("--force"))
        let inPlace = try dictbuild.run(["review", "--merge", a, b, "--output", a])
        #expect(inPlace.exitCode == 1)
        #expect(lines("a.tsv") == ["cat\ttarget", "emu\tdrop", "fig\taccepted"])
    }

    @Test func aDecisionsFileWithBadLinesIsNotRewritten() throws {
        let list = try folder.write("cat\n", to: "words.txt").path
        let decisions = try folder.write("cat\ttarget\ndog\tperhaps\n", to: "decisions.tsv").path
        let sheet = try folder.write("cat\tdrop\n", to: "sheet.tsv").path
        let run = try dictbuild.run(["review", "--words", list, "--decisions", decisions, "--import", sheet])
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains(":2:"))
        #expect(lines("decisions.tsv") == ["cat\ttarget", "dog\tperhaps"])
    }

    /// Importing a sheet rewrites the decisions file; its comments stay where they were.
    @Test func anImportKeepsTheCommentsOfTheDecisionsFile() throws {
        let list = try folder.write("cat\ndog\nemu\n", to: "words.txt").path
        let decisions = try folder.write("# team decisions, see wiki\n\ncat\ttarget\n# emu: ask Ben\nemu\tdrop\n# closing remark\n", to: "decisions.tsv").path
        let sheet = try folder.write("dog\taccepted\nemu\ttarget\n", to: "sheet.tsv").path
        let run = try dictbuild.run(["review", "--words", list, "--decisions", decisions, "--import", sheet])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let text = String(decoding: FileManager.default.contents(atPath: decisions) ?? Data(), as: UTF8.self)
        #expect(text.hasSuffix("# team decisions, see wiki\ncat\ttarget\ndog\taccepted\n# emu: ask Ben\nemu\ttarget\n# closing remark\n"), "\(text)")
    }

    /// Two lines deciding one word differently are reported, both of them, and the
    /// file is not rewritten (a save would keep only one); the same line twice is harmless.
    @Test(arguments: [
        ("able\ttarget\nable\tdrop\n", true),
        ("able\ttarget\tfun\nable\ttarget\tdull\n", true),
        ("able\ttarget\nable\ttarget\n", false),
    ])
    func conflictingLinesForOneWordAreReported(_ content: String, _ conflict: Bool) throws {
        let list = try folder.write("able\ncat\n", to: "words.txt").path
        let decisions = try folder.write(content, to: "decisions.tsv").path
        let sheet = try folder.write("cat\ttarget\n", to: "sheet.tsv").path
        let run = try dictbuild.run(["review", "--words", list, "--decisions", decisions, "--import", sheet])
        if conflict {
            #expect(run.exitCode == 1)
            #expect(run.stderr.contains("decisions.tsv:2: \"able\" is decided twice"), "\(run.stderr)")
            #expect(run.stderr.contains("at line 1"))
            #expect(String(decoding: FileManager.default.contents(atPath: decisions) ?? Data(), as: UTF8.self) == content)
        } else {
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(lines("decisions.tsv") == ["able\ttarget", "cat\ttarget"])
        }
    }

    @Test func aMergeKeepsTheCommentsOfBothFiles() throws {
        let a = try folder.write("# from Ana\ncat\ttarget\n", to: "a.tsv").path
        let b = try folder.write("dog\tdrop\n# from Ben, at the end\n", to: "b.tsv").path
        let run = try dictbuild.run(["review", "--merge", a, b])
        #expect(run.exitCode == 0)
        #expect(run.stdout.hasSuffix("# from Ana\ncat\ttarget\ndog\tdrop\n# from Ben, at the end\n"), "\(run.stdout)")
    }

    @Test(arguments: [
        (["review"], "name a recipe"),
        (["review", "--merge", "a"], "two decisions files"),
        (["review", "r.json", "--words", "w"], "not both"),
        (["review", "--words", "w"], "--decisions"),
        (["review", "r.json", "--queue", "longest"], "queue"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let run = try dictbuild.run(arguments)
        #expect(run.exitCode == 64)
        #expect(run.stderr.contains(message))
    }
}

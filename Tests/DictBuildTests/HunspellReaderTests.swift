import Foundation
import SqurambleTestSupport
import Testing
@testable import DictBuild
@testable import SqurambleBuilder

private func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

@Suite struct HunspellConditionTests {
    @Test(arguments: [
        (".", "a", true, true), ("[^aeiou]y", "fly", false, true), ("[^aeiou]y", "day", false, false),
        ("[sx]", "box", false, true), ("[sx]", "boy", false, false), ("ab", "abc", true, false),
        ("[^a]", "b", true, true), ("..", "a", false, false), ("[.]", ".", true, true), ("[.]", "a", false, false),
        ("é", "café", false, true), ("[ct]ión", "unión", false, false), ("[ct]ión", "acción", false, true),
    ])
    func matches(_ condition: String, _ word: String, _ atStart: Bool, _ atEnd: Bool) throws {
        let compiled = try HunspellCondition(scalars(condition))
        #expect(compiled.matchesStart(of: scalars(word)) == atStart)
        #expect(compiled.matchesEnd(of: scalars(word)) == atEnd)
    }

    @Test(arguments: ["[abc", "ab]", "[^"])
    func malformedConditionsAreRefused(_ condition: String) {
        #expect(throws: HunspellCondition.Malformed.self) { try HunspellCondition(scalars(condition)) }
    }
}

@Suite struct HunspellFlagTests {
    @Test(arguments: [
        (HunspellFlagType.character, "AB", [0x41, 0x42] as [HunspellFlag], false),
        (.long, "AaBb", [0x4161, 0x4262], false),
        (.long, "AaB", [0x4161], true),
        (.number, "101,7", [101, 7], false),
        (.number, "101,x", [101], true),
        // Flag 0 is a flag as Hunspell reads it (tr_TR.aff's dative `SFX 0`).
        (.number, "0,12", [0, 12], false),
        (.number, ",", [], true),
        (.number, "70000", [], true),
        (.utf8, "ä→", [0xE4, 0x2192], false),
        (.utf8, "😀", [0xD83D, 0xDE00], false),
        (.character, "ä", [0xC3, 0xA4], false),
    ])
    func fieldsDecode(_ type: HunspellFlagType, _ field: String, _ expected: [HunspellFlag], _ malformed: Bool) {
        var flags: [HunspellFlag] = []
        let problem = Array(field.utf8).withUnsafeBufferPointer { type.flags(of: $0, into: &flags) }
        #expect(flags == expected)
        #expect((problem != nil) == malformed)
    }
}

@Suite struct HunspellEncodingTests {
    @Test(arguments: [
        ("ISO8859-1", [0x63, 0x61, 0x66, 0xE9] as [UInt8], "café"),
        ("ISO-8859-2", [0xB1, 0xE6], "ąć"),
        ("KOI8-R", [0xCB, 0xCF, 0xD4], "кот"),
        ("KOI8-U", [0xA4, 0xA6], "єі"),
        ("microsoft-cp1251", [0xEA, 0xEE, 0xF2], "кот"),
        ("ISO8859-15", [0xA4], "€"),
        ("UTF-8", Array("niño".utf8), "niño"),
    ])
    func decodes(_ name: String, _ bytes: [UInt8], _ text: String) throws {
        let encoding = try #require(HunspellEncoding(named: name))
        var decoded: [UInt32] = []
        #expect(bytes.withUnsafeBufferPointer { encoding.decode($0, into: &decoded) } == nil)
        #expect(decoded == scalars(text))
    }

    @Test(arguments: [
        ("UTF-8", [0x61, 0xFF] as [UInt8], 2), ("UTF-8", [0xC0, 0xAF], 1), ("UTF-8", [0xED, 0xA0, 0x80], 1),
        ("UTF-8", [0x61, 0xE2, 0x82], 2), ("CP1253", [0x61, 0xAA], 2),
    ])
    func refusesBytesOutsideTheSet(_ name: String, _ bytes: [UInt8], _ offset: Int) throws {
        let encoding = try #require(HunspellEncoding(named: name))
        var decoded: [UInt32] = []
        #expect(bytes.withUnsafeBufferPointer { encoding.decode($0, into: &decoded) } == offset)
        #expect(decoded.isEmpty)
    }

    @Test func unknownSetsAreNil() {
        #expect(HunspellEncoding(named: "EBCDIC") == nil)
    }
}

@Suite struct HunspellStemLineTests {
    /// A `.dic` line → the word and the flag field, as Hunspell splits it.
    @Test(arguments: [
        ("cat/S", "cat", "S"), ("cat", "cat", nil), ("dog/S po:noun st:dog", "dog", "S"),
        ("cat/S\tpo:noun", "cat", "S"), ("New York/S po:proper", "New York", "S"), ("bird po:noun", "bird", nil),
        ("km\\/h", "km/h", nil), ("TCP\\/IP/S", "TCP/IP", "S"), ("/ a note", "/", "a note"), ("a:b/S", "a:b", "S"),
        ("word/AB   ", "word", "AB"), ("tab\there", "tab", nil), ("word/", "word", ""),
    ] as [(String, String, String?)])
    func splits(_ line: String, _ word: String, _ flags: String?) {
        var bytes: [UInt8] = []
        let utf8 = Array(line.utf8)
        let range = utf8.withUnsafeBufferPointer { HunspellStemReader.split($0, unescapingInto: &bytes) }
        #expect(String(decoding: bytes, as: UTF8.self) == word)
        #expect(range.map { String(decoding: utf8[$0], as: UTF8.self) } == flags)
    }
}

@Suite struct HunspellRefusalTests {
    @Test(arguments: [
        ("words.txt", "cat\ndog\n", "zzz", "is not a Hunspell .aff file: no Hunspell directive (SET, FLAG, PFX, SFX, …) in it"),
        ("binary", "SET UTF-8\n\u{0}\u{1}", "zzz", "is not a Hunspell .aff file: binary data (a NUL byte at offset 10)"),
        ("no-count", "SET UTF-8\n", "cat/S\ndog\n", "is not a Hunspell .dic file: line 1 should be the number of stems, found \"cat/S\""),
        ("empty-dic", "SET UTF-8\n", "", "is not a Hunspell .dic file: the file is empty"),
    ])
    func notHunspellFilesAreRefusedInOneLine(_ name: String, _ aff: String, _ dic: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let affPath = try folder.write(aff, to: "\(name).aff").path
        let dicPath = try folder.write(dic, to: "\(name).dic").path
        let error = #expect(throws: HunspellError.self) { try HunspellDictionary(dic: dicPath) }
        let text = error.map { "\($0)" } ?? ""
        #expect(text.hasSuffix(message), "\(text)")
        #expect(text.hasPrefix(message.contains(".aff") ? affPath : dicPath))
        #expect(!text.contains("\n"))
    }

    @Test func aMissingAffixFileIsUnreadable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let dic = try folder.write("1\ncat\n", to: "x.dic").path
        #expect(throws: HunspellError.unreadable(path: folder.file("x.aff").path, reason: "no such file")) {
            try HunspellDictionary(dic: dic)
        }
    }

    @Test func anEmptyAffixFileMeansNoAffixes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("# nothing\n", to: "x.aff")
        let dic = try folder.write("2\ncat/S\ndog\n", to: "x.dic").path
        var forms: [String] = []
        let tally = try HunspellDictionary(dic: dic).expand(maximumScalars: 15) { form, _ in forms.append(form) }
        #expect(forms == ["cat", "dog"])
        #expect(tally.problemCounts[.unknownFlag] == 1)
    }
}

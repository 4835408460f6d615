@testable import DictBuild
import Foundation
import Squramble
import Testing

/// The bundled dictionaries are checked in; this proves they are exactly what the
/// recipes in `wordlists/` produce. When it fails after a deliberate change to the
/// inputs, the recipe or the builder, rebuild them:
///
///     swift run dictbuild build wordlists/en/recipe.json --force
///     swift run dictbuild build wordlists/es/recipe.json --force
@Suite struct BundledDictionaryTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["en", "es"])
    func rebuildsByteForByte(_ language: String) throws {
        let recipePath = Self.root.appendingPathComponent("wordlists/\(language)/recipe.json").path
        let (recipe, folder) = try Recipe.load(recipePath)
        let result = try Builder(recipe: recipe, folder: folder).run()
        let bytes = try LexiconWriter.encode(words: result.words, metadata: result.metadata)
        let committedPath = Recipe.resolve(try #require(recipe.output), in: folder)
        let committed = try #require(try AtomicFile.read(committedPath), "missing \(committedPath)")
        #expect(bytes.count == committed.count)
        #expect(bytes == committed, "rebuild \(language).sqd: swift run dictbuild build wordlists/\(language)/recipe.json --force")
        // And the file is sound and says what it is.
        let lexicon = try Lexicon(bytes: committed)
        try lexicon.verify()
        #expect(lexicon.metadata.language == language)
        #expect(lexicon.targetCount > 5_000)
    }

    @Test func englishKeepsWhatTheRecipePromises() throws {
        let path = Self.root.appendingPathComponent("Sources/Squramble/Resources/en.sqd").path
        let lexicon = try Lexicon.open(at: path)
        func entry(_ word: String) throws -> LexiconEntry? { lexicon.entry(for: try lexicon.policy.key(for: word)) }
        #expect(try entry("cat")?.isTarget == true)
        #expect(try entry("café")?.display == "café")
        #expect(try entry("cafe")?.display == "café")
        #expect(try entry("brick")?.isTarget == true)     // Brick and brick: a common word
        #expect(try entry("aachen") == nil)               // only Aachen: a name
        #expect(try entry("cocked")?.isTarget == false)   // a review decision keeps it, accepted only
        #expect(try entry("nigger") == nil)               // a slur: refused
    }

    /// The words issue 15 found as puzzles: listed offensive words and their forms are
    /// at most accepted, never targets; ordinary words that look like forms stay targets.
    @Test(arguments: [
        ("en", ["penis", "rapist", "escort", "raping", "incest", "vagina", "sodomy", "queers", "mongrel", "cocky", "damned", "bitchy"],
         ["fagot", "faggots", "nigger"], ["cocktail", "class", "analysis", "grape", "spice", "assess", "tardy", "shatter", "hoard", "draped", "scraped"]),
        ("es", ["mamada", "pinche", "concha", "puta", "culito", "cagado"], ["maricón", "sudaca"], ["perro", "pollo", "disputa", "martillo"]),
    ] as [(String, [String], [String], [String])])
    func offensiveWordsAreNeverTargets(_ language: String, _ acceptedOnly: [String], _ refused: [String], _ targets: [String]) throws {
        let path = Self.root.appendingPathComponent("Sources/Squramble/Resources/\(language).sqd").path
        let lexicon = try Lexicon.open(at: path)
        func entry(_ word: String) throws -> LexiconEntry? { lexicon.entry(for: try lexicon.policy.key(for: word)) }
        for word in acceptedOnly { #expect(try entry(word)?.isTarget == false, "\(word)") }
        for word in refused { #expect(try entry(word) == nil, "\(word)") }
        for word in targets { #expect(try entry(word)?.isTarget == true, "\(word)") }
        if language == "en" { #expect(try entry("therapist") != nil) }   // nine letters: accepted, too long for a target
    }

    @Test func spanishFoldsAccentsAndKeepsEñe() throws {
        let path = Self.root.appendingPathComponent("Sources/Squramble/Resources/es.sqd").path
        let lexicon = try Lexicon.open(at: path)
        let policy = lexicon.policy
        #expect(policy.foldsAccents && policy.locale == "es")
        #expect(lexicon.entry(for: try policy.key(for: "CAMION"))?.display == "camión")
        #expect(lexicon.entry(for: try policy.key(for: "niño"))?.display == "niño")
        #expect(lexicon.entry(for: try policy.key(for: "nino")) == nil)   // ñ is a letter of its own
        #expect(lexicon.alphabet.contains("ñ"))
        #expect(!lexicon.alphabet.contains("á"))
    }
}

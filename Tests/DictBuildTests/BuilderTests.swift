@testable import DictBuild
@testable import SqurambleBuilder
import Foundation
import Squramble
import SqurambleTestSupport
import Testing

/// Builds a recipe over small in-memory lists, in a temporary folder.
struct Fixture {
    var words: [String] = []
    var moreWords: [String]? = nil
    var names: [String] = []
    var abbreviations: [String] = []
    var frequency: String? = nil
    var blocklist: String? = nil
    var decisions: String? = nil
    var policy = NormalizationPolicy(foldsAccents: true, locale: "en")
    var configure: @Sendable (inout Recipe) -> Void = { _ in }

    func recipe(in folder: TemporaryFolder) throws -> Recipe {
        var inputs: [RecipeInput] = []
        func add(_ text: String, _ name: String, _ kind: InputKind) throws {
            _ = try folder.write(text, to: name)
            inputs.append(RecipeInput(path: name, kind: kind))
        }
        try add(words.joined(separator: "\n") + "\n", "words.txt", .words)
        if let moreWords { try add(moreWords.joined(separator: "\n") + "\n", "more.txt", .words) }
        if !names.isEmpty { try add(names.joined(separator: "\n") + "\n", "names.txt", .names) }
        if !abbreviations.isEmpty { try add(abbreviations.joined(separator: "\n") + "\n", "abbreviations.txt", .abbreviations) }
        if let frequency { try add(frequency, "frequency.tsv", .frequency) }
        if let blocklist { try add(blocklist, "blocklist.tsv", .blocklist) }
        var recipe = Recipe(name: "test", language: "en", policy: policy, inputs: inputs)
        if let decisions {
            _ = try folder.write(decisions, to: "decisions.tsv")
            recipe.decisions = "decisions.tsv"
        }
        recipe.accepted = TierRules(minLength: 2, maxLength: 12)
        recipe.targets = TierRules(minLength: 3, maxLength: 8)
        configure(&recipe)
        return recipe
    }

    func build() throws -> BuildResult {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        return try Builder(recipe: try recipe(in: folder), folder: folder.url.path).run()
    }
}

extension BuildResult {
    func tier(_ key: String) -> Tier? { record(for: key)?.tier }
    func reason(_ key: String) -> Rule? { record(for: key)?.reason }
}

/// One filter case: a fixture, a key, and what must become of it.
struct FilterCase: Sendable, CustomTestStringConvertible {
    var name: String
    var fixture: Fixture
    var key: String
    var tier: Tier
    var reason: Rule?
    var testDescription: String { name }

    static let all: [FilterCase] = [
        .init(name: "a plain word is a target", fixture: Fixture(words: ["cat"]), key: "cat", tier: .target, reason: nil),
        .init(name: "digits are not letters", fixture: Fixture(words: ["c3po", "cat"]), key: "c3po", tier: .dropped, reason: .notLetters),
        .init(name: "hyphen is not a letter", fixture: Fixture(words: ["e-mail"]), key: "e-mail", tier: .dropped, reason: .notLetters),
        .init(name: "space is not a letter", fixture: Fixture(words: ["ice cream"]), key: "ice cream", tier: .dropped, reason: .notLetters),
        .init(name: "possessive", fixture: Fixture(words: ["cat's"]), key: "cat's", tier: .dropped, reason: .possessive),
        .init(name: "possessive with a curly apostrophe", fixture: Fixture(words: ["cat\u{2019}s"]), key: "cat\u{2019}s", tier: .dropped, reason: .possessive),
        .init(name: "contraction", fixture: Fixture(words: ["don't"]), key: "don't", tier: .dropped, reason: .contraction),
        .init(name: "possessives switched off fall to not-letters",
              fixture: Fixture(words: ["cat's"], configure: { $0.filters.possessives = false }), key: "cat's", tier: .dropped, reason: .notLetters),
        .init(name: "not-letters switched off joins the parts",
              fixture: Fixture(words: ["e-mail"], configure: { $0.filters.notLetters = false }), key: "email", tier: .target, reason: nil),
        .init(name: "Brick and brick: a common word", fixture: Fixture(words: ["Brick", "brick"]), key: "brick", tier: .target, reason: nil),
        .init(name: "Brick and brick in two inputs", fixture: Fixture(words: ["Brick"], moreWords: ["brick"]), key: "brick", tier: .target, reason: nil),
        .init(name: "only Kelly: a name", fixture: Fixture(words: ["Kelly", "cat"]), key: "kelly", tier: .dropped, reason: .properNoun),
        .init(name: "proper nouns switched off",
              fixture: Fixture(words: ["Kelly"], configure: { $0.filters.properNouns = false }), key: "kelly", tier: .target, reason: nil),
        .init(name: "a caseless list says nothing about names",
              fixture: Fixture(words: ["kelly"], configure: { $0.inputs[0].caseless = true }), key: "kelly", tier: .target, reason: nil),
        .init(name: "a name list drops a caseless word",
              fixture: Fixture(words: ["kelly"], names: ["Kelly"], configure: { $0.inputs[0].caseless = true }), key: "kelly", tier: .dropped, reason: .nameList),
        .init(name: "a name list does not drop a word seen in lowercase",
              fixture: Fixture(words: ["bill"], names: ["Bill"]), key: "bill", tier: .target, reason: nil),
        .init(name: "acronym by case", fixture: Fixture(words: ["NASA"]), key: "nasa", tier: .dropped, reason: .abbreviation),
        .init(name: "abbreviation with a full stop", fixture: Fixture(words: ["etc."]), key: "etc.", tier: .dropped, reason: .abbreviation),
        .init(name: "abbreviation list", fixture: Fixture(words: ["Apr"], abbreviations: ["Apr"]), key: "apr", tier: .dropped, reason: .abbreviation),
        .init(name: "abbreviations switched off, name by case instead",
              fixture: Fixture(words: ["Apr"], abbreviations: ["Apr"], configure: { $0.filters.abbreviations = false }), key: "apr", tier: .dropped, reason: .properNoun),
        .init(name: "a listed sensitive word is an answer, never a target (the default levels)",
              fixture: Fixture(words: ["darn"], blocklist: "darn\tsensitive\n"), key: "darn", tier: .accepted, reason: .targetBlocklist),
        .init(name: "a listed slur is refused (the default levels)",
              fixture: Fixture(words: ["slurx"], blocklist: "slurx\tslur\n"), key: "slurx", tier: .dropped, reason: .blocklist),
        .init(name: "a level the recipe drops",
              fixture: Fixture(words: ["darn"], blocklist: "darn\t3\n", configure: { $0.blocklist.levels.sensitive = .drop }), key: "darn", tier: .dropped, reason: .blocklist),
        .init(name: "a level the recipe leaves alone",
              fixture: Fixture(words: ["darn"], blocklist: "darn\t3\n", configure: { $0.blocklist.levels = OffensiveLevels(dropping: Severity.atOrAbove(legacy: 2)!) }), key: "darn", tier: .target, reason: nil),
        .init(name: "inflection of a listed word, never a target",
              fixture: Fixture(words: ["darned"], blocklist: "darn\t2\n"), key: "darned", tier: .accepted, reason: .targetBlocklistInflection),
        .init(name: "inflection of a slur, refused",
              fixture: Fixture(words: ["slurxing"], blocklist: "slurx\t1\n"), key: "slurxing", tier: .dropped, reason: .blocklistInflection),
        .init(name: "blocklist switched off",
              fixture: Fixture(words: ["darn"], blocklist: "darn\t1\n", configure: { $0.filters.blocklist = false }), key: "darn", tier: .target, reason: nil),
        .init(name: "letters outside the alphabet",
              fixture: Fixture(words: ["naïve"], policy: .standard, configure: { $0.alphabet = "abcdefghijklmnopqrstuvwxyz" }), key: "naïve", tier: .dropped, reason: .alphabet),
        .init(name: "accent folding brings a word into the alphabet",
              fixture: Fixture(words: ["naïve"], configure: { $0.alphabet = "abcdefghijklmnopqrstuvwxyz" }), key: "naive", tier: .target, reason: nil),
        .init(name: "too short for the dictionary", fixture: Fixture(words: ["a"]), key: "a", tier: .dropped, reason: .tooShort),
        .init(name: "too long for the dictionary", fixture: Fixture(words: ["abcdefghijklm"]), key: "abcdefghijklm", tier: .dropped, reason: .tooLong),
        .init(name: "too short for a target", fixture: Fixture(words: ["ox"]), key: "ox", tier: .accepted, reason: .targetTooShort),
        .init(name: "long and unmeasured: left out",
              fixture: Fixture(words: ["abacinaria", "cat"], frequency: "cat\t5.0\n", configure: { $0.accepted.measuredFromLength = 10 }),
              key: "abacinaria", tier: .dropped, reason: .unmeasuredLong),
        .init(name: "long and measured: accepted",
              fixture: Fixture(words: ["abacinaria"], frequency: "abacinaria\t1.1\n", configure: { $0.accepted.measuredFromLength = 10 }),
              key: "abacinaria", tier: .accepted, reason: .targetTooLong),
        .init(name: "unmeasured but shorter than the bound: accepted",
              fixture: Fixture(words: ["abacinar"], frequency: "cat\t5.0\n", configure: { $0.accepted.measuredFromLength = 10 }),
              key: "abacinar", tier: .target, reason: nil),
        .init(name: "a graded input infers, it does not measure, a long word's frequency",
              fixture: Fixture(words: ["abacinaria"], frequency: "cat\t5.0\n", configure: { $0.inputs[0].zipf = 4; $0.accepted.measuredFromLength = 10 }),
              key: "abacinaria", tier: .dropped, reason: .unmeasuredLong),
        .init(name: "targets from a length need a measured frequency",
              fixture: Fixture(words: ["acrider"], frequency: "cat\t5.0\n", configure: { $0.inputs[0].zipf = 4; $0.targets.measuredFromLength = 7 }),
              key: "acrider", tier: .accepted, reason: .targetUnmeasured),
        .init(name: "too long for a target", fixture: Fixture(words: ["elephants"]), key: "elephants", tier: .accepted, reason: .targetTooLong),
        .init(name: "too rare for the dictionary",
              fixture: Fixture(words: ["zax", "cat"], frequency: "cat\t5.0\nzax\t0.5\n", configure: { $0.accepted.minZipf = 1; $0.targets.minZipf = 3 }), key: "zax", tier: .dropped, reason: .rare),
        .init(name: "too rare for a target",
              fixture: Fixture(words: ["zax", "cat"], frequency: "cat\t5.0\nzax\t1.5\n", configure: { $0.targets.minZipf = 3 }), key: "zax", tier: .accepted, reason: .targetRare),
        .init(name: "missing from the frequency lists gets the default",
              fixture: Fixture(words: ["zax"], frequency: "cat\t5.5\n", configure: { $0.targets.minZipf = 3; $0.frequency.missingZipf = 3.5 }), key: "zax", tier: .target, reason: nil),
        .init(name: "a graded input implies a frequency",
              fixture: Fixture(words: ["zax"], configure: { $0.inputs[0].zipf = 4; $0.targets.minZipf = 3 }), key: "zax", tier: .target, reason: nil),
        .init(name: "measured evidence: a measured frequency wins over a higher inferred one",
              fixture: Fixture(words: ["obtuser"], frequency: "obtuser\t1.2\n",
                               configure: { $0.inputs[0].zipf = 3.5; $0.targets.minZipf = 2.5; $0.frequency.evidence = .measured }),
              key: "obtuser", tier: .accepted, reason: .targetRare),
        .init(name: "highest evidence: the inferred frequency wins (the old behaviour)",
              fixture: Fixture(words: ["obtuser"], frequency: "obtuser\t1.2\n",
                               configure: { $0.inputs[0].zipf = 3.5; $0.targets.minZipf = 2.5 }),
              key: "obtuser", tier: .target, reason: nil),
        .init(name: "measured evidence: an inferred frequency only is not a target",
              fixture: Fixture(words: ["acrider"], frequency: "cat\t5.0\n",
                               configure: { $0.inputs[0].zipf = 3.5; $0.targets.minZipf = 2.5; $0.frequency.evidence = .measured }),
              key: "acrider", tier: .accepted, reason: .targetUnmeasured),
        .init(name: "measured evidence: missingZipf is inferred too",
              fixture: Fixture(words: ["zax"], frequency: "cat\t5.5\n", configure: { $0.frequency.missingZipf = 4; $0.frequency.evidence = .measured }),
              key: "zax", tier: .accepted, reason: .targetUnmeasured),
        .init(name: "measured evidence: a measured common word is a target",
              fixture: Fixture(words: ["cat"], frequency: "cat\t5.0\n",
                               configure: { $0.inputs[0].zipf = 3.5; $0.targets.minZipf = 2.5; $0.frequency.evidence = .measured }),
              key: "cat", tier: .target, reason: nil),
        .init(name: "measured evidence: a review decision makes an unmeasured word a target",
              fixture: Fixture(words: ["zax"], decisions: "zax\ttarget\n", configure: { $0.frequency.evidence = .measured }),
              key: "zax", tier: .target, reason: nil),
        .init(name: "a demonym of a listed place is an answer, never a target (German: Köln + er)",
              fixture: Fixture(words: ["Kölner", "Köln"], names: ["Köln"], policy: NormalizationPolicy(foldsAccents: true, locale: "de"),
                               configure: { $0.language = "de"; $0.filters.properNouns = false; $0.inputs[1].places = true }),
              key: "kölner", tier: .accepted, reason: .targetDemonym),
        .init(name: "a demonym by a replaced ending (German: München, en>ner)",
              fixture: Fixture(words: ["Münchner"], names: ["München"], policy: NormalizationPolicy(foldsAccents: true, locale: "de"),
                               configure: { $0.language = "de"; $0.filters.properNouns = false; $0.inputs[1].places = true }),
              key: "münchner", tier: .accepted, reason: .targetDemonym),
        .init(name: "a word seen in lowercase is no demonym",
              fixture: Fixture(words: ["hammer"], names: ["Hamm"], policy: NormalizationPolicy(foldsAccents: true, locale: "de"),
                               configure: { $0.language = "de"; $0.filters.properNouns = false; $0.inputs[1].places = true }),
              key: "hammer", tier: .target, reason: nil),
        .init(name: "a demonym of a place no list has is a target",
              fixture: Fixture(words: ["Kölner"], names: ["Bonn"], policy: NormalizationPolicy(foldsAccents: true, locale: "de"),
                               configure: { $0.language = "de"; $0.filters.properNouns = false; $0.inputs[1].places = true }),
              key: "kölner", tier: .target, reason: nil),
        .init(name: "no demonym rule without one in the language's preset (English)",
              fixture: Fixture(words: ["Kölner"], names: ["Köln"], configure: { $0.filters.properNouns = false; $0.inputs[1].places = true }),
              key: "kolner", tier: .target, reason: nil),
        .init(name: "a names list not marked as places makes no demonyms (Alban is a person)",
              fixture: Fixture(words: ["Albaner"], names: ["Alban"], policy: NormalizationPolicy(foldsAccents: true, locale: "de"),
                               configure: { $0.language = "de"; $0.filters.properNouns = false }),
              key: "albaner", tier: .target, reason: nil),
        .init(name: "a review decision makes a word the rule took for a demonym a target",
              fixture: Fixture(words: ["Hammer"], names: ["Hamm"], decisions: "hammer\ttarget\ta tool\n",
                               policy: NormalizationPolicy(foldsAccents: true, locale: "de"),
                               configure: { $0.language = "de"; $0.filters.properNouns = false; $0.inputs[1].places = true }),
              key: "hammer", tier: .target, reason: nil),
        .init(name: "targets only from chosen inputs",
              fixture: Fixture(words: ["cat"], moreWords: ["zax"], configure: { $0.targets.inputs = ["words.txt"] }), key: "zax", tier: .accepted, reason: .notInTargetInputs),
        .init(name: "decision keeps a name as a target",
              fixture: Fixture(words: ["Kelly"], decisions: "kelly\ttarget\n"), key: "kelly", tier: .target, reason: nil),
        .init(name: "decision drops a common word",
              fixture: Fixture(words: ["cat"], decisions: "cat\tdrop\tno cats\n"), key: "cat", tier: .dropped, reason: .decisionDrop),
        .init(name: "decision keeps a target as accepted only",
              fixture: Fixture(words: ["cat"], decisions: "cat\taccepted\n"), key: "cat", tier: .accepted, reason: .decisionAcceptedOnly),
        .init(name: "decision overrides a form guessed from its ending",
              fixture: Fixture(words: ["cocked"], blocklist: "cock\t2\n", decisions: "cocked\ttarget\tas in a hat\n"), key: "cocked", tier: .target, reason: nil),
        .init(name: "decision cannot make a listed word a target",
              fixture: Fixture(words: ["darn"], blocklist: "darn\tsensitive\n", decisions: "darn\ttarget\n"), key: "darn", tier: .accepted, reason: .targetBlocklist),
        .init(name: "decision cannot accept a refused word",
              fixture: Fixture(words: ["slurx"], blocklist: "slurx\tslur\n", decisions: "slurx\taccepted\n"), key: "slurx", tier: .dropped, reason: .blocklist),
        .init(name: "decision may drop a listed word further",
              fixture: Fixture(words: ["darn"], blocklist: "darn\tsensitive\n", decisions: "darn\tdrop\n"), key: "darn", tier: .dropped, reason: .decisionDrop),
        .init(name: "decision cannot keep what is not letters",
              fixture: Fixture(words: ["don't"], decisions: "don't\ttarget\n"), key: "don't", tier: .dropped, reason: .contraction),
    ]
}

@Suite struct FilterTests {
    @Test(arguments: FilterCase.all)
    func eachFilterDecides(_ c: FilterCase) throws {
        let result = try c.fixture.build()
        let record = try #require(result.record(for: c.key), "no record for \(c.key); have \(result.records.map(\.key))")
        #expect(record.tier == c.tier)
        #expect(record.reason == c.reason, "flags: \(record.flags)")
        // What is written agrees with the records.
        let written = result.words.first { $0.key.text == c.key }
        #expect((written != nil) == (c.tier != .dropped))
        #expect(written?.isTarget == (c.tier == .target ? true : (c.tier == .accepted ? false : nil)))
        if c.tier == .target { #expect(written?.band != nil) }
    }

    @Test func everyDroppedWordIsCountedOnceInTheReport() throws {
        let result = try Fixture(words: ["cat", "Kelly", "cat's", "NASA", "a", "c3po"]).build()
        let report = result.report
        #expect(report.dropped == 5)
        #expect(report.droppedBy.map(\.count).reduce(0, +) == 5)
        #expect(report.droppedBy.first { $0.rule == .properNoun }?.examples == ["Kelly"])
        #expect(report.accepted == 1 && report.targets == 1)
    }

    @Test func duplicatesKeepTheBestSpelling() throws {
        let result = try Fixture(words: ["cafe", "Café", "café", "CAFE"]).build()
        #expect(result.record(for: "cafe")?.display == "café")
        #expect(result.record(for: "cafe")?.forms.count == 4)
        #expect(result.words.map(\.display) == ["café"])
        #expect(result.report.duplicates == 1)
        #expect(result.report.duplicateExamples.first?.hasSuffix("→ café") == true)
    }

    @Test func lowercaseFollowsTheLanguage() throws {
        let result = try Fixture(words: ["İstanbul", "istanbul"], policy: NormalizationPolicy(foldsAccents: false, locale: "tr")).build()
        #expect(result.words.map(\.display) == ["istanbul"])
    }

    @Test func aDemonymNamesItsPlaceAsEvidence() throws {
        let result = try Fixture(words: ["Kölner", "Dresdner"], names: ["Köln", "Dresden"],
                                 policy: NormalizationPolicy(foldsAccents: true, locale: "de"),
                                 configure: { $0.language = "de"; $0.filters.properNouns = false; $0.inputs[1].places = true }).build()
        let flags = ["kölner", "dresdner"].map { key in result.record(for: key)?.flags.first { $0.rule == .targetDemonym }?.detail }
        #expect(flags == ["demonym of köln (names.txt:1) by the ending er", "demonym of dresden (names.txt:2) by the ending en>ner"])
        #expect(result.report.notTargetsBecause.contains { $0.rule == .targetDemonym && $0.count == 2 })
    }

    @Test func aNameFirstIsAnAnswerWithItsEvidence() throws {
        let names = ["Serge\tfirst name; Zipf 4.2, its other forms 1.0", "Harry"]
        let plain = try Fixture(words: ["serge", "Serge", "harry", "table"], names: names).build()
        #expect(plain.record(for: "serge")?.tier == .target)
        let result = try Fixture(words: ["serge", "Serge", "harry", "table"], names: names,
                                 configure: { $0.inputs[1].namesFirst = true }).build()
        let flags = ["serge", "harry"].map { key in result.record(for: key)?.flags.first { $0.rule == .targetName }?.detail }
        #expect(flags == ["read first as a name (names.txt:1): first name; Zipf 4.2, its other forms 1.0",
                          "read first as a name (names.txt:2)"])
        #expect(result.record(for: "serge")?.tier == .accepted && result.record(for: "harry")?.tier == .accepted)
        #expect(result.record(for: "table")?.tier == .target)
        #expect(result.report.notTargetsBecause.contains { $0.rule == .targetName && $0.count == 2 })
    }

    @Test func aCapitalisedNameFirstStaysAnAnswer() throws {
        // German writes `Bremer` capitalised, as every noun: a plain names list drops it
        // (`name-list`), a list of names first keeps it an answer.
        let german = NormalizationPolicy(foldsAccents: true, locale: "de")
        let names = ["Bremer\tde_DE.dic has Bremer"]
        func build(namesFirst: Bool) throws -> BuildResult {
            try Fixture(words: ["Bremer", "Tisch"], names: names, policy: german, configure: {
                $0.language = "de"; $0.filters.properNouns = false; $0.inputs[1].namesFirst = namesFirst
            }).build()
        }
        #expect(try build(namesFirst: false).record(for: "bremer")?.tier == .dropped)
        let result = try build(namesFirst: true)
        #expect(result.record(for: "bremer")?.tier == .accepted)
        #expect(result.record(for: "bremer")?.flags.map(\.rule) == [.targetName])
        #expect(result.record(for: "bremer")?.display == "Bremer")
        #expect(result.record(for: "tisch")?.tier == .target)
    }

    /// A word far more frequent in English than in the language's own list is a loanword,
    /// an answer; a word the English list counts about as often, or does not count, stays
    /// a target; the rule needs a margin and an English list.
    @Test func aWordMuchMoreFrequentInEnglishIsALoanwordAnswer() throws {
        let swedish = NormalizationPolicy(foldsAccents: false, locale: "sv")
        func build(margin: Double?) throws -> BuildResult {
            try Fixture(words: ["road", "väg", "film", "barn"], frequency: "road\t4.12\nväg\t5.0\nfilm\t5.5\nbarn\t5.85\n",
                        policy: swedish, configure: { recipe in
                            recipe.language = "sv"
                            recipe.frequency.loanwordMargin = margin
                        }).build()
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let english = try folder.write("road\t5.24\nfilm\t5.2\nbarn\t3.99\nrelief\t4.5\nmovie\t5.16\n", to: "wordfreq-en.tsv")
        func withEnglish(margin: Double?) throws -> BuildResult {
            try Fixture(words: ["road", "väg", "film", "barn"], frequency: "road\t4.12\nväg\t5.0\nfilm\t5.5\nbarn\t5.85\n",
                        policy: swedish, configure: { recipe in
                            recipe.language = "sv"
                            recipe.frequency.loanwordMargin = margin
                            var input = RecipeInput(path: english.path, kind: .frequency)
                            input.language = "en"
                            recipe.inputs.append(input)
                        }).build()
        }
        let result = try withEnglish(margin: 1)
        #expect(result.tier("road") == .accepted && result.reason("road") == .targetLoanword)
        #expect(result.record(for: "road")?.flags.first { $0.rule == .targetLoanword }?.detail
            == "Zipf 5.24 in the en list, 4.12 in this language's: 1 or more above it")
        #expect(["väg", "film", "barn"].map(result.tier) == [.target, .target, .target])
        // The English list's numbers are no word's frequency here.
        #expect(result.record(for: "road")?.zipf == 4.12)
        #expect(result.report.notTargetsBecause.contains { $0.rule == .targetLoanword && $0.count == 1 })
        #expect(try withEnglish(margin: 1.2).tier("road") == .target, "1.12 above is under a margin of 1.2")
        // A word spelled only with an accent the key folds is the language's own.
        let dutch = try Fixture(words: ["reliëf", "movie"], frequency: "reliëf\t3.0\nmovie\t3.84\n", configure: { recipe in
            recipe.language = "nl"
            recipe.frequency.loanwordMargin = 1
            var input = RecipeInput(path: english.path, kind: .frequency)
            input.language = "en"
            recipe.inputs.append(input)
        }).build()
        #expect(dutch.tier("relief") == .target && dutch.tier("movie") == .accepted)
        #expect(try withEnglish(margin: nil).tier("road") == .target, "no margin, no rule")
        #expect(try build(margin: 1).tier("road") == .target, "no English list, no rule")
        #expect(LanguageGap.of(try Fixture(configure: { $0.frequency.loanwordMargin = 1 }).recipe(in: folder)).contains(.noLoanwordList))
    }

    /// A target needs a vowel of its script when the recipe says so: `gps` is read as an
    /// abbreviation; a syllabic r or l between consonants is a vowel (`prst`).
    @Test func aWordWithoutAVowelIsAnAbbreviationAnswer() throws {
        let words = ["gps", "pvc", "prst", "bazy", "html"]
        let plain = try Fixture(words: words).build()
        #expect(words.map(plain.tier) == [.target, .target, .target, .target, .target])
        let result = try Fixture(words: words, configure: { $0.targets.needsVowel = true }).build()
        #expect(words.map(result.tier) == [.accepted, .accepted, .target, .target, .accepted])
        #expect(result.reason("gps") == .targetNoVowel)
    }

    /// A word an input that keeps case also lists in capitals alone (`BMI` beside `bmi`)
    /// is an abbreviation too, under the same recipe switch; a capitalised spelling
    /// (`Brick` beside `brick`) is not such evidence, nor is a word in capitals alone (the
    /// abbreviation rule drops it), nor a capitals line beside more lowercase ones
    /// (Danish `alt`, everything, beside `ALT`).
    @Test func aWordAlsoListedInCapitalsIsAnAbbreviationAnswer() throws {
        let words = ["bmi", "BMI", "fjord", "Fjord", "brick", "Brick", "sol", "DANSK", "vuc", "VUC", "alt", "alt", "ALT"]
        let plain = try Fixture(words: words).build()
        #expect(["bmi", "fjord", "brick", "vuc"].map(plain.tier) == [.target, .target, .target, .target])
        let result = try Fixture(words: words, configure: { $0.targets.needsVowel = true }).build()
        #expect(["bmi", "fjord", "brick", "sol", "vuc", "alt"].map(result.tier) == [.accepted, .target, .target, .target, .accepted, .target])
        #expect(result.reason("bmi") == .targetNoVowel)
        #expect(result.record(for: "bmi")?.flags.first { $0.rule == .targetNoVowel }?.detail == "also listed in capitals: BMI")
        #expect(result.tier("dansk") == .dropped && result.reason("dansk") == .abbreviation)
    }

    @Test(arguments: [("gps", true), ("pvc", true), ("hbs", true), ("html", true), ("nth", true), ("brr", true),
                      ("prst", false), ("vlk", false), ("smrt", false), ("čtvrt", false), ("крв", false), ("bazy", false),
                      ("rytm", false), ("łże", false), ("ψψ", true), ("ψυχή", false), ("шт", true), ("съм", false),
                      ("שלום", false), ("كتب", false), ("x1", false)])
    func vowels(_ word: String, _ noVowel: Bool) { #expect(VowelRule.hasNoVowel(word) == noVowel) }

    @Test func invisibleCharactersNeverReachTheTiles() throws {
        let result = try Fixture(words: ["\u{200B}zero", "so\u{AD}ft"]).build()
        #expect(result.words.map(\.display) == ["soft", "zero"])
    }

    @Test func frequentSpellingWinsWhenTheRecipeAsks() throws {
        let result = try Fixture(words: ["agora", "ágora"], frequency: "agora\t3.1\nágora\t2.8\n",
                                 policy: NormalizationPolicy(foldsAccents: true, locale: "es"),
                                 configure: { $0.displayForm = .frequent }).build()
        #expect(result.record(for: "agora")?.display == "agora")
    }

    @Test func spanishFoldsAccentsButKeepsEñe() throws {
        let result = try Fixture(words: ["año", "ano", "camión"], policy: NormalizationPolicy(foldsAccents: true, locale: "es"),
                                 configure: { $0.alphabet = "abcdefghijklmnñopqrstuvwxyz" }).build()
        #expect(result.record(for: "año")?.tier == .target)
        #expect(result.record(for: "ano")?.tier == .target)
        #expect(result.record(for: "camion")?.display == "camión")
    }

    @Test func decisionsOverrideAndTheReportSaysSo() throws {
        let result = try Fixture(words: ["Kelly", "cat", "dog"], decisions: "cat\tdrop\nkelly\ttarget\nzzz\tdrop\ndog\ttarget\n").build()
        let decisions = result.report.decisions
        #expect(decisions.applied == 3)
        #expect(decisions.overrides.map(\.key) == ["cat", "kelly"])
        #expect(decisions.overrides.first { $0.key == "kelly" }?.rule == .properNoun)
        #expect(decisions.stale == ["zzz"])
        #expect(result.report.text.contains("review decisions: 3 applied, 2 overrode the filters"))
        #expect(result.report.text.contains("kelly: target (the filters said dropped, proper-noun)"))
    }

    @Test func aTargetThatIsNotAcceptedFailsTheBuildNamingIt() throws {
        let fixture = Fixture(words: ["cat", "horse", "elephant"], configure: {
            $0.accepted = TierRules(minLength: 2, maxLength: 4)
            $0.targets = TierRules(minLength: 3, maxLength: 8)
        })
        #expect {
            try fixture.build()
        } throws: { error in
            let text = "\(error)"
            return text.contains("2 targets are not accepted words: elephant, horse")
        }
    }

    /// A review decision settles such a word whatever it says: a target stays a target,
    /// accepted or drop takes it out of the targets.
    @Test func aDecisionSettlesATargetThatIsNotAccepted() throws {
        let result = try Fixture(words: ["cat", "horse", "elephant"], decisions: "horse\tdrop\nelephant\taccepted\n", configure: {
            $0.accepted = TierRules(minLength: 2, maxLength: 4)
            $0.targets = TierRules(minLength: 3, maxLength: 8)
        }).build()
        #expect(result.tier("horse") == .dropped)
        #expect(result.tier("elephant") == .accepted)
        #expect(result.tier("cat") == .target)
    }

    @Test func theReportListsTargetsWhoseLettersSpellADroppedWord() throws {
        let result = try Fixture(words: ["able", "Elba", "cat"]).build()
        #expect(result.report.targetsSpellingDroppedWords == [DroppedAnagram(target: "able", dropped: ["Elba"], rules: [.properNoun])])
        #expect(result.report.text.contains("able: Elba (proper-noun)"))
    }

    /// Signatures of up to eight letters are packed, longer ones kept as bytes, and a
    /// dropped word longer than every target is not looked at: all three give the same list.
    @Test func targetsSpellingDroppedWordsOfEveryLength() throws {
        let result = try Fixture(words: ["able", "Elba", "abcdefghi", "Ihgfedcba", "Hgfedcbaij", "cat"],
                                 configure: { $0.targets = TierRules(minLength: 3, maxLength: 9) }).build()
        #expect(result.report.targetsSpellingDroppedWords == [
            DroppedAnagram(target: "abcdefghi", dropped: ["Ihgfedcba"], rules: [.properNoun]),
            DroppedAnagram(target: "able", dropped: ["Elba"], rules: [.properNoun]),
        ])
        #expect(result.report.targetsSpellingDroppedWordsCount == 2)
    }

    @Test func unusableLinesAreReportedWithFileAndLine() throws {
        let result = try Fixture(words: ["cat", "d\u{0}g", "emu"]).build()
        let input = try #require(result.report.inputs.first)
        #expect(input.unusableCount == 1)
        #expect(input.unusable.first?.description == "words.txt:2: NUL byte at column 2")
        #expect(result.report.text.contains("skipped words.txt:2: NUL byte at column 2"))
    }

    @Test func buildsAreDeterministic() throws {
        let fixture = Fixture(words: ["cat", "act", "tac", "dog", "god", "Kelly", "zebra"], frequency: "cat\t5\ndog\t4.5\n")
        let a = try fixture.build(), b = try fixture.build()
        #expect(a.words == b.words)
        #expect(a.report == b.report)
    }
}

@Suite struct DifficultyTests {
    @Test(arguments: [(-3.0, DifficultyBand.veryEasy), (-1.0, .easy), (0.0, .medium), (0.5, .hard), (2.0, .veryHard)])
    func scoresFallIntoBands(_ score: Double, _ band: DifficultyBand) {
        #expect(TargetRanking.band(for: score) == band)
    }

    @Test func subanagramsAreCountedFromSignatures() {
        let words = ["cat", "act", "tac", "at", "cats", "scat", "sat", "tas", "dog"]
        var coder = LetterCoder()
        let index = SignatureIndex(keys: words, coder: &coder, minimumLength: 3, maximumLength: 4)
        #expect(index.count("cat", coder) == 3)
        #expect(index.count("cats", coder) == 7)   // cat act tac cats scat sat tas
        #expect(index.count("dog", coder) == 1)
        #expect(index.count("xyz", coder) == 0)
    }

    /// A code past the letters the index was made for, or codes out of order, stop the
    /// process before the unchecked walk reads past the slots.
    @Test func codesTheIndexWasNotMadeForAreRefused() async {
        await #expect(processExitsWith: .failure) {
            var coder = LetterCoder()
            let index = SignatureIndex(keys: ["cat", "act"], coder: &coder, minimumLength: 3, maximumLength: 3)
            _ = [Int32(98), 99, 200].withUnsafeBufferPointer { index.countSubmultisets(of: $0) }
        }
        await #expect(processExitsWith: .failure) {
            var coder = LetterCoder()
            let index = SignatureIndex(keys: ["cat", "act"], coder: &coder, minimumLength: 3, maximumLength: 3)
            _ = [Int32(117), 98].withUnsafeBufferPointer { index.countSubmultisets(of: $0) }
        }
        // The same index counts codes it was made for.
        var coder = LetterCoder()
        let index = SignatureIndex(keys: ["cat", "act"], coder: &coder, minimumLength: 3, maximumLength: 3)
        #expect(index.count("tac", coder) == 2)
    }

    /// Random small word sets over a few alphabets: ASCII, accented and other non-ASCII
    /// letters (one byte or several, codes past 255), with many repeated letters.
    @Test(arguments: [
        Array("abcde"),
        Array("aeñóüßx"),
        Array("abc") + (0..<300).map { Character(Unicode.Scalar(0x4E00 + $0)!) },
    ])
    func subanagramCountsMatchABruteForceCount(_ alphabet: [Character]) {
        var generator = SeededGenerator(seed: UInt64(alphabet.count))
        for round in 0..<20 {
            let letters = alphabet.shuffled(using: &generator).prefix(round % 2 == 0 ? 4 : alphabet.count)
            let words = (0..<200).map { _ in
                String((0..<Int.random(in: 1...7, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
            }
            var coder = LetterCoder()
            let index = SignatureIndex(keys: words, coder: &coder, minimumLength: 3, maximumLength: 6)
            index.checkInvariants(indexed: words.filter { (3...6).contains($0.count) }.count)
            func multiset(_ word: String) -> [Character: Int] { word.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
            for target in words + ["", "q", String(letters.prefix(1))] {
                let available = multiset(target)
                let expected = words.filter { word in
                    (3...6).contains(word.count) && multiset(word).allSatisfy { available[$0.key, default: 0] >= $0.value }
                }.count
                #expect(index.count(target, coder) == expected, "\(target) in round \(round)")
            }
        }
    }

    @Test func moreCommonShorterWordsAreEasier() {
        let easy = TargetRanking.score(letters: 3, zipf: 6, letterRarity: 4, meanRarity: 4, otherAnswers: 3)
        let hard = TargetRanking.score(letters: 8, zipf: 2, letterRarity: 5, meanRarity: 4, otherAnswers: 0)
        #expect(easy < hard)
        #expect(TargetRanking.band(for: easy) < TargetRanking.band(for: hard))
    }
}

extension SignatureIndex {
    func count(_ key: String, _ coder: LetterCoder) -> Int {
        var codes = coder.codes(of: key)
        return codes.withUnsafeMutableBufferPointer { codes in
            AnagramSignature.sort(codes)
            return countSubmultisets(of: UnsafeBufferPointer(codes))
        }
    }
}

@Suite struct ParallelMapTests {
    /// Every count and number of cores gives the plain map's result, including counts
    /// whose last pieces would start past the end if the work were cut into a fixed
    /// number of pieces (4097 on 8 cores).
    @Test(arguments: [1, 2, 3, 5, 8, 64])
    func mapsLikeMap(_ cores: Int) {
        for count in [0, 1, 4095, 4096, 4097, 4191, 5000, 8193, 16001, 40_000] {
            let items = Array(0..<count)
            #expect(ParallelMap.map(items, cores: cores) { $0 &* 7 &+ 1 } == items.map { $0 &* 7 &+ 1 }, "\(count) on \(cores)")
        }
    }
}

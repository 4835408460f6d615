@testable import DictBuild
@testable import SqurambleBuilder
import Foundation
import Squramble
import SqurambleTestSupport
import Testing

/// The offensive-word list: its file format, the endings that find the forms of a listed
/// word in each language (and the everyday words they must not hit), and the forms a
/// Hunspell dictionary makes from a listed stem.
@Suite struct OffensiveWordTests {
    /// A list read with the keys and endings of `language` (accents folded, as the
    /// bundled recipes do).
    static func list(_ text: String, language: String) throws -> (Blocklist, LineTally) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = try folder.write(text, to: "offensive.tsv")
        let keys = KeyMaker(policy: NormalizationPolicy(foldsAccents: true, locale: language))
        var tally = LineTally(file: "offensive.tsv")
        var list = Blocklist()
        list.endings = BlocklistRules.defaultSuffixes(for: language).compactMap { InflectionEnding($0)?.keyed { keys.key($0) } }
        try list.read(url.path, tally: &tally, key: { keys.key($0) })
        return (list, tally)
    }

    static let lists = [
        "en": "rape\tsensitive\nrapist\tsensitive\nbitch\tvulgar\nass\tsexual\nasses\tsexual\ncock\tsexual\ntard\tslur\nspic\t1\n"
            + "anal\tsexual\ntit\tsexual\nshat\tvulgar\ntardy\tordinary\ntardier\tordinary\nshatter\tordinary\n",
        "es": "puta\tsexual\nculo\tsexual\nmaricón\tslur\ncagar\tvulgar\ncoger\tsensitive\nperra\tsensitive\npolla\tsexual\n",
        "fr": "con\tvulgar\nconnard\tvulgar\nenculer\tsexual\npute\tsexual\n",
        "de": "arsch\tvulgar\nficken\tsexual\nhure\tsexual\n",
        "it": "cazzo\tvulgar\nstronzo\tvulgar\nfica\tsexual\nfrocio\tslur\n",
        "pt": "porra\tvulgar\ncaralho\tvulgar\nputa\tsexual\nviado\tslur\n",
    ]

    /// Language, word, the listed word it is a form of (`nil`: none).
    @Test(arguments: [
        ("en", "raped", "rape"), ("en", "raping", "rape"), ("en", "rapes", "rape"), ("en", "rapist", "rapist"),
        ("en", "rapists", "rape"), ("en", "bitchier", "bitch"), ("en", "bitchy", "bitch"), ("en", "bitchiest", "bitch"),
        ("en", "bitches", "bitch"), ("en", "cocky", "cock"), ("en", "asses", "asses"), ("en", "spics", "spic"),
        ("en", "tards", "tard"), ("en", "anally", "anal"),
        ("en", "therapist", nil), ("en", "therapists", nil), ("en", "assess", nil), ("en", "class", nil), ("en", "cocktail", nil),
        ("en", "scunthorpe", nil), ("en", "analysis", nil), ("en", "titer", nil), ("en", "spiced", nil), ("en", "grape", nil),
        ("en", "draped", nil), ("en", "rapier", nil), ("en", "tardy", nil), ("en", "tardier", nil), ("en", "shatter", nil),
        ("en", "assessed", nil), ("en", "titan", nil),
        ("es", "putas", "puta"), ("es", "putita", "puta"), ("es", "putón", "puta"), ("es", "culito", "culo"), ("es", "culos", "culo"),
        ("es", "maricones", "maricon"), ("es", "cagado", "cagar"), ("es", "cagando", "cagar"), ("es", "cogido", "coger"),
        ("es", "perras", "perra"), ("es", "perrita", "perra"),
        ("es", "perro", nil), ("es", "perrito", nil), ("es", "pollo", nil), ("es", "pollito", nil), ("es", "disputa", nil),
        ("es", "computadora", nil), ("es", "culto", nil),
        ("fr", "cons", "con"), ("fr", "connards", "connard"), ("fr", "enculé", "enculer"), ("fr", "enculée", "enculer"),
        ("fr", "putes", "pute"),
        ("fr", "cone", nil), ("fr", "cône", nil), ("fr", "conte", nil), ("fr", "content", nil), ("fr", "dispute", nil),
        ("de", "arsches", "arsch"), ("de", "fickt", "ficken"), ("de", "ficker", "ficken"), ("de", "huren", "hure"),
        ("de", "harsch", nil), ("de", "hurra", nil), ("de", "churer", nil),
        ("it", "cazzi", "cazzo"), ("it", "stronza", "stronzo"), ("it", "stronzi", "stronzo"), ("it", "stronze", "stronzo"),
        ("it", "fiche", "fica"), ("it", "froci", "frocio"),
        ("it", "fico", nil), ("it", "cazzuola", nil),
        ("pt", "porras", "porra"), ("pt", "caralhos", "caralho"), ("pt", "putinha", "puta"), ("pt", "putão", "puta"),
        ("pt", "viados", "viado"),
        ("pt", "porrada", nil), ("pt", "disputa", nil), ("pt", "veado", nil),
    ] as [(String, String, String?)])
    func findsTheFormsOfListedWordsAndNothingElse(_ language: String, _ word: String, _ stem: String?) throws {
        let (list, tally) = try Self.list(Self.lists[language]!, language: language)
        #expect(tally.unusable.isEmpty)
        let key = try #require(KeyMaker(policy: NormalizationPolicy(foldsAccents: true, locale: language)).key(word))
        #expect(list.blocking(key, isWord: { ["spice"].contains($0) })?.stem == stem)
    }

    /// Keys are turned away by their first three bytes only when every entry has three
    /// letters or more; a shorter entry (or a key shorter than three bytes) must still be
    /// found, and so must its plurals.
    @Test(arguments: [
        ("en", "ox\t1\nslurx\t1\n", "ox", "ox"),
        ("en", "ox\t1\nslurx\t1\n", "oxes", "ox"),
        ("en", "ox\t1\nslurx\t1\n", "slurxs", "slurx"),
        ("en", "ox\t1\nslurx\t1\n", "boxes", nil),
        ("en", "slurx\t1\n", "slurxing", "slurx"),
        ("en", "slurx\t1\n", "sl", nil),
        ("en", "slurx\t1\n", "s", nil),
        ("en", "slurx\t1\n", "aslurx", nil),
        ("es", "ñandú\t1\n", "ñandues", "ñandu"),
        ("es", "ñandú\t1\n", "nandues", nil),
    ] as [(String, String, String, String?)])
    func shortEntriesAndNonASCIIStartsAreStillFound(_ language: String, _ text: String, _ word: String, _ stem: String?) throws {
        let (list, _) = try Self.list(text, language: language)
        #expect(list.blocking(word)?.stem == stem)
    }

    /// Levels by name or by the first format's number; the most severe of two entries counts.
    @Test(arguments: [
        ("word\tslur\n", Severity.slur), ("word\tsexual\n", .sexual), ("word\tvulgar\tnote\n", .vulgar),
        ("word\tsensitive\n", .sensitive), ("word\t1\n", .slur), ("word\t2\n", .vulgar), ("word\t3\n", .sensitive),
        ("word\n", .slur), ("word\tsensitive\nword\tsexual\n", .sexual),
    ] as [(String, Severity)])
    func readsLevels(_ text: String, _ level: Severity) throws {
        let (list, tally) = try Self.list(text, language: "en")
        #expect(tally.unusable.isEmpty)
        #expect(list.blocking("word")?.entry.severity == level)
    }

    @Test func badLevelsAreReportedAndOrdinaryWordsAreNotEntries() throws {
        let (list, tally) = try Self.list("ok\t2\nbad\t7\nworse\tvery\nplain\tordinary\n", language: "en")
        #expect(tally.unusable.map(\.location.line) == [2, 3])
        #expect(list.entries.keys.sorted() == ["ok"])
        #expect(list.blocking("plain") == nil)
    }

    /// Every bundled list reads without an unusable line, and uses the levels by name.
    @Test(arguments: ["en", "es"])
    func bundledListsRead(_ language: String) throws {
        let path = BundledDictionaryTests.root.appendingPathComponent("wordlists/\(language)/offensive.tsv").path
        var tally = LineTally(file: "offensive.tsv")
        var list = Blocklist()
        try list.read(path, tally: &tally, key: { $0 })
        #expect(tally.unusable.isEmpty)
        #expect(list.entries.count > 100)
        #expect(Set(list.entries.values.map(\.severity)) == Set(Severity.allCases))
    }

    /// A Hunspell form of a listed stem inherits its block, even with an ending the
    /// language's list does not know (`-ific` here); the same ending on another stem does not.
    @Test func hunspellFormsOfAListedStemAreBlocked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("SET UTF-8\nSFX A Y 1\nSFX A 0 ific .\n", to: "tiny.aff")
        _ = try folder.write("2\ndarn/A\nbarn/A\n", to: "tiny.dic")
        _ = try folder.write("darn\tvulgar\n", to: "offensive.tsv")
        var recipe = Recipe(name: "tiny", language: "en", inputs: [
            RecipeInput(path: "tiny.dic", kind: .hunspell), RecipeInput(path: "offensive.tsv", kind: .blocklist),
        ])
        recipe.blocklist.levels.vulgar = .drop
        let result = try Builder(recipe: recipe, folder: folder.url.path).run()
        #expect(result.tier("darn") == .dropped && result.reason("darn") == .blocklist)
        #expect(result.tier("darnific") == .dropped && result.reason("darnific") == .blocklistInflection)
        #expect(result.tier("barnific") == .target && result.tier("barn") == .target)
        let flag = result.record(for: "darnific")?.flags.first { $0.rule == .blocklistInflection }
        #expect(flag?.detail == "of \"darn\" (Hunspell form of \"darn\"), vulgar, offensive.tsv:1")
    }

    /// A form a listed stem and another stem both make is an everyday word: it inherits
    /// nothing (German `vögel`, from `vögeln`, is also `Vögel`, birds), in either order;
    /// nor does a form the list marks `ordinary`.
    @Test(arguments: [
        ("2\nvögeln/A\nVögel\n", "", "vögel", Tier.target),
        ("2\nVögel\nvögeln/A\n", "", "vögel", .target),
        ("1\nvögeln/A\n", "", "vögel", .dropped),
        ("1\nvögeln/A\n", "vögel\tordinary\n", "vögel", .target),
    ])
    func aFormAnotherStemMakesTooIsNotBlocked(_ dic: String, _ moreList: String, _ key: String, _ tier: Tier) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("SET UTF-8\nSFX A Y 1\nSFX A n 0 n\n", to: "tiny.aff")
        _ = try folder.write(dic, to: "tiny.dic")
        _ = try folder.write("vögeln\tsexual\n" + moreList, to: "offensive.tsv")
        var recipe = Recipe(name: "tiny", language: "de", policy: NormalizationPolicy(foldsAccents: false, locale: "de"), inputs: [
            RecipeInput(path: "tiny.dic", kind: .hunspell), RecipeInput(path: "offensive.tsv", kind: .blocklist),
        ])
        recipe.filters.properNouns = false
        recipe.blocklist.levels.sexual = .drop
        let result = try Builder(recipe: recipe, folder: folder.url.path).run()
        #expect(result.tier("vögeln") == .dropped)
        #expect(result.tier(key) == tier)
    }
}

import Squramble
import Testing

@Suite struct SolverTests {
    static let solver = Solver(lexicon: EngineFixture.lexicon, scoring: EngineFixture.scoring)

    @Test(arguments: ["planets", "garden", "stone", "PLANETS", "p l a n e t s", "ｐｌａｎｅｔｓ", "café", "straße", "tset"])
    func everyWordFromTheLettersIsFound(letters: String) throws {
        for minimum in 1...4 {
            let groups = try Self.solver.solve(letters, minimumLength: minimum)
            let found = groups.flatMap(\.answers).map(\.key)
            let key = try NormalizationPolicy.standard.key(for: letters.filter { !$0.isWhitespace })
            #expect(Set(found) == EngineFixture.bruteForceSubwords(of: key.letters, minLength: minimum))
            #expect(found.count == Set(found).count)
            #expect(groups.map(\.length) == groups.map(\.length).sorted(by: >))
            #expect(groups.allSatisfy { g in g.answers.allSatisfy { $0.length == g.length } })
        }
    }

    @Test(arguments: ["stone", "notes", "garden", "planets", "zzz"])
    func exactGivesTheAnagrams(letters: String) throws {
        let found = try Self.solver.solve(letters, exact: true).flatMap(\.answers).map(\.key)
        #expect(Set(found) == EngineFixture.bruteForceAnagrams(of: Array(letters)))
    }

    @Test(arguments: [
        ("st0ne", SolveError.notLetters(.digits)),
        ("🙂🙂", .notLetters(.emoji)),
        ("", .notLetters(.empty)),
        ("   ", .notLetters(.empty)),
        ("a-b", .notLetters(.punctuation)),
        (String(repeating: "a", count: 33), .tooManyLetters(count: 33, maximum: 32)),
    ])
    func badLettersAreRefused(letters: String, error: SolveError) {
        #expect(throws: error) { try Self.solver.solve(letters) }
    }

    /// Kept out of the argument table so that the test log does not print a million letters.
    @Test func aMillionLettersAreRefused() {
        let letters = String(repeating: "ab", count: 500_000)
        #expect(throws: SolveError.tooManyLetters(count: 1_000_000, maximum: 32)) { try Self.solver.solve(letters) }
    }

    @Test func roundGroupsMatchTheSolver() throws {
        let round = EngineFixture.round(.twist, target: "planets")
        let solved = try Self.solver.solve("planets", minimumLength: 3)
        #expect(round.answerGroups == solved)
    }
}

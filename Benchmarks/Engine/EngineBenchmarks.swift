// The engine in-process on the benchmark dictionary: one typed answer's verdict
// (normalisation included), a Twist round with its full answer list, a Grid round
// generated and enumerated. Baselines (Set<String>, naive scan) are in the Lexicon target.
import Benchmark
import BenchmarkInputs
import Squramble

/// Verdicts per benchmark iteration (the name says so too).
let verdictBatch = 1000

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3,
                                           maxDuration: .seconds(3), maxIterations: 500)
    let inputs: BenchmarkInputs
    do {
        inputs = try BenchmarkInputs.load()
    } catch {
        fatalError("benchmark inputs: \(error)")
    }
    let lexicon = inputs.lexicon

    Benchmark("Scoring(lexicon:), once per dictionary", configuration: .init(maxIterations: 20)) { _ in
        blackHole(Scoring(lexicon: lexicon))
    }
    let scoring = Scoring(lexicon: lexicon)

    // MARK: Twist: a 9-letter rack and its full answer list; a new seed each time.
    // (A dictionary without 9-letter targets, such as the bundled one, gets its longest.)
    let rackLength = lexicon.targetGroups.map(\.length).filter { $0 <= 9 }.max() ?? 9
    var twist = GameOptions(mode: .twist, seed: 1)
    twist.rounds = 1
    twist.lengths = rackLength...rackLength
    twist.minimumWordLength = 3
    twist.bands = DifficultyBand.allCases
    let twistOptions = twist
    Benchmark("Twist round, \(rackLength)-letter rack, all answers") { benchmark in
        var options = twistOptions
        for seed in benchmark.scaledIterations {
            options.seed = UInt64(seed)
            blackHole(try! Game(lexicon: lexicon, options: options, scoring: scoring).rounds[0].answers.count)
        }
    }

    // MARK: Grid: 5 rows of 4 letters, generated and every valid word enumerated.
    var grid = GameOptions(mode: .grid, seed: 1)
    grid.rounds = 1
    grid.gridRows = 5
    grid.gridColumns = 4
    grid.bands = DifficultyBand.allCases
    let gridOptions = grid
    Benchmark("Grid round, 5 rows x 4, generated + enumerated") { benchmark in
        var options = gridOptions
        for seed in benchmark.scaledIterations {
            options.seed = UInt64(seed)
            blackHole(try! Game(lexicon: lexicon, options: options, scoring: scoring).rounds[0].answers.count)
        }
    }

    // MARK: Verdicts: answers as a player types them, in a round that stays open.
    twist.seed = 7
    var game = try! Game(lexicon: lexicon, options: twist, scoring: scoring)
    let round = game.rounds[0]
    let credited = round.answers.dropFirst().prefix(20).map(\.display)   // not the longest: the round stays open
    for word in credited { _ = game.submit(word) }
    let typed: [String] = credited.map { $0.uppercased() }                // already found, in capitals
        + ["zzzz", "qwerty", round.tiles.map(\.letter).joined(), "st0ne", "hello", "   Tones  ", "ＴＥＳＴ", "xylophone"]
    let startingGame = game
    Benchmark("verdict x\(verdictBatch), typed answers") { _ in
        var game = startingGame
        for i in 0..<verdictBatch { blackHole(game.submit(typed[i % typed.count])) }
    }
    let policy = lexicon.policy
    Benchmark("normalisation x\(verdictBatch), the same answers") { _ in
        for i in 0..<verdictBatch { blackHole(try? policy.key(for: typed[i % typed.count])) }
    }
}

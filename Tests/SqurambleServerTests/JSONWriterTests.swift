import Foundation
import Squramble
@testable import SqurambleServer
import Testing

/// The hand-written replies (``JSONWriter``) are byte for byte what `JSONEncoder` writes
/// for the same values (``ProtocolReply/line``), for every reply type it writes, in every
/// mode and state, with text that needs escaping and numbers of every shape.
@Suite struct JSONWriterTests {
    typealias Commands = EngineCommands<ServedDictionaries>

    /// Text a verdict may echo: quotes, backslash, every control character, DEL, `/`,
    /// accents, a ligature, an emoji, a line separator.
    static let awkward = "a\"b\\c/d\u{7F}é œ 😀\u{2028}" + String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) }))

    static func verdicts(_ round: Round) -> [VerdictView] {
        let answer = round.answers[0]
        let verdicts: [Verdict] = [
            .correct(answer), .anotherValidWord(answer), .alreadyFound(answer), .notAWord(awkward), .notAWord(""),
            .lettersNotOnOffer(["ß", "\""]), .wrongLength(expected: 5, actual: 3), .tooShort(minimum: 3, actual: 2),
            .notLetters(.controlCharacters), .timeUp, .roundOver,
        ]
        return verdicts.map(VerdictView.init) + [.tooLong(bytes: 123_456)]
    }

    static func expectSame(_ payload: any Encodable, cmd: String = "guess", token: String? = "tok-en_1", ok: Bool = true,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        var reply = ProtocolReply(id: nil, cmd: cmd, payload: payload, token: token)
        reply.ok = ok
        #expect(payload is any JSONObjectBody, "written by hand", sourceLocation: sourceLocation)
        let written = String(decoding: reply.json, as: UTF8.self)
        #expect(written == reply.line, sourceLocation: sourceLocation)
    }

    @Test func playingRepliesAreWhatJSONEncoderWrites() throws {
        for game in try TokenCodingTests.playedGames() {
            for round in game.rounds {
                var view = RoundView(round, of: game.options.rounds)
                var result = RoundResultView(round)
                for verdict in Self.verdicts(round) {
                    Self.expectSame(Commands.Guessed(verdict: verdict, round: view, result: round.isOver ? result : nil, gameScore: game.score))
                }
                // Numbers of every shape, and definitions keyed by words in any case.
                for limit in [nil, 90, 0.1, 12.5, 1e20, 1e-7, -0.0, .infinity, -.infinity, .nan] as [Double?] {
                    view.timeLimit = limit
                    result.seconds = limit ?? 0
                    result.definitions = limit == nil ? nil : ["Haus": "a house \"home\"", "zebra": "a horse\nstriped", "élan": "é", "Zoo": ""]
                    Self.expectSame(Commands.Guessed(verdict: Self.verdicts(round)[0], round: view, result: result, gameScore: -3))
                    Self.expectSame(Commands.Skipped(result: result, gameScore: Int.max))
                }
                let hints: [Hint] = [
                    .nextLetter(position: 2, letter: "É"), .letterPlacement(letter: "\\", position: 0),
                    .answersRemaining(round.answerCounts), .shuffled(round.tiles), .refused(.notInThisMode),
                ]
                for hint in hints {
                    Self.expectSame(Commands.Hinted(hint: HintView(hint, round: round), round: view, result: nil, gameScore: 0), cmd: "hint")
                    Self.expectSame(Commands.Hinted(hint: HintView(hint, round: round), round: view, result: result, gameScore: 7), cmd: "shuffle", token: nil)
                }
            }
        }
    }

    @Test func errorsAreWhatJSONEncoderWrites() {
        for (code, message) in [("invalid_state", "\"game\" is not a game token"), ("internal", Self.awkward), ("", "")] {
            let failure = ProtocolFailure(code, message)
            for cmd in ["guess", ""] {
                let reply = ProtocolReply(id: nil, cmd: cmd, failure: failure)
                #expect(String(decoding: reply.json, as: UTF8.self) == reply.line)
            }
        }
    }

    @Test func otherRepliesStillGoThroughJSONEncoder() {
        let reply = ProtocolReply(id: .integer(7), cmd: "guess", payload: Commands.Skipped(result: RoundResultView(try! TokenCodingTests.playedGames()[2].rounds[0]), gameScore: 1))
        #expect(String(decoding: reply.json, as: UTF8.self) == reply.line, "an id: the engine's replies")
        #expect(reply.line.contains("\"id\":7"))
    }
}

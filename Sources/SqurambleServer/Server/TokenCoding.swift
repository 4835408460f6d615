import Squramble

/// The compact binary form of what a game token seals (``GameSeal/Contents``), written
/// field by field with ``CompactWriter`` (the game's state by `GameState.write(to:)`
/// in the engine library), without `Codable`: about a quarter of the state's JSON, and
/// no generic machinery per value (which was most of a guess's time).
///
/// Layout: the state, the puzzle code, the round's start (8 bytes), then a presence
/// byte and the daily (number, date, mode). It reads back only what this program
/// wrote: a token is opened (authenticated) before it is read, and a change of layout
/// changes ``GameSeal/context``. Bytes it did not write still give an error, never a crash.
enum TokenCoding {
    static func encode(_ contents: GameSeal.Contents) -> [UInt8] {
        var writer = CompactWriter()
        contents.state.write(to: &writer)
        writer.text(contents.code)
        writer.double(contents.started)
        writer.bool(contents.daily != nil)
        if let daily = contents.daily {
            writer.int(daily.number)
            writer.text(daily.date)
            writer.text(daily.mode)
        }
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) throws(CompactReader.Failure) -> GameSeal.Contents {
        var reader = CompactReader(bytes)
        let state = try GameState(reading: &reader)
        let code = try reader.text()
        let started = try reader.double()
        var daily: DailyView?
        if try reader.bool() {
            daily = DailyView(number: try reader.int(), date: try reader.text(), mode: try reader.text())
        }
        guard reader.isAtEnd else { throw .init("bytes left over after the game") }
        return GameSeal.Contents(state: state, code: code, started: started, daily: daily)
    }
}

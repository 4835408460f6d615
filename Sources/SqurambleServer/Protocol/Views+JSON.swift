import Squramble

// The replies of the playing commands written by ``JSONWriter``: the same bytes as their
// `Encodable` form through ``JSONLines/encoder()`` (snake_case keys in byte order,
// `nil` left out), which `JSONWriterTests` compares reply by reply. A type added to a
// reply here keeps its `Encodable` form too: the engine (`squramble engine`) and the
// replies not listed here still go through `JSONEncoder`.

extension LengthCountView: JSONObjectBody {
    package func writeMembers(to json: inout JSONWriter) {
        json.member("found", found)
        json.member("length", length)
        json.member("total", total)
    }
}

extension RoundView.RevealedView: JSONObjectBody {
    package func writeMembers(to json: inout JSONWriter) {
        json.member("letter", letter)
        json.member("position", position)
    }
}

extension RoundView: JSONObjectBody {
    package func writeMembers(to json: inout JSONWriter) {
        json.member("answers", answers)
        json.member("found", found)
        json.optional("goal_reached", goalReached)
        json.key("grid")
        json.beginArray()
        for row in grid { json.strings(row) }
        json.endArray()
        json.member("minimum_length", minimumLength)
        json.member("mode", mode)
        json.member("of", of)
        json.member("revealed", revealed)
        json.member("round", round)
        json.member("score", score)
        json.member("status", status)
        json.member("target_length", targetLength)
        json.member("tiles", tiles)
        json.optional("time_limit", timeLimit)
    }
}

extension VerdictView: JSONObjectBody {
    package func writeMembers(to json: inout JSONWriter) {
        json.optional("actual", actual)
        json.member("credited", credited)
        json.optional("expected", expected)
        json.optional("letters", letters)
        json.member("message", message)
        json.member("points", points)
        json.optional("reason", reason)
        json.member("verdict", verdict)
        json.optional("word", word)
    }
}

extension ScoreView: JSONObjectBody {
    package func writeMembers(to json: inout JSONWriter) {
        json.member("hints", hints)
        json.member("streak", streak)
        json.member("time", time)
        json.member("total", total)
        json.member("words", words)
    }
}

extension RoundResultView: JSONObjectBody {
    package func writeMembers(to json: inout JSONWriter) {
        if let definitions {
            json.key("definitions")
            json.stringMap(definitions)
        }
        json.member("found", found)
        json.member("missed", missed)
        json.member("round", round)
        json.member("score", score)
        json.member("seconds", seconds)
        json.member("status", status)
        json.member("target", target)
    }
}

extension HintView: JSONObjectBody {
    package func writeMembers(to json: inout JSONWriter) {
        if let answers { json.member("answers", answers) }
        json.member("cost", cost)
        if let grid {
            json.key("grid")
            json.beginArray()
            for row in grid { json.strings(row) }
            json.endArray()
        }
        json.member("hint", hint)
        json.optional("letter", letter)
        json.member("message", message)
        json.optional("position", position)
        json.optional("reason", reason)
        json.optional("tiles", tiles)
    }
}

extension EngineCommands.Guessed: JSONObjectBody {
    package func writeMembers(to json: inout JSONWriter) {
        json.member("game_score", gameScore)
        json.optional("result", result)
        json.member("round", round)
        json.member("verdict", verdict)
    }
}

extension EngineCommands.Hinted: JSONObjectBody {
    package func writeMembers(to json: inout JSONWriter) {
        json.member("game_score", gameScore)
        json.member("hint", hint)
        json.optional("result", result)
        json.member("round", round)
    }
}

extension EngineCommands.Skipped: JSONObjectBody {
    package func writeMembers(to json: inout JSONWriter) {
        json.member("game_score", gameScore)
        json.member("result", result)
    }
}

extension ProtocolReply.ErrorBody: JSONObjectBody {
    package func writeMembers(to json: inout JSONWriter) {
        json.key("error")
        json.beginObject()
        json.member("code", error.code)
        json.member("message", error.message)
        json.endObject()
    }
}

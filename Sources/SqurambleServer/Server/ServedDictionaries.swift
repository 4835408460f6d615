import Squramble

/// The dictionaries a server plays, opened once at start; a request picks one by
/// `language`. Paths are never taken from a request.
package struct ServedDictionaries: DictionaryShelf, Sendable {
    /// In the order given; the first is the default.
    package let all: [OpenDictionary]
    /// The letters each one's words are written with beyond its alphabet (``WrittenLetters``),
    /// in the same order: read once, at start.
    package let written: [[String]]

    package init(_ lexicons: [Lexicon]) {
        precondition(!lexicons.isEmpty, "a server needs a dictionary")
        all = lexicons.map(OpenDictionary.init)
        written = lexicons.map { WrittenLetters.of($0) }
    }

    package var showsPaths: Bool { false }

    package var languages: [String] { all.map { $0.lexicon.metadata.language } }

    package func dictionary(for request: ProtocolRequest) throws(ProtocolFailure) -> OpenDictionary {
        guard let language = try request.string("language") else { return all[0] }
        let wanted = language.lowercased()
        if let found = all.first(where: { $0.lexicon.metadata.language.lowercased() == wanted }) { return found }
        throw ProtocolFailure("unknown_language", "no dictionary here has the language \"\(ProtocolRequest.printable(language))\"; this server plays \(languages.joined(separator: ", "))")
    }

    /// The served dictionary of the code's language (the default one for a code that names none).
    package func dictionary(forCode code: PuzzleCode, request: ProtocolRequest) throws(ProtocolFailure) -> OpenDictionary {
        let wanted = code.language.lowercased()
        if wanted.isEmpty { return all[0] }
        if let found = all.first(where: { $0.lexicon.metadata.language.lowercased() == wanted }) { return found }
        throw ProtocolFailure("wrong_dictionary", "the puzzle code is for the language “\(ProtocolRequest.printable(code.language))”, which this server does not play; it plays \(languages.joined(separator: ", "))")
    }

    /// The dictionary a saved game was played on.
    package func dictionary(playing identity: DictionaryIdentity) throws(ProtocolFailure) -> OpenDictionary {
        if let found = all.first(where: { identity.matches(DictionaryIdentity($0.lexicon)) }) { return found }
        throw ProtocolFailure("wrong_dictionary", "the game was played with a dictionary this server no longer plays (\(identity)); start a new game")
    }
}

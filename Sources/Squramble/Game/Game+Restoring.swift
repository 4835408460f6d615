extension Game {
    /// Restores a saved game that this program saved itself and that nobody could have
    /// edited since (`squramble serve` seals its games with an authenticated cipher), on
    /// the dictionary it was played with: the version and the dictionary are checked, the
    /// state's words and tiles are not (``init(resuming:lexicon:scoring:)`` checks them all,
    /// which is most of a server's time per request).
    ///
    /// Not public: a state from anywhere else must go through ``init(resuming:lexicon:scoring:)``.
    package init(restoring state: GameState, lexicon: Lexicon, scoring: Scoring) throws(GameError) {
        guard state.version == GameState.currentVersion else {
            throw .invalidSavedGame("it is version \(state.version); this library reads version \(GameState.currentVersion)")
        }
        let identity = DictionaryIdentity(lexicon)
        guard state.dictionary.matches(identity) else {
            throw .dictionaryMismatch(expected: state.dictionary, found: identity)
        }
        self.lexicon = lexicon
        self.scoring = scoring
        self.state = state
    }
}

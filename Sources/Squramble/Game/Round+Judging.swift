extension Round {
    /// Judges `text` against this round and credits it when valid. Never throws.
    /// Does not decide whether the round is solved (see ``isSolvedBy(_:)``).
    mutating func judge(_ text: String, policy: NormalizationPolicy) -> Verdict {
        let key: MatchKey
        do {
            key = try policy.key(for: text)
        } catch {
            return .notLetters(.unreadable)
        }
        if let index = answerIndex[key.text] {
            let answer = answers[index]
            if found.contains(where: { $0.key == answer.key }) { return .alreadyFound(answer) }
            found.append(answer)
            score.words += answer.points
            return answer.key == target.key ? .correct(answer) : .anotherValidWord(answer)
        }
        if let reason = key.notAWordReason { return .notLetters(reason) }
        return explainRejection(of: key)
    }

    /// Why letters-only `key` is not an answer of this round.
    private func explainRejection(of key: MatchKey) -> Verdict {
        let letters = key.letters
        switch mode {
        case .unscramble, .twist:
            let missing = lettersNotOnOffer(letters, rack: rackLetters)
            if !missing.isEmpty { return .lettersNotOnOffer(missing) }
            if mode == .unscramble, letters.count != target.length {
                return .wrongLength(expected: target.length, actual: letters.count)
            }
            if letters.count < minimumLength {
                return .tooShort(minimum: minimumLength, actual: letters.count)
            }
        case .grid:
            guard letters.count == grid.count else {
                return .wrongLength(expected: grid.count, actual: letters.count)
            }
            var missing: [String] = []
            for (row, letter) in zip(grid, letters) where !row.contains(where: { $0.letter == String(letter) }) {
                if !missing.contains(String(letter)) { missing.append(String(letter)) }
            }
            if !missing.isEmpty { return .lettersNotOnOffer(missing) }
        }
        return .notAWord(Self.shortened(key.text))
    }

    /// The key letters the tiles offer (Unscramble, Twist), each once per tile that
    /// holds it: a tile that stands for two (`ß` for `ss`) offers both.
    public var rackLetters: [String] { tiles.flatMap { $0.letter.map(String.init) } }

    /// The typed letters the rack cannot supply (each rack tile used once), each
    /// named once, in typed order — so a pasted megabyte gives a short answer.
    private func lettersNotOnOffer(_ letters: [Character], rack: [String]) -> [String] {
        var available: [String: Int] = [:]
        for letter in rack { available[letter, default: 0] += 1 }
        var missing: [String] = []
        for letter in letters {
            let s = String(letter)
            if let n = available[s], n > 0 {
                available[s] = n - 1
            } else if !missing.contains(s) {
                missing.append(s)
            }
        }
        return missing
    }

    /// Echoed text is kept short: a pasted megabyte is not repeated back.
    static func shortened(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }

    /// Whether `verdict`, just given, ends the round as solved. In Twist, a first longest
    /// word only reaches the goal (recorded at `elapsed`); the round ends when every
    /// word is found.
    mutating func isSolvedBy(_ verdict: Verdict, elapsed: Double) -> Bool {
        guard let answer = verdict.creditedAnswer else { return false }
        switch mode {
        case .unscramble: return true
        case .twist:
            if goalReachedAt == nil, answer.length >= longestAnswerLength { goalReachedAt = elapsed }
            return found.count == answers.count
        case .grid: return answer.key == target.key || found.count == answers.count
        }
    }

    /// Gives a hint and charges it. Shuffles are free and not listed in ``hintsTaken``.
    mutating func giveHint(_ kind: HintKind) -> Hint {
        switch kind {
        case .shuffle:
            reshuffle()
            return .shuffled(mode == .grid ? grid.flatMap { $0 } : tiles)
        case .answersRemaining:
            guard mode != .unscramble else { return .refused(.notInThisMode) }
            charge(kind)
            return .answersRemaining(answerCounts)
        case .nextLetter, .letterPlacement:
            let hidden = (0..<targetLetters.count).filter { p in !revealed.contains { $0.position == p } }
            guard let first = hidden.first else { return .refused(.nothingLeftToReveal) }
            let position = kind == .nextLetter ? first : hidden[generator.uniform(below: hidden.count)]
            let letter = targetLetters[position].display
            revealed.append(RevealedLetter(position: position, letter: letter))
            charge(kind)
            return kind == .nextLetter
                ? .nextLetter(position: position, letter: letter)
                : .letterPlacement(letter: letter, position: position)
        }
    }

    private mutating func charge(_ kind: HintKind) {
        hintsTaken.append(kind)
        score.hints += kind.cost
    }

    /// A new order for the tiles, keeping the scramble rules (Unscramble, Twist) or
    /// shuffling each row (Grid).
    private mutating func reshuffle() {
        if mode == .grid {
            for r in grid.indices { generator.shuffle(&grid[r]) }
            return
        }
        let anagramKeys = Set(answers.filter { $0.length == target.length }.map(\.key))
        // A few tries for an order that visibly differs from the current one.
        for _ in 0..<8 {
            guard let order = Scrambler.scramble(targetLetters, isWord: { anagramKeys.contains($0) }, using: &generator) else { return }
            let changed = order.map(\.letter) != tiles.map(\.letter)
            tiles = order
            if changed { return }
        }
    }
}

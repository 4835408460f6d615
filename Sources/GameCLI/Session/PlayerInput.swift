/// What one line typed during a round asks for.
enum PlayerInput: Equatable {
    case answer(String)
    /// An empty line, or one of spaces and tabs only: at a terminal it asks again;
    /// through pipes it gives up the round, as it always did for scripts.
    case empty
    /// `/skip`: give up the round (in Twist, once the goal is reached: move on, solved).
    case giveUp
    /// `/next`: Twist, once a longest word is found: end the round as solved.
    case next
    /// `/found`: the words found in this round, by length.
    case found
    /// `/define WORD`: a word's definition (words found, or of rounds already over).
    case define(String)
    case hint(HintRequest)
    /// `!`
    case shuffle
    /// `/quit`
    case quit
    /// `/help`
    case help
    case unknownCommand(String)
    /// A line too long to be an answer, with its length in bytes.
    case tooLong(Int)

    enum HintRequest: Equatable {
        /// `?`: the next letter of the word.
        case nextLetter
        /// `??`: where one letter goes.
        case letterPlacement
        /// `?#`: how many words are left (Twist, Grid).
        case answersRemaining
    }

    init(_ line: InputLine) {
        if line.isTooLong { self = .tooLong(line.length); return }
        let text = line.text
        let trimmed = text.trimmingWhiteSpace()
        let lowered = trimmed.lowercased()
        if let space = trimmed.firstIndex(where: \.isWhitespace),
           ["/define", "/def", "/d"].contains(trimmed[..<space].lowercased()) {
            self = .define(String(trimmed[trimmed.index(after: space)...]).trimmingWhiteSpace())
            return
        }
        switch lowered {
        case "": self = .empty
        case "/skip", "/s": self = .giveUp
        case "/next", "/n": self = .next
        case "/found", "/f", "/words": self = .found
        case "/define", "/def", "/d": self = .define("")
        case "?", "/hint": self = .hint(.nextLetter)
        case "??", "/where": self = .hint(.letterPlacement)
        case "?#", "/left": self = .hint(.answersRemaining)
        case "!", "/shuffle": self = .shuffle
        case "/quit", "/q", "/exit": self = .quit
        case "/help", "/h", "/?": self = .help
        default:
            if trimmed.hasPrefix("/"), trimmed.count < 40, !trimmed.dropFirst().contains(where: \.isWhitespace) {
                self = .unknownCommand(trimmed)
            } else {
                self = .answer(text)
            }
        }
    }

    /// The keys, as `/help` lists them.
    static let keys: [String] = [
        "type a word and press Return to answer",
        "?      the next letter of the word (costs points)",
        "??     where one letter goes (costs points)",
        "?#     how many words are left, by length (Twist and Grid; costs points)",
        "!      shuffle the tiles (free)",
        "/next  Twist, once a longest word is found: on to the next round (solved)",
        "/skip  give up this round and see the answer (an empty line never does, at a terminal)",
        "/found the words found in this round, by length",
        "/define WORD   what a word means (a word found, or of a round that is over; WordNet, English)",
        "/quit  end the game with its summary; a daily stops, kept for later today (Ctrl-D does too; Ctrl-C stops at once)",
        "keys   ← → Home End to move, ↑ ↓ earlier words, Ctrl-W or Alt-Backspace a word, Ctrl-U the line",
    ]
}

extension String {
    /// Without white space (and line separators) at either end.
    func trimmingWhiteSpace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }
}

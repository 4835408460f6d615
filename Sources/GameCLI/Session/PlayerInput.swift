/// What one line typed during a round asks for.
enum PlayerInput: Equatable {
    case answer(String)
    /// An empty line or `/skip`.
    case giveUp
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
        switch trimmed.lowercased() {
        case "", "/skip", "/s": self = .giveUp
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
        "empty line or /skip   give up this round and see the answer",
        "/quit  end the game with its summary (Ctrl-D does too; Ctrl-C stops at once)",
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

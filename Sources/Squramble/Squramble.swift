/// Squramble: word-game dictionaries and the engine that plays with them.
public enum Squramble {
    /// The version of the library and its command-line tools.
    public static let version = "0.1.0"
}

import Foundation

/// The folder of frequency lists by language: `dictbuild frequency xx` writes
/// `wordfreq-xx.tsv` there, and a quick build with `--language xx` and no `--frequency`
/// finds it (`Documentation/Languages.md`, "Frequencies").
///
/// The folder is `$SQURAMBLE_FREQUENCY_DIR` when set, else
/// `$XDG_DATA_HOME/squramble/frequency`, else `~/.local/share/squramble/frequency`.
///
/// ```swift
/// FrequencyFolder.folder.list(for: "pl-PL", environment: ["SQURAMBLE_FREQUENCY_DIR": "/data"])
/// // "/data/wordfreq-pl-pl.tsv" if it exists, else "/data/wordfreq-pl.tsv" if it exists, else nil
/// ```
package enum FrequencyFolder {
    /// The folder and how its lists are named (``LanguageListFolder``).
    package static let folder = LanguageListFolder(environmentKey: "SQURAMBLE_FREQUENCY_DIR", name: "frequency", prefix: "wordfreq")

    /// The wordfreq language code for a language tag: its primary language, with the
    /// codes wordfreq files elsewhere (Norwegian `no` is `nb`; Croatian, Serbian and
    /// Bosnian are `sh`; Tagalog is `fil`). Chinese keeps its script (`zh`).
    package static func wordfreqCode(for language: String) -> String {
        let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? language.lowercased()
        return wordfreqAliases[primary] ?? primary
    }

    private static let wordfreqAliases = ["no": "nb", "hr": "sh", "sr": "sh", "bs": "sh", "tl": "fil"]

    /// The languages wordfreq 3.1.1 has data for (`wordfreq.available_languages()`), for
    /// the report's advice; `dictbuild frequency` asks the installed wordfreq itself.
    package static let wordfreqLanguages: Set<String> = [
        "ar", "bg", "bn", "ca", "cs", "da", "de", "el", "en", "es", "fa", "fi", "fil", "fr", "he", "hi", "hu", "id", "is",
        "it", "ja", "ko", "lt", "lv", "mk", "ms", "nb", "nl", "pl", "pt", "ro", "ru", "sh", "sk", "sl", "sv", "ta", "tr",
        "uk", "ur", "vi", "zh",
    ]
}

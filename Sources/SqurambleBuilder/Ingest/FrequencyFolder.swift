import Foundation

/// The folder of frequency lists by language: `dictbuild frequency xx` writes
/// `wordfreq-xx.tsv` there, and a quick build with `--language xx` and no `--frequency`
/// finds it (`Documentation/Languages.md`, "Frequencies").
///
/// The folder is `$SQURAMBLE_FREQUENCY_DIR` when set, else
/// `$XDG_DATA_HOME/squramble/frequency`, else `~/.local/share/squramble/frequency`.
///
/// ```swift
/// FrequencyFolder.list(for: "pl-PL", environment: ["SQURAMBLE_FREQUENCY_DIR": "/data"])
/// // "/data/wordfreq-pl-pl.tsv" if it exists, else "/data/wordfreq-pl.tsv" if it exists, else nil
/// ```
package enum FrequencyFolder {
    /// The environment variable that names the folder.
    static let environmentKey = "SQURAMBLE_FREQUENCY_DIR"

    /// The folder, from `environment`.
    package static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let folder = environment[environmentKey], !folder.isEmpty { return folder }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/squramble/frequency" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/squramble/frequency"
    }

    /// The file name of a language's list: `wordfreq-pt-br.tsv` for `pt-BR`.
    package static func fileName(language: String) -> String { "wordfreq-\(language.lowercased()).tsv" }

    /// The list a build in `language` uses when it is given none: the whole tag's
    /// (`wordfreq-pt-br.tsv`), else the primary language's (`wordfreq-pt.tsv`), if one
    /// of them is a file in the folder; `nil` otherwise.
    package static func list(for language: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folder = path(environment: environment)
        var names = [fileName(language: language)]
        if let primary = language.split(separator: "-").first.map(String.init), primary.count < language.count {
            names.append(fileName(language: primary))
        }
        for name in names {
            let file = folder + "/" + name
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue { return file }
        }
        return nil
    }

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

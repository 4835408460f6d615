import Foundation

/// A folder of lists by language in the user's data folder, which a quick build with
/// `--language xx` searches when it is given no list of that kind: ``FrequencyFolder``
/// (`wordfreq-xx.tsv`) and ``OffensiveFolder`` (`hurtlex-xx.tsv`).
///
/// The folder is the value of ``environmentKey`` when set, else
/// `$XDG_DATA_HOME/squramble/NAME`, else `~/.local/share/squramble/NAME`.
///
/// ```swift
/// let folder = LanguageListFolder(environmentKey: "SQURAMBLE_FREQUENCY_DIR", name: "frequency", prefix: "wordfreq")
/// folder.list(for: "pl-PL", environment: ["SQURAMBLE_FREQUENCY_DIR": "/data"])
/// // "/data/wordfreq-pl-pl.tsv" if it exists, else "/data/wordfreq-pl.tsv" if it exists, else nil
/// ```
package struct LanguageListFolder: Sendable {
    /// The environment variable that names the folder.
    package let environmentKey: String
    /// The folder's name under `squramble/` in the data folder.
    package let name: String
    /// What a list's file name starts with, before `-LANGUAGE.tsv`.
    package let prefix: String

    /// The folder, from `environment`.
    package func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let folder = environment[environmentKey], !folder.isEmpty { return folder }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/squramble/" + name }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/squramble/" + name
    }

    /// The file name of a language's list: `PREFIX-pt-br.tsv` for `pt-BR`.
    package func fileName(language: String) -> String { "\(prefix)-\(language.lowercased()).tsv" }

    /// The list a build in `language` uses when it is given none: the whole tag's
    /// (`PREFIX-pt-br.tsv`), else the primary language's (`PREFIX-pt.tsv`), if one of
    /// them is a file in the folder; `nil` otherwise.
    package func list(for language: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
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
}

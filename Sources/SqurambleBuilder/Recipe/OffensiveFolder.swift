import Foundation

/// The folder of offensive-word lists by language: `dictbuild offensive xx FILE` writes
/// `hurtlex-xx.tsv` there from a HurtLex lexicon the user downloaded, and a quick build
/// with `--language xx` and no `--blocklist` finds it (`Documentation/Languages.md`,
/// "Offensive words"), as it finds the frequency list (``FrequencyFolder``).
///
/// The folder is `$SQURAMBLE_OFFENSIVE_DIR` when set, else
/// `$XDG_DATA_HOME/squramble/offensive`, else `~/.local/share/squramble/offensive`.
/// Nothing of HurtLex is shipped: it is CC BY-NC-SA 4.0, which an MIT package cannot
/// carry into every game, so each user fetches it and the report names it.
package enum OffensiveFolder {
    /// The folder and how its lists are named (``LanguageListFolder``).
    package static let folder = LanguageListFolder(environmentKey: "SQURAMBLE_OFFENSIVE_DIR", name: "offensive", prefix: "hurtlex")

    /// HurtLex's code for a language tag: its primary language in capitals, with the
    /// codes HurtLex files elsewhere (Norwegian `nb` and `nn` are `NO`, Filipino `fil`
    /// is `TL`); `nil` for a language HurtLex 1.2 lacks.
    package static func hurtlexCode(for language: String) -> String? {
        let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? language.lowercased()
        let code = (hurtlexAliases[primary] ?? primary).uppercased()
        return hurtlexLanguages.contains(code) ? code : nil
    }

    private static let hurtlexAliases = ["nb": "no", "nn": "no", "fil": "tl"]

    /// The languages of HurtLex 1.2 (`lexica/XX/1.2/hurtlex_XX.tsv` of
    /// valeriobasile/hurtlex, commit e8205fa), for the report's advice. `SIMPLE` (Simple
    /// English) is left out: it is no language tag.
    package static let hurtlexLanguages: Set<String> = [
        "AF", "AR", "BG", "BN", "CA", "CS", "CY", "DA", "DE", "EL", "EN", "EO", "ES", "ET", "EU", "FA", "FI", "FR", "GA",
        "GL", "HE", "HI", "HR", "HU", "ID", "IS", "IT", "JA", "KO", "LT", "LV", "MK", "MS", "MT", "NL", "NO", "PL", "PT",
        "RO", "RU", "SK", "SL", "SQ", "SR", "SV", "SW", "TH", "TL", "TR", "UK", "VI", "ZH",
    ]

    /// Where a user gets a language's HurtLex lexicon, for the report and `--help`.
    package static func hurtlexSource(code: String) -> String {
        "lexica/\(code)/1.2/hurtlex_\(code).tsv of https://github.com/valeriobasile/hurtlex"
    }
}

/// The evidence texts of the rules that repeat from key to key, made once per build:
/// "9 letters, maximum 8" for every length and length rule, the frequency text of a key
/// no source gives a frequency (most keys of a big list), the names of the inputs.
///
/// ```swift
/// let texts = RuleTexts(recipe: recipe, inputNames: ["words.txt"])
/// texts.length(.acceptedMaximum, 17)   // "17 letters, maximum 15"
/// ```
package struct RuleTexts: Sendable {
    /// The length rules, each with its bound (`measuredFrom`: the length from which an
    /// accepted word needs a measured frequency).
    package enum LengthBound: Int, CaseIterable {
        case acceptedMinimum, acceptedMaximum, targetMinimum, targetMaximum, measuredFrom
    }

    /// "accepted words come from …"
    package let acceptedInputs: String
    /// "targets come from …"
    package let targetInputs: String
    /// The names of each single input, made once and shared by every record.
    package let singleInputNames: [[String]]
    /// The `rare` and `targetRare` texts of a key without a frequency (`nil` without the
    /// rule).
    package let unknownRare: String?
    package let unknownTargetRare: String?
    private let limits: [Int]
    /// For each ``LengthBound``, the text of every length up to 64.
    private let lengthTexts: [[String]]

    package init(recipe: Recipe, inputNames: [String]) {
        acceptedInputs = "accepted words come from " + (recipe.accepted.inputs ?? []).joined(separator: ", ")
        targetInputs = "targets come from " + (recipe.targets.inputs ?? []).joined(separator: ", ")
        singleInputNames = inputNames.map { [$0] }
        let unknown = "unknown (counted as \(ReportText.number(recipe.frequency.missingZipf)))"
        unknownRare = recipe.accepted.minZipf.map { "Zipf \(unknown), minimum \(ReportText.number($0))" }
        unknownTargetRare = recipe.targets.minZipf.map { "Zipf \(unknown), minimum \(ReportText.number($0))" }
        limits = [recipe.accepted.minLength, recipe.accepted.maxLength, recipe.targets.minLength, recipe.targets.maxLength,
                  recipe.accepted.measuredFromLength ?? 0]
        let limits = limits
        lengthTexts = LengthBound.allCases.map { bound in
            (0...64).map { Self.lengthText($0, bound, limits[bound.rawValue]) }
        }
    }

    /// Why a listed word, or a form of one, is refused or kept out of the targets:
    /// `sexual, offensive.tsv:12`, `of "rape" (+ e>ing), sensitive, offensive.tsv:40`, or
    /// `of "puta" (Hunspell form of "puta"), vulgar, offensive.tsv:9`.
    package func offensive(_ hit: Blocklist.Hit, key: String) -> String {
        let level = "\(hit.entry.severity), \(hit.entry.location)"
        switch hit.match {
        case .listed: return level
        case .ending(let ending): return "of \"\(hit.stem)\" (+ \(ending)), " + level
        case .hunspellStem(let stem): return "of \"\(hit.stem)\" (Hunspell form of \"\(stem)\"), " + level
        }
    }

    /// "`length` letters, minimum|maximum `limit`", or why a long word needs a measured frequency.
    package func length(_ bound: LengthBound, _ length: Int) -> String {
        let texts = lengthTexts[bound.rawValue]
        return length >= 0 && length < texts.count ? texts[length] : Self.lengthText(length, bound, limits[bound.rawValue])
    }

    /// The `rare` text of a key with a frequency.
    package func rare(_ zipf: Double, minimum: Double) -> String {
        "Zipf \(ReportText.number(zipf)), minimum \(ReportText.number(minimum))"
    }

    private static func lengthText(_ length: Int, _ bound: LengthBound, _ limit: Int) -> String {
        switch bound {
        case .acceptedMinimum, .targetMinimum: "\(length) letters, minimum \(limit)"
        case .acceptedMaximum, .targetMaximum: "\(length) letters, maximum \(limit)"
        case .measuredFrom: "\(length) letters and no frequency list measures it (needed from \(limit))"
        }
    }
}

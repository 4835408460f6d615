import Squramble

/// A spelling of a word as it appeared in the inputs.
package struct SurfaceForm: Sendable, Hashable, Codable {
    /// The line as read (trimmed), before normalisation.
    package var text: String
    /// Where it was first seen.
    package var firstSeen: SourceLocation
    /// How many lines (across inputs) gave exactly this spelling.
    package var occurrences: Int
    /// Whether it came from a `words` input that keeps case (see ``RecipeInput/caseless``).
    package var keepsCase: Bool
    /// Whether some line gave it as it is: a word list's line, or a Hunspell stem without
    /// affixes (not a form only made from a stem, like German `ende` from `enden`).
    package var headword = true
}

/// Everything the builder knows about one match key: what `explain` shows and what the
/// review tool uses to help a person decide.
package struct WordRecord: Sendable, Hashable, Codable {
    package var key: String
    /// Distinct spellings in the order they were first seen.
    package var forms: [SurfaceForm]
    /// Names of the `words` inputs it appears in.
    package var inputs: [String]
    /// Its Zipf frequency, when some source gave one.
    package var zipf: Double?
    /// What gave the frequency: a frequency list or a graded input.
    package var zipfSource: String?
    /// Every rule that flagged it, in precedence order.
    package var flags: [RuleFlag]
    package var decision: ReviewDecision?
    package var tier: Tier
    /// Why it is not a target (or not in the dictionary): the first flag that counted,
    /// or the decision.
    package var reason: Rule?
    /// What tiles show.
    package var display: String
    package var band: DifficultyBand?
    /// The difficulty score behind the band (see `Documentation/Building.md`).
    package var difficulty: Double?
    /// Other accepted words of 3+ letters its letters allow (targets only).
    package var otherAnswers: Int?

    package var letterCount: Int { key.letterCount }
}

extension WordTable {
    /// The spellings of the key at `position`, in the order first seen.
    package func surfaceForms(at position: Int) -> [SurfaceForm] {
        spellings(at: position).map { form in
            SurfaceForm(text: form.text, firstSeen: SourceLocation(file: files[Int(form.file)], line: Int(form.line)),
                        occurrences: Int(form.occurrences), keepsCase: form.keepsCase, headword: form.headword)
        }
    }
}

/// The rules read a spelling of the word table as they read a ``SurfaceForm``.
extension WordTable.Spelled: Spelling {
    package var lineCount: Int { Int(occurrences) }
}

import Foundation
import Squramble

/// The `review` part of a recipe: what the review screen shows besides the build's own
/// facts. The build ignores it.
///
/// ```json
/// "review": { "definitions": { "source": "wordnet", "path": "/usr/share/wordnet" } }
/// ```
package struct ReviewSettings: Sendable, Decodable {
    /// Where short definitions come from. Only `wordnet` (a WordNet 3.0 database
    /// folder, e.g. Debian's `wordnet-base`) is known.
    package struct Definitions: Sendable, Decodable {
        package var source: String
        /// Relative to the recipe's folder, or absolute.
        package var path: String
    }

    package var definitions: Definitions?

    private struct Envelope: Decodable { var review: ReviewSettings? }

    package static func load(_ recipePath: String) throws -> ReviewSettings {
        guard let bytes = try InputFile.readIfPresent(recipePath) else { return ReviewSettings() }
        let settings: ReviewSettings
        do {
            settings = try JSONDecoder().decode(Envelope.self, from: Data(bytes)).review ?? ReviewSettings()
        } catch let error as DecodingError {
            throw RecipeError(path: recipePath, reason: Recipe.explain(error))
        }
        if let source = settings.definitions?.source, source != "wordnet" {
            throw RecipeError(path: recipePath, reason: "review.definitions.source \"\(source)\" is unknown (known: wordnet)")
        }
        return settings
    }
}

import Squramble

/// The keys a recipe may have, at every level, so that a misspelt key is an error
/// instead of a setting silently left at its default.
///
/// The key lists come from the `CodingKeys` of the recipe's types, so a field added to
/// one of them is known here at once.
///
/// ```swift
/// try RecipeSchema.recipe.check(node)   // "targets.minLenght: unknown key; did you mean minLength?"
/// ```
///
/// A struct of plain references rather than an indirect enum: the schema lives in a
/// static for the whole process, and the leak checker of the fuzzers cannot see through
/// an indirect enum's tagged box pointers (it reported the static as leaked).
package struct RecipeSchema: Sendable {
    /// The keys of an object, or `nil` for another shape.
    private let members: [String: RecipeSchema]?
    /// A list's element shape (one), or nothing for another shape.
    private let elements: [RecipeSchema]

    /// What a schema is, to match on.
    package enum Shape {
        /// An object with these keys (any other key is an error).
        case object([String: RecipeSchema])
        /// A list whose every element has this shape.
        case list(RecipeSchema)
        /// A string, number or boolean; the decoder checks its type.
        case scalar
    }

    package var shape: Shape {
        if let members { return .object(members) }
        if let element = elements.first { return .list(element) }
        return .scalar
    }

    package static func object(_ members: [String: RecipeSchema]) -> RecipeSchema { RecipeSchema(members: members, elements: []) }
    package static func list(_ element: RecipeSchema) -> RecipeSchema { RecipeSchema(members: nil, elements: [element]) }
    package static let scalar = RecipeSchema(members: nil, elements: [])

    /// The shape of a whole recipe file.
    package static let recipe: RecipeSchema = .object(Dictionary(uniqueKeysWithValues: Recipe.CodingKeys.allCases.map { key in
        (key.rawValue, shape(of: key))
    }).merging(["review": review]) { a, _ in a })

    /// The keys of `accepted`; `targets` has `needsVowel` too.
    private static let tierKeys: [String: RecipeSchema] = ["minLength": .scalar, "maxLength": .scalar, "minZipf": .scalar,
                                                           "inputs": .list(.scalar), "measuredFromLength": .scalar]

    private static func shape(of key: Recipe.CodingKeys) -> RecipeSchema {
        switch key {
        case .policy: object(["foldsAccents", "locale"])
        case .sources: .list(object(["name", "license", "detail"]))
        case .inputs: .list(object(RecipeInput.CodingKeys.allCases.map(\.rawValue)))
        case .frequency: object(FrequencyRules.CodingKeys.allCases.map(\.rawValue))
        case .blocklist: .object(["blockAtOrBelow": .scalar, "inflectionSuffixes": .list(.scalar),
                                  "levels": object(OffensiveLevels.CodingKeys.allCases.map(\.rawValue))])
        case .filters: object(FilterSwitches.CodingKeys.allCases.map(\.rawValue))
        case .accepted: .object(tierKeys)
        case .targets: .object(tierKeys.merging(["needsVowel": .scalar]) { a, _ in a })
        case .version, .name, .language, .alphabet, .output, .displayForm, .decisions: .scalar
        }
    }

    /// The `review` part, read by `dictbuild review` (``ReviewSettings``).
    private static let review: RecipeSchema = .object(["definitions": object(["source", "path"])])

    private static func object(_ keys: [String]) -> RecipeSchema {
        .object(Dictionary(uniqueKeysWithValues: keys.map { ($0, RecipeSchema.scalar) }))
    }

    /// A key the schema does not know, with where it is and the known key it is nearest to.
    package struct UnknownKey: Error, Sendable, CustomStringConvertible {
        package var path: String
        package var position: RecipeJSON.Position
        package var nearest: String?
        package var known: [String]
        package var description: String {
            "\(path): unknown key; " + (nearest.map { "did you mean \($0)?" } ?? "known keys here: " + known.joined(separator: ", "))
                + " (\(position))"
        }
    }

    /// Finds the first key, in file order, that this shape does not have.
    package func check(_ node: RecipeJSON, path: String = "") throws(UnknownKey) {
        switch (shape, node.value) {
        case (.object(let keys), .object(let members)):
            for member in members {
                let memberPath = path.isEmpty ? member.key : path + "." + member.key
                guard let shape = keys[member.key] else {
                    let known = keys.keys.sorted()
                    throw UnknownKey(path: memberPath, position: member.position,
                                     nearest: Self.nearest(to: member.key, in: known), known: known)
                }
                try shape.check(member.value, path: memberPath)
            }
        case (.list(let element), .array(let elements)):
            for (i, item) in elements.enumerated() { try element.check(item, path: path + "[\(i)]") }
        default:
            // A value of another type than expected is the decoder's to report.
            return
        }
    }

    /// The known key closest to `key` in edits (ignoring case), when it is close enough to
    /// be a slip: at most 2 edits, or a third of the key's length for long keys.
    package static func nearest(to key: String, in known: [String]) -> String? {
        let scored = known.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        return best.1 <= max(2, key.count / 3) ? best.0 : nil
    }

    /// Edits (insert, delete, replace, swap two neighbours) from `a` to `b`.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}

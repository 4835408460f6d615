import CICU

/// The versions of ICU and of the Unicode data the text layer runs with.
///
/// A dictionary records these when it is built, so that a mismatch between the
/// builder's and the player's Unicode data can be reported.
///
/// ```swift
/// print(UnicodeVersions.current.icu)      // "72.1"
/// print(UnicodeVersions.current.unicode)  // "15.0"
/// ```
public struct UnicodeVersions: Sendable, Hashable, Codable {
    /// ICU's version, from `u_getVersion`.
    public var icu: String
    /// The Unicode version of ICU's character data, from `u_getUnicodeVersion`.
    public var unicode: String

    /// Versions from their strings, for instance as read from a dictionary's metadata.
    public init(icu: String, unicode: String) {
        self.icu = icu
        self.unicode = unicode
    }

    /// The versions of the ICU library this process is linked against.
    public static let current = UnicodeVersions(
        icu: ICU.versionString { sq_icu_version($0, $1) },
        unicode: ICU.versionString { sq_unicode_version($0, $1) }
    )
}

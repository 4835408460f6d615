import Squramble

/// What `--version` prints for both programs: the package version and the git commit
/// the program was built from.
///
/// The commit is written into ``BuildVersion/commit`` by `Scripts/stamp-version.sh`,
/// which `Scripts/install.sh` runs before it builds (and undoes after), from
/// `git rev-parse` with no network. A plain `swift build` of a checkout keeps the value
/// checked in, which says so.
package enum BuildVersion {
    /// The commit, e.g. `82b422b` (`82b422b-dirty` when the tree had changes); stamped.
    package static let commit = "unknown (not stamped: build with Scripts/install.sh)"

    /// `0.1.0 (commit 82b422b)`.
    package static var line: String { "\(Squramble.version) (commit \(commit))" }
}

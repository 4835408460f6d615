#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A dictionary that ships with Squramble as a product of its own, opened with no path.
///
/// The engine library carries no word data: each bundled language is a library product
/// of its own (`SqurambleEnglish`, `SqurambleSpanish`, …) that adds its `.sqd` file as a
/// resource and a value of this type, so a program ships only the languages it names.
///
/// ```swift
/// import Squramble
/// import SqurambleEnglish
///
/// let english = try BundledDictionary.english.open()   // or: try Lexicon.english()
/// ```
///
/// The file is looked for, in order, in the resource folder SwiftPM builds next to the
/// running executable (`swift run`, `swift build`, a test bundle), then in
/// `../share/squramble/` beside the executable (an installed copy, see
/// `Scripts/install.sh`). Nothing is looked for in the source checkout: a binary finds
/// its dictionaries wherever it was installed, whether or not its sources still exist.
/// `Bundle.module` is deliberately not used: on Linux it traps when its folder is missing.
public struct BundledDictionary: Sendable, Hashable, CustomStringConvertible {
    /// The language tag recorded in the file, e.g. `en`; the file is named `en.sqd`.
    public let language: String
    /// The language's name in English, e.g. `English`.
    public let name: String
    /// The module (and product) that carries the file as a resource, e.g. `SqurambleEnglish`.
    public let module: String
    /// The licence of the file's data, in one line (the product's documentation says more).
    public let licence: String
    /// The file's name and counts as this program was built with them, so that help texts
    /// can list the dictionary without opening it; `nil` when the product does not say
    /// (then ``DictionarySummary/read(at:)`` reads them from the file's header).
    public let summary: DictionarySummary?

    /// Describes a bundled dictionary; each dictionary product declares its own.
    ///
    /// - Parameters:
    ///   - language: the language tag of the file, which is also its name (`en` → `en.sqd`).
    ///   - name: the language's name in English.
    ///   - module: the target that has the file as a resource.
    ///   - licence: the data's licence, in one line.
    ///   - summary: the file's name and counts (a test should check them against the file).
    public init(language: String, name: String, module: String, licence: String, summary: DictionarySummary? = nil) {
        self.language = language
        self.name = name
        self.module = module
        self.licence = licence
        self.summary = summary
    }

    /// The file's name, `LANGUAGE.sqd`.
    public var fileName: String { "\(language).sqd" }

    /// `en (English, SqurambleEnglish)`.
    public var description: String { "\(language) (\(name), \(module))" }

    /// The places the file is looked for, in order.
    public var candidates: [String] {
        guard let folder = Installation.executableFolder else { return [] }
        var bundles = ["Squramble_\(module).resources"]
        // SwiftPM names the resource folder PACKAGE_MODULE; the package's name is
        // Squramble, but look for any PACKAGE_ prefix rather than trust it.
        for entry in Installation.resourceFolders where entry.hasSuffix("_\(module).resources") && !bundles.contains(entry) {
            bundles.append(entry)
        }
        var places = bundles.flatMap { ["\(folder)/\($0)/\(fileName)", "\(folder)/\($0)/Resources/\(fileName)"] }
        if let installed = Self.installedFolder { places.append("\(installed)/\(fileName)") }
        return places
    }

    /// The path of the file, or `nil` when it is in none of the ``candidates``.
    public func locate() -> String? {
        candidates.first(where: Installation.isFile)
    }

    /// Opens the dictionary.
    ///
    /// ```swift
    /// let lexicon = try BundledDictionary.english.open()
    /// ```
    ///
    /// - Throws: ``LexiconError/unreadable(path:reason:)`` naming the places looked in
    ///   when the file is in none of them; otherwise whatever ``Lexicon/open(at:)`` throws.
    public func open() throws(LexiconError) -> Lexicon {
        guard let path = locate() else {
            throw LexiconError.unreadable(
                path: fileName,
                reason: "the bundled \(name) dictionary was not found (looked in \(candidates.joined(separator: ", "))); "
                    + "build with the \(module) product, or install with Scripts/install.sh"
            )
        }
        return try Lexicon.open(at: path)
    }

    /// `PREFIX/share/squramble` for a program installed as `PREFIX/bin/NAME`, whether
    /// or not it exists; `nil` when the running executable cannot be named.
    public static var installedFolder: String? {
        Installation.executableFolder.map { "\(Installation.parent($0))/share/squramble" }
    }

    /// The paths of the `.sqd` files in ``installedFolder``, sorted by name: the bundled
    /// ones of an installed copy, and any other dictionary installed beside them.
    public static func installedFiles() -> [String] {
        guard let folder = installedFolder else { return [] }
        return Installation.entries(of: folder).filter { $0.hasSuffix(".sqd") }.map { "\(folder)/\($0)" }.filter(Installation.isFile)
    }
}

/// Where the running program is, and what a folder holds: plain POSIX calls.
enum Installation {
    /// The folder of the running executable, found once a process.
    static let executableFolder: String? = executablePath().map(parent)

    /// The names in ``executableFolder`` that end in `.resources` (SwiftPM's resource
    /// folders), read once a process: every bundled dictionary looks among them.
    static let resourceFolders: [String] = executableFolder.map { entries(of: $0).filter { $0.hasSuffix(".resources") } } ?? []

    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return CommandLine.arguments.first }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The names in `folder`, sorted; none when it cannot be read.
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Lexicon {
    /// The languages of the dictionaries that ship with Squramble.
    public static let bundledLanguages = ["en", "es"]

    /// Opens a dictionary that ships with Squramble, with no path to give.
    ///
    /// ```swift
    /// let english = try Lexicon.bundled()          // English
    /// let spanish = try Lexicon.bundled("es")
    /// ```
    ///
    /// The file is looked for, in order: in the resource folder SwiftPM builds next
    /// to the running executable (`swift run`, `swift build`), in `../share/squramble/`
    /// beside the executable (an installed copy), and in the source checkout the
    /// library was built from. `Bundle.module` is deliberately not used: on Linux it
    /// traps when its folder is missing.
    public static func bundled(_ language: String = "en") throws(LexiconError) -> Lexicon {
        let candidates = bundledCandidates(language)
        for path in candidates where fileExists(path) {
            return try open(at: path)
        }
        throw LexiconError.unreadable(
            path: "\(language).sqd",
            reason: "the bundled dictionary was not found (looked in \(candidates.joined(separator: ", "))); "
                + "pass a dictionary with --dict FILE or set SQURAMBLE_DICT"
        )
    }

    /// The places ``bundled(_:)`` looks, in order.
    public static func bundledCandidates(_ language: String) -> [String] {
        let file = "\(language).sqd"
        var paths: [String] = []
        if let executable = executablePath() {
            let folder = parent(executable)
            paths.append("\(folder)/Squramble_Squramble.resources/\(file)")
            paths.append("\(parent(folder))/share/squramble/\(file)")
        }
        // Sources/Squramble/Dictionary/Lexicon+Bundled.swift → Sources/Squramble/Resources
        let source = parent(parent(#filePath))
        paths.append("\(source)/Resources/\(file)")
        return paths
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return CommandLine.arguments.first }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Lexicon {
    /// The languages of the dictionaries that ship with Squramble (their language tags,
    /// lowercased and sorted): whatever `.sqd` files are bundled, not a fixed list.
    public static var bundledLanguages: [String] { bundledDictionaries().map { $0.metadata.language.lowercased() } }

    /// Every dictionary that ships with Squramble, one a language (the first found in
    /// the order of ``bundledCandidates(_:)``'s folders), sorted by language tag.
    ///
    /// ```swift
    /// for lexicon in Lexicon.bundledDictionaries() { print(lexicon.metadata.language, lexicon.targetCount) }
    /// ```
    ///
    /// A file that cannot be opened is left out; ``bundled(_:)`` reports it by name.
    public static func bundledDictionaries() -> [Lexicon] {
        var byLanguage: [String: Lexicon] = [:]
        for folder in bundledFolders() {
            for file in sqdFiles(in: folder) {
                guard let lexicon = try? open(at: "\(folder)/\(file)") else { continue }
                let language = lexicon.metadata.language.lowercased()
                if byLanguage[language] == nil { byLanguage[language] = lexicon }
            }
        }
        return byLanguage.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The bundled dictionaries for help texts, a line each: language tag, name, and
    /// counts, e.g. `en  English (SCOWL …): 110,388 words, 17,601 targets`; "none" when
    /// none is installed.
    public static func bundledListing() -> [String] {
        let all = bundledDictionaries()
        guard !all.isEmpty else { return ["none (no .sqd file found where Squramble looks)"] }
        return all.map { lexicon in
            "\(lexicon.metadata.language)  \(lexicon.metadata.name): \(grouped(lexicon.wordCount)) words, "
                + "\(grouped(lexicon.targetCount)) targets"
        }
    }

    /// `12345` as `12,345`.
    private static func grouped(_ n: Int) -> String {
        var digits = String(n), result = ""
        while digits.count > 3 {
            result = "," + digits.suffix(3) + result
            digits.removeLast(3)
        }
        return digits + result
    }

    /// Opens a dictionary that ships with Squramble, with no path to give: the one whose
    /// language tag is `language` (`"de"` also finds a bundled `de-CH` when there is no `de`).
    ///
    /// ```swift
    /// let english = try Lexicon.bundled()          // English
    /// let spanish = try Lexicon.bundled("es")
    /// ```
    ///
    /// The files are looked for, in order: in the resource folder SwiftPM builds next
    /// to the running executable (`swift run`, `swift build`), in `../share/squramble/`
    /// beside the executable (an installed copy), and in the source checkout the
    /// library was built from. `Bundle.module` is deliberately not used: on Linux it
    /// traps when its folder is missing. A file named `LANGUAGE.sqd` is tried first;
    /// otherwise every bundled file's language tag is read.
    public static func bundled(_ language: String = "en") throws(LexiconError) -> Lexicon {
        let candidates = bundledCandidates(language)
        for path in candidates where fileExists(path) {
            return try open(at: path)
        }
        let wanted = language.lowercased()
        let all = bundledDictionaries()
        if let lexicon = all.first(where: { $0.metadata.language.lowercased() == wanted })
            ?? all.first(where: { $0.metadata.language.lowercased().split(separator: "-").first.map(String.init) == wanted }) {
            return lexicon
        }
        throw LexiconError.unreadable(
            path: "\(language).sqd",
            reason: all.isEmpty
                ? "the bundled dictionary was not found (looked in \(candidates.joined(separator: ", "))); "
                    + "pass a dictionary with --dict FILE or set SQURAMBLE_DICT"
                : "no bundled dictionary has the language \(language); bundled: "
                    + all.map { "\($0.metadata.language) (\($0.metadata.name))" }.joined(separator: ", ")
        )
    }

    /// The places ``bundled(_:)`` looks for `LANGUAGE.sqd`, in order.
    public static func bundledCandidates(_ language: String) -> [String] {
        bundledFolders().map { "\($0)/\(language).sqd" }
    }

    /// The folders bundled dictionaries may be in, in order.
    static func bundledFolders() -> [String] {
        var folders: [String] = []
        if let executable = executablePath() {
            let folder = parent(executable)
            folders.append("\(folder)/Squramble_Squramble.resources/Resources")
            folders.append("\(folder)/Squramble_Squramble.resources")
            folders.append("\(parent(folder))/share/squramble")
        }
        // Sources/Squramble/Dictionary/Lexicon+Bundled.swift → Sources/Squramble/Resources
        let source = parent(parent(#filePath))
        folders.append("\(source)/Resources")
        return folders
    }

    /// The names of the `.sqd` files in `folder`, sorted; none when it cannot be read.
    private static func sqdFiles(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasSuffix(".sqd"), fileExists("\(folder)/\(name)") { names.append(name) }
        }
        return names.sorted()
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

import Foundation

/// What a help text says of a dictionary — its language tag, name and counts — known
/// without mapping the file.
///
/// A bundled dictionary carries its summary in the program (``BundledDictionary/summary``,
/// checked against the file by the bundled dictionaries' tests); any other `.sqd` gives
/// it from its header and `META` section alone (``read(at:)``), a few kilobytes read.
///
/// ```swift
/// if let summary = DictionarySummary.read(at: "words.sqd") { print(summary.line) }
/// ```
public struct DictionarySummary: Sendable, Hashable {
    /// The language tag recorded in the file, e.g. `en`.
    public let language: String
    /// The dictionary's name recorded in the file, e.g. `English (SCOWL 2020.12.07, size 70)`.
    public let name: String
    /// Accepted words, targets included.
    public let wordCount: Int
    /// Words the game may choose to scramble.
    public let targetCount: Int

    /// A summary with these fields, e.g. as a bundled product declares its file's.
    ///
    /// - Parameters:
    ///   - language: the language tag recorded in the file.
    ///   - name: the name recorded in the file.
    ///   - wordCount: the file's word count.
    ///   - targetCount: the file's target count.
    public init(language: String, name: String, wordCount: Int, targetCount: Int) {
        self.language = language
        self.name = name
        self.wordCount = wordCount
        self.targetCount = targetCount
    }

    /// `en  English (SCOWL …): 114,229 words, 17,461 targets`, a line of a help text.
    public var line: String {
        "\(language)  \(name): \(Self.grouped(wordCount)) words, \(Self.grouped(targetCount)) targets"
    }

    /// The summary of the `.sqd` file at `path`, read from its header, section table and
    /// `META` section only (the header checksum is checked; the body is not read), or
    /// `nil` when the file is not a dictionary this library reads.
    public static func read(at path: String) -> DictionarySummary? {
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let fixed = ByteLayout.fixedHeaderSize
        guard let start = bytes(descriptor, at: 0, count: fixed), start.starts(with: ByteLayout.magic),
              Self.little(start, ByteLayout.versionOffset, width: 2) == Int(ByteLayout.version),
              Self.little(start, ByteLayout.fileLengthOffset, width: 8) == Int(info.st_size)
        else { return nil }
        let headerSize = Self.little(start, ByteLayout.headerSizeOffset, width: 2)
        let sections = Self.little(start, ByteLayout.sectionCountOffset, width: 2)
        guard sections <= ByteLayout.maxSections, headerSize == fixed + sections * ByteLayout.sectionEntrySize,
              let header = bytes(descriptor, at: 0, count: headerSize),
              FileHeader.headerChecksum(header, headerSize: headerSize) == UInt32(Self.little(header, ByteLayout.headerChecksumOffset, width: 4))
        else { return nil }
        for entry in stride(from: fixed, to: headerSize, by: ByteLayout.sectionEntrySize)
        where Self.little(header, entry, width: 4) == Int(ByteLayout.Tag.metadata.rawValue) {
            let offset = Self.little(header, entry + 4, width: 4), length = Self.little(header, entry + 8, width: 4)
            guard offset >= headerSize, offset + length <= Int(info.st_size),
                  let json = bytes(descriptor, at: offset, count: length),
                  let named = try? JSONDecoder().decode(Named.self, from: Data(json))
            else { return nil }
            return DictionarySummary(
                language: named.language, name: named.name,
                wordCount: Self.little(header, ByteLayout.wordCountOffset, width: 4),
                targetCount: Self.little(header, ByteLayout.targetCountOffset, width: 4))
        }
        return nil
    }

    /// The two `META` fields a summary needs.
    private struct Named: Decodable {
        let name: String
        let language: String
    }

    /// `count` bytes at `offset`, or `nil` when the file has fewer.
    private static func bytes(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        return read == count ? buffer : nil
    }

    /// The little-endian unsigned number of `width` bytes at `offset` (the caller has
    /// checked that `bytes` holds them).
    private static func little(_ bytes: [UInt8], _ offset: Int, width: Int) -> Int {
        (0..<width).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }

    /// `12345` as `12,345`.
    static func grouped(_ n: Int) -> String {
        // Byte by byte: `String + Substring` is generic, and the help texts' dozen counts
        // cost 0.4 M instructions of every start-up that way (Performance.md).
        let digits = Array(String(n).utf8)
        var result: [UInt8] = []
        result.reserveCapacity(digits.count + digits.count / 3)
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { result.append(UInt8(ascii: ",")) }
            result.append(digit)
        }
        return String(decoding: result, as: UTF8.self)
    }
}

/// The fixed header and section table of a `.sqd` file, checked but not trusted
/// beyond what the header checksum covers.
struct FileHeader {
    var version: Int
    var headerSize: Int
    var fileLength: Int
    var wordCount: Int
    var targetCount: Int
    var longestWord: Int
    var bodyChecksum: UInt32
    var headerChecksum: UInt32
    /// Every section, by tag (unknown tags are kept out: a version-1 reader ignores them).
    var sections: [ByteLayout.Tag: (offset: Int, length: Int)] = [:]

    /// The checksum of the header: CRC-32 of bytes `0 ..< 40` followed by `44 ..< headerSize`
    /// (everything but the field that stores it).
    static func headerChecksum(_ bytes: UnsafeRawBufferPointer, headerSize: Int) -> UInt32 {
        var crc = CRC32()
        crc.update(UnsafeRawBufferPointer(rebasing: bytes[0 ..< ByteLayout.headerChecksumOffset]))
        crc.update(UnsafeRawBufferPointer(rebasing: bytes[(ByteLayout.headerChecksumOffset + 4) ..< headerSize]))
        return crc.value
    }

    static func headerChecksum(_ bytes: [UInt8], headerSize: Int) -> UInt32 {
        bytes.withUnsafeBytes { headerChecksum($0, headerSize: headerSize) }
    }

    /// Reads and checks the header, in the order that gives the most useful error:
    /// magic, version, size, header checksum, then the section table.
    init(_ file: ByteView, path: String) throws(LexiconError) {
        let magic = ByteLayout.magic
        let fixed = ByteLayout.fixedHeaderSize
        let magicSeen = min(file.count, magic.count)
        for i in 0..<magicSeen where file.u8(i) != magic[i] {
            throw .notADictionary(path: path)
        }
        guard let rawVersion = file.u16(ByteLayout.versionOffset) else {
            throw .truncated(path: path, expected: fixed, actual: file.count)
        }
        version = Int(rawVersion)
        if version > Int(ByteLayout.version) {
            throw .newerVersion(path: path, found: version, supported: Int(ByteLayout.version))
        }
        guard file.count >= fixed, let rawHeaderSize = file.u16(ByteLayout.headerSizeOffset),
              let sectionCount = file.u16(ByteLayout.sectionCountOffset),
              let fileLength = file.u64(ByteLayout.fileLengthOffset),
              let wordCount = file.u32(ByteLayout.wordCountOffset),
              let targetCount = file.u32(ByteLayout.targetCountOffset),
              let longest = file.u16(ByteLayout.longestWordOffset),
              let bodyChecksum = file.u32(ByteLayout.bodyChecksumOffset),
              let headerChecksum = file.u32(ByteLayout.headerChecksumOffset)
        else {
            throw .truncated(path: path, expected: fixed, actual: file.count)
        }
        headerSize = Int(rawHeaderSize)
        guard headerSize >= fixed, Int(sectionCount) <= ByteLayout.maxSections,
              headerSize == fixed + Int(sectionCount) * ByteLayout.sectionEntrySize else {
            throw .corrupted(path: path, detail: "the header says it is \(headerSize) bytes long with \(sectionCount) sections, which do not agree")
        }
        guard file.count >= headerSize, let headerBytes = file.buffer(0, headerSize) else {
            throw .truncated(path: path, expected: headerSize, actual: file.count)
        }
        let computed = Self.headerChecksum(headerBytes, headerSize: headerSize)
        guard computed == headerChecksum else {
            throw .corrupted(path: path, detail: "header checksum mismatch (stored \(FileHeader.hex(headerChecksum)), computed \(FileHeader.hex(computed)))")
        }
        if version == 0 {
            throw .corrupted(path: path, detail: "format version 0 does not exist")
        }
        // Version 1 had the same header; its letter graph is laid out differently
        // (DictionaryFormat.md, "Versioning"). Refused after the header checksum, so a
        // damaged version field is reported as damage.
        if version < Int(ByteLayout.version) {
            throw .olderVersion(path: path, found: version, supported: Int(ByteLayout.version))
        }
        guard fileLength <= UInt64(Int.max) else {
            throw .corrupted(path: path, detail: "the header gives an impossible file length \(fileLength)")
        }
        self.fileLength = Int(fileLength)
        if file.count < self.fileLength {
            throw .truncated(path: path, expected: self.fileLength, actual: file.count)
        }
        if file.count > self.fileLength {
            throw .corrupted(path: path, detail: "the file is \(file.count) bytes but its header says \(self.fileLength); something was appended")
        }
        self.wordCount = Int(wordCount)
        self.targetCount = Int(targetCount)
        self.longestWord = Int(longest)
        self.bodyChecksum = bodyChecksum
        self.headerChecksum = headerChecksum

        sections = try Self.sectionTable(file, count: Int(sectionCount), headerSize: headerSize,
                                         fileLength: self.fileLength, path: path)
    }

    /// The section table: in bounds, after the header, no overlaps, no repeated tags, none
    /// of the required ones missing.
    private static func sectionTable(_ file: ByteView, count sectionCount: Int, headerSize: Int, fileLength: Int,
                                     path: String) throws(LexiconError) -> [ByteLayout.Tag: (offset: Int, length: Int)] {
        let fixed = ByteLayout.fixedHeaderSize
        var sections: [ByteLayout.Tag: (offset: Int, length: Int)] = [:]
        var ranges: [(Int, Int, UInt32)] = []
        for i in 0..<sectionCount {
            let entry = fixed + i * ByteLayout.sectionEntrySize
            guard let tag = file.u32(entry), let offset = file.u32(entry + 4), let length = file.u32(entry + 8) else {
                throw .truncated(path: path, expected: headerSize, actual: file.count)
            }
            let start = Int(offset), size = Int(length)
            guard start >= headerSize, start + size <= fileLength else {
                throw .corrupted(path: path, detail: "section \(ByteLayout.Tag.name(tag)) at bytes \(start)..<\(start + size) lies outside the body (\(headerSize)..<\(fileLength))")
            }
            if ranges.contains(where: { $0.2 == tag }) {
                throw .corrupted(path: path, detail: "section \(ByteLayout.Tag.name(tag)) appears twice in the section table")
            }
            ranges.append((start, size, tag))
            if let known = ByteLayout.Tag(rawValue: tag) { sections[known] = (start, size) }
        }
        ranges.sort { $0.0 < $1.0 }
        for i in ranges.indices.dropFirst() where ranges[i - 1].0 + ranges[i - 1].1 > ranges[i].0 {
            throw .corrupted(path: path, detail: "sections \(ByteLayout.Tag.name(ranges[i - 1].2)) and \(ByteLayout.Tag.name(ranges[i].2)) overlap")
        }
        for tag in ByteLayout.Tag.allCases where sections[tag] == nil {
            throw .corrupted(path: path, detail: "the required section \(tag) is missing")
        }
        return sections
    }
}

extension FileHeader {
    /// `0x` and eight hex digits, for checksums in messages.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}

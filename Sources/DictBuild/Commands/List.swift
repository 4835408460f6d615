import ArgumentParser
import Foundation
import Squramble
import SqurambleBuilder
import SqurambleTerminal

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every word with its tier, one per line, in key order.",
        discussion: """
            Each line is: display form, a tab, and "target" or "accepted". Two builds list \
            their words in the same order, so `diff` shows what changed. --jsonl writes one \
            JSON object a word, a line each, as it goes: the form for pipes and big files.
            """
    )

    @Argument(help: ArgumentHelp("A dictionary (.sqd).", valueName: "file")) var file: String
    @Flag(help: "Only the targets.") var targets = false
    @Flag(help: "Only the words that are accepted but are not targets.") var accepted = false
    @Flag(help: "Print JSON Lines: one object a word with key, display, tier, zipf and band, streamed in key order.") var jsonl = false
    @Flag(help: "Print one JSON document (schema squramble.dictbuild.list, version 1), with keys, frequencies and bands; --jsonl streams the same words.") var json = false

    struct Output: Codable {
        var schema = "squramble.dictbuild.list"
        var version = 1
        var dictionary: String
        var words: [Word]
        struct Word: Codable {
            var key: String
            var display: String
            var tier: String
            var zipf: Double?
            var band: Int?
        }
    }

    func validate() throws {
        if targets && accepted { throw ValidationError("give --targets or --accepted, not both (leave both out for every word)") }
        if json && jsonl { throw ValidationError("give --json or --jsonl, not both") }
    }

    func run() throws {
        let lexicon = try Lexicon.openForCommand(file)
        var out = OutputBuffer()
        var words: [Output.Word] = []
        // The flags as plain values: read through their property wrappers for each of
        // hundreds of thousands of words, they cost a tenth of the time.
        let (targets, accepted, json, jsonl) = (targets, accepted, json, jsonl)
        lexicon.forEachEntry { entry in
            if targets && !entry.isTarget { return }
            if accepted && entry.isTarget { return }
            let tier = entry.isTarget ? "target" : "accepted"
            if json {
                words.append(.init(key: entry.key.text, display: entry.display, tier: tier,
                                   zipf: entry.frequency.map { Double($0) / 10 }, band: entry.band?.rawValue))
            } else if jsonl {
                out.jsonLine(entry, tier: tier)
            } else {
                out.append(entry.display); out.append("\t"); out.append(tier); out.append("\n")
            }
        }
        if json { StandardStream.output.write(try jsonText(Output(dictionary: file, words: words))) }
        out.flush()
    }
}

/// Bytes for standard output, written in blocks of 64 KiB as they fill.
struct OutputBuffer: ~Copyable {
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 16 + 256) }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !bytes.isEmpty else { return }
        StandardStream.output.write(bytes: bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// One word of `list --jsonl`: `{"key":…,"display":…,"tier":…,"zipf":…,"band":…}`,
    /// keys in this order, `zipf` and `band` left out when the file has none. Written
    /// byte by byte, without a `String` a line.
    mutating func jsonLine(_ entry: LexiconEntry, tier: String) {
        bytes.append(contentsOf: #"{"key":"#.utf8)
        appendQuoted(entry.key.text)
        bytes.append(contentsOf: #","display":"#.utf8)
        appendQuoted(entry.display)
        bytes.append(contentsOf: #","tier":"#.utf8)
        appendQuoted(tier)
        if let frequency = entry.frequency {
            bytes.append(contentsOf: #","zipf":"#.utf8)
            appendNumber(Int(frequency / 10))
            bytes.append(UInt8(ascii: "."))
            appendNumber(Int(frequency % 10))
        }
        if let band = entry.band {
            bytes.append(contentsOf: #","band":"#.utf8)
            appendNumber(band.rawValue)
        }
        bytes.append(contentsOf: "}\n".utf8)
        if bytes.count >= 1 << 16 { flush() }
    }

    private mutating func appendNumber(_ value: Int) {
        if value >= 10 { appendNumber(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// A JSON string: quotes, backslashes and control characters escaped, the rest as is.
    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): bytes += Array("\\n".utf8)
            case UInt8(ascii: "\t"): bytes += Array("\\t".utf8)
            case UInt8(ascii: "\r"): bytes += Array("\\r".utf8)
            case ..<0x20: bytes += Array("\\u00".utf8) + [Self.hex[Int(byte >> 4)], Self.hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// `text` as `list --jsonl` writes a string (for tests).
    static func quoted(_ text: String) -> String {
        var buffer = OutputBuffer()
        buffer.appendQuoted(text)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }
}

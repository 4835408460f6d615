import Squramble

/// Every key the `words` inputs gave, with its spellings, as reading collected them: the
/// ingest boundary's result for word lists.
///
/// Flat arrays, no heap object per key to allocate, retain, copy and free: a key is a
/// position (the order it was first seen in), its first spelling is at that position of
/// ``firstForms``, and any further ones are a chain of ``Form``s through ``moreForms``.
///
/// ```swift
/// var table = WordTable()
/// table.collect("Cat", key: "cat", bit: 1, keepsCase: true, file: 0, line: 1)
/// table.collect("cat", key: "cat", bit: 1, keepsCase: true, file: 0, line: 2)
/// Array(table.keys)                         // ["cat"]
/// table.spellings(at: 0).map(\.text)        // ["Cat", "cat"]
/// ```
///
/// Invariants: `masks`, `firstForms` and the key index have one element a key; every
/// ``FormLink`` in a form's `next` is ``FormLink/end`` or an index of `moreForms`, and
/// following them from a key's first form visits that key's spellings once each, in the
/// order first seen, at most ``maximumSpellings`` of them. A form's text is
/// ``Form/ownKey`` exactly when the spelling is its key's bytes, and an index of
/// ``texts`` otherwise.
package struct WordTable: Sendable {
    /// A spelling, without its text: where its text is, where it was first seen, how many
    /// lines gave it, and the next spelling of the same key.
    ///
    /// 16 bytes, one for nearly every key of a big list, where a `String` of the text
    /// made it 32: the count of lines, the file, whether it is a headword and whether it
    /// keeps case share 32 bits (the count stops at ``maximumOccurrences``). Its letters
    /// and capitals are counted from the text when the rules ask (``CaseCounts``), not kept.
    struct Form: Sendable {
        /// The spelling's text: ``ownKey`` when it is its key (most spellings of most
        /// lists), or an index of ``WordTable/texts``.
        package let text: Int32
        package let line: Int32
        var next: FormLink = .end
        /// From the lowest bit: the occurrences (24 bits), the file index (6 bits),
        /// whether it is a headword, and whether it keeps case (the top bit).
        private var packed: UInt32

        /// The ``text`` of a spelling that is its key's bytes.
        static let ownKey: Int32 = -1
        /// The most lines a spelling is counted in (about 16.7 million); more are counted as many.
        static let maximumOccurrences: Int32 = (1 << 24) - 1

        /// A spelling seen `occurrences` times (at most ``maximumOccurrences``), first in
        /// file `fileIndex` (an index of ``WordTable/files``: a recipe has at most 64
        /// `words` inputs); `headword` when some line gave it as it is (see
        /// ``WordTable/collect(_:key:bit:keepsCase:headword:file:line:)``).
        package init(text: Int32, line: Int32, fileIndex: Int32, keepsCase: Bool, headword: Bool = true, occurrences: Int32 = 1) {
            precondition(fileIndex >= 0 && fileIndex < 64 && occurrences >= 0 && occurrences <= Self.maximumOccurrences)
            self.text = text; self.line = line
            packed = UInt32(occurrences) | UInt32(fileIndex) << 24 | (headword ? 1 << 30 : 0) | (keepsCase ? 1 << 31 : 0)
        }

        /// How many lines gave it.
        package var occurrences: Int32 { Int32(packed & UInt32(Self.maximumOccurrences)) }
        /// The index in ``WordTable/files`` of the file it was first seen in.
        var fileIndex: Int32 { Int32(packed >> 24 & 0x3F) }
        /// Whether some line gave it as it is, not only made it with affixes.
        package var headword: Bool { packed >> 30 & 1 != 0 }
        /// Whether an input that keeps case gave it.
        package var keepsCase: Bool { packed >> 31 != 0 }

        /// Counts one more line that gave it, from an input that keeps case or not, as a
        /// headword or not.
        mutating func countLine(keepsCase: Bool, headword: Bool = true) {
            if occurrences < Self.maximumOccurrences { packed += 1 }
            if keepsCase { packed |= 1 << 31 }
            if headword { packed |= 1 << 30 }
        }
    }

    /// A spelling as it is read back: a ``Form`` with its text.
    package struct Spelled: Sendable {
        package var text: String
        package var line: Int32
        package var occurrences: Int32
        package var keepsCase: Bool
        package var headword: Bool
        /// The index in ``WordTable/files``.
        package var file: Int32

        fileprivate init(_ form: Form, text: String) {
            self.text = text; line = form.line; occurrences = form.occurrences; keepsCase = form.keepsCase
            headword = form.headword; file = form.fileIndex
        }
    }

    /// Every key, in the order first seen; a key's position indexes `masks` and
    /// `firstForms`.
    private(set) var index = KeyIndex()
    package var keys: KeyList { index.keys }
    /// The bytes of every key, one after another, and where each starts (see
    /// ``ByteStrings``), for the dictionary file.
    package var keyBytes: (bytes: [UInt8], starts: [UInt32]) { (keys.bytes, keys.starts) }
    /// The `words` inputs each key appears in, a bit an input.
    private(set) var masks = InputMasks()
    /// The first spelling of each key (every key has one).
    private(set) var firstForms: [Form] = []
    /// The further spellings of the keys that have more than one.
    private(set) var moreForms: [Form] = []
    /// The texts of the spellings that are not their key's bytes.
    private(set) var texts = ByteStrings()
    /// File names `Form.fileIndex` counts in.
    package var files: [String] = []

    /// Spellings kept per word: enough for any real list, and a list of a million case
    /// variants of one word cannot make the build quadratic.
    static let maximumSpellings = 16


    package var count: Int { index.count }
    /// The `words` inputs the key at `position` is in, a bit an input.
    package func inputMask(at position: Int) -> UInt64 { masks[position] }
    package func contains(_ key: String) -> Bool { index.contains(key) }
    package func position(of key: String) -> Int32? { index.position(of: key) }

    /// Lets the key lookups go (``KeyIndex/dropLookups()``) once every key is read and
    /// classified: keys, spellings and masks stay; ``contains(_:)``, ``position(of:)``
    /// and collecting stop the program from now on.
    /// The columns that stay are copied into arrays of their size (``Array/shrunk()``):
    /// reading grows them by doubling, past the keys by up to their count (for 4 million
    /// keys, about 60 MB of spellings' room that the rest of the build would keep).
    package mutating func dropKeyLookups() {
        index.dropLookups()
        masks.shrink()
        firstForms = firstForms.shrunk()
        moreForms = moreForms.shrunk()
        texts.shrink()
    }

    mutating func reserve(_ extra: Int, bytes: Int = 0) {
        index.reserve(extra, bytes: bytes)
        masks.reserveCapacity(count + extra)
        firstForms.reserveCapacity(count + extra)
    }

    /// Collects a spelling and its key from their bytes (`hash`: the key's
    /// ``KeyIndex/hash(_:)``).
    mutating func collect(text: UnsafeBufferPointer<UInt8>, key: UnsafeBufferPointer<UInt8>, hash: UInt64,
                          bit: UInt64, keepsCase: Bool, file: Int32, line: Int) {
        let (position, _) = index.insert(bytes: key, hash: hash)
        add(text, key: key, at: Int(position), Origin(file: file, line: line, bit: bit, keepsCase: keepsCase))
    }

    /// Collects a spelling whose key is already made. A `headword` is a spelling its line
    /// gives as it is: every line of a word list, a Hunspell stem unaffixed; a form made
    /// with affixes is not one (German `ende`, from `enden`, beside the noun `Ende`).
    mutating func collect(_ text: String, key: String, bit: UInt64, keepsCase: Bool, headword: Bool = true,
                          file: Int32, line: Int) {
        let (position, _) = index.insert(key)
        text.withUTF8Bytes { text in
            key.withUTF8Bytes { key in
                add(text, key: key, at: Int(position),
                    Origin(file: file, line: line, bit: bit, keepsCase: keepsCase, headword: headword))
            }
        }
    }

    /// Where a spelling was read: its file and line, its input's bit, whether that input
    /// keeps case, and whether the line gave the spelling as it is.
    private struct Origin {
        package var file: Int32
        package var line: Int
        var bit: UInt64
        package var keepsCase: Bool
        package var headword = true
    }

    /// Counts a spelling (given by its bytes, and its key's) for the key at position `p`,
    /// which is new when it is past the last first form.
    private mutating func add(_ text: UnsafeBufferPointer<UInt8>, key: UnsafeBufferPointer<UInt8>, at p: Int, _ origin: Origin) {
        guard p < firstForms.count else {
            masks.append(origin.bit)
            firstForms.append(newForm(text, key: key, origin))
            return
        }
        masks.add(origin.bit, at: p)
        if spells(firstForms[p], text, key: key) {
            return firstForms[p].countLine(keepsCase: origin.keepsCase, headword: origin.headword)
        }
        var last = FormLink.end, link = firstForms[p].next, spellings = 1
        while let i = link.index {
            if spells(moreForms[i], text, key: key) {
                return moreForms[i].countLine(keepsCase: origin.keepsCase, headword: origin.headword)
            }
            last = link; spellings += 1
            link = moreForms[i].next
        }
        guard spellings < Self.maximumSpellings else { return }
        let new = FormLink(moreForms.count)
        moreForms.append(newForm(text, key: key, origin))
        if let last = last.index { moreForms[last].next = new } else { firstForms[p].next = new }
    }

    /// A new spelling, its text kept only if it is not the key's bytes.
    private mutating func newForm(_ text: UnsafeBufferPointer<UInt8>, key: UnsafeBufferPointer<UInt8>, _ origin: Origin) -> Form {
        var textIndex = Form.ownKey
        if !equalBytes(text, key) {
            textIndex = Int32(truncatingIfNeeded: texts.count)
            texts.append(text)
        }
        return Form(text: textIndex, line: Int32(truncatingIfNeeded: origin.line), fileIndex: origin.file,
                    keepsCase: origin.keepsCase, headword: origin.headword)
    }

    /// Whether `form` is the spelling `text` (of a key whose bytes are `key`).
    @inline(__always)
    private func spells(_ form: Form, _ text: UnsafeBufferPointer<UInt8>, key: UnsafeBufferPointer<UInt8>) -> Bool {
        form.text == Form.ownKey ? equalBytes(text, key) : texts.withBytes(Int(form.text)) { equalBytes($0, text) }
    }

    /// The spellings of the key at `position`, in the order first seen.
    package func spellings(at position: Int) -> [Spelled] {
        let key = keys[position]
        return withShared { Array(FormChain(spellings: $0, position: position, key: key)) }
    }

    /// The first spelling of the key at `position`.
    package func firstSpelling(at position: Int) -> String {
        let text = firstForms[position].text
        return text == Form.ownKey ? keys[position] : texts[Int(text)]
    }

    /// Whether the key at `position` has one spelling, its own bytes (most keys of most
    /// lists): then the spelling is known without making its text.
    package func isOnlySpelledAsKey(at position: Int) -> Bool {
        let first = firstForms[position]
        return first.text == Form.ownKey && first.next.index == nil
    }

    /// Whether the spellings of the key at `position` differ by more than case (their
    /// `lowercased()` texts are not all the same): ASCII spellings are compared by their
    /// bytes, lowered, with no `String` or array made; others as strings.
    package func spellingsDifferBeyondCase(at position: Int) -> Bool {
        keys.withBytes(position) { key in
            var link = firstForms[position].next
            func bytesOf<R>(_ form: Form, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
                form.text == Form.ownKey ? body(key) : texts.withBytes(Int(form.text), body)
            }
            let firstIsASCII = bytesOf(firstForms[position]) { ASCIIBytes.areASCII($0) }
            while firstIsASCII, let i = link.index {
                let differs: Bool? = bytesOf(firstForms[position]) { first in
                    bytesOf(moreForms[i]) { other in
                        guard ASCIIBytes.areASCII(other) else { return nil }
                        return other.count != first.count
                            || zip(first, other).contains { ASCIIBytes.lowercased($0) != ASCIIBytes.lowercased($1) }
                    }
                }
                guard let differs else { break }
                if differs { return true }
                link = moreForms[i].next
            }
            guard firstIsASCII, link.index == nil else {
                return Set(spellings(at: position).map { $0.text.lowercased() }).count > 1
            }
            return false
        }
    }

    /// The number of spellings of the key at `position` (following the links alone:
    /// making each spelling's text would cost more than the walk).
    package func spellingCount(at position: Int) -> Int {
        var count = 1, link = firstForms[position].next
        while let i = link.index { count += 1; link = moreForms[i].next }
        return count
    }

    /// `transform` of every key of `positions`, on all cores (see ``ParallelMap``): the
    /// key, its spellings and the inputs it is in (``masks``).
    ///
    /// The workers follow the spellings through the arrays' storage, lent for the call:
    /// every copy of the arrays themselves would change their reference counts, memory
    /// words both cores would then fight over for every key.
    package func mapInParallel<R: Sendable>(_ positions: [Int32],
                                    _ transform: @Sendable (_ position: Int, _ key: String, _ spellings: FormChain,
                                                            _ inputMask: UInt64) -> R) -> [R] {
        withShared { shared in
            let keys = self.keys, masks = self.masks
            return ParallelMap.map(positions) { position in
                let p = Int(position), key = keys[p]
                return transform(p, key, FormChain(spellings: shared, position: p, key: key), masks[p])
            }
        }
    }

    /// `body` of the spellings' arrays, lent for the call.
    private func withShared<R>(_ body: (SharedSpellings) -> R) -> R {
        firstForms.withUnsafeBufferPointer { first in
            moreForms.withUnsafeBufferPointer { more in
                texts.bytes.withUnsafeBufferPointer { bytes in
                    texts.starts.withUnsafeBufferPointer { starts in
                        body(SharedSpellings(first: first, more: more, textBytes: bytes, textStarts: starts))
                    }
                }
            }
        }
    }
}

/// Where a key's next spelling is in ``WordTable/moreForms``: an index, or the end of
/// the chain. Four bytes, as the table keeps one for every spelling.
struct FormLink: Sendable, Hashable {
    private let raw: Int32
    /// No further spelling.
    static let end = FormLink(raw: -1)
    private init(raw: Int32) { self.raw = raw }
    package init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }
    /// The index in `moreForms`, or `nil` at the end of the chain.
    @inline(__always) var index: Int? { raw >= 0 ? Int(raw) : nil }
}

/// The spellings of one key, in the order first seen, each with its text: its key's, or
/// made from the bytes the table keeps.
package struct FormChain: Sequence, IteratorProtocol {
    private let spellings: SharedSpellings
    private let key: String
    private var form: WordTable.Form?

    fileprivate init(spellings: SharedSpellings, position: Int, key: String) {
        self.spellings = spellings; self.key = key
        form = spellings.first[position]
    }

    package mutating func next() -> WordTable.Spelled? {
        guard let current = form else { return nil }
        form = current.next.index.map { spellings.more[$0] }
        return WordTable.Spelled(current, text: spellings.text(of: current, key: key))
    }
}

/// The arrays of a ``WordTable``'s spellings, lent for the length of one call (to the
/// workers of ``WordTable/mapInParallel(_:_:)``, or to make an array of a key's
/// spellings), and read only.
private struct SharedSpellings: @unchecked Sendable {
    let first: UnsafeBufferPointer<WordTable.Form>
    let more: UnsafeBufferPointer<WordTable.Form>
    let textBytes: UnsafeBufferPointer<UInt8>
    let textStarts: UnsafeBufferPointer<UInt32>

    /// The text of `form`, a spelling of `key`.
    package func text(of form: WordTable.Form, key: String) -> String {
        guard form.text != WordTable.Form.ownKey else { return key }
        let i = Int(form.text)
        return String(decoding: UnsafeBufferPointer(rebasing: textBytes[Int(textStarts[i])..<Int(textStarts[i + 1])]), as: UTF8.self)
    }
}

/// The `words` inputs each key of a ``WordTable`` appears in, a bit an input: one byte a
/// key while only the first eight inputs have been seen (nearly every recipe), eight
/// bytes a key once a later one is.
struct InputMasks: RandomAccessCollection, Sendable, Equatable {
    private var narrow: [UInt8] = []
    /// Every mask, once some input past the eighth is seen (`narrow` is then empty).
    private var wide: [UInt64] = []
    private var isWide = false

    var startIndex: Int { 0 }
    var endIndex: Int { isWide ? wide.count : narrow.count }

    package subscript(position: Int) -> UInt64 { isWide ? wide[position] : UInt64(narrow[position]) }

    mutating func reserveCapacity(_ count: Int) {
        if isWide { wide.reserveCapacity(count) } else { narrow.reserveCapacity(count) }
    }

    /// Gives back the room past the masks (``Array/shrunk()``).
    mutating func shrink() {
        if isWide { wide = wide.shrunk() } else { narrow = narrow.shrunk() }
    }

    mutating func append(_ mask: UInt64) {
        if mask > UInt64(UInt8.max) { widen() }
        if isWide { wide.append(mask) } else { narrow.append(UInt8(truncatingIfNeeded: mask)) }
    }

    /// Adds `bit` to the mask at `position`.
    mutating func add(_ bit: UInt64, at position: Int) {
        if bit > UInt64(UInt8.max) { widen() }
        if isWide { wide[position] |= bit } else { narrow[position] |= UInt8(truncatingIfNeeded: bit) }
    }

    private mutating func widen() {
        guard !isWide else { return }
        wide = narrow.map(UInt64.init)
        narrow = []
        isWide = true
    }
}

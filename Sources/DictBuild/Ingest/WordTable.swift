import Squramble

/// Every key the `words` inputs gave, with its spellings, as reading collected them: the
/// ingest boundary's result for word lists.
///
/// Flat arrays, no heap object per key to allocate, retain, copy and free: a key is a
/// position (the order it was first seen in), and its spellings are a chain of
/// ``Form``s through ``forms``.
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
/// ``FormLink`` in `firstForms` and in a form's `next` is ``FormLink/end`` or an index of
/// `forms`, and following them from a key visits that key's spellings once each, in the
/// order first seen, at most ``maximumSpellings`` of them.
struct WordTable: Sendable {
    /// A spelling: the line as read (trimmed), where it was first seen, how many lines
    /// gave it, and the next spelling of the same key.
    ///
    /// 32 bytes (the fields in this order: no padding), one for nearly every key of a big
    /// list. Its letters and capitals are counted from the text when the rules ask
    /// (``CaseCounts``), not kept: six bytes more made it 40.
    struct Form: Sendable, Spelling {
        var text: String
        var line: Int32
        var next: FormLink
        var occurrences: Int32
        /// The index in ``WordTable/files`` (a recipe has at most 64 `words` inputs).
        var fileIndex: UInt16
        var keepsCase: Bool
        var file: Int32 { Int32(fileIndex) }
    }

    /// Every key, in the order first seen; a key's position indexes `masks` and
    /// `firstForms`.
    private(set) var index = KeyIndex()
    var keys: KeyList { index.keys }
    /// The bytes of every key, one after another, and where each starts (see
    /// ``KeyIndex/arena``), for the dictionary file.
    var keyBytes: (bytes: [UInt8], starts: [UInt32]) { (index.arena, index.starts) }
    /// The `words` inputs each key appears in, a bit an input.
    private(set) var masks = InputMasks()
    /// The first spelling of each key.
    private(set) var firstForms: [FormLink] = []
    private(set) var forms: [Form] = []
    /// File names `Form.file` counts in.
    var files: [String] = []

    /// Spellings kept per word: enough for any real list, and a list of a million case
    /// variants of one word cannot make the build quadratic.
    static let maximumSpellings = 16

    var count: Int { index.count }
    func contains(_ key: String) -> Bool { index.contains(key) }
    func position(of key: String) -> Int32? { index.position(of: key) }

    mutating func reserve(_ extra: Int, bytes: Int = 0) {
        index.reserve(extra, bytes: bytes)
        masks.reserveCapacity(count + extra)
        firstForms.reserveCapacity(count + extra); forms.reserveCapacity(forms.count + extra)
    }

    /// Collects a spelling and its key from their bytes (`hash`: the key's
    /// ``KeyIndex/hash(_:)``): strings are made only for a new key or a new spelling.
    mutating func collect(text: UnsafeBufferPointer<UInt8>, key: UnsafeBufferPointer<UInt8>, hash: UInt64,
                          bit: UInt64, keepsCase: Bool, file: Int32, line: Int) {
        let (position, isNew) = index.insert(bytes: key, hash: hash)
        if isNew { masks.append(0); firstForms.append(.end) }
        add(text, { String(decoding: text, as: UTF8.self) }, at: Int(position),
            Origin(file: file, line: line, bit: bit, keepsCase: keepsCase))
    }

    /// Collects a spelling whose key is already made.
    mutating func collect(_ text: String, key: String, bit: UInt64, keepsCase: Bool, file: Int32, line: Int) {
        let (position, isNew) = index.insert(key)
        if isNew { masks.append(0); firstForms.append(.end) }
        text.withUTF8Bytes { bytes in
            add(bytes, { text }, at: Int(position), Origin(file: file, line: line, bit: bit, keepsCase: keepsCase))
        }
    }

    /// Where a spelling was read: its file and line, its input's bit, and whether that
    /// input keeps case.
    private struct Origin {
        var file: Int32
        var line: Int
        var bit: UInt64
        var keepsCase: Bool
    }

    /// Counts a spelling (given by its bytes; `makeText` makes its string if it is
    /// new) for the key at position `p`.
    private mutating func add(_ text: UnsafeBufferPointer<UInt8>, _ makeText: () -> String, at p: Int, _ origin: Origin) {
        masks.add(origin.bit, at: p)
        var link = firstForms[p], last = FormLink.end, spellings = 0
        while let i = link.index {
            if forms[i].text.withUTF8Bytes({ equalBytes($0, text) }) {
                forms[i].occurrences &+= forms[i].occurrences < .max ? 1 : 0
                if origin.keepsCase { forms[i].keepsCase = true }
                return
            }
            last = link; spellings += 1
            link = forms[i].next
        }
        guard spellings < Self.maximumSpellings else { return }
        let new = FormLink(forms.count)
        forms.append(Form(text: makeText(), line: Int32(truncatingIfNeeded: origin.line), next: .end, occurrences: 1,
                          fileIndex: UInt16(truncatingIfNeeded: origin.file), keepsCase: origin.keepsCase))
        if let last = last.index { forms[last].next = new } else { firstForms[p] = new }
    }

    /// The spellings of the key at `position` as they are kept, in the order first seen.
    func spellings(at position: Int) -> FormChain<[Form]> { FormChain(forms: forms, link: firstForms[position]) }

    /// The first spelling of the key at `position`.
    func firstSpelling(at position: Int) -> String? { firstForms[position].index.map { forms[$0].text } }

    /// The number of spellings of the key at `position` (following the links alone:
    /// copying each spelling out would cost more than the walk).
    func spellingCount(at position: Int) -> Int {
        var count = 0, link = firstForms[position]
        while let i = link.index { count += 1; link = forms[i].next }
        return count
    }

    /// The spellings of the key at `position`, in the order first seen.
    func surfaceForms(at position: Int) -> [SurfaceForm] {
        spellings(at: position).map { form in
            SurfaceForm(text: form.text, firstSeen: SourceLocation(file: files[Int(form.file)], line: Int(form.line)),
                        occurrences: Int(form.occurrences), keepsCase: form.keepsCase)
        }
    }

    /// `transform` of every key of `positions`, on all cores (see ``ParallelMap``): the
    /// key, its spellings and the inputs it is in (``masks``).
    ///
    /// The workers follow the spellings through the arrays' storage, lent for the call:
    /// every copy of the arrays themselves would change their reference counts, memory
    /// words both cores would then fight over for every key.
    func mapInParallel<R: Sendable>(_ positions: [Int32],
                                    _ transform: @Sendable (_ position: Int, _ key: String, _ spellings: FormChain<SharedForms>,
                                                            _ inputMask: UInt64) -> R) -> [R] {
        forms.withUnsafeBufferPointer { forms in
            firstForms.withUnsafeBufferPointer { first in
                let shared = SharedSpellings(forms: SharedForms(forms), first: first)
                let keys = self.keys, masks = self.masks
                return ParallelMap.map(positions) { position in
                    let p = Int(position)
                    return transform(p, keys[p], FormChain(forms: shared.forms, link: shared.first[p]), masks[p])
                }
            }
        }
    }
}

/// Where a key's next spelling is in ``WordTable/forms``: an index, or the end of the
/// chain. Four bytes, as the table keeps one for every spelling.
struct FormLink: Sendable, Hashable {
    private let raw: Int32
    /// No further spelling.
    static let end = FormLink(raw: -1)
    private init(raw: Int32) { self.raw = raw }
    init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }
    /// The index in `forms`, or `nil` at the end of the chain.
    @inline(__always) var index: Int? { raw >= 0 ? Int(raw) : nil }
}

/// The spellings of one key, following the links through `forms`.
struct FormChain<Forms: RandomAccessCollection<WordTable.Form>>: Sequence, IteratorProtocol where Forms.Index == Int {
    let forms: Forms
    var link: FormLink
    mutating func next() -> WordTable.Form? {
        guard let i = link.index else { return nil }
        let form = forms[i]
        link = form.next
        return form
    }
}

/// The forms of a ``WordTable``, lent to the workers of
/// ``WordTable/mapInParallel(_:_:)`` for the length of that call, and read only.
struct SharedForms: RandomAccessCollection, @unchecked Sendable {
    private let buffer: UnsafeBufferPointer<WordTable.Form>
    fileprivate init(_ buffer: UnsafeBufferPointer<WordTable.Form>) { self.buffer = buffer }
    var startIndex: Int { 0 }
    var endIndex: Int { buffer.count }
    subscript(position: Int) -> WordTable.Form { buffer[position] }
}

/// The two arrays the workers read, lent for one call (see ``SharedForms``).
private struct SharedSpellings: @unchecked Sendable {
    let forms: SharedForms
    let first: UnsafeBufferPointer<FormLink>
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

    subscript(position: Int) -> UInt64 { isWide ? wide[position] : UInt64(narrow[position]) }

    mutating func reserveCapacity(_ count: Int) {
        if isWide { wide.reserveCapacity(count) } else { narrow.reserveCapacity(count) }
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

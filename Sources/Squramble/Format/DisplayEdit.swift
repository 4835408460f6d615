/// A display form stored as an edit of its key, on UTF-8 bytes: the display is the
/// key's first `prefix` bytes, then `middle`, then the key's last `suffix` bytes.
///
/// Display forms mostly differ from their keys by a letter or two (`Café` / `cafe`,
/// `árbol` / `arbol`), so this keeps only the bytes that differ. The pieces may split a
/// multi-byte character; only the whole display is UTF-8.
struct DisplayEdit: Equatable {
    var prefix: Int
    var suffix: Int
    var middle: [UInt8]

    /// The shortest edit: the longest common prefix, then the longest common suffix of what is left.
    init<Bytes: RandomAccessCollection<UInt8>>(key: Bytes, display: Bytes) where Bytes.Index == Int {
        let key0 = key.startIndex, display0 = display.startIndex
        var prefix = 0
        while prefix < key.count && prefix < display.count && key[key0 + prefix] == display[display0 + prefix] { prefix += 1 }
        var suffix = 0
        while suffix < key.count - prefix && suffix < display.count - prefix
            && key[key.endIndex - 1 - suffix] == display[display.endIndex - 1 - suffix] { suffix += 1 }
        self.prefix = prefix
        self.suffix = suffix
        middle = Array(display[display0 + prefix ..< display.endIndex - suffix])
    }

    init(prefix: Int, suffix: Int, middle: [UInt8]) {
        self.prefix = prefix; self.suffix = suffix; self.middle = middle
    }

    /// The display bytes for `key`, or `nil` when the edit keeps more bytes than the key has.
    func apply(to key: some Collection<UInt8>) -> [UInt8]? {
        guard prefix >= 0, suffix >= 0, prefix <= key.count, suffix <= key.count - prefix else { return nil }
        return Array(key.prefix(prefix)) + middle + Array(key.suffix(suffix))
    }
}

import CICU

/// The one place where Swift calls into the `CICU` shim. Every call converts
/// between `String` and UTF-16 buffers and turns ICU status codes into ``TextError``.
enum ICU {
    /// Calls a CICU function that follows the "write at most capacity, return the
    /// needed length" convention, growing the buffer until the result fits.
    private static func transform(
        _ text: String,
        operation: String,
        _ call: (UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(TextError) -> String {
        let source = Array(text.utf16)
        guard source.count < Int(Int32.max) / 4 else {
            throw TextError(operation: operation, code: 1, name: "U_ILLEGAL_ARGUMENT_ERROR (input longer than ICU can take)")
        }
        // Most results are no longer than the input; ICU reports the exact size when not.
        var capacity = max(source.count + 16, 32)
        for _ in 0..<3 {
            var status: Int32 = 0
            var output = [UInt16](repeating: 0, count: capacity)
            let needed = source.withUnsafeBufferPointer { src in
                output.withUnsafeMutableBufferPointer { dst in
                    call(src.baseAddress, Int32(src.count), dst.baseAddress, Int32(dst.count), &status)
                }
            }
            if status == bufferOverflow {
                capacity = Int(needed) + 1
                continue
            }
            guard status <= 0 else {
                throw TextError(operation: operation, code: status, name: String(cString: sq_error_name(status)))
            }
            return String(decoding: output[0..<Int(needed)], as: UTF16.self)
        }
        throw TextError(operation: operation, code: bufferOverflow, name: "U_BUFFER_OVERFLOW_ERROR")
    }

    private static let bufferOverflow: Int32 = 15

    /// NFKC + full case folding + removal of default-ignorable code points.
    /// Wraps `sq_key`.
    static func foldedKey(_ text: String, turkic: Bool) throws(TextError) -> String {
        let variant = turkic ? Int32(SQ_FOLD_TURKIC) : Int32(SQ_FOLD_DEFAULT)
        return try transform(text, operation: "case folding") { src, n, dst, cap, status in
            sq_key(src, n, variant, dst, cap, status)
        }
    }

    /// Drops accents except on the letters in `keep`. Wraps `sq_fold_accents`.
    static func foldAccents(_ text: String, keeping keep: String) throws(TextError) -> String {
        let keepUnits = Array(keep.utf16)
        return try transform(text, operation: "accent folding") { src, n, dst, cap, status in
            keepUnits.withUnsafeBufferPointer { k in
                sq_fold_accents(src, n, k.baseAddress, Int32(k.count), dst, cap, status)
            }
        }
    }

    /// NFC normalisation. Wraps `sq_nfc`.
    static func nfc(_ text: String) throws(TextError) -> String {
        try transform(text, operation: "NFC normalisation") { src, n, dst, cap, status in
            sq_nfc(src, n, dst, cap, status)
        }
    }

    static func versionString(_ fill: (UnsafeMutablePointer<CChar>, Int32) -> Void) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, Int32($0.count)) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// An error reported by ICU while transforming text.
///
/// ICU reports failures as `UErrorCode` values; this type keeps the numeric code
/// and ICU's own name for it, so a message can be looked up in ICU's documentation.
public struct TextError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being done ("case folding", "accent folding", ...).
    public var operation: String
    /// ICU's `UErrorCode` value.
    public var code: Int32
    /// ICU's name for the code, e.g. `U_ILLEGAL_ARGUMENT_ERROR`.
    public var name: String

    public var description: String {
        "ICU failed during \(operation): \(name) (code \(code))"
    }
}

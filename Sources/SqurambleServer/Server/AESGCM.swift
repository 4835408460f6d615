import CSeal
import Foundation

/// AES-256-GCM over the system's libcrypto (the `CSeal` target), in the layout the
/// tokens have always had: a 12-byte nonce, the ciphertext, then the 16-byte tag.
/// libcrypto is loaded on first use (`CSeal` opens it with dlopen).
enum AESGCM {
    /// `nil` when libcrypto is loaded and whole; otherwise why not, in one line.
    static var unavailable: String? {
        sq_seal_unavailable().map { String(cString: $0) }
    }

    /// A 256-bit key.
    struct Key: Sendable {
        let bytes: [UInt8]

        /// `nil` unless `bytes` is 32 bytes long.
        init?<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
            guard bytes.count == Int(SQ_SEAL_KEY_BYTES) else { return nil }
            self.bytes = Array(bytes)
        }

        /// A fresh key from the system's random source.
        static func random() -> Key {
            Key(AESGCM.randomBytes(Int(SQ_SEAL_KEY_BYTES)))!
        }
    }

    struct Failure: Error {}

    static let nonceCount = Int(SQ_SEAL_NONCE_BYTES)
    static let tagCount = Int(SQ_SEAL_TAG_BYTES)

    /// `count` bytes from the system's cryptographic random source; the program stops
    /// if there is none (no key or nonce may be made without one).
    static func randomBytes(_ count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        guard sq_random_bytes(&bytes, count) == 1 else { fatalError("the system has no cryptographic random source") }
        return bytes
    }

    /// Nonce, ciphertext and tag of `plain`, with `context` authenticated too.
    static func seal(_ plain: [UInt8], key: Key, context: Data) throws(Failure) -> Data {
        let nonce = randomBytes(nonceCount)
        var cipher = [UInt8](repeating: 0, count: plain.count)
        var tag = [UInt8](repeating: 0, count: tagCount)
        let aad = [UInt8](context)
        guard sq_seal_aes256gcm(key.bytes, nonce, aad, aad.count, plain, plain.count, &cipher, &tag) == 1 else {
            throw Failure()
        }
        return Data(nonce + cipher + tag)
    }

    /// The plain text of `combined` (nonce, ciphertext, tag), or `nil` when it was not
    /// sealed with `key` and `context`, or was changed since.
    static func open(_ combined: Data, key: Key, context: Data) -> [UInt8]? {
        let bytes = [UInt8](combined)
        guard bytes.count >= nonceCount + tagCount else { return nil }
        let nonce = Array(bytes[..<nonceCount])
        let cipher = Array(bytes[nonceCount..<(bytes.count - tagCount)])
        let tag = Array(bytes[(bytes.count - tagCount)...])
        var plain = [UInt8](repeating: 0, count: cipher.count)
        let aad = [UInt8](context)
        guard sq_open_aes256gcm(key.bytes, nonce, aad, aad.count, cipher, cipher.count, tag, &plain) == 1 else { return nil }
        return plain
    }
}

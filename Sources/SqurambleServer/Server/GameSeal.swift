import Foundation
import Squramble

/// Seals a game in progress into the token a client carries between requests, and opens
/// it again: AES-256-GCM (the system's libcrypto, through the `CSeal` target), so the token is both secret (a client cannot read a daily's
/// hidden words from it) and authenticated (an edited, truncated or forged token, or one
/// sealed under another key, does not open).
///
/// ```swift
/// let seal = GameSeal.random()                         // or GameSeal(keyFile:), GameSeal(base64:from:)
/// let token = try seal.seal(game)                       // base64url text
/// let again = try seal.open(token, on: dictionaries, now: now)
/// ```
///
/// A token is `base64url(nonce ‖ ciphertext ‖ tag)` of ``Contents`` in the compact form
/// of ``TokenCoding`` (a quarter of its JSON, written field by field); the associated
/// data binds it to this use and this layout (`/3`: tokens of the JSON layout `/1` and
/// of the `Codable`-driven binary layout `/2` are refused as any foreign token is).
/// Change the context whenever the bytes of ``TokenCoding`` or `GameState+Compact.swift`
/// change.
package struct GameSeal: Sendable {
    /// The AES-256 key (through the system's libcrypto, ``AESGCM``).
    private let key: AESGCM.Key
    static let context = Data("squramble-game-token/3".utf8)

    init(key: AESGCM.Key) { self.key = key }

    /// What a token holds.
    struct Contents {
        var state: GameState
        var code: String
        /// When the round started, in seconds since 1970 on the server's clock.
        var started: Double
        var daily: DailyView?
    }

    package func seal(_ game: GameInPlay) throws(ProtocolFailure) -> String {
        let contents = Contents(state: game.game.state, code: game.code, started: game.roundStarted, daily: game.daily)
        do {
            return Base64URL.encode(try AESGCM.seal(TokenCoding.encode(contents), key: key, context: Self.context))
        } catch {
            throw ProtocolFailure("internal", "the game could not be sealed: \(error)")
        }
    }

    /// The game a token holds, on the served dictionary it was played with.
    package func open(_ token: String, on dictionaries: ServedDictionaries) throws(ProtocolFailure) -> GameInPlay {
        let refused = ProtocolFailure("invalid_state", "\"game\" is not a game token of this server: it was edited, cut short, or sealed with another key; send the token the last reply gave, or start a new game")
        guard let bytes = Base64URL.decode(token),
              let plain = AESGCM.open(bytes, key: key, context: Self.context) else { throw refused }
        let contents: Contents
        do { contents = try TokenCoding.decode(plain) } catch { throw refused }
        let dictionary = try dictionaries.dictionary(playing: contents.state.dictionary)
        // Authenticated: sealed by a server holding the key, so not checked word by word again.
        var game = try EngineCommands<ServedDictionaries>.resume(contents.state, on: dictionary, now: contents.started,
                                                                 daily: contents.daily, trusted: true, code: contents.code)
        game.roundStarted = contents.started
        return game
    }
}

extension GameSeal {
    /// Why a key could not be had.
    package struct KeyError: Error, CustomStringConvertible {
        package var description: String
    }

    /// A seal whose key is in a file, in base64 (or as 32 raw bytes).
    package init(keyFile path: String) throws(KeyError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw KeyError(description: "--key-file \(path): the file cannot be read")
        }
        if let key = AESGCM.Key(data) {
            self.init(key: key)
        } else {
            try self.init(base64: String(decoding: data, as: UTF8.self), from: "--key-file \(path)")
        }
    }

    /// A seal whose key is base64 text (e.g. `$SQURAMBLE_SERVER_KEY`); `source` names it in errors.
    package init(base64 text: String, from source: String) throws(KeyError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let bytes = Data(base64Encoded: trimmed) ?? Base64URL.decode(trimmed), let key = AESGCM.Key(bytes) else {
            throw KeyError(description: "\(source): a key is 32 bytes in base64 (make one with: head -c 32 /dev/urandom | base64)")
        }
        self.init(key: key)
    }

    /// `nil` when seals can be made (the system's libcrypto is loaded); otherwise why
    /// not, in one line. A server checks it before it starts.
    package static var unavailable: String? { AESGCM.unavailable }

    /// A seal with a new random key: its tokens open only in this process.
    package static func random() -> GameSeal { GameSeal(key: .random()) }
}

/// Base64 with the URL's alphabet (`-`, `_`) and no padding: a token fits a URL or a
/// JSON string unescaped.
/// (Byte by byte: a token is a few kilobytes, and string replacing was a tenth of a request.)
enum Base64URL {
    static func encode(_ data: Data) -> String {
        var bytes = [UInt8](data.base64EncodedData())
        while bytes.last == UInt8(ascii: "=") { bytes.removeLast() }
        for i in bytes.indices {
            if bytes[i] == UInt8(ascii: "+") { bytes[i] = UInt8(ascii: "-") } else if bytes[i] == UInt8(ascii: "/") { bytes[i] = UInt8(ascii: "_") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func decode(_ text: String) -> Data? {
        var bytes = [UInt8](text.utf8)
        for i in bytes.indices {
            switch bytes[i] {
            case UInt8(ascii: "-"): bytes[i] = UInt8(ascii: "+")
            case UInt8(ascii: "_"): bytes[i] = UInt8(ascii: "/")
            case UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="), 128...: return nil
            default: break
            }
        }
        while bytes.count % 4 != 0 { bytes.append(UInt8(ascii: "=")) }
        return Data(base64Encoded: Data(bytes))
    }
}

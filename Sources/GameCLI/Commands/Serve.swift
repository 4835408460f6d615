import ArgumentParser
import Foundation
import Logging
import Squramble
import SqurambleServer
import SqurambleTerminal
import SqurambleDefinitions

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the web game and the HTTP API.",
        discussion: """
            Plays every bundled language (or the dictionaries given with --dict) in a \
            browser at the printed URL, and the engine protocol's commands as JSON routes \
            for other programs (Documentation/HTTPAPI.md; the API is described at \
            /openapi.json). A game travels with the client, sealed with the server's key: \
            copies sharing a key (--key-file or $SQURAMBLE_SERVER_KEY) answer any game. \
            Stops on Ctrl-C or SIGTERM.
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(name: .customLong("dict"), help: ArgumentHelp(
        "A dictionary to serve: a .sqd file or a bundled language (\(DictionaryChoice.bundledNames)); repeat for several, the first is the default. Default: every bundled one, English first.",
        valueName: "file|name"))
    var dictionaries: [String] = []

    @Option(name: .customLong("key-file"), help: ArgumentHelp(
        "A file holding the 32-byte key that seals game tokens, in base64. Default: $SQURAMBLE_SERVER_KEY, else a random key for this process.",
        valueName: "path"))
    var keyFile: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port).") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty.") }
    }

    func run() throws {
        ProcessSetup.ignoreBrokenPipes()
        if let reason = GameSeal.unavailable {  // game tokens are sealed with libcrypto
            Diagnostics.squramble.error("serve: \(reason)")
            throw ExitCode.failure
        }
        let logger = Self.logger()
        let lexicons = try openDictionaries()
        let resources: ServerResources
        do { resources = try ServerResources.load() } catch {
            Diagnostics.squramble.error(error.description)
            throw ExitCode.failure
        }
        let api = SqurambleAPI(dictionaries: ServedDictionaries(lexicons), seal: try key(logger), definitions: Definitions.installed().ifAvailable)
        let (host, port) = (host, port)
        let failure = BlockingRun.wait {
            try await SqurambleHTTPServer.run(api: api, resources: resources, host: host, port: port, logger: logger) { url in
                StandardStream.output.line("Squramble is at \(url) (\(lexicons.map { $0.metadata.language }.joined(separator: ", "))); Ctrl-C stops it")
            }
        }
        if let failure {
            Diagnostics.squramble.error("the server stopped: \(failure)")
            throw ExitCode.failure
        }
    }

    /// The dictionaries to serve, each opened now: one that cannot be is refused here.
    private func openDictionaries() throws -> [Lexicon] {
        if dictionaries.isEmpty {
            let bundled = Lexicon.bundledDictionaries()
            guard !bundled.isEmpty else {
                Diagnostics.squramble.error("no bundled dictionary is installed; give one with --dict FILE")
                throw ExitCode.failure
            }
            return bundled.sorted { ($0.metadata.language == "en" ? 0 : 1, $0.metadata.language) < ($1.metadata.language == "en" ? 0 : 1, $1.metadata.language) }
        }
        var opened: [Lexicon] = []
        for name in dictionaries {
            let options = try DictionaryOptions.parse(["--dict", name])
            let lexicon = try options.open()  // one line and exit 1 when it cannot be opened
            if opened.contains(where: { $0.metadata.language.lowercased() == lexicon.metadata.language.lowercased() }) {
                Diagnostics.squramble.error("--dict \(name): a dictionary of the language \(lexicon.metadata.language) is already served; give one per language")
                throw ExitCode.failure
            }
            opened.append(lexicon)
        }
        return opened
    }

    private func key(_ logger: Logger) throws -> GameSeal {
        do {
            if let keyFile { return try GameSeal(keyFile: keyFile) }
            if let text = ProcessInfo.processInfo.environment["SQURAMBLE_SERVER_KEY"], !text.isEmpty {
                return try GameSeal(base64: text, from: "$SQURAMBLE_SERVER_KEY")
            }
        } catch {
            Diagnostics.squramble.error(error.description)
            throw ExitCode.failure
        }
        logger.notice("no --key-file or $SQURAMBLE_SERVER_KEY: game tokens are sealed with a random key, valid until this process stops")
        return GameSeal.random()
    }

    /// swift-log to standard error, one line per message.
    static func logger() -> Logger {
        LoggingSystem.bootstrap { label in StreamLogHandler.standardError(label: label) }
        var logger = Logger(label: "squramble")
        logger.logLevel = .info
        return logger
    }
}

/// Runs async work from a synchronous command and waits for it: the server runs on
/// Swift's concurrency threads and NIO's, while the main thread waits.
enum BlockingRun {
    static func wait(_ body: @escaping @Sendable () async throws -> Void) -> (any Error)? {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await body() } catch { outcome.set(error) }
            done.signal()
        }
        done.wait()
        return outcome.error
    }

    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (any Error)?
        func set(_ error: any Error) { lock.lock(); stored = error; lock.unlock() }
        var error: (any Error)? { lock.lock(); defer { lock.unlock() }; return stored }
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Runs a program on a pseudo-terminal, the way a person at a terminal would: keys
/// go in one at a time, and what it draws can be read back as a screen of text.
///
/// The program gets the terminal as its controlling terminal (a new session), so it
/// can switch it to raw mode, and its output is read all the time on a background
/// thread so it never blocks. ``screen`` replays the output through ``TerminalScreen``,
/// a small VT100 model.
///
/// ```swift
/// let run = try PseudoTerminalProgram(BuiltProgram("dictbuild").url, ["review", …])
/// try run.waitForScreen { $0.contains("remaining 3") }
/// run.type("t")
/// let status = try run.waitForExit()
/// ```
public final class PseudoTerminalProgram: @unchecked Sendable {
    public let pid: pid_t
    private let master: Int32
    /// The terminal side, kept open here to read its settings after the program ends.
    private let slave: Int32
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var readerDone = false
    private var stop = false
    /// How many times the reader has gone round its loop (see `drain`).
    private var passes = 0
    private var exitStatus: Int32?
    /// Where ``waitForOutput(_:timeout:)`` reads on from, a byte offset into the output.
    private var readPosition = 0
    private(set) public var rows: Int
    private(set) public var columns: Int
    /// How many bytes were typed in all (the key presses of a test).
    private(set) public var typedBytes = 0
    /// The window sizes the program had, from the byte of its output where each began.
    private var sizes: [(offset: Int, rows: Int, columns: Int)] = []

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public init(_ program: URL, _ arguments: [String], rows: Int = 30, columns: Int = 100,
                environment: [String: String] = [:]) throws {
        self.rows = rows
        self.columns = columns
        sizes = [(0, rows, columns)]
        // posix_openpt, unlockpt and ptsname, by hand: Glibc's module does not export them.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, Self.setLock, &unlock) == 0, ioctl(master, Self.getNumber, &number) == 0 else {
            throw Failure(description: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let slavePath = "/dev/pts/\(number)"
        slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw Failure(description: "cannot open \(slavePath)") }
        var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid, opening the terminal without O_NOCTTY makes it the controlling one.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(Self.spawnNewSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var env = ProcessInfo.processInfo.environment
        env["TERM"] = "xterm-256color"
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, program.path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure(description: "cannot start \(program.path): \(String(cString: strerror(result)))") }
        pid = child
        let thread = Thread { [self] in readLoop() }
        thread.start()
    }

    // Linux values (the same on x86-64 and arm64), not exported to Swift.
    private static let setLock = UInt(0x4004_5431)    // TIOCSPTLCK
    private static let getNumber = UInt(0x8004_5430)  // TIOCGPTN
    private static let spawnNewSession: Int32 = 0x80   // POSIX_SPAWN_SETSID (glibc 2.26+)

    deinit {
        if exitStatus == nil { kill(pid, SIGKILL); _ = try? waitForExit(timeout: 5) }
        lock.lock(); stop = true; lock.unlock()
        while !(lock.withLock { readerDone }) { usleep(1000) }
        close(master)
        close(slave)
    }

    private func readLoop() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if lock.withLock({ passes += 1; return stop }) { break }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 20)
            if ready <= 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress!, $0.count) }
            if count <= 0 { usleep(5000); continue }
            lock.withLock { bytes.append(contentsOf: buffer[0..<count]) }
        }
        lock.withLock { readerDone = true }
    }

    /// Waits until the reader has collected every byte the program has written so far:
    /// nothing is pending on the terminal and the reader has gone round its loop twice
    /// since (so a read in flight has been stored). Needed after the program ends or
    /// stops, whatever the machine's load; a fixed sleep is not enough.
    func drain(timeout: Double = 10) {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if lock.withLock({ readerDone }) { return }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0 {
                usleep(5_000)
                continue
            }
            let start = lock.withLock { passes }
            while lock.withLock({ passes }) < start + 2 && Date() < deadline { usleep(1_000) }
            var again = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&again, 1, 0) <= 0 { return }
        }
    }

    /// Everything the program wrote so far.
    public var output: [UInt8] { lock.withLock { bytes } }

    /// Types text: each byte is one key press of a plain key (`"\u{3}"` is Ctrl-C,
    /// `"\u{1B}"` Escape, `"\r"` Enter).
    public func type(_ text: String) {
        let data = Array(text.utf8)
        typedBytes += data.count
        data.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let n = write(master, raw.baseAddress! + written, raw.count - written)
                if n <= 0 { if errno == EINTR { continue }; return }
                written += n
            }
        }
    }

    /// Changes the window size, as a person dragging the window would (the kernel
    /// sends SIGWINCH to the program).
    /// The screen model follows: output written before the resize is drawn at the old
    /// size, then reflowed (see ``TerminalScreen/resize(rows:columns:)``).
    public func resize(rows: Int, columns: Int) {
        drain(timeout: 2)
        lock.withLock { sizes.append((bytes.count, rows, columns)) }
        self.rows = rows
        self.columns = columns
        var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    }

    public func send(signal number: Int32) {
        kill(pid, number)
    }

    /// The screen as the program left it, one string per row, trailing spaces removed.
    public var screen: TerminalScreen {
        let (all, changes) = lock.withLock { (bytes, sizes) }
        var model = TerminalScreen(rows: changes[0].rows, columns: changes[0].columns)
        for (index, change) in changes.enumerated() {
            if index > 0 { model.resize(rows: change.rows, columns: change.columns) }
            let end = index + 1 < changes.count ? changes[index + 1].offset : all.count
            model.feed(Array(all[min(change.offset, all.count)..<min(end, all.count)]))
        }
        return model
    }

    /// Waits until the screen satisfies `condition`; throws with the screen shown when it does not in time.
    @discardableResult
    public func waitForScreen(timeout: Double = 30, _ condition: (TerminalScreen) -> Bool) throws -> TerminalScreen {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let current = screen
            if condition(current) { return current }
            if Date() > deadline {
                throw Failure(description: "timed out; the screen was:\n" + current.text)
            }
            usleep(20_000)
        }
    }

    /// Waits until `pattern` (a regular expression) matches the output written after
    /// the previous match, the way a person reads on from where they left off; returns
    /// the matched text. Throws with the unread output shown when it does not come in time.
    @discardableResult
    public func waitForOutput(_ pattern: String, timeout: Double = 30) throws -> String {
        let regex = try Regex(pattern)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let unread = lock.withLock { Self.completeCharacters(bytes[min(readPosition, bytes.count)...]) }
            if let match = unread.firstMatch(of: regex) {
                readPosition += unread.utf8.distance(from: unread.startIndex, to: match.range.upperBound)
                return String(unread[match.range])
            }
            if Date() > deadline {
                throw Failure(description: "timed out waiting for /\(pattern)/; the unread output was:\n" + unread)
            }
            usleep(20_000)
        }
    }

    /// `bytes` as text without a UTF-8 sequence still being written at its end, so that
    /// a byte offset into the text is one into the output.
    private static func completeCharacters(_ bytes: ArraySlice<UInt8>) -> String {
        var end = bytes.endIndex
        var back = 0
        while end > bytes.startIndex, back < 4, bytes[end - 1] & 0xC0 == 0x80 { end -= 1; back += 1 }
        if end > bytes.startIndex {
            let lead = bytes[end - 1]
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            end = length > back + 1 ? end - 1 : bytes.endIndex
        }
        return String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
    }

    /// Waits for the program to end and returns its raw wait status.
    @discardableResult
    public func waitForExit(timeout: Double = 30) throws -> Int32 {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid {
                exitStatus = status
                drain()
                return status
            }
            if Date() > deadline { throw Failure(description: "the program did not end; the screen was:\n" + screen.text) }
            usleep(10_000)
        }
    }

    /// Waits until the program has stopped itself (SIGSTOP, SIGTSTP), as after Ctrl-Z.
    public func waitForStop(timeout: Double = 30) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            if waitpid(pid, &status, WNOHANG | WUNTRACED) == pid, status & 0xFF == 0x7F { drain(); return }
            if Date() > deadline { throw Failure(description: "the program did not stop; the screen was:\n" + screen.text) }
            usleep(10_000)
        }
    }

    /// The terminal's settings now (local modes, input modes).
    public var settings: termios {
        var value = termios()
        tcgetattr(slave, &value)
        return value
    }

    public static func exitCode(_ status: Int32) -> Int32? { status & 0x7F == 0 ? (status >> 8) & 0xFF : nil }
    public static func signal(_ status: Int32) -> Int32? {
        let number = status & 0x7F
        return number != 0 && number != 0x7F ? number : nil
    }
}

/// A small model of a VT100-style screen: enough of the escape sequences a
/// full-screen program uses (cursor position, clear screen and line, the alternate
/// screen, cursor visibility) to know what a person would see.
public struct TerminalScreen: Sendable, CustomStringConvertible {
    public private(set) var rows: Int
    public private(set) var columns: Int
    private var grid: [[Character]]
    private var savedMain: [[Character]]?
    private var row = 0, column = 0
    public private(set) var cursorVisible = true
    public private(set) var onAlternateScreen = false

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The rows, trailing spaces removed.
    public var lines: [String] {
        grid.map { line in
            var text = String(line)
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    public var text: String { lines.joined(separator: "\n") }
    public var description: String { text }
    public func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

    public mutating func feed(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\u{1B}":
                guard index < scalars.count else { return }
                if scalars[index] == "[" {
                    index += 1
                    var parameters = ""
                    while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) {
                        parameters.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    guard index < scalars.count else { return }
                    let final = scalars[index]
                    index += 1
                    control(final, parameters)
                } else {
                    index += 1  // ESC x: two-character sequences, ignored
                }
            case "\r": column = 0
            case "\n": lineFeed()
            case "\u{8}": column = max(0, column - 1)
            case "\u{7}": break
            default:
                guard scalar.value >= 0x20 else { continue }
                if column >= columns { column = 0; lineFeed() }
                grid[row][column] = Character(scalar)
                column += 1
            }
        }
    }

    /// A new window size, as a terminal that reflows its lines (tmux, most terminal
    /// emulators) shows it: on the main screen a row wider than the new width is split
    /// over several rows (the cursor moves with its character), rows above are pushed
    /// off the top when the screen is full, and a wider window pads rows with spaces.
    /// The alternate screen (full-screen programs) is cut or padded, not reflowed.
    public mutating func resize(rows newRows: Int, columns newColumns: Int) {
        func fitted(_ grid: [[Character]]) -> [[Character]] {
            let blank = Array(repeating: Character(" "), count: newColumns)
            let cut = grid.prefix(newRows).map { Array($0.prefix(newColumns)) + Array(repeating: " ", count: max(0, newColumns - $0.count)) }
            return cut + Array(repeating: blank, count: max(0, newRows - cut.count))
        }
        if onAlternateScreen {
            grid = fitted(grid)
            savedMain = savedMain.map(fitted)
            rows = newRows
            columns = newColumns
            row = min(row, newRows - 1)
            column = min(column, newColumns - 1)
            return
        }
        var result: [[Character]] = []
        var cursorRow = 0, cursorColumn = 0
        for (r, line) in grid.enumerated() {
            var length = line.count
            while length > 0, line[length - 1] == " " { length -= 1 }
            if r == row { length = min(max(length, column + 1), line.count) }
            var start = 0
            repeat {
                let piece = Array(line[min(start, line.count)..<min(start + newColumns, length)])
                if r == row, column >= start, column < start + newColumns || start + newColumns >= length {
                    cursorRow = result.count
                    cursorColumn = min(column - start, newColumns - 1)
                }
                result.append(piece + Array(repeating: " ", count: newColumns - piece.count))
                start += newColumns
            } while start < length
        }
        while result.count > newRows {
            if result.last?.allSatisfy({ $0 == " " }) == true, result.count - 1 > cursorRow {
                result.removeLast()
            } else {
                result.removeFirst()
                cursorRow -= 1
            }
        }
        while result.count < newRows { result.append(Array(repeating: " ", count: newColumns)) }
        grid = result
        rows = newRows
        columns = newColumns
        row = max(0, min(cursorRow, newRows - 1))
        column = cursorColumn
    }

    private mutating func lineFeed() {
        if row == rows - 1 {
            grid.removeFirst()
            grid.append(Array(repeating: " ", count: columns))
        } else {
            row += 1
        }
    }

    private mutating func control(_ final: Unicode.Scalar, _ parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0.filter(\.isNumber)) }
        func number(_ i: Int, _ fallback: Int) -> Int { i < numbers.count ? (numbers[i] ?? fallback) : fallback }
        switch final {
        case "H", "f":
            row = min(max(number(0, 1) - 1, 0), rows - 1)
            column = min(max(number(1, 1) - 1, 0), columns - 1)
        case "J":
            let mode = number(0, 0)
            if mode == 2 || mode == 3 {
                grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            } else if mode == 0 {
                for c in column..<columns { grid[row][c] = " " }
                for r in (row + 1)..<max(rows, row + 1) { grid[r] = Array(repeating: " ", count: columns) }
            }
        case "K":
            let mode = number(0, 0)
            let range = mode == 0 ? column..<columns : mode == 1 ? 0..<min(column + 1, columns) : 0..<columns
            for c in range { grid[row][c] = " " }
        case "A": row = max(row - number(0, 1), 0)
        case "B": row = min(row + number(0, 1), rows - 1)
        case "C": column = min(column + number(0, 1), columns - 1)
        case "D": column = max(column - number(0, 1), 0)
        case "h", "l":
            let on = final == "h"
            guard parameters.hasPrefix("?") else { return }
            for value in parameters.dropFirst().split(separator: ";").compactMap({ Int($0) }) {
                switch value {
                case 25: cursorVisible = on
                case 1049, 1047, 47:
                    if on, !onAlternateScreen {
                        savedMain = grid
                        grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
                        onAlternateScreen = true
                    } else if !on, onAlternateScreen {
                        grid = savedMain ?? grid
                        onAlternateScreen = false
                    }
                default: break
                }
            }
        default:
            break  // colours and the rest change nothing a test reads
        }
    }
}

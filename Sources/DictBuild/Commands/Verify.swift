import ArgumentParser
import Foundation
import Squramble
import SqurambleBuilder
import SqurambleTerminal

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a dictionary completely: checksums and every structure.",
        discussion: "Exit status 0 when the file is sound; 1 with the reason when it is not."
    )

    @Argument(help: ArgumentHelp("A dictionary (.sqd).", valueName: "file")) var file: String

    func run() throws {
        let lexicon = try Lexicon.openForCommand(file)
        do {
            try lexicon.verify()
        } catch {
            throw CommandError.failed(error)
        }
        StandardStream.output.write("ok: \(file): \(grouped(lexicon.wordCount)) words, \(grouped(lexicon.fileSize)) bytes, checksum \(String(format: "%08x", lexicon.checksum))\n")
    }
}

import ArgumentParser
import SqurambleBuilder

/// `--queue NAME` on the command line.
extension ReviewQueue: ExpressibleByArgument {
    package init?(argument: String) { self.init(name: argument) }
    package static var allValueStrings: [String] { names }
}

import ArgumentParser

struct Engine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engine",
        abstract: "Run the engine behind a JSON Lines protocol on standard input and output.",
        discussion: "One request per line, one response per line. See Documentation/EngineProtocol.md."
    )

    @OptionGroup var dictionary: DictionaryOptions

    func run() throws {
        ProcessSetup.ignoreBrokenPipes()
        var server = EngineServer(dictionaryPath: dictionary.path)
        if let status = server.run() { throw ExitCode(status) }
    }
}

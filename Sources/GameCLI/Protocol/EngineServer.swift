struct EngineServer {
    var dictionaryPath: String?
    mutating func run() {}
}

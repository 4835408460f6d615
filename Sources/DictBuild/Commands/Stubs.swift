import ArgumentParser
struct Explain: ParsableCommand {}
struct Inspect: ParsableCommand {}
struct Verify: ParsableCommand {}
struct List: ParsableCommand {}
struct Lookup: ParsableCommand {}

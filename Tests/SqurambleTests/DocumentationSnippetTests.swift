import Foundation
import Testing

/// Every Swift block of `Documentation/` compiles, as a package of its own that depends
/// on this checkout the way the embedding guide says (a path dependency, named after its
/// folder). The blocks are not run: the play loop waits for a person.
///
/// - The block whose first line is a `// Package.swift` comment is the manifest (the
///   arguments of `Package(…)` after its name); its first target holds the other blocks.
/// - A block with `@main` is a program of its own: a target of its own.
/// - The other blocks of a page, in page order, are that target's `main.swift`, so a
///   page's blocks read top to bottom as one program.
@Suite struct DocumentationSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift blocks of a Markdown text, in order.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func blocksAreFound() {
        let text = "intro\n```swift\nlet a = 1\n```\n```sh\nls\n```\n  ```swift\nlet b = 2\nprint(b)\n  ```\n"
        #expect(Self.swiftBlocks(in: text) == ["let a = 1", "let b = 2\nprint(b)"])
    }

    /// The package made of the blocks: file paths (relative to the package) and contents.
    static func package(pages: [(name: String, text: String)]) throws -> [String: String] {
        var manifest: (page: String, text: String)?
        var files: [String: String] = [:]
        var extraTargets: [String] = []
        var fragments: [(page: String, code: String)] = []
        for page in pages {
            for (i, block) in swiftBlocks(in: page.text).enumerated() {
                if block.hasPrefix("// Package.swift") {
                    #expect(manifest == nil, "two manifest blocks")
                    manifest = (page.name, block)
                } else if block.contains("@main") {
                    let target = "\(page.name)Program\(i)"
                    files["Sources/\(target)/Program.swift"] = block
                    extraTargets.append(target)
                } else {
                    fragments.append((page.name, block))
                }
            }
        }
        let (manifestPage, fragment) = try #require(manifest, "no block starts with // Package.swift")
        #expect(fragment.contains("name: \"MyGame\""))
        // The manifest's page fills MyGame; any other page, a target of its own.
        for (page, code) in fragments {
            let target = page == manifestPage ? "MyGame" : "\(page)Snippets"
            if files["Sources/\(target)/main.swift"] == nil, target != "MyGame" { extraTargets.append(target) }
            files["Sources/\(target)/main.swift", default: ""] += code + "\n\n"
        }
        files["Package.swift"] = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "DocumentationSnippets",
            \(fragment)
            )
            let library = package.targets[0].dependencies
            package.targets += [\(extraTargets.map { "\n    .executableTarget(name: \"\($0)\", dependencies: library)," }.joined())
            ]

            """
        return files
    }

    /// The DocC articles that are a page of `Documentation/` in DocC's form: their Swift
    /// blocks are compiled through that page, so they must be the same blocks.
    static let doccCopies = [(article: "Sources/Squramble/Squramble.docc/Embedding.md", page: "Documentation/Embedding.md")]

    @Test(arguments: doccCopies)
    func doccArticleHasTheBlocksOfItsPage(article: String, page: String) throws {
        let articleText = try String(contentsOf: Self.root.appendingPathComponent(article), encoding: .utf8)
        let pageText = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let pageBlocks = Self.swiftBlocks(in: pageText)
        #expect(!pageBlocks.isEmpty, "\(page) has no Swift block")
        let articleBlocks = Self.swiftBlocks(in: articleText)
        // The first block that differs (or the count), not both pages in full.
        let differing = zip(articleBlocks, pageBlocks).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(articleBlocks.count == pageBlocks.count, "\(article) has \(articleBlocks.count) Swift blocks, \(page) \(pageBlocks.count)")
        #expect(differing == nil, "Swift block \((differing ?? 0) + 1) of \(article) differs from that of \(page), which a test compiles: copy it over")
    }

    @Test func everySwiftBlockOfTheDocumentationCompiles() throws {
        let folder = Self.root.appendingPathComponent("Documentation")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted().map {
            (name: String($0.dropLast(3)), text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
        let files = try Self.package(pages: pages)
        #expect(files.keys.contains("Sources/MyGame/main.swift"))

        // MyGame/ beside squramble/, a link to this checkout: the names the guide uses. In
        // this checkout's .build, always the same folders, so later runs are incremental.
        let work = Self.root.appendingPathComponent(".build/documentation-snippets")
        let package = work.appendingPathComponent("MyGame")
        try? FileManager.default.removeItem(at: package.appendingPathComponent("Sources"))
        try? FileManager.default.removeItem(at: work.appendingPathComponent("squramble"))
        for (path, text) in files {
            let url = package.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(at: work.appendingPathComponent("squramble"), withDestinationURL: Self.root)

        let scratch = work.appendingPathComponent("build")
        let log = work.appendingPathComponent("build.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path]
        build.standardOutput = output
        build.standardError = output
        try build.run()
        build.waitUntilExit()
        try output.close()
        let text = try String(contentsOf: log, encoding: .utf8)
        let errors = text.split(separator: "\n").filter { $0.contains("error:") }.prefix(20).joined(separator: "\n")
        #expect(build.terminationStatus == 0, "the documentation's Swift blocks do not compile:\n\(errors.isEmpty ? text.suffix(3000) : Substring(errors))")
    }
}

import Foundation
import NIOCore

/// The files the server hands out, read once at start from the package's resources:
/// the OpenAPI document and the web page's files (`Resources/web/`).
///
/// Only the files found at start are ever served, from this table: no part of a request
/// reaches the file system, so `..`, encoded or not, and absolute paths name nothing.
package struct ServerResources: Sendable {
    package struct File: Sendable {
        package var bytes: ByteBuffer
        package var contentType: String
    }

    /// The web page's files by their path under `web/` (`index.html`, `css/game.css`).
    package let web: [String: File]
    package let openAPI: ByteBuffer

    /// Why the resources could not be read.
    package struct Missing: Error, CustomStringConvertible {
        package var description: String
    }

    /// Reads `folder` (default: the first of ``candidateFolders()`` that has an `openapi.json`).
    package static func load(folder given: String? = nil) throws(Missing) -> ServerResources {
        let folders = given.map { [$0] } ?? candidateFolders()
        guard let folder = folders.first(where: { FileManager.default.fileExists(atPath: "\($0)/openapi.json") }) else {
            throw Missing(description: "the server's files (openapi.json, web/) are not installed; looked in \(folders.joined(separator: ", "))")
        }
        guard let document = FileManager.default.contents(atPath: "\(folder)/openapi.json") else {
            throw Missing(description: "\(folder)/openapi.json cannot be read")
        }
        var web: [String: File] = [:]
        let root = "\(folder)/web"
        for name in files(under: root) {
            guard let type = contentType(of: name), let data = FileManager.default.contents(atPath: "\(root)/\(name)") else { continue }
            web[name] = File(bytes: ByteBuffer(bytes: data), contentType: type)
        }
        guard web["index.html"] != nil else { throw Missing(description: "\(root)/index.html is missing") }
        return ServerResources(web: web, openAPI: ByteBuffer(bytes: document))
    }

    /// Where the resources may be: beside the program (what `swift build` makes), in
    /// `../share/squramble/server` (an installed copy), then in the source checkout.
    package static func candidateFolders() -> [String] {
        var folders: [String] = []
        let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
        folders.append("\(program)/Squramble_SqurambleServer.resources/Resources")
        folders.append("\(program)/Squramble_SqurambleServer.resources")
        folders.append(URL(fileURLWithPath: program).deletingLastPathComponent().path + "/share/squramble/server")
        // Sources/SqurambleServer/Server/ServerResources.swift → Sources/SqurambleServer/Resources
        folders.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path + "/Resources")
        return folders
    }

    /// Regular files under `root`, as relative paths; hidden names are skipped.
    static func files(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var names: [String] = []
        while let name = walker.nextObject() as? String {
            let parts = name.split(separator: "/")
            guard !parts.contains(where: { $0.hasPrefix(".") }) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(root)/\(name)", isDirectory: &isFolder), !isFolder.boolValue { names.append(name) }
        }
        return names.sorted()
    }

    /// The media type of a served file by its extension; `nil`: not served.
    static func contentType(of name: String) -> String? {
        switch name.split(separator: ".").last.map({ $0.lowercased() }) ?? "" {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "webmanifest": "application/manifest+json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        case "txt": "text/plain; charset=utf-8"
        default: nil
        }
    }
}

import Foundation
import SqurambleBuilder

extension LanguageListFolder {
    /// Where `dictbuild frequency` and `dictbuild offensive` write a language's list:
    /// `output` when given, else the language's file in this folder, which is made if it
    /// is missing (`folderName`, "frequency folder", names it in the error if it cannot be).
    func target(output: String?, language: String, folderName: String, environment: [String: String]) throws -> String {
        if let output { return output }
        let folder = path(environment: environment)
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw CommandError.cannotMakeListFolder(what: folderName, path: folder, reason: error.localizedDescription)
        }
        return folder + "/" + fileName(language: language)
    }
}

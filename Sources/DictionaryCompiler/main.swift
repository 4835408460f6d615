// The tool SqurambleDictionaryPlugin runs at build time: one recipe in, one `.sqd` out.
//
//   DictionaryCompiler RECIPE OUTPUT
//
// The recipe's relative paths are relative to the recipe's folder (as for `dictbuild
// build`); its "output" field is ignored, OUTPUT says where the file goes. The file is
// written atomically, so a failed build leaves no file. It links SqurambleBuilder and
// nothing else, so a package applying the plugin compiles no argument parser, no terminal
// layer and no bundled dictionary for it.
//
// Exit status: 0 built, 1 the recipe or an input cannot be used (one line on standard
// error, naming the recipe), 64 usage.
import Foundation
import SqurambleBuilder

/// Writes one line to standard error.
func complain(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, !arguments.contains(where: { $0.hasPrefix("-") }) else {
    complain("usage: DictionaryCompiler RECIPE OUTPUT (a recipe file, the .sqd to write)")
    exit(64)
}
let (recipePath, outputPath) = (arguments[0], arguments[1])

do {
    let recipe = try DictionaryRecipe(contentsOf: recipePath)
    let built = try DictionaryBuilder(recipe: recipe).build()
    try built.write(to: outputPath)
    let report = built.report
    print("\(outputPath.split(separator: "/").last ?? ""): \(report.acceptedCount) words, \(report.targetCount) targets, \(report.droppedCount) dropped")
} catch {
    // The Xcode and SwiftPM diagnostic form: the file the error is about, then the error.
    // The builder's recipe errors start with "recipe PATH: ", which this form already says.
    var message = "\(error)"
    if message.hasPrefix("recipe \(recipePath): ") { message.removeFirst("recipe \(recipePath): ".count) }
    complain("\(recipePath): error: \(message)")
    exit(1)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `LLVMFuzzerRunDriver` from libFuzzer (`libclang_rt.fuzzer_no_main`): runs the fuzzing
/// loop, or the given files once each, with libFuzzer's own command-line options.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The body of the running fuzzer. A C callback cannot capture context, so it is
/// kept here; it is set once, before libFuzzer starts.
nonisolated(unsafe) private var currentBody: ((UnsafeRawBufferPointer) -> Void)?

/// Runs a fuzzer program: `body` is called with every input libFuzzer makes.
///
/// ```swift
/// runFuzzer(seeds: { [("small.sqd", bytes)] }) { input in _ = LexiconProbe.probe(Array(input)) }
/// ```
///
/// Besides libFuzzer's options (`-runs=N`, `-max_total_time=S`, `CORPUS_DIR…`,
/// `FILE…` to replay inputs), the program understands `--write-seeds DIR`: it writes
/// the seed inputs made by `seeds` into `DIR` and exits.
///
/// A bug shows up as a trap (Swift runtime checks, `preconditionFailure` in a probe)
/// or an AddressSanitizer report; libFuzzer saves the input as `crash-…`.
public func runFuzzer(seeds: () -> [(name: String, bytes: [UInt8])], _ body: @escaping (UnsafeRawBufferPointer) -> Void) -> Never {
    let arguments = CommandLine.arguments
    if arguments.count == 3, arguments[1] == "--write-seeds" {
        let folder = arguments[2]
        mkdir(folder, 0o755)
        for seed in seeds() {
            let path = "\(folder)/\(seed.name)"
            guard let file = fopen(path, "wb") else {
                print("cannot write \(path): \(String(cString: strerror(errno)))")
                exit(1)
            }
            _ = seed.bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
            fclose(file)
        }
        exit(0)
    }
    currentBody = body
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    let status = LLVMFuzzerRunDriver(&argc, &argv) { data, count in
        currentBody?(UnsafeRawBufferPointer(start: data, count: count))
        return 0
    }
    exit(status)
}

// libFuzzer target: the dictionary reader. Every input must be refused with a
// LexiconError or open and answer every query; a file that also verifies must give
// answers that agree with each other (LexiconProbe). Each input is tried as given and
// with its checksums recomputed, so random damage reaches the structure checks.
// Seeds: real files, and the same with counts near integer limits (LexiconSeeds.extremes).
// Build and run with Scripts/fuzz.sh (see Documentation/Reliability.md).
import FuzzDriver
import SqurambleHardening

runFuzzer(seeds: { LexiconSeeds.all() + LexiconSeeds.extremes() }) { input in
    let bytes = Array(input)
    _ = LexiconProbe.probe(bytes)
    if let signed = LexiconProbe.resigned(bytes), signed != bytes {
        _ = LexiconProbe.probe(signed)
    }
}

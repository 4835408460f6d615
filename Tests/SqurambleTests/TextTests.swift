import Squramble
import Testing

@Suite struct MatchKeyTests {
    @Test func asciiWord() throws {
        #expect(try NormalizationPolicy.standard.key(for: "Test").text == "test")
    }
}

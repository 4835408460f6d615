@testable import DictBuild
@testable import SqurambleBuilder
import Testing

/// The input masks of a word table hold the same bits in a byte a key as in eight: before
/// and after a ninth input makes them wide.
@Suite struct InputMasksTests {
    @Test(arguments: [1, 8, 9, 64])
    func masksKeepEveryBit(_ inputs: Int) {
        var masks = InputMasks()
        var expected: [UInt64] = []
        for key in 0..<20 {
            masks.append(0)
            expected.append(0)
            for input in 0..<inputs where (key + input) % 3 == 0 {
                let bit = UInt64(1) << UInt64(input)
                masks.add(bit, at: key)
                expected[key] |= bit
            }
        }
        #expect(Array(masks) == expected)
    }

    @Test func aTableOfNineInputs() {
        var table = WordTable()
        for input in 0..<9 {
            table.files.append("list\(input)")
            table.collect("cat", key: "cat", bit: UInt64(1) << UInt64(input), keepsCase: true, file: Int32(input), line: 1)
        }
        table.collect("dog", key: "dog", bit: 1, keepsCase: true, file: 0, line: 2)
        #expect(Array(table.masks) == [0x1FF, 1])
        table.checkInvariants()
    }

    /// Letting the lookups go copies the columns into arrays of their size: the keys,
    /// spellings and masks read the same after it, and the columns are no longer grown.
    @Test func droppingLookupsKeepsTheColumns() {
        var table = WordTable()
        table.files = ["a", "b"]
        for n in 0..<3_000 {
            let key = "k\(n)"
            table.collect(key, key: key, bit: 1, keepsCase: false, file: 0, line: n + 1)
            if n % 7 == 0 { table.collect("K\(n)", key: key, bit: 2, keepsCase: true, file: 1, line: n + 1) }
        }
        let keys = Array(table.keys), masks = Array(table.masks)
        let forms = (0..<table.count).map { table.surfaceForms(at: $0).map(\.text) }
        table.dropKeyLookups()
        #expect(Array(table.keys) == keys)
        #expect(Array(table.masks) == masks)
        #expect((0..<table.count).map { table.surfaceForms(at: $0).map(\.text) } == forms)
        #expect(table.firstForms.capacity - table.count <= table.count / 16)
        table.checkInvariants()
    }
}

import CICU
import Testing

@Suite struct CICUShimTests {
    @Test func versionsAreReported() {
        var buffer = [CChar](repeating: 0, count: 32)
        sq_icu_version(&buffer, 32)
        let icu = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(icu.split(separator: ".").count >= 2)
        #expect(Int(icu.split(separator: ".")[0]) ?? 0 >= 60)
    }

    @Test func overflowIsReportedWithTheNeededLength() {
        // "ﬃ" (one unit) folds to "ffi" (three units): a one-unit buffer must overflow.
        let source: [UInt16] = [0xFB03]
        var dest = [UInt16](repeating: 0, count: 1)
        var status: Int32 = 0
        let needed = sq_key(source, 1, Int32(SQ_FOLD_DEFAULT), &dest, 1, &status)
        #expect(status == 15)
        #expect(needed == 3)
    }

    @Test func errorNamesAreReadable() {
        #expect(String(cString: sq_error_name(15)) == "U_BUFFER_OVERFLOW_ERROR")
    }
}

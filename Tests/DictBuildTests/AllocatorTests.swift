import CAllocator
import Testing

/// `dictbuild build` tunes glibc's allocator through CAllocator; on glibc the settings
/// must be taken (a check for `__GLIBC__` made before any C library header was read
/// once compiled the calls away without a sign).
@Suite struct AllocatorTests {
    #if os(Linux) && canImport(Glibc)
    @Test func glibcTakesTheBuildSettings() {
        #expect(sq_prepare_build_allocator() == 1)
    }
    #endif
}

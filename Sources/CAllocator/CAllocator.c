#include "CAllocator.h"

// Any C library header defines __GLIBC__ under glibc; the check must come after one.
#include <limits.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int sq_prepare_build_allocator(void) {
#if defined(__GLIBC__)
    // M_MMAP_THRESHOLD first: glibc refuses a value above its maximum (32 MiB on 64-bit),
    // and if it does, the others are left alone too.
    if (mallopt(M_MMAP_THRESHOLD, 32 << 20) != 1) return 0;
    mallopt(M_TRIM_THRESHOLD, 0x7fffffff);
    mallopt(M_TOP_PAD, 64 << 20);
    mallopt(M_ARENA_MAX, 1);
    return 1;
#else
    return 0;
#endif
}

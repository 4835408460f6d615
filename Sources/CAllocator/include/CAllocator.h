// CAllocator: tunes the C library's allocator for a dictionary build.
//
// Like CICU.h and CSeal.h, this header includes no system header of the library it
// wraps: Swift sees one function, and `malloc.h` stays in the .c file.
#ifndef SQURAMBLE_CALLOCATOR_H
#define SQURAMBLE_CALLOCATOR_H

#ifdef __cplusplus
extern "C" {
#endif

/// Asks glibc's allocator to keep freed memory for later allocations, to serve blocks up
/// to 32 MiB from its heap, to grow that heap 64 MiB at a time and to use one arena for
/// every thread. Returns 1 when the allocator took the settings, 0 when it refused them
/// or the C library is not glibc (then nothing was changed).
int sq_prepare_build_allocator(void);

#ifdef __cplusplus
}
#endif

#endif

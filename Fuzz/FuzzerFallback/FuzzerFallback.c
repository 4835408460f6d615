/* A weak LLVMFuzzerRunDriver, so the fuzz programs link in any build (`swift build`
 * builds them like every other target). Scripts/fuzz.sh links libFuzzer
 * (libclang_rt.fuzzer_no_main) whole into them, and its strong definition replaces this
 * one; without it, the program says how to build it and exits with status 1. */
#include <stdint.h>
#include <stdio.h>
#include <stddef.h>
#include "FuzzerFallback.h"

void sq_fuzzer_fallback_linked(void) {}

__attribute__((weak)) int LLVMFuzzerRunDriver(int *argc, char ***argv,
                                              int (*callback)(const uint8_t *, size_t)) {
    (void)argc; (void)argv; (void)callback;
    fputs("this fuzz program was built without libFuzzer: build and run it with Scripts/fuzz.sh\n", stderr);
    return 1;
}

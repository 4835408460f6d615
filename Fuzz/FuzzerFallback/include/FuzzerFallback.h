#ifndef SQURAMBLE_FUZZER_FALLBACK_H
#define SQURAMBLE_FUZZER_FALLBACK_H
/* Nothing to declare: this target only gives a weak LLVMFuzzerRunDriver (see the .c file). */
void sq_fuzzer_fallback_linked(void);
#endif

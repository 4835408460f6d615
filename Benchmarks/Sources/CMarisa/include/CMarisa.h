// A C face for libmarisa (marisa-trie, a C++ library), for the benchmarks only: the
// peer that `Benchmarks/compare.sh` measures Squramble's lookups against, in the same
// process, on the same keys. Nothing outside the Benchmarks package links it.
#ifndef CMARISA_H
#define CMARISA_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A trie loaded from a file made by `marisa-build`.
typedef struct sqb_marisa_trie sqb_marisa_trie;

/// Maps (memory-maps) the trie at `path`; NULL when it cannot be read.
sqb_marisa_trie *sqb_marisa_open(const char *path);

/// The key id of `length` bytes at `key`, or -1 when the trie does not hold them.
int64_t sqb_marisa_lookup(sqb_marisa_trie *trie, const uint8_t *key, size_t length);

/// The number of keys.
size_t sqb_marisa_size(const sqb_marisa_trie *trie);

void sqb_marisa_close(sqb_marisa_trie *trie);

#ifdef __cplusplus
}
#endif

#endif

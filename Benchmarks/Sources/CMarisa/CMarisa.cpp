#include "CMarisa.h"

#include <marisa.h>
#include <new>

// One trie and one reusable agent (marisa's query object), so a lookup allocates
// nothing once the agent has its buffers.
struct sqb_marisa_trie {
    marisa::Trie trie;
    marisa::Agent agent;
};

sqb_marisa_trie *sqb_marisa_open(const char *path) {
    sqb_marisa_trie *handle = new (std::nothrow) sqb_marisa_trie;
    if (handle == nullptr) return nullptr;
    try {
        handle->trie.mmap(path);
    } catch (const marisa::Exception &) {
        delete handle;
        return nullptr;
    }
    return handle;
}

int64_t sqb_marisa_lookup(sqb_marisa_trie *trie, const uint8_t *key, size_t length) {
    trie->agent.set_query(reinterpret_cast<const char *>(key), length);
    return trie->trie.lookup(trie->agent) ? static_cast<int64_t>(trie->agent.key().id()) : -1;
}

size_t sqb_marisa_size(const sqb_marisa_trie *trie) { return trie->trie.size(); }

void sqb_marisa_close(sqb_marisa_trie *trie) { delete trie; }

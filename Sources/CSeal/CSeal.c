// The only file of the project that includes OpenSSL headers.
//
// libcrypto is loaded with dlopen on first use rather than linked: only `squramble serve`
// seals tokens, and a library on the executable's list of needs is loaded and relocated
// by every process, `squramble --version` and `solve` included (3.2 M instructions of the
// dynamic loader; Documentation/Performance.md, "CLI start-up beside `an`"). The
// headers still declare every function, so each pointer below has the exact type of the
// function it stands for.
#include "CSeal.h"

#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

// The sonames tried in turn: OpenSSL 3's, then the development link (any version with
// the EVP interface).
static const char *const sq_crypto_names[] = { "libcrypto.so.3", "libcrypto.so" };

static struct {
    __typeof__(&RAND_bytes) rand_bytes;
    __typeof__(&EVP_CIPHER_CTX_new) ctx_new;
    __typeof__(&EVP_CIPHER_CTX_free) ctx_free;
    __typeof__(&EVP_CIPHER_CTX_ctrl) ctx_ctrl;
    __typeof__(&EVP_CipherInit_ex) init;
    __typeof__(&EVP_CipherUpdate) update;
    __typeof__(&EVP_CipherFinal_ex) final;
    __typeof__(&EVP_aes_256_gcm) aes_256_gcm;
} crypto;
static char sq_crypto_failure[512];
static pthread_once_t sq_crypto_once = PTHREAD_ONCE_INIT;

// Looks `name` up in `library`; records the failure and returns NULL if it is not there.
static void *sq_crypto_symbol(void *library, const char *name) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL && sq_crypto_failure[0] == 0)
        snprintf(sq_crypto_failure, sizeof sq_crypto_failure, "the system's OpenSSL library has no %s", name);
    return symbol;
}

static void sq_crypto_load(void) {
    void *library = NULL;
    for (size_t i = 0; library == NULL && i < sizeof sq_crypto_names / sizeof *sq_crypto_names; i++)
        library = dlopen(sq_crypto_names[i], RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(sq_crypto_failure, sizeof sq_crypto_failure, "the system's OpenSSL library (%s) cannot be loaded",
                 sq_crypto_names[0]);
        return;
    }
    crypto.rand_bytes = (__typeof__(crypto.rand_bytes))sq_crypto_symbol(library, "RAND_bytes");
    crypto.ctx_new = (__typeof__(crypto.ctx_new))sq_crypto_symbol(library, "EVP_CIPHER_CTX_new");
    crypto.ctx_free = (__typeof__(crypto.ctx_free))sq_crypto_symbol(library, "EVP_CIPHER_CTX_free");
    crypto.ctx_ctrl = (__typeof__(crypto.ctx_ctrl))sq_crypto_symbol(library, "EVP_CIPHER_CTX_ctrl");
    crypto.init = (__typeof__(crypto.init))sq_crypto_symbol(library, "EVP_CipherInit_ex");
    crypto.update = (__typeof__(crypto.update))sq_crypto_symbol(library, "EVP_CipherUpdate");
    crypto.final = (__typeof__(crypto.final))sq_crypto_symbol(library, "EVP_CipherFinal_ex");
    crypto.aes_256_gcm = (__typeof__(crypto.aes_256_gcm))sq_crypto_symbol(library, "EVP_aes_256_gcm");
}

const char *sq_seal_unavailable(void) {
    pthread_once(&sq_crypto_once, sq_crypto_load);
    return sq_crypto_failure[0] == 0 ? NULL : sq_crypto_failure;
}

int sq_random_bytes(uint8_t *dest, size_t count) {
    if (count > INT_MAX || sq_seal_unavailable() != NULL) return 0;
    return crypto.rand_bytes(dest, (int)count) == 1;
}

// One context set up for AES-256-GCM with a 12-byte nonce, for either direction.
static EVP_CIPHER_CTX *sq_gcm_context(int encrypt, const uint8_t *key, const uint8_t *nonce) {
    if (sq_seal_unavailable() != NULL) return NULL;
    EVP_CIPHER_CTX *context = crypto.ctx_new();
    if (context == NULL) return NULL;
    if (crypto.init(context, crypto.aes_256_gcm(), NULL, NULL, NULL, encrypt) != 1
        || crypto.ctx_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, SQ_SEAL_NONCE_BYTES, NULL) != 1
        || crypto.init(context, NULL, NULL, key, nonce, encrypt) != 1) {
        crypto.ctx_free(context);
        return NULL;
    }
    return context;
}

// Feeds the additional data, then `length` bytes of input to output; 1 on success.
static int sq_gcm_update(EVP_CIPHER_CTX *context, const uint8_t *aad, size_t aadLength,
                         const uint8_t *input, size_t length, uint8_t *output) {
    int written = 0;
    if (aadLength > INT_MAX || length > INT_MAX) return 0;
    if (aadLength > 0 && crypto.update(context, NULL, &written, aad, (int)aadLength) != 1) return 0;
    if (length > 0 && (crypto.update(context, output, &written, input, (int)length) != 1 || (size_t)written != length)) return 0;
    return 1;
}

int sq_seal_aes256gcm(const uint8_t key[SQ_SEAL_KEY_BYTES], const uint8_t nonce[SQ_SEAL_NONCE_BYTES],
                      const uint8_t *aad, size_t aadLength,
                      const uint8_t *plain, size_t plainLength,
                      uint8_t *cipher, uint8_t tag[SQ_SEAL_TAG_BYTES]) {
    EVP_CIPHER_CTX *context = sq_gcm_context(1, key, nonce);
    if (context == NULL) return 0;
    int written = 0;
    int ok = sq_gcm_update(context, aad, aadLength, plain, plainLength, cipher)
        && crypto.final(context, cipher + plainLength, &written) == 1 && written == 0
        && crypto.ctx_ctrl(context, EVP_CTRL_GCM_GET_TAG, SQ_SEAL_TAG_BYTES, tag) == 1;
    crypto.ctx_free(context);
    return ok;
}

int sq_open_aes256gcm(const uint8_t key[SQ_SEAL_KEY_BYTES], const uint8_t nonce[SQ_SEAL_NONCE_BYTES],
                      const uint8_t *aad, size_t aadLength,
                      const uint8_t *cipher, size_t cipherLength,
                      const uint8_t tag[SQ_SEAL_TAG_BYTES], uint8_t *plain) {
    EVP_CIPHER_CTX *context = sq_gcm_context(0, key, nonce);
    if (context == NULL) return 0;
    uint8_t expected[SQ_SEAL_TAG_BYTES];
    memcpy(expected, tag, SQ_SEAL_TAG_BYTES);
    int written = 0;
    int ok = sq_gcm_update(context, aad, aadLength, cipher, cipherLength, plain)
        && crypto.ctx_ctrl(context, EVP_CTRL_GCM_SET_TAG, SQ_SEAL_TAG_BYTES, expected) == 1
        && crypto.final(context, plain + cipherLength, &written) == 1 && written == 0;
    crypto.ctx_free(context);
    if (!ok && cipherLength > 0) memset(plain, 0, cipherLength);
    return ok;
}

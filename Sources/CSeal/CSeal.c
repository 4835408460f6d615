// The only file of the project that includes OpenSSL headers.
#include "CSeal.h"

#include <limits.h>
#include <string.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

int sq_random_bytes(uint8_t *dest, size_t count) {
    if (count > INT_MAX) return 0;
    return RAND_bytes(dest, (int)count) == 1;
}

// One context set up for AES-256-GCM with a 12-byte nonce, for either direction.
static EVP_CIPHER_CTX *sq_gcm_context(int encrypt, const uint8_t *key, const uint8_t *nonce) {
    EVP_CIPHER_CTX *context = EVP_CIPHER_CTX_new();
    if (context == NULL) return NULL;
    if (EVP_CipherInit_ex(context, EVP_aes_256_gcm(), NULL, NULL, NULL, encrypt) != 1
        || EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, SQ_SEAL_NONCE_BYTES, NULL) != 1
        || EVP_CipherInit_ex(context, NULL, NULL, key, nonce, encrypt) != 1) {
        EVP_CIPHER_CTX_free(context);
        return NULL;
    }
    return context;
}

// Feeds the additional data, then `length` bytes of input to output; 1 on success.
static int sq_gcm_update(EVP_CIPHER_CTX *context, const uint8_t *aad, size_t aadLength,
                         const uint8_t *input, size_t length, uint8_t *output) {
    int written = 0;
    if (aadLength > INT_MAX || length > INT_MAX) return 0;
    if (aadLength > 0 && EVP_CipherUpdate(context, NULL, &written, aad, (int)aadLength) != 1) return 0;
    if (length > 0 && (EVP_CipherUpdate(context, output, &written, input, (int)length) != 1 || (size_t)written != length)) return 0;
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
        && EVP_CipherFinal_ex(context, cipher + plainLength, &written) == 1 && written == 0
        && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, SQ_SEAL_TAG_BYTES, tag) == 1;
    EVP_CIPHER_CTX_free(context);
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
        && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, SQ_SEAL_TAG_BYTES, expected) == 1
        && EVP_CipherFinal_ex(context, plain + cipherLength, &written) == 1 && written == 0;
    EVP_CIPHER_CTX_free(context);
    if (!ok && cipherLength > 0) memset(plain, 0, cipherLength);
    return ok;
}

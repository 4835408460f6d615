// CSeal: the project's own plain C functions over the system OpenSSL (libcrypto),
// for the server's game tokens: AES-256-GCM and random bytes.
//
// This header includes no OpenSSL header, as CICU.h includes no ICU header: the
// Swift side sees only these functions and fixed-size byte buffers.
#ifndef SQURAMBLE_CSEAL_H
#define SQURAMBLE_CSEAL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    SQ_SEAL_KEY_BYTES = 32,    ///< AES-256.
    SQ_SEAL_NONCE_BYTES = 12,  ///< GCM's 96-bit nonce.
    SQ_SEAL_TAG_BYTES = 16     ///< GCM's full 128-bit tag.
};

/// NULL when the system's libcrypto is loaded (on first use, with dlopen) and has every
/// function used here; otherwise one line saying why not. The functions below fail
/// (return 0) while it is not NULL.
const char *sq_seal_unavailable(void);

/// Fills `dest` with `count` bytes from the system's cryptographic random source.
/// Returns 1 on success, 0 on failure.
int sq_random_bytes(uint8_t *dest, size_t count);

/// Encrypts and authenticates `plain` (and authenticates `aad`) with `key` and
/// `nonce`, writing `plainLength` bytes of ciphertext to `cipher` and the tag to `tag`.
/// Returns 1 on success, 0 on failure.
int sq_seal_aes256gcm(const uint8_t key[SQ_SEAL_KEY_BYTES], const uint8_t nonce[SQ_SEAL_NONCE_BYTES],
                      const uint8_t *aad, size_t aadLength,
                      const uint8_t *plain, size_t plainLength,
                      uint8_t *cipher, uint8_t tag[SQ_SEAL_TAG_BYTES]);

/// Checks `tag` over `cipher` and `aad` and decrypts `cipher` into `plain`
/// (`cipherLength` bytes). Returns 1 when the tag is right, 0 otherwise; on 0,
/// `plain` holds nothing to use.
int sq_open_aes256gcm(const uint8_t key[SQ_SEAL_KEY_BYTES], const uint8_t nonce[SQ_SEAL_NONCE_BYTES],
                      const uint8_t *aad, size_t aadLength,
                      const uint8_t *cipher, size_t cipherLength,
                      const uint8_t tag[SQ_SEAL_TAG_BYTES], uint8_t *plain);

#ifdef __cplusplus
}
#endif

#endif

// CICU: the project's own plain C functions over the system ICU.
//
// This header deliberately includes no ICU header: Foundation on Linux carries
// its own ICU module, and importing the system ICU headers next to it fails to
// compile. Text crosses this boundary as UTF-16 code units (uint16_t).
//
// Every function that produces text follows one convention: it writes at most
// `capacity` units to `dest`, returns the full length the result needs, and
// stores an ICU error code in `*status` (0 or negative means success, positive
// means failure; 15 means `dest` was too small: call again with a larger buffer).
#ifndef SQURAMBLE_CICU_H
#define SQURAMBLE_CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Case-folding variants understood by sq_key.
enum {
    SQ_FOLD_DEFAULT = 0,  ///< Unicode default full case folding (İ → i̇, I → i).
    SQ_FOLD_TURKIC = 1    ///< Turkic full case folding (I → ı, İ → i).
};

/// NFKC, full case folding (default or Turkic), and removal of
/// default-ignorable code points (zero-width space, soft hyphen, bidi marks...).
/// With SQ_FOLD_DEFAULT this is ICU's NFKC_Casefold mapping.
int32_t sq_key(const uint16_t *source, int32_t length, int32_t foldVariant,
               uint16_t *dest, int32_t capacity, int32_t *status);

/// Removes accents: every code point is decomposed (NFD) and its non-spacing
/// marks are dropped, except the code points listed in `keep` (a UTF-16 string
/// of NFC letters treated as letters of their own, e.g. "ñ" for Spanish),
/// which are copied unchanged. The result is recomposed to NFC.
int32_t sq_fold_accents(const uint16_t *source, int32_t length,
                        const uint16_t *keep, int32_t keepLength,
                        uint16_t *dest, int32_t capacity, int32_t *status);

/// NFC normalisation (the display form of a word).
int32_t sq_nfc(const uint16_t *source, int32_t length,
               uint16_t *dest, int32_t capacity, int32_t *status);

/// Writes ICU's version ("72.1") into `dest` (NUL-terminated, at most capacity bytes).
void sq_icu_version(char *dest, int32_t capacity);

/// Writes the Unicode version of ICU's data ("15.0") into `dest`.
void sq_unicode_version(char *dest, int32_t capacity);

/// A readable name for an ICU error code ("U_BUFFER_OVERFLOW_ERROR").
const char *sq_error_name(int32_t status);

#ifdef __cplusplus
}
#endif

#endif

// The only file of the project that includes ICU headers.
#include "CICU.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/uversion.h>

// Copies `length` units into dest when they fit and reports overflow otherwise.
static int32_t sq_emit(const UChar *text, int32_t length, uint16_t *dest,
                       int32_t capacity, int32_t *status) {
    if (length <= capacity) {
        if (length > 0) memcpy(dest, text, (size_t)length * sizeof(UChar));
        *status = U_ZERO_ERROR;
    } else {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return length;
}

int32_t sq_key(const uint16_t *source, int32_t length, int32_t foldVariant,
               uint16_t *dest, int32_t capacity, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    if (length < 0 || capacity < 0 || (length > 0 && source == NULL)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    if (foldVariant == SQ_FOLD_DEFAULT) {
        const UNormalizer2 *nfkcCf = unorm2_getNFKCCasefoldInstance(&err);
        if (U_FAILURE(err)) { *status = err; return 0; }
        int32_t n = unorm2_normalize(nfkcCf, (const UChar *)source, length,
                                     (UChar *)dest, capacity, &err);
        *status = err;
        return n;
    }
    // Turkic: NFKC, Turkic full case folding, NFKC again, then drop the
    // default-ignorable code points that NFKC_Casefold would have removed.
    const UNormalizer2 *nfkc = unorm2_getNFKCInstance(&err);
    if (U_FAILURE(err)) { *status = err; return 0; }
    int32_t n1 = unorm2_normalize(nfkc, (const UChar *)source, length, NULL, 0, &err);
    if (err != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(err)) { *status = err; return 0; }
    err = U_ZERO_ERROR;
    UChar *a = (UChar *)malloc((size_t)(n1 + 1) * sizeof(UChar));
    if (!a) { *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
    unorm2_normalize(nfkc, (const UChar *)source, length, a, n1 + 1, &err);
    if (U_FAILURE(err)) { free(a); *status = err; return 0; }
    int32_t n2 = u_strFoldCase(NULL, 0, a, n1, U_FOLD_CASE_EXCLUDE_SPECIAL_I, &err);
    if (err != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(err)) { free(a); *status = err; return 0; }
    err = U_ZERO_ERROR;
    UChar *b = (UChar *)malloc((size_t)(n2 + 1) * sizeof(UChar));
    if (!b) { free(a); *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
    u_strFoldCase(b, n2 + 1, a, n1, U_FOLD_CASE_EXCLUDE_SPECIAL_I, &err);
    free(a);
    if (U_FAILURE(err)) { free(b); *status = err; return 0; }
    int32_t n3 = unorm2_normalize(nfkc, b, n2, NULL, 0, &err);
    if (err != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(err)) { free(b); *status = err; return 0; }
    err = U_ZERO_ERROR;
    UChar *c = (UChar *)malloc((size_t)(n3 + 1) * sizeof(UChar));
    if (!c) { free(b); *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
    unorm2_normalize(nfkc, b, n2, c, n3 + 1, &err);
    free(b);
    if (U_FAILURE(err)) { free(c); *status = err; return 0; }
    int32_t out = 0;
    for (int32_t i = 0; i < n3;) {
        UChar32 cp;
        int32_t start = i;
        U16_NEXT(c, i, n3, cp);
        if (u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) continue;
        for (int32_t j = start; j < i; j++) c[out++] = c[j];
    }
    int32_t result = sq_emit(c, out, dest, capacity, status);
    free(c);
    return result;
}

int32_t sq_fold_accents(const uint16_t *source, int32_t length,
                        const uint16_t *keep, int32_t keepLength,
                        uint16_t *dest, int32_t capacity, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    if (length < 0 || capacity < 0 || keepLength < 0 || (length > 0 && source == NULL)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&err);
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&err);
    if (U_FAILURE(err)) { *status = err; return 0; }
    // Bring the input to NFC so that a protected letter is one code point.
    int32_t n = unorm2_normalize(nfc, (const UChar *)source, length, NULL, 0, &err);
    if (err != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(err)) { *status = err; return 0; }
    err = U_ZERO_ERROR;
    UChar *composed = (UChar *)malloc((size_t)(n + 1) * sizeof(UChar));
    if (!composed) { *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
    unorm2_normalize(nfc, (const UChar *)source, length, composed, n + 1, &err);
    if (U_FAILURE(err)) { free(composed); *status = err; return 0; }
    // A decomposition is at most a handful of code points per code point (ICU's
    // longest canonical decomposition is 4 code points, 8 units with surrogates).
    int64_t cap64 = (int64_t)n * 8 + 8;
    if (cap64 > INT32_MAX) { free(composed); *status = U_INDEX_OUTOFBOUNDS_ERROR; return 0; }
    UChar *stripped = (UChar *)malloc((size_t)cap64 * sizeof(UChar));
    if (!stripped) { free(composed); *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
    int32_t out = 0;
    for (int32_t i = 0; i < n;) {
        UChar32 cp;
        int32_t start = i;
        U16_NEXT(composed, i, n, cp);
        int protectedLetter = 0;
        for (int32_t k = 0; k < keepLength;) {
            UChar32 kp;
            U16_NEXT(keep, k, keepLength, kp);
            if (kp == cp) { protectedLetter = 1; break; }
        }
        if (protectedLetter) {
            for (int32_t j = start; j < i; j++) stripped[out++] = composed[j];
            continue;
        }
        UChar single[2];
        int32_t singleLength = 0;
        U16_APPEND_UNSAFE(single, singleLength, cp);
        UChar decomposed[32];
        UErrorCode derr = U_ZERO_ERROR;
        int32_t dn = unorm2_normalize(nfd, single, singleLength, decomposed, 32, &derr);
        if (U_FAILURE(derr)) { dn = singleLength; memcpy(decomposed, single, sizeof(UChar) * (size_t)singleLength); }
        for (int32_t d = 0; d < dn;) {
            UChar32 dp;
            int32_t ds = d;
            U16_NEXT(decomposed, d, dn, dp);
            if (u_charType(dp) == U_NON_SPACING_MARK) continue;
            for (int32_t j = ds; j < d; j++) stripped[out++] = decomposed[j];
        }
    }
    free(composed);
    int32_t result = unorm2_normalize(nfc, stripped, out, (UChar *)dest, capacity, &err);
    free(stripped);
    *status = err;
    return result;
}

int32_t sq_nfc(const uint16_t *source, int32_t length,
               uint16_t *dest, int32_t capacity, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    if (length < 0 || capacity < 0 || (length > 0 && source == NULL)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&err);
    if (U_FAILURE(err)) { *status = err; return 0; }
    int32_t n = unorm2_normalize(nfc, (const UChar *)source, length, (UChar *)dest, capacity, &err);
    *status = err;
    return n;
}

void sq_icu_version(char *dest, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(info);
    u_versionToString(info, text);
    if (capacity > 0) { strncpy(dest, text, (size_t)capacity - 1); dest[capacity - 1] = 0; }
}

void sq_unicode_version(char *dest, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getUnicodeVersion(info);
    u_versionToString(info, text);
    if (capacity > 0) { strncpy(dest, text, (size_t)capacity - 1); dest[capacity - 1] = 0; }
}

const char *sq_error_name(int32_t status) {
    return u_errorName((UErrorCode)status);
}

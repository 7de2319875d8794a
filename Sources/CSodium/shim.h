#ifndef MOODCARD_CSODIUM_SHIM_H
#define MOODCARD_CSODIUM_SHIM_H
// libsodium, for the age files of encrypted backups (X25519, ChaCha20-Poly1305, HMAC-SHA-256,
// scrypt and random bytes). Only `backup`, `restore`, `export` and `import` with an age file
// need it, so it is opened on first use (CLibraryLoader) rather than loaded before every
// command's `main`. Swift asks `moodcard_sodium_unavailable()` before the first call, and calls
// the `moodcard_…` wrappers below, each calling the library's function of the same name.
#include "../CLibraryLoader/loader.h"
#include <sodium.h>

// The shared object of the ABI these headers describe (Debian package libsodium23).
#define MOODCARD_SODIUM_LIBRARY "libsodium.so.23"
MOODCARD_LIBRARY(moodcard_sodium, MOODCARD_SODIUM_LIBRARY)

#define MOODCARD_SODIUM(declared) \
  MOODCARD_LIBRARY_FUNCTION(moodcard_sodium_library, declared, #declared)

/// 0 when ready (or already), -1 when the library cannot start (no source of randomness).
static inline int moodcard_sodium_init(void) { return MOODCARD_SODIUM(sodium_init)(); }

static inline void moodcard_randombytes_buf(void *buffer, size_t size) {
  MOODCARD_SODIUM(randombytes_buf)(buffer, size);
}

static inline void moodcard_sodium_memzero(void *pointer, size_t length) {
  MOODCARD_SODIUM(sodium_memzero)(pointer, length);
}

/// 0 when the two 32-byte strings are equal, in time that does not depend on where they differ.
static inline int moodcard_crypto_verify_32(const unsigned char *x, const unsigned char *y) {
  return MOODCARD_SODIUM(crypto_verify_32)(x, y);
}

static inline int moodcard_crypto_scalarmult_curve25519(
    unsigned char *q, const unsigned char *n, const unsigned char *p) {
  return MOODCARD_SODIUM(crypto_scalarmult_curve25519)(q, n, p);
}

static inline int moodcard_crypto_scalarmult_curve25519_base(
    unsigned char *q, const unsigned char *n) {
  return MOODCARD_SODIUM(crypto_scalarmult_curve25519_base)(q, n);
}

static inline int moodcard_crypto_aead_chacha20poly1305_ietf_encrypt(
    unsigned char *c, unsigned long long *clen, const unsigned char *m, unsigned long long mlen,
    const unsigned char *npub, const unsigned char *k) {
  return MOODCARD_SODIUM(crypto_aead_chacha20poly1305_ietf_encrypt)(
      c, clen, m, mlen, NULL, 0, NULL, npub, k);
}

/// 0 when the tag is right, -1 when the text or its key is not the one sealed.
static inline int moodcard_crypto_aead_chacha20poly1305_ietf_decrypt(
    unsigned char *m, unsigned long long *mlen, const unsigned char *c, unsigned long long clen,
    const unsigned char *npub, const unsigned char *k) {
  return MOODCARD_SODIUM(crypto_aead_chacha20poly1305_ietf_decrypt)(
      m, mlen, NULL, c, clen, NULL, 0, npub, k);
}

static inline int moodcard_crypto_auth_hmacsha256_init(
    crypto_auth_hmacsha256_state *state, const unsigned char *key, size_t keylen) {
  return MOODCARD_SODIUM(crypto_auth_hmacsha256_init)(state, key, keylen);
}

static inline int moodcard_crypto_auth_hmacsha256_update(
    crypto_auth_hmacsha256_state *state, const unsigned char *in, unsigned long long inlen) {
  return MOODCARD_SODIUM(crypto_auth_hmacsha256_update)(state, in, inlen);
}

static inline int moodcard_crypto_auth_hmacsha256_final(
    crypto_auth_hmacsha256_state *state, unsigned char *out) {
  return MOODCARD_SODIUM(crypto_auth_hmacsha256_final)(state, out);
}

/// scrypt with its parameters given (age: N = 2^work factor, r = 8, p = 1); -1 when the memory
/// it needs (128·r·N bytes) cannot be had.
static inline int moodcard_crypto_pwhash_scryptsalsa208sha256_ll(
    const uint8_t *passwd, size_t passwdlen, const uint8_t *salt, size_t saltlen, uint64_t N,
    uint32_t r, uint32_t p, uint8_t *buf, size_t buflen) {
  return MOODCARD_SODIUM(crypto_pwhash_scryptsalsa208sha256_ll)(
      passwd, passwdlen, salt, saltlen, N, r, p, buf, buflen);
}
/// The web app's lock: Argon2id (RFC 9106) at libsodium's "interactive" cost (2 passes over
/// 64 MiB), as a self-describing string of at most crypto_pwhash_STRBYTES bytes; -1 when the
/// memory cannot be had.
static inline int moodcard_lock_hash(char *out, const char *secret, unsigned long long length) {
  return MOODCARD_SODIUM(crypto_pwhash_str_alg)(
      out, secret, length, crypto_pwhash_argon2id_OPSLIMIT_INTERACTIVE,
      crypto_pwhash_argon2id_MEMLIMIT_INTERACTIVE, crypto_pwhash_ALG_ARGON2ID13);
}

/// The size of the string `moodcard_lock_hash` writes, its NUL included.
static inline size_t moodcard_lock_hash_size(void) { return crypto_pwhash_STRBYTES; }

/// 0 when `secret` is the one `hash` was made of, -1 otherwise (or out of memory).
static inline int moodcard_crypto_pwhash_str_verify(
    const char *hash, const char *secret, unsigned long long length) {
  return MOODCARD_SODIUM(crypto_pwhash_str_verify)(hash, secret, length);
}
#endif

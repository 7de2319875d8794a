#ifndef MOODCARD_CGNUTLS_SHIM_H
#define MOODCARD_CGNUTLS_SHIM_H
// GnuTLS, for the certificates of `mood serve --phone` (its own small CA and the server's
// certificate) and the hashes and random bytes of its device credentials.
//
// libmicrohttpd links GnuTLS already, and for the same reason it is not linked into `mood`:
// only `mood serve` needs it. It is opened on first use (CLibraryLoader), and Swift calls the
// `moodcard_gnutls_…` functions below, each calling the library's function of the same name
// through the address `dlsym` found. The header's declarations give each call its type; calling
// a library function directly fails to link, so one not wrapped here cannot be used by mistake.
#include "../CLibraryLoader/loader.h"
#include <gnutls/gnutls.h>
#include <gnutls/crypto.h>
#include <gnutls/x509.h>
#include <gnutls/abstract.h>

// The shared object of the ABI these headers describe (Debian package libgnutls30).
#define MOODCARD_GNUTLS_LIBRARY "libgnutls.so.30"
MOODCARD_LIBRARY(moodcard_gnutls, MOODCARD_GNUTLS_LIBRARY)

#define MOODCARD_GNUTLS(declared) \
  MOODCARD_LIBRARY_FUNCTION(moodcard_gnutls_library, declared, #declared)

static inline const char *moodcard_gnutls_strerror(int error) {
  return MOODCARD_GNUTLS(gnutls_strerror)(error);
}

/// Frees what the library allocated (an exported datum): `gnutls_free` is a variable holding
/// the library's free function, so its address is read, then called.
static inline void moodcard_gnutls_free(void *pointer) {
  static void *cache;
  gnutls_free_function *variable =
      moodcard_library_function(moodcard_gnutls_library(), &cache, "gnutls_free");
  if (variable != NULL && *variable != NULL) (*variable)(pointer);
}

static inline int moodcard_gnutls_hash_fast(
    gnutls_digest_algorithm_t algorithm, const void *text, size_t length, void *digest) {
  return MOODCARD_GNUTLS(gnutls_hash_fast)(algorithm, text, length, digest);
}

static inline int moodcard_gnutls_rnd(gnutls_rnd_level_t level, void *data, size_t length) {
  return MOODCARD_GNUTLS(gnutls_rnd)(level, data, length);
}

// MARK: - Sessions (libmicrohttpd's)

/// Calls `hook` with each client hello a server session receives, before GnuTLS reads it.
static inline void moodcard_gnutls_hook_client_hello(
    void *session, gnutls_handshake_hook_func hook) {
  MOODCARD_GNUTLS(gnutls_handshake_set_hook_function)(
      (gnutls_session_t)session, GNUTLS_HANDSHAKE_CLIENT_HELLO, GNUTLS_HOOK_PRE, hook);
}

/// Sends a fatal `protocol_version` alert on `session`.
static inline int moodcard_gnutls_alert_protocol_version(gnutls_session_t session) {
  return MOODCARD_GNUTLS(gnutls_alert_send)(session, GNUTLS_AL_FATAL, GNUTLS_A_PROTOCOL_VERSION);
}

// MARK: - Private keys

static inline int moodcard_gnutls_x509_privkey_init(gnutls_x509_privkey_t *key) {
  return MOODCARD_GNUTLS(gnutls_x509_privkey_init)(key);
}

static inline void moodcard_gnutls_x509_privkey_deinit(gnutls_x509_privkey_t key) {
  MOODCARD_GNUTLS(gnutls_x509_privkey_deinit)(key);
}

/// Makes an ECDSA key on the P-256 curve: the macro that gives its "bits" cannot be imported.
static inline int moodcard_gnutls_x509_privkey_generate_p256(gnutls_x509_privkey_t key) {
  return MOODCARD_GNUTLS(gnutls_x509_privkey_generate)(
      key, GNUTLS_PK_ECDSA, GNUTLS_CURVE_TO_BITS(GNUTLS_ECC_CURVE_SECP256R1), 0);
}

static inline int moodcard_gnutls_x509_privkey_import(
    gnutls_x509_privkey_t key, const gnutls_datum_t *data, gnutls_x509_crt_fmt_t format) {
  return MOODCARD_GNUTLS(gnutls_x509_privkey_import)(key, data, format);
}

static inline int moodcard_gnutls_x509_privkey_export2(
    gnutls_x509_privkey_t key, gnutls_x509_crt_fmt_t format, gnutls_datum_t *out) {
  return MOODCARD_GNUTLS(gnutls_x509_privkey_export2)(key, format, out);
}

// MARK: - Certificates

static inline int moodcard_gnutls_x509_crt_init(gnutls_x509_crt_t *certificate) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_init)(certificate);
}

static inline void moodcard_gnutls_x509_crt_deinit(gnutls_x509_crt_t certificate) {
  MOODCARD_GNUTLS(gnutls_x509_crt_deinit)(certificate);
}

static inline int moodcard_gnutls_x509_crt_import(
    gnutls_x509_crt_t certificate, const gnutls_datum_t *data, gnutls_x509_crt_fmt_t format) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_import)(certificate, data, format);
}

static inline int moodcard_gnutls_x509_crt_export2(
    gnutls_x509_crt_t certificate, gnutls_x509_crt_fmt_t format, gnutls_datum_t *out) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_export2)(certificate, format, out);
}

static inline int moodcard_gnutls_x509_crt_set_version(
    gnutls_x509_crt_t certificate, unsigned int version) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_version)(certificate, version);
}

static inline int moodcard_gnutls_x509_crt_set_serial(
    gnutls_x509_crt_t certificate, const void *serial, size_t size) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_serial)(certificate, serial, size);
}

static inline int moodcard_gnutls_x509_crt_set_activation_time(
    gnutls_x509_crt_t certificate, time_t time) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_activation_time)(certificate, time);
}

static inline int moodcard_gnutls_x509_crt_set_expiration_time(
    gnutls_x509_crt_t certificate, time_t time) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_expiration_time)(certificate, time);
}

static inline time_t moodcard_gnutls_x509_crt_get_expiration_time(gnutls_x509_crt_t certificate) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_get_expiration_time)(certificate);
}

static inline int moodcard_gnutls_x509_crt_set_dn(
    gnutls_x509_crt_t certificate, const char *name) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_dn)(certificate, name, NULL);
}

static inline int moodcard_gnutls_x509_crt_set_key(
    gnutls_x509_crt_t certificate, gnutls_x509_privkey_t key) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_key)(certificate, key);
}

static inline int moodcard_gnutls_x509_crt_set_basic_constraints(
    gnutls_x509_crt_t certificate, unsigned int authority, int path_length) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_basic_constraints)(
      certificate, authority, path_length);
}

static inline int moodcard_gnutls_x509_crt_set_key_usage(
    gnutls_x509_crt_t certificate, unsigned int usage) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_key_usage)(certificate, usage);
}

/// Marks the certificate as one for a TLS server (the extended key usage iOS requires).
static inline int moodcard_gnutls_x509_crt_set_server_purpose(gnutls_x509_crt_t certificate) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_key_purpose_oid)(
      certificate, GNUTLS_KP_TLS_WWW_SERVER, 0);
}

static inline int moodcard_gnutls_x509_crt_set_subject_alt_name(
    gnutls_x509_crt_t certificate, gnutls_x509_subject_alt_name_t type, const void *data,
    unsigned int size, unsigned int flags) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_subject_alt_name)(
      certificate, type, data, size, flags);
}

static inline int moodcard_gnutls_x509_crt_get_subject_alt_name(
    gnutls_x509_crt_t certificate, unsigned int index, void *name, size_t *size) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_get_subject_alt_name)(
      certificate, index, name, size, NULL);
}

static inline int moodcard_gnutls_x509_privkey_get_key_id(
    gnutls_x509_privkey_t key, unsigned char *output, size_t *size) {
  return MOODCARD_GNUTLS(gnutls_x509_privkey_get_key_id)(key, 0, output, size);
}

static inline int moodcard_gnutls_x509_crt_get_key_id(
    gnutls_x509_crt_t certificate, unsigned char *output, size_t *size) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_get_key_id)(certificate, 0, output, size);
}

static inline int moodcard_gnutls_x509_crt_set_subject_key_id(
    gnutls_x509_crt_t certificate, const void *identifier, size_t size) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_subject_key_id)(certificate, identifier, size);
}

static inline int moodcard_gnutls_x509_crt_set_authority_key_id(
    gnutls_x509_crt_t certificate, const void *identifier, size_t size) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_authority_key_id)(certificate, identifier, size);
}

static inline int moodcard_gnutls_x509_crt_set_name_constraints(
    gnutls_x509_crt_t certificate, gnutls_x509_name_constraints_t constraints) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_set_name_constraints)(certificate, constraints, 1);
}

static inline int moodcard_gnutls_x509_crt_sign_sha256(
    gnutls_x509_crt_t certificate, gnutls_x509_crt_t issuer, gnutls_x509_privkey_t key) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_sign2)(certificate, issuer, key, GNUTLS_DIG_SHA256, 0);
}

static inline int moodcard_gnutls_x509_crt_get_fingerprint_sha256(
    gnutls_x509_crt_t certificate, void *output, size_t *size) {
  return MOODCARD_GNUTLS(gnutls_x509_crt_get_fingerprint)(
      certificate, GNUTLS_DIG_SHA256, output, size);
}

// MARK: - Name constraints

static inline int moodcard_gnutls_x509_name_constraints_init(
    gnutls_x509_name_constraints_t *constraints) {
  return MOODCARD_GNUTLS(gnutls_x509_name_constraints_init)(constraints);
}

static inline void moodcard_gnutls_x509_name_constraints_deinit(
    gnutls_x509_name_constraints_t constraints) {
  MOODCARD_GNUTLS(gnutls_x509_name_constraints_deinit)(constraints);
}

static inline int moodcard_gnutls_x509_name_constraints_add_permitted(
    gnutls_x509_name_constraints_t constraints, gnutls_x509_subject_alt_name_t type,
    const gnutls_datum_t *name) {
  return MOODCARD_GNUTLS(gnutls_x509_name_constraints_add_permitted)(constraints, type, name);
}

// MARK: - Passkeys (the web app's lock)

/// Whether `signature` is `key`'s over `data`, the key given as its raw point: ES256 (P-256,
/// `x` and `y`, a DER signature) or Ed25519 (`x` alone, `y` NULL). 0 when it is; a negative
/// GnuTLS error otherwise (GNUTLS_E_PK_SIG_VERIFY_FAILED for a signature that does not match).
static inline int moodcard_gnutls_verify_raw(
    gnutls_ecc_curve_t curve, gnutls_sign_algorithm_t algorithm, const gnutls_datum_t *x,
    const gnutls_datum_t *y, const gnutls_datum_t *data, const gnutls_datum_t *signature) {
  gnutls_pubkey_t key;
  int status = MOODCARD_GNUTLS(gnutls_pubkey_init)(&key);
  if (status < 0) return status;
  status = MOODCARD_GNUTLS(gnutls_pubkey_import_ecc_raw)(key, curve, x, y);
  if (status >= 0) {
    status = MOODCARD_GNUTLS(gnutls_pubkey_verify_data2)(key, algorithm, 0, data, signature);
  }
  MOODCARD_GNUTLS(gnutls_pubkey_deinit)(key);
  return status;
}
#endif

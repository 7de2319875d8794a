#ifndef MOODCARD_CGNUTLSCLIENT_SHIM_H
#define MOODCARD_CGNUTLSCLIENT_SHIM_H
// GnuTLS linked, for `mood-bench` alone: the client that asks `mood serve` for previews over
// TLS, as a phone does, to compare them with the same over plain HTTP.
#include <gnutls/gnutls.h>
// The lock's benchmark hashes what its test passkey signs.
#include <gnutls/crypto.h>

/// A TLS client session on the connected socket `descriptor` that trusts the CA in the PEM file
/// `authority` and verifies the server's certificate against it; NULL when it cannot be made.
static inline gnutls_session_t moodcard_bench_tls_client(int descriptor, const char *authority,
                                                         gnutls_certificate_credentials_t *made) {
  gnutls_session_t session = NULL;
  if (gnutls_certificate_allocate_credentials(made) < 0) return NULL;
  if (gnutls_certificate_set_x509_trust_file(*made, authority, GNUTLS_X509_FMT_PEM) <= 0 ||
      gnutls_init(&session, GNUTLS_CLIENT) < 0) {
    gnutls_certificate_free_credentials(*made);
    return NULL;
  }
  gnutls_set_default_priority(session);
  gnutls_credentials_set(session, GNUTLS_CRD_CERTIFICATE, *made);
  gnutls_session_set_verify_cert(session, NULL, 0);
  gnutls_transport_set_int(session, descriptor);
  int result;
  do { result = gnutls_handshake(session); } while (result < 0 && !gnutls_error_is_fatal(result));
  if (result < 0) {
    gnutls_deinit(session);
    gnutls_certificate_free_credentials(*made);
    return NULL;
  }
  return session;
}
#endif

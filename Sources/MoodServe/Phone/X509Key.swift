import CGnuTLS
import FoundationEssentials

/// An ECDSA P-256 private key: what the CA and the server sign with. P-256 because every phone
/// browser accepts it and it is made in a millisecond, where an RSA key takes a second.
final class X509Key {
  let handle: gnutls_x509_privkey_t

  /// A new random key.
  init() throws {
    var made: gnutls_x509_privkey_t?
    try GnuTLS.check(moodcard_gnutls_x509_privkey_init(&made), "key")
    guard let made else { throw GnuTLS.failure("key") }
    handle = made
    try GnuTLS.check(moodcard_gnutls_x509_privkey_generate_p256(handle), "key")
  }

  /// The key in the PEM text `pem`.
  init(pem: String) throws {
    var made: gnutls_x509_privkey_t?
    try GnuTLS.check(moodcard_gnutls_x509_privkey_init(&made), "key")
    guard let made else { throw GnuTLS.failure("key") }
    handle = made
    try GnuTLS.check(
      GnuTLS.withDatum(Array(pem.utf8)) {
        moodcard_gnutls_x509_privkey_import(handle, $0, GNUTLS_X509_FMT_PEM)
      }, "key")
  }

  deinit { moodcard_gnutls_x509_privkey_deinit(handle) }

  /// The identifier of the key's public half: the same as a certificate's `keyID()` when the
  /// certificate is for this key.
  func keyID() throws -> [UInt8] {
    var identifier = [UInt8](repeating: 0, count: 64)
    var size = identifier.count
    try GnuTLS.check(moodcard_gnutls_x509_privkey_get_key_id(handle, &identifier, &size), "key id")
    return Array(identifier.prefix(size))
  }

  /// The key as PEM text (PKCS #8, unencrypted: the file's mode 0600 protects it).
  func pem() throws -> String {
    var out = gnutls_datum_t()
    try GnuTLS.check(moodcard_gnutls_x509_privkey_export2(handle, GNUTLS_X509_FMT_PEM, &out), "key")
    return String(decoding: GnuTLS.take(out), as: UTF8.self)
  }
}

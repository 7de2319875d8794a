import CGnuTLS
import FoundationEssentials
import MoodCore

/// MoodCard's own small certificate authority, which a phone trusts once: it signs the
/// certificate of each `mood serve --phone`, and nothing else.
///
/// Its certificate is name-constrained (critical, RFC 5280 §4.2.1.10) to what the server can
/// be: the blocks of `HomeNetwork.permittedBlocks` and this computer's `HOSTNAME.local`. A
/// constraint limits only the kinds of name it lists, so host names and e-mail addresses are
/// always listed (`.invalid`, which names nothing, when there is no `.local` name): were its key
/// ever stolen, it could not pose as any site on the internet, nor sign anyone's mail.
struct PhoneAuthority {
  /// How long the CA is valid: ten years, as a phone trusts it once for as long.
  static let days = 3650
  let key: X509Key
  let certificate: X509Certificate

  /// A new CA for this computer, valid from `now`.
  static func make(now: Date, localName: String?) throws -> PhoneAuthority {
    let key = try X509Key()
    let certificate = try X509Certificate()
    // The name a phone shows in its list of trusted certificates: whose and since when.
    let host = localName.map { String($0.dropLast(".local".count)) } ?? "this computer"
    let made = Day(instant: now, timeZone: .utc)
    try certificate.fill(
      subject: "O=MoodCard,CN=MoodCard on \(host) (\(made))", key: key, now: now, days: days)
    try GnuTLS.check(
      moodcard_gnutls_x509_crt_set_basic_constraints(certificate.handle, 1, 0), "constraints")
    try GnuTLS.check(
      moodcard_gnutls_x509_crt_set_key_usage(
        certificate.handle, UInt32(GNUTLS_KEY_KEY_CERT_SIGN | GNUTLS_KEY_CRL_SIGN)), "usage")
    try constrain(certificate, localName: localName)
    try certificate.sign(by: nil, key: key)
    return PhoneAuthority(key: key, certificate: certificate)
  }

  /// Limits what `certificate` may sign to the permitted blocks and `localName`.
  private static func constrain(_ certificate: X509Certificate, localName: String?) throws {
    var made: gnutls_x509_name_constraints_t?
    try GnuTLS.check(moodcard_gnutls_x509_name_constraints_init(&made), "constraints")
    guard let constraints = made else { throw GnuTLS.failure("constraints") }
    defer { moodcard_gnutls_x509_name_constraints_deinit(constraints) }
    func permit(_ type: gnutls_x509_subject_alt_name_t, _ bytes: [UInt8]) throws {
      try GnuTLS.check(
        GnuTLS.withDatum(bytes) {
          moodcard_gnutls_x509_name_constraints_add_permitted(constraints, type, $0)
        }, "constraints")
    }
    for block in HomeNetwork.permittedBlocks {
      try permit(GNUTLS_SAN_IPADDRESS, block.network + block.mask)
    }
    try permit(GNUTLS_SAN_DNSNAME, Array((localName ?? "invalid").utf8))
    try permit(GNUTLS_SAN_RFC822NAME, Array("invalid".utf8))
    try GnuTLS.check(
      moodcard_gnutls_x509_crt_set_name_constraints(certificate.handle, constraints),
      "constraints")
  }

  /// A certificate for a TLS server with `names`, signed by this CA, for `days` from `now`,
  /// for the public half of `key`.
  func issue(for names: [X509Certificate.Name], key: X509Key, now: Date, days: Int) throws
    -> X509Certificate
  {
    let certificate = try X509Certificate()
    try certificate.fill(subject: "O=MoodCard,CN=MoodCard", key: key, now: now, days: days)
    try GnuTLS.check(
      moodcard_gnutls_x509_crt_set_basic_constraints(certificate.handle, 0, -1), "constraints")
    try GnuTLS.check(
      moodcard_gnutls_x509_crt_set_key_usage(
        certificate.handle, UInt32(GNUTLS_KEY_DIGITAL_SIGNATURE)), "usage")
    try GnuTLS.check(moodcard_gnutls_x509_crt_set_server_purpose(certificate.handle), "usage")
    for name in names { try certificate.add(name) }
    try certificate.sign(by: self.certificate, key: self.key)
    return certificate
  }
}

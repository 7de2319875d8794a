import CGnuTLS
import FoundationEssentials
import Glibc
import MoodSystem

/// An X.509 certificate: read from PEM, or made and signed here.
final class X509Certificate {
  let handle: gnutls_x509_crt_t

  /// A name a certificate is for.
  enum Name: Hashable {
    /// An IPv4 or IPv6 address, as its literal (`192.168.1.20`, `fd00::5`).
    case address(String)
    /// A host name (`ana-laptop.local`).
    case host(String)
  }

  /// An empty certificate, to be filled in and signed.
  init() throws {
    var made: gnutls_x509_crt_t?
    try GnuTLS.check(moodcard_gnutls_x509_crt_init(&made), "certificate")
    guard let made else { throw GnuTLS.failure("certificate") }
    handle = made
  }

  /// The certificate in the PEM text `pem`.
  convenience init(pem: String) throws {
    try self.init()
    try GnuTLS.check(
      GnuTLS.withDatum(Array(pem.utf8)) {
        moodcard_gnutls_x509_crt_import(handle, $0, GNUTLS_X509_FMT_PEM)
      }, "certificate")
  }

  deinit { moodcard_gnutls_x509_crt_deinit(handle) }

  /// The certificate as PEM text.
  func pem() throws -> String {
    var out = gnutls_datum_t()
    try GnuTLS.check(
      moodcard_gnutls_x509_crt_export2(handle, GNUTLS_X509_FMT_PEM, &out), "certificate")
    return String(decoding: GnuTLS.take(out), as: UTF8.self)
  }

  /// The identifier of the public key the certificate is for (`X509Key.keyID()`).
  func keyID() throws -> [UInt8] {
    var identifier = [UInt8](repeating: 0, count: 64)
    var size = identifier.count
    try GnuTLS.check(moodcard_gnutls_x509_crt_get_key_id(handle, &identifier, &size), "key id")
    return Array(identifier.prefix(size))
  }

  /// When the certificate stops being valid.
  var expiration: Date {
    Date(timeIntervalSince1970: TimeInterval(moodcard_gnutls_x509_crt_get_expiration_time(handle)))
  }

  /// The SHA-256 fingerprint of the certificate's DER bytes, as a phone shows it: upper-case
  /// hexadecimal pairs joined by colons.
  func fingerprint() throws -> String {
    var digest = [UInt8](repeating: 0, count: 32)
    var size = digest.count
    try GnuTLS.check(
      moodcard_gnutls_x509_crt_get_fingerprint_sha256(handle, &digest, &size), "fingerprint")
    return digest.prefix(size).map { NumberText.zeroPadded(Int($0), width: 2, radix: 16) }
      .joined(separator: ":").uppercased()
  }

  /// The addresses and host names in the certificate's subject alternative names.
  func names() -> Set<Name> {
    var names: Set<Name> = []
    var index: UInt32 = 0
    while true {
      var buffer = [UInt8](repeating: 0, count: 256)
      var size = buffer.count
      let type = moodcard_gnutls_x509_crt_get_subject_alt_name(handle, index, &buffer, &size)
      guard type >= 0 else { break }
      let bytes = Array(buffer.prefix(size))
      if type == Int32(GNUTLS_SAN_IPADDRESS.rawValue), let literal = Self.literal(bytes) {
        names.insert(.address(literal))
      } else if type == Int32(GNUTLS_SAN_DNSNAME.rawValue) {
        names.insert(.host(String(decoding: bytes, as: UTF8.self)))
      }
      index += 1
    }
    return names
  }

  // MARK: - Making one

  /// Sets what every certificate made here has: version 3, a random positive serial, the
  /// subject `subject` (a distinguished name, `CN=…`), the validity from a day before `now`
  /// (a phone's clock may be a little behind) for `days`, and the public half of `key`.
  func fill(subject: String, key: X509Key, now: Date, days: Int) throws {
    var generator = SystemRandomNumberGenerator()
    // 16 random bytes, the first under 0x80: a positive serial, as RFC 5280 asks.
    var serial = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    serial[0] &= 0x7f
    let start = Int(now.timeIntervalSince1970) - 86_400
    try GnuTLS.check(moodcard_gnutls_x509_crt_set_version(handle, 3), "version")
    try GnuTLS.check(moodcard_gnutls_x509_crt_set_serial(handle, serial, serial.count), "serial")
    try GnuTLS.check(moodcard_gnutls_x509_crt_set_activation_time(handle, start), "validity")
    try GnuTLS.check(
      moodcard_gnutls_x509_crt_set_expiration_time(handle, start + 86_400 * (days + 1)),
      "validity")
    try GnuTLS.check(moodcard_gnutls_x509_crt_set_dn(handle, subject), "subject")
    try GnuTLS.check(moodcard_gnutls_x509_crt_set_key(handle, key.handle), "key")
    let identifier = try keyID()
    try GnuTLS.check(
      moodcard_gnutls_x509_crt_set_subject_key_id(handle, identifier, identifier.count), "key id")
  }

  /// Adds `name` to the subject alternative names.
  func add(_ name: Name) throws {
    let bytes: [UInt8]
    let type: gnutls_x509_subject_alt_name_t
    switch name {
    case .address(let literal):
      guard let raw = Self.raw(literal) else { throw GnuTLS.failure("names", reason: literal) }
      (bytes, type) = (raw, GNUTLS_SAN_IPADDRESS)
    case .host(let host): (bytes, type) = (Array(host.utf8), GNUTLS_SAN_DNSNAME)
    }
    try GnuTLS.check(
      moodcard_gnutls_x509_crt_set_subject_alt_name(
        handle, type, bytes, UInt32(bytes.count), UInt32(GNUTLS_FSAN_APPEND)), "names")
  }

  /// Signs the certificate with `key`, as `issuer` (its own authority key id comes from the
  /// issuer's subject key id); `nil` signs it as its own issuer.
  func sign(by issuer: X509Certificate?, key: X509Key) throws {
    if let issuer {
      let identifier = try issuer.keyID()
      try GnuTLS.check(
        moodcard_gnutls_x509_crt_set_authority_key_id(handle, identifier, identifier.count),
        "key id")
    }
    try GnuTLS.check(
      moodcard_gnutls_x509_crt_sign_sha256(handle, (issuer ?? self).handle, key.handle), "signing")
  }

  // MARK: - Addresses as bytes

  /// The 4 or 16 bytes of the address literal `literal`, or `nil` when it is not one.
  static func raw(_ literal: String) -> [UInt8]? {
    let family = literal.contains(":") ? AF_INET6 : AF_INET
    var bytes = [UInt8](repeating: 0, count: family == AF_INET6 ? 16 : 4)
    return inet_pton(family, literal, &bytes) == 1 ? bytes : nil
  }

  /// The literal of 4 or 16 address bytes, or `nil` for any other count.
  static func literal(_ bytes: [UInt8]) -> String? {
    guard bytes.count == 4 || bytes.count == 16 else { return nil }
    let family = bytes.count == 16 ? AF_INET6 : AF_INET
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    guard inet_ntop(family, bytes, &text, socklen_t(text.count)) != nil else { return nil }
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

import FoundationEssentials

/// The SHA-256 of pairing codes and device secrets, as the book of devices keeps them.
enum SecretHash {
  /// The SHA-256 of `text`'s UTF-8, as 64 lower-case hexadecimal digits.
  // PLACEHOLDER until main's GnuTLS shim lands (gnutls_hash_fast): the bytes in hexadecimal.
  static func sha256(_ text: String) -> String {
    text.utf8.map { String($0, radix: 16) }.joined()
  }
}

import CGnuTLS
import FoundationEssentials
import MoodApp

/// GnuTLS's few calls outside the certificates: whether the library opens, a SHA-256, and
/// how a failure is told.
package enum GnuTLS {
  /// Throws `ServeError` when GnuTLS cannot be opened: asked before a certificate is made.
  package static func checkLibrary() throws {
    if let reason = moodcard_gnutls_unavailable() {
      throw ServeError(.phoneLibraryMissing, ["reason": .text(String(cString: reason))])
    }
  }

  /// The SHA-256 of `bytes`: the hash a device's secret is kept as.
  package static func sha256(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: 32)
    let input = Array(bytes)
    // Only an unknown algorithm fails, and SHA-256 is GnuTLS's own default.
    _ = input.withUnsafeBytes { raw in
      moodcard_gnutls_hash_fast(GNUTLS_DIG_SHA256, raw.baseAddress, raw.count, &digest)
    }
    return digest
  }

  /// Throws when `code`, a GnuTLS result, is an error, saying what was being `done` in the
  /// library's words (its error texts are short sentences, as the system's are).
  static func check(_ code: Int32, _ done: String) throws {
    guard code < 0 else { return }
    throw failure(done, reason: String(cString: moodcard_gnutls_strerror(code)))
  }

  /// The failure of the step `done`, for `reason`, or for the library's memory when it gave
  /// nothing back.
  static func failure(_ done: String, reason: String = "out of memory") -> ServeError {
    ServeError(.phoneCertificateFailed, ["step": .text(done), "reason": .text(reason)])
  }

  /// The bytes of a datum the library allocated, which are freed.
  static func take(_ datum: gnutls_datum_t) -> [UInt8] {
    defer { moodcard_gnutls_free(datum.data) }
    guard let data = datum.data else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: Int(datum.size)))
  }

  /// Calls `body` with `bytes` as a datum, which the library only reads.
  static func withDatum<T>(_ bytes: [UInt8], _ body: (UnsafePointer<gnutls_datum_t>) -> T) -> T {
    var copy = bytes
    return copy.withUnsafeMutableBufferPointer { buffer in
      var datum = gnutls_datum_t(data: buffer.baseAddress, size: UInt32(buffer.count))
      return body(&datum)
    }
  }
}

import CGnuTLS
import CMicroHTTPD

extension HTTPServer {
  /// The key and certificate a server speaks TLS with, PEM.
  package struct TLSCredentials: Sendable {
    package let keyPEM: String
    /// The server's certificate, then any intermediate ones.
    package let certificatesPEM: String

    package init(keyPEM: String, certificatesPEM: String) {
      self.keyPEM = keyPEM
      self.certificatesPEM = certificatesPEM
    }
  }

  /// GnuTLS's priorities: Mozilla's "intermediate" profile (version 5.7), which every phone
  /// and browser of the last decade meets: TLS 1.3, and TLS 1.2 with ECDHE key exchange and
  /// AEAD ciphers only (AES-GCM, ChaCha20-Poly1305), never CBC with SHA-1 MACs; curves X25519,
  /// P-256 and P-384. Older versions have known attacks: a client offering nothing newer is
  /// answered with a `protocol_version` alert (`refuseOldVersions`).
  static let tlsPriorities =
    "NORMAL:-VERS-ALL:+VERS-TLS1.3:+VERS-TLS1.2:-CIPHER-ALL:+AES-128-GCM:+AES-256-GCM"
    + ":+CHACHA20-POLY1305:-MAC-ALL:+AEAD:-KX-ALL:+ECDHE-ECDSA:+ECDHE-RSA:-GROUP-ALL"
    + ":+GROUP-X25519:+GROUP-SECP256R1:+GROUP-SECP384R1"

  /// Has the TLS session of the new `connection` answer a hello offering only versions older
  /// than TLS 1.2 with a fatal `protocol_version` alert: GnuTLS refuses such a hello, and
  /// libmicrohttpd then closes the connection without a word.
  static func refuseOldVersions(on connection: OpaquePointer) {
    guard let session = moodcard_mhd_tls_session(connection) else { return }
    moodcard_gnutls_hook_client_hello(session, checkHelloVersion)
  }

  private static let checkHelloVersion: gnutls_handshake_hook_func = {
    session, _, _, incoming, message in
    guard incoming != 0, let session, let message, let data = message.pointee.data,
      let newest = TLSClientHello.newestVersion(
        in: UnsafeBufferPointer(start: data, count: Int(message.pointee.size))),
      newest < TLSClientHello.oldestServed
    else { return 0 }
    _ = moodcard_gnutls_alert_protocol_version(session)
    return GNUTLS_E_UNSUPPORTED_VERSION_PACKET
  }
}

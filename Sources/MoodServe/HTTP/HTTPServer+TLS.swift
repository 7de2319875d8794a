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

  /// GnuTLS's priorities: its defaults, with TLS 1.2 and 1.3 only (the older versions have
  /// known attacks, and every phone of the last decade speaks 1.2).
  static let tlsPriorities = "NORMAL:-VERS-ALL:+VERS-TLS1.3:+VERS-TLS1.2"
}

import Foundation
import TestSupport
import Testing

/// `mood serve`'s TLS for phones follows Mozilla's "intermediate" profile, as OpenSSL's
/// `s_client` and GnuTLS's `gnutls-cli` see it on the wire (127.0.0.2 stands for a home
/// address): TLS 1.3, and TLS 1.2 with ECDHE and AEAD ciphers only; a client offering only
/// TLS 1.0 or 1.1 is told so with a `protocol_version` alert, not a silent close.
@Suite(.serialized) struct ServeTLSProfileTests {
  let folder: TemporaryDirectory
  let server: ServeProcess
  var authority: String { folder.file("data") + "/moodcard/phone/authority.pem" }
  var address: String { "127.0.0.2:\(server.port)" }

  init() throws {
    folder = try TemporaryDirectory(prefix: "moodcard-tls")
    server = try ServeProcess(
      store: folder.file("mood.sqlite"), arguments: ["--listen", "127.0.0.2"],
      environment: ["XDG_DATA_HOME": folder.file("data")])
  }

  /// `openssl s_client` with `arguments`: its exit status and everything it printed.
  private func openssl(_ arguments: [String]) throws -> (status: Int32, text: String) {
    let result = try ChildProcess.run(
      "/usr/bin/openssl",
      ["s_client", "-connect", address, "-CAfile", authority, "-verify_return_error"] + arguments,
      environment: [:])
    return (result.status, result.stdout + result.stderr)
  }

  /// `gnutls-cli` with GnuTLS's `priority`: its exit status and everything it printed.
  private func gnutls(_ priority: String) throws -> (status: Int32, text: String) {
    let result = try ChildProcess.run(
      "/usr/bin/gnutls-cli",
      ["--x509cafile", authority, "--priority", priority, "-p", "\(server.port)", "127.0.0.2"],
      environment: [:])
    return (result.status, result.stdout + result.stderr)
  }

  @Test func tls13AndTLS12WithECDHEAndAEADAreSpoken() throws {
    let modern = try openssl(["-tls1_3"])
    #expect(modern.status == 0, "\(modern.text)")
    #expect(modern.text.contains("New, TLSv1.3, Cipher is TLS_AES_"), "\(modern.text)")
    for cipher in [
      "ECDHE-ECDSA-AES128-GCM-SHA256", "ECDHE-ECDSA-AES256-GCM-SHA384",
      "ECDHE-ECDSA-CHACHA20-POLY1305",
    ] {
      let result = try openssl(["-tls1_2", "-cipher", cipher])
      #expect(result.status == 0, "\(cipher): \(result.text)")
      #expect(result.text.contains("New, TLSv1.2, Cipher is \(cipher)"), "\(cipher)")
    }
    let gnutls13 = try gnutls("NORMAL")
    #expect(gnutls13.status == 0, "\(gnutls13.text)")
    #expect(gnutls13.text.contains("(TLS1.3-X.509)"), "\(gnutls13.text)")
  }

  @Test func tls12WithCBCOrSHA1MACsOrWithoutECDHEIsRefused() throws {
    for cipher in [
      "ECDHE-ECDSA-AES128-SHA", "ECDHE-ECDSA-AES256-SHA", "ECDHE-ECDSA-AES128-SHA256",
      "AES128-GCM-SHA256", "AES128-SHA",
    ] {
      let result = try openssl(["-tls1_2", "-cipher", cipher])
      #expect(result.status != 0, "\(cipher) was accepted: \(result.text)")
      #expect(!result.text.contains("Cipher is \(cipher)"), "\(cipher)")
    }
    let cbc = try gnutls("NORMAL:-VERS-ALL:+VERS-TLS1.2:-CIPHER-ALL:+AES-128-CBC:+AES-256-CBC")
    #expect(cbc.status != 0, "\(cbc.text)")
  }

  @Test func tls10And11AreRefusedWithAProtocolVersionAlert() throws {
    for version in ["-tls1", "-tls1_1"] {
      let result = try openssl([version, "-cipher", "DEFAULT:@SECLEVEL=0"])
      #expect(result.status != 0, "\(version)")
      #expect(result.text.contains("alert protocol version"), "\(version): \(result.text)")
    }
    for version in ["VERS-TLS1.0", "VERS-TLS1.1"] {
      let result = try gnutls("NORMAL:-VERS-ALL:+\(version):+AES-128-CBC:+SHA1")
      #expect(result.status != 0, "\(version)")
      #expect(result.text.contains("Received alert [70]"), "\(version): \(result.text)")
    }
    // The server goes on serving.
    #expect(try openssl(["-tls1_3"]).status == 0)
  }
}

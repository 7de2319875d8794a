import Foundation
import MoodServe
import TestSupport

/// An authenticator for tests, whose key OpenSSL makes and signs with: another library than the
/// GnuTLS that checks, so a mistake in one is not hidden by the same mistake in the other.
/// It writes a passkey's answers as WebAuthn lays them out, and can be told to lie in them.
struct TestAuthenticator {
  enum Algorithm { case es256, ed25519 }

  let algorithm: Algorithm
  let folder: TemporaryDirectory
  let credentialID: [UInt8] = Array("test-credential-\(UUID().uuidString)".utf8)
  /// x and y of P-256, or the Ed25519 key.
  let publicKey: [UInt8]
  var counter: UInt32 = 0

  static let userPresent: UInt8 = 0x01
  static let userVerified: UInt8 = 0x04
  static let attested: UInt8 = 0x40

  init(_ algorithm: Algorithm) throws {
    self.algorithm = algorithm
    folder = try TemporaryDirectory(prefix: "moodcard-authenticator")
    let key = folder.file("key.pem")
    switch algorithm {
    case .es256:
      try Self.openssl(["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", key])
    case .ed25519: try Self.openssl(["genpkey", "-algorithm", "ed25519", "-out", key])
    }
    let der = folder.file("public.der")
    try Self.openssl(["pkey", "-in", key, "-pubout", "-outform", "DER", "-out", der])
    let spki = Array(try Data(contentsOf: URL(fileURLWithPath: der)))
    // The key is the end of its SubjectPublicKeyInfo: 0x04 x y for P-256, the 32 bytes of Ed25519.
    publicKey = algorithm == .es256 ? Array(spki.suffix(64)) : Array(spki.suffix(32))
  }

  var coseAlgorithm: Int { algorithm == .es256 ? PasskeyCheck.es256 : PasskeyCheck.edDSA }

  @discardableResult
  static func openssl(_ arguments: [String]) throws -> CommandResult {
    let result = try ChildProcess.run(
      "/usr/bin/openssl", arguments, environment: ["PATH": "/usr/bin:/bin"])
    guard result.status == 0 else {
      throw NSError(
        domain: "openssl", code: Int(result.status),
        userInfo: [
          NSLocalizedDescriptionKey: result.stderr
        ])
    }
    return result
  }

  /// The signature of `data` with the key.
  func sign(_ data: [UInt8]) throws -> [UInt8] {
    let input = folder.file("data.bin")
    let output = folder.file("signature.bin")
    try Data(data).write(to: URL(fileURLWithPath: input))
    switch algorithm {
    case .es256:
      try Self.openssl(["dgst", "-sha256", "-sign", folder.file("key.pem"), "-out", output, input])
    case .ed25519:
      try Self.openssl([
        "pkeyutl", "-sign", "-inkey", folder.file("key.pem"), "-rawin", "-in", input, "-out",
        output,
      ])
    }
    return Array(try Data(contentsOf: URL(fileURLWithPath: output)))
  }

  /// The client data of `type` for `challenge` at `origin`.
  static func clientData(type: String, challenge: [UInt8], origin: String) -> [UInt8] {
    Array(
      #"{"type":"\#(type)","challenge":"\#(Base64URL.encode(challenge))","origin":"\#(origin)","crossOrigin":false}"#
        .utf8)
  }

  /// The COSE key, CBOR: EC2 P-256 with x and y, or OKP Ed25519 with x.
  var coseKey: [UInt8] {
    switch algorithm {
    case .es256:
      [0xA5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20] + publicKey.prefix(32)
        + [0x22, 0x58, 0x20] + publicKey.suffix(32)
    case .ed25519: [0xA4, 0x01, 0x01, 0x03, 0x27, 0x20, 0x06, 0x21, 0x58, 0x20] + publicKey
    }
  }

  /// Authenticator data for `rpID` with `flags` and the counter, and the new credential when
  /// `attesting`.
  func authenticatorData(rpID: String, flags: UInt8, attesting: Bool = false) -> [UInt8] {
    var data = GnuTLS.sha256(rpID.utf8) + [flags | (attesting ? Self.attested : 0)]
    data += withUnsafeBytes(of: counter.bigEndian, Array.init)
    guard attesting else { return data }
    data += [UInt8](repeating: 0, count: 16)
    data += [UInt8(credentialID.count >> 8), UInt8(credentialID.count & 0xFF)] + credentialID
    return data + coseKey
  }

  /// The attestation object of a registration: `fmt` "none", no statement, the data.
  static func attestationObject(_ authData: [UInt8]) -> [UInt8] {
    var object: [UInt8] = [0xA3, 0x63] + Array("fmt".utf8) + [0x64] + Array("none".utf8)
    object += [0x67] + Array("attStmt".utf8) + [0xA0]
    object += [0x68] + Array("authData".utf8)
    object += [0x59, UInt8(authData.count >> 8), UInt8(authData.count & 0xFF)] + authData
    return object
  }
}

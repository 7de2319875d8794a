/// WebAuthn's authenticator data (Level 2, §6.1), read: its fixed layout, and the new passkey's
/// id and COSE key when it carries one.
struct AuthenticatorData {
  let rpIDHash: [UInt8]
  let userPresent: Bool
  let userVerified: Bool
  let signCount: Int64
  /// The new passkey, in a registration's data.
  let attested: Attested?

  struct Attested {
    let credentialID: [UInt8]
    let algorithm: Int
    let publicKey: [UInt8]
  }

  // The flags' bits.
  private static let userPresentBit: UInt8 = 0x01
  private static let userVerifiedBit: UInt8 = 0x04
  private static let attestedBit: UInt8 = 0x40

  /// Reads `bytes`: 32 bytes of rpId hash, the flags, a 4-byte counter, then, when the flags
  /// say so, a 16-byte AAGUID, the id's 2-byte length, the id and its COSE key.
  /// - Throws: `PasskeyCheck.Refusal.malformed`.
  init(_ bytes: [UInt8]) throws {
    guard bytes.count >= 37 else { throw PasskeyCheck.Refusal.malformed }
    rpIDHash = Array(bytes[0..<32])
    let flags = bytes[32]
    userPresent = flags & Self.userPresentBit != 0
    userVerified = flags & Self.userVerifiedBit != 0
    signCount = bytes[33..<37].reduce(Int64(0)) { $0 << 8 | Int64($1) }
    guard flags & Self.attestedBit != 0 else {
      attested = nil
      return
    }
    guard bytes.count >= 55 else { throw PasskeyCheck.Refusal.malformed }
    let length = Int(bytes[53]) << 8 | Int(bytes[54])
    guard length > 0, length <= 1023, bytes.count >= 55 + length else {
      throw PasskeyCheck.Refusal.malformed
    }
    let id = Array(bytes[55..<55 + length])
    guard let (key, _) = try? CBOR.read(bytes, at: 55 + length) else {
      throw PasskeyCheck.Refusal.malformed
    }
    attested = try Attested(credentialID: id, coseKey: key)
  }
}

extension AuthenticatorData.Attested {
  /// The passkey `credentialID` with the COSE key `key` (RFC 9053): EC2 on P-256 for ES256,
  /// OKP on Ed25519 for EdDSA; any other is refused.
  init(credentialID: [UInt8], coseKey key: CBOR) throws {
    let kty = key[.key(1)]?.integer ?? 0
    let alg = key[.key(3)]?.integer ?? 0
    let crv = key[.key(-1)]?.integer ?? 0
    let x = key[.key(-2)]?.byteString
    let y = key[.key(-3)]?.byteString
    switch (kty, alg, crv) {
    case (2, Int64(PasskeyCheck.es256), 1):
      guard let x, let y, x.count == 32, y.count == 32 else { throw PasskeyCheck.Refusal.malformed }
      self.init(credentialID: credentialID, algorithm: PasskeyCheck.es256, publicKey: x + y)
    case (1, Int64(PasskeyCheck.edDSA), 6):
      guard let x, x.count == 32 else { throw PasskeyCheck.Refusal.malformed }
      self.init(credentialID: credentialID, algorithm: PasskeyCheck.edDSA, publicKey: x)
    default: throw PasskeyCheck.Refusal.malformed
    }
  }
}

/// Who can open an age file: a passphrase (age's scrypt recipient) or an X25519 public key.
public enum AgeRecipient: Sendable, Equatable {
  case passphrase(Passphrase, workFactor: Int = AgeRecipient.defaultWorkFactor)
  case publicKey(AgePublicKey)

  /// scrypt's work factor when encrypting, as `age -p`: N = 2^18, about 1 s and 256 MiB.
  public static let defaultWorkFactor = 18
  /// The largest work factor read, as age's own: 2^22 needs 4 GiB.
  public static let maximumWorkFactor = 22

  static let scryptType = "scrypt"
  static let scryptLabel = Array("age-encryption.org/v1/scrypt".utf8)
  static let x25519Type = "X25519"
  static let x25519Label = "age-encryption.org/v1/X25519"
  /// Each stanza seals the file key with a key used once, so its nonce is all zeros.
  static let zeroNonce = [UInt8](repeating: 0, count: 12)

  /// The stanza that gives this recipient `fileKey`.
  func stanza(for fileKey: [UInt8]) throws -> AgeStanza {
    switch self {
    case .passphrase(let passphrase, let workFactor):
      let salt = Sodium.random(16)
      var key = try Sodium.scrypt(
        passphrase.bytes, salt: Self.scryptLabel + salt, logN: workFactor)
      defer { Sodium.wipe(&key) }
      return AgeStanza(
        arguments: [Self.scryptType, AgeBase64.encode(salt), "\(workFactor)"],
        body: Sodium.seal(fileKey, key: key, nonce: Self.zeroNonce))
    case .publicKey(let recipient):
      var ephemeral = Sodium.random(32)
      defer { Sodium.wipe(&ephemeral) }
      let share = Sodium.x25519Base(ephemeral)
      // A recipient whose point is of low order gives no secret: it is no real key.
      guard var shared = Sodium.x25519(ephemeral, recipient.point) else {
        throw AgeError.invalidRecipient(recipient.text)
      }
      defer { Sodium.wipe(&shared) }
      var key = Sodium.hkdf(shared, salt: share + recipient.point, info: Self.x25519Label)
      defer { Sodium.wipe(&key) }
      return AgeStanza(
        arguments: [Self.x25519Type, AgeBase64.encode(share)],
        body: Sodium.seal(fileKey, key: key, nonce: Self.zeroNonce))
    }
  }
}

/// What opens an age file: a passphrase, or an X25519 secret key.
public enum AgeIdentity: Sendable, Equatable {
  case passphrase(Passphrase)
  case secretKey(AgeSecretKey)

  var kind: AgeKeyKind {
    switch self {
    case .passphrase: .passphrase
    case .secretKey: .secretKey
    }
  }

  /// The 16-byte file key if `stanza` is sealed for this identity, nil if it is not.
  /// - Throws: `AgeError.damagedHeader` for a stanza of this identity's type that breaks the
  ///   format (wrong arguments, a body not 32 bytes, a low-order share).
  func fileKey(from stanza: AgeStanza) throws -> [UInt8]? {
    let damaged = AgeError.damagedHeader(.line(stanza.line))
    switch self {
    case .passphrase(let passphrase):
      guard stanza.type == AgeRecipient.scryptType else { return nil }
      guard stanza.arguments.count == 3, stanza.body.count == 32,
        let salt = AgeBase64.decode(stanza.arguments[1].utf8), salt.count == 16
      else { throw damaged }
      let workFactor = try Self.workFactor(stanza.arguments[2])
      var key = try Sodium.scrypt(
        passphrase.bytes, salt: AgeRecipient.scryptLabel + salt, logN: workFactor)
      defer { Sodium.wipe(&key) }
      return Sodium.open(stanza.body, key: key, nonce: AgeRecipient.zeroNonce)
    case .secretKey(let secret):
      guard stanza.type == AgeRecipient.x25519Type else { return nil }
      guard stanza.arguments.count == 2, stanza.body.count == 32,
        let share = AgeBase64.decode(stanza.arguments[1].utf8), share.count == 32
      else { throw damaged }
      guard var shared = Sodium.x25519(secret.scalar, share) else {
        throw AgeError.damagedHeader(.lowOrderShare)
      }
      defer { Sodium.wipe(&shared) }
      let recipient = Sodium.x25519Base(secret.scalar)
      var key = Sodium.hkdf(shared, salt: share + recipient, info: AgeRecipient.x25519Label)
      defer { Sodium.wipe(&key) }
      return Sodium.open(stanza.body, key: key, nonce: AgeRecipient.zeroNonce)
    }
  }

  /// A work factor written as age writes it: decimal, no sign, no leading zero, 1 to 22.
  private static func workFactor(_ text: String) throws -> Int {
    guard let first = text.utf8.first, first != UInt8(ascii: "0"), text.utf8.count <= 2,
      text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text),
      value <= AgeRecipient.maximumWorkFactor
    else {
      throw AgeError.damagedHeader(.workFactor(text, maximum: AgeRecipient.maximumWorkFactor))
    }
    return value
  }
}

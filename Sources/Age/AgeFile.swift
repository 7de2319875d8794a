/// Files in the age v1 format (age-encryption.org/v1), which Debian's `age -d` and every age
/// implementation read: a text header that seals a random 16-byte file key for each recipient,
/// then the payload in sealed chunks. Built on libsodium; the format's code is this folder.
///
/// ```swift
/// let sealed = try AgeFile.encrypt(bytes, to: [.publicKey(try AgePublicKey("age1…"))])
/// let opened = try AgeFile.decrypt(sealed, with: [.secretKey(key)])
/// ```
public enum AgeFile {
  private static let nonceSize = 16

  /// Whether a file that starts with `prefix` is an age file (of any version, so that a newer
  /// one is told as such rather than as a file of another kind).
  public static func isEncrypted(_ prefix: some Collection<UInt8>) -> Bool {
    prefix.starts(with: AgeHeader.magic)
  }

  /// What opens the age file `file`: a passphrase, when its header holds a passphrase stanza,
  /// else secret keys; nil when its header cannot be read, or holds a passphrase stanza beside
  /// others, which the format forbids (decrypting then says why).
  public static func keyKind(of file: [UInt8]) -> AgeKeyKind? {
    guard let header = try? AgeHeader(parsing: file), !mixesPassphrase(header) else {
      return nil
    }
    return header.stanzas.contains { $0.type == AgeRecipient.scryptType } ? .passphrase : .secretKey
  }

  /// Whether the header of `file` parses but seals the file for no kind of key this reader
  /// opens (scrypt, X25519): a changed label, or an age plugin's file. `decrypt` says only that
  /// no key matched, as the format's test vectors require; a caller that knows no plugin can
  /// say more.
  public static func sealsForUnknownKeys(_ file: [UInt8]) -> Bool {
    guard let header = try? AgeHeader(parsing: file) else { return false }
    let known = [AgeRecipient.scryptType, AgeRecipient.x25519Type]
    return !header.stanzas.contains { known.contains($0.type) }
  }

  /// Whether `header` holds a passphrase stanza beside others.
  private static func mixesPassphrase(_ header: AgeHeader) -> Bool {
    header.stanzas.count > 1
      && header.stanzas.contains { $0.type == AgeRecipient.scryptType }
  }

  /// `text` sealed for `recipients`: one passphrase, or one or more public keys (the format
  /// lets a passphrase be the only recipient).
  public static func encrypt(_ text: [UInt8], to recipients: [AgeRecipient]) throws -> [UInt8] {
    try Sodium.start()
    for case .passphrase(let passphrase, _) in recipients where passphrase.isEmpty {
      throw AgeError.emptyPassphrase
    }
    var fileKey = Sodium.random(16)
    defer { Sodium.wipe(&fileKey) }
    let stanzas = try recipients.map { try $0.stanza(for: fileKey) }
    let nonce = Sodium.random(nonceSize)
    var payloadKey = Sodium.hkdf(fileKey, salt: nonce, info: "payload")
    defer { Sodium.wipe(&payloadKey) }
    return AgeHeader.encode(stanzas, macKey: Sodium.hkdf(fileKey, salt: [], info: "header"))
      + nonce + AgeStream.seal(text, key: payloadKey)
  }

  /// The text of the age file `file`, opened with the first of `identities` that opens it.
  public static func decrypt(_ file: [UInt8], with identities: [AgeIdentity]) throws -> [UInt8] {
    var text: [UInt8] = []
    text.reserveCapacity(file.count)
    try decrypt(file, with: identities) { text += $0 }
    return text
  }

  /// Opens `file` with `identities`, giving the text to `sink` a chunk at a time, each only
  /// once its tag is checked; on a failure part way, what was given before it is all that was
  /// read.
  /// - Throws: `AgeError.damagedHeader`, `.noMatchingKey`, `.headerChanged` or
  ///   `.damagedPayload`, in the order the file is read.
  public static func decrypt(
    _ file: [UInt8], with identities: [AgeIdentity], into sink: (ArraySlice<UInt8>) throws -> Void
  ) throws {
    try Sodium.start()
    let header = try AgeHeader(parsing: file)
    if mixesPassphrase(header) { throw AgeError.damagedHeader(.passphraseNotAlone) }
    guard var fileKey = try fileKey(of: header, with: identities) else {
      throw AgeError.noMatchingKey(identities.first?.kind ?? .secretKey)
    }
    defer { Sodium.wipe(&fileKey) }
    let mac = Sodium.hmacSHA256(
      key: Sodium.hkdf(fileKey, salt: [], info: "header"), Array(header.macInput))
    guard Sodium.equal32(mac, header.mac) else { throw AgeError.headerChanged }
    guard file.count - header.end >= nonceSize else {
      throw AgeError.damagedHeader(.missingNonce)
    }
    let nonce = Array(file[header.end..<(header.end + nonceSize)])
    var payloadKey = Sodium.hkdf(fileKey, salt: nonce, info: "payload")
    defer { Sodium.wipe(&payloadKey) }
    try AgeStream.open(file[(header.end + nonceSize)...], key: payloadKey, into: sink)
  }

  private static func fileKey(of header: AgeHeader, with identities: [AgeIdentity]) throws
    -> [UInt8]?
  {
    for identity in identities {
      for stanza in header.stanzas {
        if let key = try identity.fileKey(from: stanza) {
          // A sealed key of another length is a forged stanza, not a key to try.
          guard key.count == 16 else { throw AgeError.damagedHeader(.line(stanza.line)) }
          return key
        }
      }
    }
    return nil
  }
}

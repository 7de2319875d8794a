import MoodSystem

/// An X25519 public key, the recipient a person gives as `age1…` (what `age-keygen` prints).
public struct AgePublicKey: Sendable, Equatable {
  static let prefix = "age"
  let point: [UInt8]

  /// The key of `text`, an `age1…` string.
  /// - Throws: `AgeError.invalidRecipient` naming the text.
  public init(_ text: String) throws {
    guard let point = Bech32.decode(text, prefix: Self.prefix), point.count == 32,
      text == text.lowercased()
    else { throw AgeError.invalidRecipient(text) }
    self.point = point
  }

  init(point: [UInt8]) { self.point = point }

  /// `age1…`.
  public var text: String { Bech32.encode(prefix: Self.prefix, point) }
}

/// An X25519 secret key, `AGE-SECRET-KEY-1…`: the identity that opens files sent to its
/// public key. Its text is never part of a message.
public struct AgeSecretKey: Sendable, Equatable {
  static let prefix = "AGE-SECRET-KEY-"
  let scalar: [UInt8]

  /// The key of `text`, or nil when it is not an `AGE-SECRET-KEY-1…` string.
  public init?(_ text: String) {
    guard let scalar = Bech32.decode(text, prefix: Self.prefix), scalar.count == 32,
      text == text.uppercased()
    else { return nil }
    self.scalar = scalar
  }

  private init(scalar: [UInt8]) { self.scalar = scalar }

  /// A new key from libsodium's random bytes.
  public static func generate() throws -> AgeSecretKey {
    try Sodium.start()
    return AgeSecretKey(scalar: Sodium.random(32))
  }

  /// `AGE-SECRET-KEY-1…`, as `age-keygen` writes it.
  public var text: String { Bech32.encode(prefix: Self.prefix, scalar).uppercased() }

  /// The public key files for this identity are encrypted to.
  public func publicKey() throws -> AgePublicKey {
    try Sodium.start()
    return AgePublicKey(point: Sodium.x25519Base(scalar))
  }

  /// The keys of an identity file as `age-keygen` writes it: one key a line, blank lines and
  /// `#` comments ignored.
  /// - Throws: `AgeError.invalidIdentity` for a line that is no key, `.noIdentity` for none.
  public static func keys(inFile text: String) throws -> [AgeSecretKey] {
    var keys: [AgeSecretKey] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingWhitespace()
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      guard let key = AgeSecretKey(trimmed) else {
        throw AgeError.invalidIdentity(line: number + 1)
      }
      keys.append(key)
    }
    guard !keys.isEmpty else { throw AgeError.noIdentity }
    return keys
  }
}

/// The recipients of a recipients file as `age -R` reads it: one `age1…` a line, blank lines
/// and `#` comments ignored.
extension AgePublicKey {
  /// - Throws: `AgeError.invalidRecipient` naming the first line that is no key.
  public static func keys(inFile text: String) throws -> [AgePublicKey] {
    try text.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingWhitespace()
      return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : try AgePublicKey(trimmed)
    }
  }
}

/// A passphrase, as the bytes of its UTF-8 text.
public struct Passphrase: Sendable, Equatable {
  let bytes: [UInt8]

  public init(_ text: String) { bytes = Array(text.utf8) }

  public var isEmpty: Bool { bytes.isEmpty }
}

import CSodium

/// libsodium's calls the age format needs, over byte arrays: X25519, ChaCha20-Poly1305,
/// HMAC-SHA-256 (and HKDF from it), scrypt and random bytes.
enum Sodium {
  /// The size of a ChaCha20-Poly1305 tag.
  static let tagSize = 16

  /// Opens and starts the library, once; asked by every entry point of the format.
  /// - Throws: `AgeError.libraryMissing` when libsodium cannot be opened or started.
  static func start() throws {
    if let reason = moodcard_sodium_unavailable() {
      throw AgeError.libraryMissing(String(cString: reason))
    }
    guard moodcard_sodium_init() >= 0 else { throw AgeError.libraryMissing("sodium_init") }
  }

  static func random(_ count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    moodcard_randombytes_buf(&bytes, count)
    return bytes
  }

  /// Overwrites a secret before its memory is given back.
  static func wipe(_ bytes: inout [UInt8]) {
    bytes.withUnsafeMutableBytes { moodcard_sodium_memzero($0.baseAddress, $0.count) }
  }

  /// Whether two 32-byte strings are equal, in time that does not tell where they differ.
  static func equal32(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.count == 32 && b.count == 32 && moodcard_crypto_verify_32(a, b) == 0
  }

  // MARK: - Keys

  /// X25519 of `scalar` and `point`; nil when the result is all zeros (a low-order point),
  /// which libsodium refuses and age must.
  static func x25519(_ scalar: [UInt8], _ point: [UInt8]) -> [UInt8]? {
    var shared = [UInt8](repeating: 0, count: 32)
    return moodcard_crypto_scalarmult_curve25519(&shared, scalar, point) == 0 ? shared : nil
  }

  /// The X25519 public point of `scalar`.
  static func x25519Base(_ scalar: [UInt8]) -> [UInt8] {
    var point = [UInt8](repeating: 0, count: 32)
    // Fails only for a scalar whose point is all zeros, which clamping rules out.
    _ = moodcard_crypto_scalarmult_curve25519_base(&point, scalar)
    return point
  }

  /// scrypt with N = 2^`logN`, r = 8, p = 1, as age uses it: 32 bytes.
  /// - Throws: `AgeError.outOfMemory` when the 2^logN · 1 KiB it needs cannot be had.
  static func scrypt(_ passphrase: [UInt8], salt: [UInt8], logN: Int) throws -> [UInt8] {
    var key = [UInt8](repeating: 0, count: 32)
    let status = moodcard_crypto_pwhash_scryptsalsa208sha256_ll(
      passphrase, passphrase.count, salt, salt.count, UInt64(1) << UInt64(logN), 8, 1, &key, 32)
    guard status == 0 else { throw AgeError.outOfMemory }
    return key
  }

  // MARK: - Sealing

  /// ChaCha20-Poly1305 of `text` under `key` and the 12-byte `nonce`: text and tag.
  static func seal(_ text: some ContiguousCollection, key: [UInt8], nonce: [UInt8]) -> [UInt8] {
    text.withUnsafeBytes { input in
      var sealed = [UInt8](repeating: 0, count: input.count + tagSize)
      var length: UInt64 = 0
      _ = moodcard_crypto_aead_chacha20poly1305_ietf_encrypt(
        &sealed, &length, input.bindMemory(to: UInt8.self).baseAddress, UInt64(input.count),
        nonce, key)
      return sealed
    }
  }

  /// The text `sealed` holds, or nil when its tag is not right for `key` and `nonce`.
  static func open(_ sealed: some ContiguousCollection, key: [UInt8], nonce: [UInt8]) -> [UInt8]? {
    sealed.withUnsafeBytes { input -> [UInt8]? in
      guard input.count >= tagSize else { return nil }
      var text = [UInt8](repeating: 0, count: input.count - tagSize)
      var length: UInt64 = 0
      let status = moodcard_crypto_aead_chacha20poly1305_ietf_decrypt(
        &text, &length, input.bindMemory(to: UInt8.self).baseAddress, UInt64(input.count),
        nonce, key)
      return status == 0 ? text : nil
    }
  }

  // MARK: - HMAC and HKDF

  static func hmacSHA256(key: [UInt8], _ parts: [UInt8]...) -> [UInt8] {
    var state = crypto_auth_hmacsha256_state()
    var mac = [UInt8](repeating: 0, count: 32)
    _ = moodcard_crypto_auth_hmacsha256_init(&state, key, key.count)
    for part in parts {
      _ = moodcard_crypto_auth_hmacsha256_update(&state, part, UInt64(part.count))
    }
    _ = moodcard_crypto_auth_hmacsha256_final(&state, &mac)
    return mac
  }

  /// HKDF-SHA-256 (RFC 5869) giving 32 bytes: one HMAC to extract, one to expand. libsodium
  /// 1.0.18, Debian 12's, has no HKDF of its own.
  static func hkdf(_ secret: [UInt8], salt: [UInt8], info: String) -> [UInt8] {
    var extracted = hmacSHA256(key: salt, secret)
    defer { wipe(&extracted) }
    return hmacSHA256(key: extracted, Array(info.utf8), [1])
  }
}

/// A collection whose bytes lie side by side in memory: an array or a slice of one.
protocol ContiguousCollection {
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
}
extension Array: ContiguousCollection where Element == UInt8 {}
extension ArraySlice: ContiguousCollection where Element == UInt8 {}

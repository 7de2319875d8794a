import CSodium

/// The slow hash the web app's lock keeps its PIN or passphrase as: libsodium's Argon2id at its
/// "interactive" cost (2 passes over 64 MiB; 0.3 s a try measured by `mood-bench --only lock`
/// on a loaded 2-core machine), so a copy of the lock's file gives a guesser a few hundred tries
/// a minute per core instead of millions. It lives here because
/// this module is the one that opens libsodium.
package enum Argon2id {
  /// The self-describing hash of `secret` (algorithm, cost and random salt included).
  /// - Throws: `AgeError.libraryMissing` without libsodium; `.outOfMemory` when its 64 MiB
  ///   cannot be had.
  package static func hash(_ secret: String) throws -> String {
    try Sodium.start()
    var out = [CChar](repeating: 0, count: moodcard_lock_hash_size())
    let bytes = Array(secret.utf8)
    let status = bytes.withUnsafeBufferPointer { input in
      input.withMemoryRebound(to: CChar.self) { text in
        moodcard_lock_hash(&out, text.baseAddress, UInt64(text.count))
      }
    }
    guard status == 0 else { throw AgeError.outOfMemory }
    return String(decoding: out.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Whether `secret` is the one `hash` was made of.
  /// - Throws: `AgeError.libraryMissing` without libsodium.
  package static func verify(_ secret: String, against hash: String) throws -> Bool {
    try Sodium.start()
    let bytes = Array(secret.utf8)
    return bytes.withUnsafeBufferPointer { input in
      input.withMemoryRebound(to: CChar.self) { text in
        moodcard_crypto_pwhash_str_verify(hash, text.baseAddress, UInt64(text.count)) == 0
      }
    }
  }
}

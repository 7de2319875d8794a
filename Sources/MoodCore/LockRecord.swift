import FoundationEssentials

/// The lock of the web app, as its file keeps it: the secret's slow hash and what it is, the
/// idle time, the failed tries and their wait, and each device's passkeys.
package struct LockRecord: Equatable, Sendable {
  /// The secret's Argon2id string (libsodium's `crypto_pwhash_str`), salt and cost included.
  package var secretHash: String
  /// `pin` or `passphrase`.
  package var kind: String
  /// How long an unlocked page may sit idle, in seconds; 0 for "immediately".
  package var idleSeconds: Int
  /// When the lock was set.
  package var setAt: Date

  package init(secretHash: String, kind: String, idleSeconds: Int, setAt: Date) {
    self.secretHash = secretHash
    self.kind = kind
    self.idleSeconds = idleSeconds
    self.setAt = setAt
  }
}

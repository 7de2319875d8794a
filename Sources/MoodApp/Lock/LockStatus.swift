/// The lock as `mood lock status` and the Data page say it.
package struct LockStatus: Equatable, Sendable {
  package var kind: LockSecret.Kind?
  package var idleSeconds: Int
  package var passkeys: Int
  /// Seconds until the next try is taken, after wrong ones.
  package var waitSeconds: Int

  /// The lock off.
  package static let off = LockStatus(kind: nil, idleSeconds: 0, passkeys: 0, waitSeconds: 0)

  /// Whether the lock is on.
  package var isOn: Bool { kind != nil }
}

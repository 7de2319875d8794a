import Age
import FoundationEssentials
import MoodCore
import MoodStore
import MoodSystem

/// The web app's lock, kept in `lock.sqlite` in the phone's folder: the PIN or passphrase as an
/// Argon2id hash, the idle time, the wrong tries and their wait, and the devices' passkeys.
/// What `mood lock` sets and removes, and what `mood serve` asks before every request while it
/// is on. Nothing of the journal is in it or encrypted with it: removing it loses nothing.
package final class LockBook {
  /// The file's name in the phone's folder.
  package static let fileName = "lock.sqlite"

  private let store: Store

  /// The lock's file in `folder`.
  /// - Parameter ifMissing: `.create` to set a lock; `.useEmpty` to read or remove one, making
  ///   no file where none was set.
  /// - Throws: `StoreError` when the file cannot be opened or made.
  package init(folder: PhoneFolder, ifMissing: Store.Missing) throws {
    store = try Store(path: folder.file(Self.fileName).path, schema: .lock, ifMissing: ifMissing)
  }

  /// Closes the file.
  package func close() throws { try store.close() }

  /// The lock, or `nil` while it is off.
  package func record() throws -> LockRecord? { try store.read { try $0.lockRecord() } }

  /// The lock as `mood lock status` and the Data page tell it.
  package func status(at now: BootInstant) throws -> LockStatus {
    try store.read { db in
      guard let record = try db.lockRecord() else { return .off }
      return LockStatus(
        kind: LockSecret.Kind(rawValue: record.kind) ?? .passphrase,
        idleSeconds: record.idleSeconds, passkeys: try db.passkeys().count,
        waitSeconds: Self.seconds(LockBackoff.remaining(try db.lockFailures(), at: now)))
    }
  }

  /// Sets the lock to `secret`, replacing any other; its passkeys stay, as they unlock the same
  /// devices. The hash is made before the write, so the file is held for no longer than a write.
  /// - Parameter idleSeconds: the idle time, or `nil` for the old lock's (or the standard).
  package func set(_ secret: LockSecret, idleSeconds: Int?, at now: Date) throws {
    let hash = try Self.sodium { try Argon2id.hash(secret.text) }
    try store.write { db in
      let idle = try idleSeconds ?? db.lockRecord()?.idleSeconds ?? LockIdle.standard
      try db.setLock(
        LockRecord(secretHash: hash, kind: secret.kind.rawValue, idleSeconds: idle, setAt: now))
    }
  }

  /// Sets the idle time of the lock that is on.
  package func setIdle(seconds: Int) throws {
    try store.write { db in
      guard try db.lockRecord() != nil else { throw FailureMessage(.notFound, .lockIsOff) }
      try db.setLockIdle(seconds: seconds)
    }
  }

  /// Turns the lock off, its passkeys with it.
  /// - Returns: whether a lock was on.
  @discardableResult package func remove() throws -> Bool {
    try store.write { db in
      let wasOn = try db.lockRecord() != nil
      try db.removeLock()
      return wasOn
    }
  }

  /// What trying a PIN or passphrase did.
  package enum Unlock: Equatable, Sendable {
    /// It was right: the wrong tries are forgotten.
    case unlocked
    /// It was wrong; the next try waits this many seconds (0 while tries are free).
    case wrong(waitSeconds: Int)
    /// Too many wrong tries: nothing is tried until this many seconds have passed.
    case waiting(seconds: Int)
    /// No lock is set.
    case off
  }

  /// Tries `typed` against the lock, in one transaction, so two tries at once are counted as
  /// two. While a wait runs, `typed` is not even hashed.
  package func unlock(with typed: String, at now: BootInstant) throws -> Unlock {
    try store.write { db in
      guard let record = try db.lockRecord() else { return .off }
      var failures = try db.lockFailures()
      let remaining = LockBackoff.remaining(failures, at: now)
      if remaining > 0 {
        if failures.bootID != now.bootID {
          // Another boot: the wait starts again in full, on this boot's clock.
          failures.bootID = now.bootID
          failures.waitUntilNanoseconds = now.nanoseconds + remaining
          try db.setLockFailures(failures)
        }
        return .waiting(seconds: Self.seconds(remaining))
      }
      if try Self.sodium({ try Argon2id.verify(typed, against: record.secretHash) }) {
        try db.setLockFailures(.none)
        return .unlocked
      }
      failures.count += 1
      let wait = LockBackoff.wait(afterFailures: failures.count) * 1_000_000_000
      failures.bootID = now.bootID
      failures.waitNanoseconds = wait
      failures.waitUntilNanoseconds = now.nanoseconds + wait
      try db.setLockFailures(failures)
      return .wrong(waitSeconds: Self.seconds(wait))
    }
  }

  // MARK: - Passkeys

  /// The passkeys of `device` (`""`: this computer's browsers), the oldest first.
  package func passkeys(device: String) throws -> [StoredPasskey] {
    try store.read { db in try db.passkeys().filter { $0.device == device } }
  }

  /// The passkey whose credential id is `id`.
  package func passkey(id: String) throws -> StoredPasskey? {
    try store.read { try $0.passkey(id: id) }
  }

  /// Keeps `passkey`, while the lock is on.
  package func add(_ passkey: StoredPasskey) throws {
    try store.write { db in
      guard try db.lockRecord() != nil else { throw FailureMessage(.notFound, .lockIsOff) }
      try db.addPasskey(passkey)
    }
  }

  /// Notes the sign counter `count` an assertion of the passkey `id` carried, in one
  /// transaction: refused when it does not go forward (a copied authenticator), unless both
  /// are 0, which an authenticator without a counter always sends.
  /// - Returns: whether the counter was taken.
  package func advance(id: String, to count: Int64) throws -> Bool {
    try store.write { db in
      guard let passkey = try db.passkey(id: id) else { return false }
      if count == 0 && passkey.signCount == 0 { return true }
      guard count > passkey.signCount else { return false }
      try db.setPasskeyCount(id: id, to: count)
      return true
    }
  }

  /// Removes the passkeys of `device` from the lock's file in `folder`: a revoked device's
  /// (`DeviceBook.revoke`). Where no lock was ever set there is no file, and none is made.
  static func removePasskeys(device: String, in folder: PhoneFolder) throws {
    let book = try LockBook(folder: folder, ifMissing: .useEmpty)
    do {
      try book.store.write { db in try db.removePasskeys(device: device) }
    } catch {
      try? book.close()
      throw error
    }
    try book.close()
  }

  private static func seconds(_ nanoseconds: Int64) -> Int {
    Int((nanoseconds + 999_999_999) / 1_000_000_000)
  }

  /// `body`, libsodium's failures said as MoodApp's (the library missing, its memory).
  private static func sodium<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as AgeError { throw FailureMessage(error, path: "") }
  }
}

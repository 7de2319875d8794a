import FoundationEssentials
import MoodCore

extension StoreSchema {
  /// The web app's lock, in the phone's folder beside the devices: apart from the journal, so
  /// that nothing of the journal depends on it and forgetting the PIN loses nothing.
  package static let lock = StoreSchema(
    applicationID: 0x4D4F_444C,  // "MODL"
    migrations: [
      Migration(
        name: "1-lock-passkeys",
        sql: """
          CREATE TABLE lock (
            slot INTEGER PRIMARY KEY CHECK (slot = 1),
            secret_hash TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('pin', 'passphrase')),
            idle_seconds INTEGER NOT NULL CHECK (idle_seconds >= 0),
            set_at INTEGER NOT NULL
          );
          CREATE TABLE lock_failures (
            slot INTEGER PRIMARY KEY CHECK (slot = 1),
            count INTEGER NOT NULL,
            boot_id TEXT NOT NULL,
            wait_until_ns INTEGER NOT NULL,
            wait_ns INTEGER NOT NULL
          );
          CREATE TABLE passkeys (
            credential_id TEXT PRIMARY KEY NOT NULL,
            device TEXT NOT NULL,
            algorithm INTEGER NOT NULL,
            public_key TEXT NOT NULL,
            sign_count INTEGER NOT NULL,
            created_at INTEGER NOT NULL
          ) WITHOUT ROWID;
          """)
    ])
}

extension Database {
  /// The lock, or `nil` while it is off.
  package func lockRecord() throws -> LockRecord? {
    guard
      let row = try query("SELECT secret_hash, kind, idle_seconds, set_at FROM lock WHERE slot = 1")
        .first
    else { return nil }
    return LockRecord(
      secretHash: try row.text(0), kind: try row.text(1), idleSeconds: Int(try row.int(2)),
      setAt: Date(timeIntervalSince1970: TimeInterval(try row.int(3))))
  }

  /// Sets the lock to `record`, replacing any other; the wrong tries of the old one go.
  package func setLock(_ record: LockRecord) throws {
    try query(
      "INSERT OR REPLACE INTO lock VALUES (1, ?, ?, ?, ?)",
      [
        .text(record.secretHash), .text(record.kind), .int(record.idleSeconds),
        .integer(Int64(record.setAt.timeIntervalSince1970.rounded(.down))),
      ])
    try query("DELETE FROM lock_failures")
  }

  /// Sets how long an unlocked page may sit idle.
  package func setLockIdle(seconds: Int) throws {
    try query("UPDATE lock SET idle_seconds = ? WHERE slot = 1", [.int(seconds)])
  }

  /// Turns the lock off: the secret, the wrong tries and every passkey go.
  package func removeLock() throws {
    try query("DELETE FROM lock")
    try query("DELETE FROM lock_failures")
    try query("DELETE FROM passkeys")
  }

  /// The wrong tries since the last unlock.
  package func lockFailures() throws -> LockFailures {
    guard
      let row = try query(
        "SELECT count, boot_id, wait_until_ns, wait_ns FROM lock_failures WHERE slot = 1"
      ).first
    else { return .none }
    return LockFailures(
      count: Int(try row.int(0)), bootID: try row.text(1), waitUntilNanoseconds: try row.int(2),
      waitNanoseconds: try row.int(3))
  }

  /// Keeps `failures` as the wrong tries since the last unlock.
  package func setLockFailures(_ failures: LockFailures) throws {
    try query(
      "INSERT OR REPLACE INTO lock_failures VALUES (1, ?, ?, ?, ?)",
      [
        .int(failures.count), .text(failures.bootID), .integer(failures.waitUntilNanoseconds),
        .integer(failures.waitNanoseconds),
      ])
  }

  private static let passkeyColumns =
    "credential_id, device, algorithm, public_key, sign_count, created_at"

  private static func passkey(_ row: Row) throws -> StoredPasskey {
    StoredPasskey(
      credentialID: try row.text(0), device: try row.text(1), algorithm: Int(try row.int(2)),
      publicKey: try row.text(3), signCount: try row.int(4),
      createdAt: Date(timeIntervalSince1970: TimeInterval(try row.int(5))))
  }

  /// Every passkey, the oldest first.
  package func passkeys() throws -> [StoredPasskey] {
    try query("SELECT \(Self.passkeyColumns) FROM passkeys ORDER BY created_at, credential_id")
      .map(Self.passkey)
  }

  /// The passkey whose credential id is `id` (base64url).
  package func passkey(id: String) throws -> StoredPasskey? {
    try query(
      "SELECT \(Self.passkeyColumns) FROM passkeys WHERE credential_id = ?", [.text(id)]
    ).first.map(Self.passkey)
  }

  /// Adds `passkey`, replacing one with its credential id.
  package func addPasskey(_ passkey: StoredPasskey) throws {
    try query(
      "INSERT OR REPLACE INTO passkeys VALUES (?, ?, ?, ?, ?, ?)",
      [
        .text(passkey.credentialID), .text(passkey.device), .int(passkey.algorithm),
        .text(passkey.publicKey), .integer(passkey.signCount),
        .integer(Int64(passkey.createdAt.timeIntervalSince1970.rounded(.down))),
      ])
  }

  /// Notes the sign counter `count` of the passkey `id`.
  package func setPasskeyCount(id: String, to count: Int64) throws {
    try query(
      "UPDATE passkeys SET sign_count = ? WHERE credential_id = ?", [.integer(count), .text(id)])
  }

  /// Removes the passkeys of the device `device`.
  package func removePasskeys(device: String) throws {
    try query("DELETE FROM passkeys WHERE device = ?", [.text(device)])
  }
}

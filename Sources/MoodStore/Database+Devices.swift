import FoundationEssentials
import MoodCore

/// The pairing code of the moment, as the file of devices keeps it: hashed, with its expiry,
/// whether it was used, and until when wrong codes have paused pairing.
package struct PairingRecord: Equatable, Sendable {
  /// The code's SHA-256; empty before the first code.
  package var codeHash: String
  /// When the code stops working.
  package var expiresAt: Date
  /// Whether the code has paired a device already: a code pairs one.
  package var isUsed: Bool
  /// Until when pairing is paused after too many wrong codes.
  package var pausedUntil: Date
}

extension StoreSchema {
  /// The paired devices and the pairing code, in the phone's folder: apart from the journal,
  /// as `mood serve --phone` keeps them beside its keys, and a journal given with `--store`
  /// must not carry them along.
  package static let devices = StoreSchema(
    applicationID: 0x4D4F_4450,  // "MODP"
    migrations: [
      Migration(
        name: "1-devices-pairing",
        sql: """
          CREATE TABLE devices (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE,
            secret_hash TEXT NOT NULL UNIQUE,
            paired_at INTEGER NOT NULL,
            last_seen_at INTEGER
          ) WITHOUT ROWID;
          CREATE TABLE revoked_devices (
            secret_hash TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL,
            revoked_at INTEGER NOT NULL
          ) WITHOUT ROWID;
          CREATE TABLE pairing (
            slot INTEGER PRIMARY KEY CHECK (slot = 1),
            code_hash TEXT NOT NULL,
            expires_at INTEGER NOT NULL,
            used INTEGER NOT NULL CHECK (used IN (0, 1)),
            paused_until INTEGER NOT NULL
          );
          CREATE TABLE pairing_failures (at INTEGER NOT NULL);
          """)
    ])
}

extension Database {
  private static let deviceColumns = "id, name, paired_at, last_seen_at"

  private static func device(_ row: Row) throws -> PairedDevice {
    PairedDevice(
      id: try row.text(0), name: try row.text(1), pairedAt: try row.int(2).date,
      lastSeenAt: row.values[3] == .null ? nil : try row.int(3).date)
  }

  /// Every paired device, the first paired first.
  package func devices() throws -> [PairedDevice] {
    try query("SELECT \(Self.deviceColumns) FROM devices ORDER BY paired_at, id")
      .map(Self.device)
  }

  /// The device whose secret has the SHA-256 `secretHash`: one lookup in the index of the
  /// hashes, as it runs before every request of a phone.
  package func device(secretHash: String) throws -> PairedDevice? {
    try query(
      "SELECT \(Self.deviceColumns) FROM devices WHERE secret_hash = ?", [.text(secretHash)]
    ).first.map(Self.device)
  }

  /// The device named `name`, ignoring case, or with the id `name`.
  package func device(named name: String) throws -> PairedDevice? {
    try query(
      "SELECT \(Self.deviceColumns) FROM devices WHERE id = ?1 OR name_key = ?2 "
        + "ORDER BY id = ?1 DESC LIMIT 1", [.text(name), .text(name.lowercased())]
    ).first.map(Self.device)
  }

  /// The name of the device revoked whose secret has the SHA-256 `secretHash`, if any.
  package func revokedDeviceName(secretHash: String) throws -> String? {
    try query("SELECT name FROM revoked_devices WHERE secret_hash = ?", [.text(secretHash)])
      .first?.text(0)
  }

  /// Adds `device`, whose secret has the SHA-256 `secretHash`.
  package func add(_ device: PairedDevice, secretHash: String) throws {
    try query(
      "INSERT INTO devices (id, name, name_key, secret_hash, paired_at, last_seen_at) "
        + "VALUES (?, ?, ?, ?, ?, ?)",
      [
        .text(device.id), .text(device.name), .text(device.name.lowercased()), .text(secretHash),
        .seconds(device.pairedAt), device.lastSeenAt.map(SQLValue.seconds) ?? .null,
      ])
  }

  /// Gives the device `id` the name `name`.
  package func renameDevice(_ id: String, to name: String) throws {
    try query(
      "UPDATE devices SET name = ?, name_key = ? WHERE id = ?",
      [.text(name), .text(name.lowercased()), .text(id)])
  }

  /// Ends the device `id`: its row goes, and its hash is kept with its name, so its next
  /// request can be told that this computer ended it.
  package func revokeDevice(_ id: String, at instant: Date) throws {
    try query(
      "INSERT OR REPLACE INTO revoked_devices (secret_hash, name, revoked_at) "
        + "SELECT secret_hash, name, ? FROM devices WHERE id = ?",
      [.seconds(instant), .text(id)])
    try query("DELETE FROM devices WHERE id = ?", [.text(id)])
  }

  /// Notes that the device `id` was seen at `instant`.
  package func markSeen(_ id: String, at instant: Date) throws {
    try query("UPDATE devices SET last_seen_at = ? WHERE id = ?", [.seconds(instant), .text(id)])
  }

  /// The pairing code of the moment; before the first, a used one that pairs nothing.
  package func pairing() throws -> PairingRecord {
    guard
      let row = try query(
        "SELECT code_hash, expires_at, used, paused_until FROM pairing WHERE slot = 1"
      ).first
    else {
      let never = Int64(0).date
      return PairingRecord(codeHash: "", expiresAt: never, isUsed: true, pausedUntil: never)
    }
    return PairingRecord(
      codeHash: try row.text(0), expiresAt: try row.int(1).date, isUsed: try row.int(2) == 1,
      pausedUntil: try row.int(3).date)
  }

  /// Makes the code whose SHA-256 is `hash` the one that pairs, until `expiresAt`.
  package func setPairingCode(hash: String, expiresAt: Date) throws {
    try query(
      "INSERT INTO pairing VALUES (1, ?, ?, 0, 0) ON CONFLICT (slot) DO UPDATE SET "
        + "code_hash = excluded.code_hash, expires_at = excluded.expires_at, used = 0",
      [.text(hash), .seconds(expiresAt)])
  }

  /// Marks the code of the moment used.
  package func usePairingCode() throws {
    try query("UPDATE pairing SET used = 1 WHERE slot = 1")
  }

  /// Notes a wrong code given at `instant`, and returns how many were given since `since`.
  package func recordPairingFailure(at instant: Date, countingSince since: Date) throws -> Int {
    try query("INSERT INTO pairing_failures (at) VALUES (?)", [.seconds(instant)])
    try query("DELETE FROM pairing_failures WHERE at < ?", [.seconds(since)])
    return Int(try query("SELECT count(*) FROM pairing_failures").first?.int(0) ?? 0)
  }

  /// Pauses pairing until `instant`; the wrong codes that led to it are forgotten.
  package func pausePairing(until instant: Date) throws {
    try query(
      "INSERT INTO pairing VALUES (1, '', 0, 1, ?1) ON CONFLICT (slot) DO UPDATE SET "
        + "paused_until = ?1", [.seconds(instant)])
    try query("DELETE FROM pairing_failures")
  }
}

extension SQLValue {
  /// An instant as whole seconds since 1970, as the devices' times are kept.
  fileprivate static func seconds(_ instant: Date) -> SQLValue {
    .integer(Int64(instant.timeIntervalSince1970.rounded(.down)))
  }
}

extension Int64 {
  /// The instant of these seconds since 1970.
  fileprivate var date: Date { Date(timeIntervalSince1970: TimeInterval(self)) }
}

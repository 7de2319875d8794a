import FoundationEssentials
import MoodCore
import MoodStore
import MoodSystem

/// The devices paired to this computer and the pairing code of the moment, kept in
/// `devices.sqlite` in the phone's folder: what `mood serve` checks before a phone's every
/// request and `mood devices` lists, revokes and renames from another process.
///
/// It holds hashes only, which the caller makes (the server, with GnuTLS's SHA-256), so the
/// command line lists and revokes without loading any TLS library.
package final class DeviceBook {
  /// The file's name in the phone's folder.
  package static let fileName = "devices.sqlite"
  /// The longest name a device may have.
  package static let nameLimit = TextLimit(characters: 40, bytes: 320)
  /// How many characters a device's id has, from the pairing code's alphabet.
  package static let idLength = 6
  /// How often a device's last use is written, at most: not every request, but close enough
  /// for a list that says when each was last used.
  package static let seenInterval: TimeInterval = 60

  private let store: Store
  private let folder: PhoneFolder

  /// The book in `folder`.
  /// - Parameter ifMissing: `.create` for the server, which pairs; `.useEmpty` for the
  ///   commands, which make no file where none was paired.
  /// - Throws: `StoreError` when the file cannot be opened or made; `FailureMessage` naming
  ///   the file when it is damaged or not a list of devices (never the journal's advice about
  ///   `--store`).
  package init(folder: PhoneFolder, ifMissing: Store.Missing) throws {
    self.folder = folder
    let path = folder.file(Self.fileName).path
    do {
      store = try Store(path: path, schema: .devices, ifMissing: ifMissing)
    } catch let error as StoreError where Failure(error) == .storeDamaged {
      throw FailureMessage(.storeDamaged, .phoneDevicesDamaged, ["path": .text(path)])
    }
  }

  /// Closes the file.
  package func close() throws { try store.close() }

  /// Every device, the first paired first.
  package func devices() throws -> [PairedDevice] { try store.read { try $0.devices() } }

  /// The device named `nameOrID` (ignoring case), or with that id.
  /// - Throws: `FailureMessage` naming the value and the devices there are.
  package func device(_ nameOrID: String) throws -> PairedDevice {
    try store.read { db in try Self.find(nameOrID, in: db) }
  }

  /// Ends the device `nameOrID` at once: its next request is refused, and its passkeys leave
  /// the lock's file (`LockBook`), which would keep them unusable but on disk.
  ///
  /// The two files are one write: the passkeys go inside the transaction that ends the device,
  /// before it commits. Should they fail to go, nothing changed; should the commit fail after
  /// them, the device is still paired without its passkeys, and unlocks with the PIN. No order
  /// leaves a revoked device's passkey behind.
  /// - Returns: the device revoked.
  package func revoke(_ nameOrID: String, at instant: Date) throws -> PairedDevice {
    try store.write { db in
      let device = try Self.find(nameOrID, in: db)
      try LockBook.removePasskeys(device: device.id, in: folder)
      try db.revokeDevice(device.id, at: instant)
      return device
    }
  }

  /// Gives the device `nameOrID` the name `name`, trimmed.
  /// - Returns: the device renamed.
  /// - Throws: `FailureMessage` for an unknown device, a name that is empty, too long or taken.
  package func rename(_ nameOrID: String, to name: String) throws -> PairedDevice {
    let name = try Self.checkedName(name)
    return try store.write { db in
      var device = try Self.find(nameOrID, in: db)
      if let other = try db.device(named: name), other.id != device.id {
        throw FailureMessage(.conflict, .deviceNameTaken, ["name": .text(other.name)])
      }
      try db.renameDevice(device.id, to: name)
      device.name = name
      return device
    }
  }

  /// The pairing code of the moment.
  package func pairing() throws -> PairingRecord { try store.read { try $0.pairing() } }

  /// Makes the code whose SHA-256 is `codeHash`, made at `instant`, the one that pairs.
  /// - Returns: when it expires.
  package func offer(codeHash: String, madeAt instant: Date) throws -> Date {
    let expiry = PairingCode.expiry(ofCodeMadeAt: instant)
    try store.write { db in try db.setPairingCode(hash: codeHash, expiresAt: expiry) }
    return expiry
  }

  /// What giving a pairing code did.
  package enum Outcome: Equatable, Sendable {
    /// The code was right: this device is paired.
    case paired(PairedDevice)
    /// No code of this computer, or not in the code's form.
    case wrong
    /// The code has paired a device already.
    case used
    /// The code's ten minutes are over.
    case expired
    /// Too many wrong codes: pairing takes none until then.
    case paused(until: Date)
  }

  /// Pairs a new device with the code whose SHA-256 is `codeHash` (`nil` for text that is not
  /// a code), in one transaction, so that two phones cannot both use one code. A wrong code
  /// counts towards the pause (`PairingCode.failureLimit`); a used or expired one is no guess.
  /// - Parameters:
  ///   - secretHash: the SHA-256 of the new device's secret.
  ///   - defaultName: the name of the `n`th phone, in the person's language.
  package func pair(
    codeHash: String?, secretHash: String, at now: Date, defaultName: (Int) -> String
  ) throws -> Outcome {
    try store.write { db in
      let record = try db.pairing()
      if now < record.pausedUntil { return .paused(until: record.pausedUntil) }
      guard let codeHash, !record.codeHash.isEmpty, codeHash == record.codeHash else {
        let failures = try db.recordPairingFailure(
          at: now, countingSince: now.addingTimeInterval(-PairingCode.failureWindow))
        guard failures >= PairingCode.failureLimit else { return .wrong }
        let until = now.addingTimeInterval(PairingCode.pause)
        try db.pausePairing(until: until)
        return .paused(until: until)
      }
      if record.isUsed { return .used }
      if now >= record.expiresAt { return .expired }
      let taken = Set(try db.devices().map { $0.name.lowercased() })
      var number = 1
      while taken.contains(defaultName(number).lowercased()) { number += 1 }
      let device = PairedDevice(
        id: PairingCode.randomText(length: Self.idLength).lowercased(),
        name: defaultName(number), pairedAt: now, lastSeenAt: now)
      try db.add(device, secretHash: secretHash)
      try db.usePairingCode()
      return .paired(device)
    }
  }

  /// The device whose secret has the SHA-256 `secretHash`, noting it seen at `now` when its
  /// last use is older than `seenInterval`; `nil` for no device (never paired, or revoked).
  package func device(secretHash: String, at now: Date) throws -> PairedDevice? {
    guard var device = try store.read({ try $0.device(secretHash: secretHash) }) else {
      return nil
    }
    if device.lastSeenAt.map({ now.timeIntervalSince($0) >= Self.seenInterval }) ?? true {
      try store.write { db in try db.markSeen(device.id, at: now) }
      device.lastSeenAt = now
    }
    return device
  }

  /// The name of the revoked device whose secret has the SHA-256 `secretHash`, if there is one.
  package func revokedName(secretHash: String) throws -> String? {
    try store.read { try $0.revokedDeviceName(secretHash: secretHash) }
  }

  /// `name` trimmed, when it is a name a device may have.
  /// - Throws: `FailureMessage` naming the value and what is accepted.
  package static func checkedName(_ name: String) throws -> String {
    let trimmed = name.trimmingWhitespace()
    guard !trimmed.isEmpty, nameLimit.excess(in: trimmed) == nil,
      JournalText.firstRefusedScalar(in: trimmed) == nil
    else {
      throw FailureMessage(
        .invalid, .deviceNameInvalid,
        ["value": .text(name), "max": .text(String(nameLimit.characters))])
    }
    return trimmed
  }

  private static func find(_ nameOrID: String, in db: Database) throws -> PairedDevice {
    if let device = try db.device(named: nameOrID) { return device }
    let known = try db.devices().map { "\($0.name) (\($0.id))" }
    throw FailureMessage(
      .notFound, known.isEmpty ? .deviceUnknownNone : .deviceUnknown,
      ["value": .text(nameOrID), "known": .oneOf(known)])
  }
}

import Age
import FoundationEssentials
import Glibc
import MoodCore
import MoodSync
import MoodSystem

/// What `mood sync init` or `join` did.
package struct SyncStarted: Sendable {
  /// The configuration saved in the state folder.
  package let configuration: SyncConfiguration
  /// The first sync.
  package let report: JournalSyncReport
}

extension Journal {
  /// `mood sync init FOLDER`: makes the journal's sync key, saves this computer's
  /// configuration, records the whole journal as this computer's changes and writes it into
  /// the folder as a snapshot, so another computer can `join`.
  /// - Parameters:
  ///   - name: this computer's name in the folder; the host's name when `nil`.
  /// - Throws: `FailureMessage` when the store already syncs, the folder is missing or already
  ///   holds a journal, or the name cannot name a folder; `SyncError` when the folder cannot
  ///   be written.
  package func startSync(
    folder: String, name: String?, environment: [String: String], at instant: Date
  ) throws -> SyncStarted {
    let folder = try Self.syncFolder(folder, forStore: path, environment: environment)
    guard try Self.computers(in: folder).isEmpty else {
      throw FailureMessage(.conflict, .syncFolderHoldsJournal, ["folder": .text(folder.path)])
    }
    let configuration = SyncConfiguration(
      store: path, folder: folder.path, device: try Self.deviceName(name, in: folder),
      key: try SyncKey.generate())
    return try begin(configuration, snapshot: true, environment: environment, at: instant)
  }

  /// `mood sync join FOLDER`: with the journal's key (from `init`'s computer), saves this
  /// computer's configuration, records this journal's own entries as this computer's changes,
  /// and applies the others': the same day on both is merged field by field.
  /// - Parameters:
  ///   - keyText: the key as `init` wrote it (an age identity file's text).
  ///   - keySource: where it was read, for the messages (`--key-file`'s path, `standard input`).
  /// - Throws: `FailureMessage` when the store already syncs, the folder is missing or holds
  ///   no journal, the key is not one (`.invalid`) or does not open the folder (`.refused`),
  ///   or the name is taken.
  package func joinSync(
    folder: String, keyText: String, keySource: String, name: String?,
    environment: [String: String], at instant: Date
  ) throws -> SyncStarted {
    let folder = try Self.syncFolder(folder, forStore: path, environment: environment)
    let key = try Self.syncKey(keyText, source: keySource)
    let computers = try Self.computers(in: folder)
    guard let first = computers.first else {
      throw FailureMessage(.notFound, .syncFolderHoldsNoJournal, ["folder": .text(folder.path)])
    }
    try Self.check(key, opens: folder, first: first)
    if let name, computers.contains(where: { $0.device.text == name }) {
      throw FailureMessage(
        .conflict, .syncNameTaken,
        ["name": .text(TerminalText.visible(name)), "folder": .text(folder.path)])
    }
    let configuration = SyncConfiguration(
      store: path, folder: folder.path, device: try Self.deviceName(name, in: folder), key: key)
    return try begin(configuration, snapshot: false, environment: environment, at: instant)
  }

  /// Saves the configuration first, so that a save by another process from here on is
  /// recorded (`ConfiguredSyncRecorder`), marked as not recorded yet; then records the journal,
  /// and syncs. A `kill -9` anywhere leaves each step done or not (each is one transaction),
  /// and the next sync records the journal first if it was not. An error undoes the
  /// configuration, so `init` or `join` can be run again.
  /// - Parameter snapshot: whether to write a snapshot after the first sync: `init`'s, so that
  ///   a computer joining reads one snapshot rather than the years as one batch. A computer
  ///   joining writes none (each would add a whole journal to the folder); it compacts as any
  ///   computer does, after 64 batches of its own.
  private func begin(
    _ configuration: SyncConfiguration, snapshot: Bool, environment: [String: String],
    at instant: Date
  ) throws -> SyncStarted {
    var configuration = configuration
    configuration.recorded = false
    try configuration.save(environment: environment)
    do {
      let report = try syncNow(&configuration, environment: environment, at: instant)
      if snapshot { try compactSync(configuration.setup) }
      return SyncStarted(configuration: configuration, report: report)
    } catch {
      try? FileManager.default.removeItem(
        atPath: SyncConfiguration.path(forStore: path, environment: environment))
      throw error
    }
  }

  // MARK: - Checks

  /// The folder, which must exist (it is never made: a drive not mounted must not become an
  /// empty journal) and must not be the store's own, for a store that does not sync yet.
  private static func syncFolder(
    _ folder: String, forStore store: String, environment: [String: String]
  ) throws -> SyncFolder {
    if let configured = try SyncConfiguration.load(forStore: store, environment: environment) {
      throw FailureMessage(
        .conflict, .syncAlreadySet, ["folder": .text(TerminalText.visible(configured.folder))])
    }
    let whole = URL(fileURLWithPath: folder).standardizedFileURL.path
    let shown = TerminalText.visible(whole)
    guard (try? FileManager.default.contentsOfDirectory(atPath: whole)) != nil else {
      throw FailureMessage(.notFound, .syncFolderMissing, ["folder": .text(shown)])
    }
    return SyncFolder(path: whole)
  }

  /// The computers with MoodCard's files in `folder`: a subfolder without them (a person's
  /// own) is not one.
  private static func computers(in folder: SyncFolder) throws -> [SyncFolder.File] {
    try folder.devices().compactMap { device in
      try folder.files(of: device).first { $0.name.text != nil }
    }
  }

  /// The key in `text`, an age identity file as `init` writes it.
  private static func syncKey(_ text: String, source: String) throws -> SyncKey {
    guard let secret = try? AgeSecretKey.keys(inFile: text).first else {
      throw FailureMessage(
        .invalid, .syncKeyInvalid, ["source": .text(TerminalText.visible(source))])
    }
    return try SyncKey(secret)
  }

  /// Refuses a key that does not open the folder's files: another journal's key, or a typo.
  /// A file not whole yet is passed over; `first` is a file of a computer of the journal.
  private static func check(_ key: SyncKey, opens folder: SyncFolder, first: SyncFolder.File)
    throws
  {
    let files = try folder.devices().flatMap { try folder.files(of: $0) }
      .filter { $0.name.text != nil }
    for file in [first] + files {
      guard let bytes = FileManager.default.contents(atPath: file.path) else { continue }
      do {
        _ = try key.open(Array(bytes), path: file.path)
        return
      } catch SyncError.wrongKey {
        throw FailureMessage(
          .refused, .syncWrongKey, ["folder": .text(TerminalText.visible(folder.path))])
      } catch {
        continue
      }
    }
  }

  /// `name`, or the host's name made a device name (letters, digits, `-`, `_`), with `-2`,
  /// `-3`… after it while a computer in the folder has it.
  private static func deviceName(_ name: String?, in folder: SyncFolder) throws -> DeviceID {
    if let name {
      do { return try DeviceID(name) } catch {
        throw FailureMessage(
          .invalid, .syncInvalidName,
          [
            "name": .text(TerminalText.visible(name)),
            "maximum": .text("\(DeviceID.maximumLength)"),
          ])
      }
    }
    var buffer = [CChar](repeating: 0, count: 256)
    let host = gethostname(&buffer, buffer.count) == 0 ? String(cString: buffer) : ""
    let base = String(
      String(
        host.prefix { $0 != "." }.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
      ).prefix(DeviceID.maximumLength - 4))
    let taken = Set(try folder.devices().map(\.text))
    let stem = base.isEmpty ? "computer" : base
    var candidate = stem
    var number = 1
    while taken.contains(candidate) {
      number += 1
      candidate = "\(stem)-\(number)"
    }
    return try DeviceID(candidate)
  }
}

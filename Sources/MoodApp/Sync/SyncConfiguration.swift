import Age
import FoundationEssentials
import Glibc
import MoodCore
import MoodSync
import MoodSystem

/// How one store on this computer syncs: the folder, this computer's name in it, the journal's
/// key, the computers retired, and what the last sync found. It lives in MoodCard's state
/// folder (`StateFolder`), never in the store, one private file per store:
/// `$XDG_STATE_HOME/moodcard/sync/STORE-DIGEST`.
///
/// **Keyed by the store's path.** The file is named by the digest of the store's real path
/// (its folder's links resolved), and it names that path inside. A store copied or restored to
/// another path, or to another computer, finds no configuration there: it is not synced until
/// `mood sync join`, and then it joins as a new computer, so two histories never write under
/// one name by accident. (An id kept in the store's own merge state would travel with every
/// copy, which is the clone this rule exists to prevent.) A store restored over itself, same
/// path, keeps its name: the engine finds its own later batches in the folder and merges the
/// fork (Docs/sync-design.md, "Forks").
///
/// ```
/// # How the store at … syncs on this computer (mood sync). The key opens the folder: keep it private.
/// store = /home/ana/.local/share/moodcard/mood.sqlite
/// folder = /home/ana/Sync/moodcard
/// device = laptop
/// key = AGE-SECRET-KEY-1…
/// ```
package struct SyncConfiguration: Sendable {
  /// The store's real path.
  package let store: String
  /// The folder the sync tool carries.
  package var folder: String
  /// This computer's name in the folder.
  package var device: DeviceID
  /// The journal's key, the same on every computer of the journal.
  package let key: SyncKey
  /// Computers retired with `mood sync forget`.
  package var retired: Set<DeviceID> = []
  /// Whether the journal as it was when sync began is recorded (`Journal.recordEverything`):
  /// `false` from the moment the file is first saved until then, so a sync after a `kill -9`
  /// in between records it first.
  package var recorded = true
  /// What the last sync found, for `mood sync status`.
  package var lastSync: LastSync?

  /// The last sync's time and the warnings `mood sync status` repeats.
  package struct LastSync: Sendable, Equatable {
    package var at: Date
    /// Computers whose clocks were ahead of this one's, and by how many milliseconds.
    package var clockAhead: [Skew]
    /// Computers whose history forked (a store restored or copied with its name).
    package var forked: [String]
    /// Files not whole yet or sealed to another key.
    package var waiting: Int

    package init(at: Date, clockAhead: [Skew], forked: [String], waiting: Int) {
      self.at = at
      self.clockAhead = clockAhead
      self.forked = forked
      self.waiting = waiting
    }
  }

  /// A computer whose wall clock was ahead of this one's, by `ahead` milliseconds.
  package struct Skew: Sendable, Equatable {
    package var device: String
    package var ahead: Int64
  }

  package init(store: String, folder: String, device: DeviceID, key: SyncKey) {
    self.store = Self.realPath(of: store)
    self.folder = folder
    self.device = device
    self.key = key
  }

  /// This computer's name in the folder.
  package var deviceName: String { device.text }
  /// The names of the computers retired.
  package var retiredNames: [String] { retired.map(\.text).sorted() }

  /// What the engine needs, with the computers retired.
  package var setup: SyncSetup {
    var setup = SyncSetup(device: device, folder: SyncFolder(path: folder), key: key)
    setup.retired = retired
    return setup
  }

  /// The journal's key as an age identity file (what `age-keygen` writes, so `age -d -i`
  /// opens the folder's files too), for `mood sync init` to show or write once and `join` to
  /// read.
  package func identityFileText(made instant: Date) -> String {
    let publicKey = (try? AgeSecretKey(key.secretText)?.publicKey().text) ?? nil
    return [
      "# MoodCard sync key of the journal in \(folder), made \(Timestamp.format(instant))",
      publicKey.map { "# public key: \($0)" },
      key.secretText,
    ].compactMap { $0 }.joined(separator: "\n") + "\n"
  }

  // MARK: - The file

  /// The configuration's file for the store at `storePath`.
  package static func path(forStore storePath: String, environment: [String: String]) -> String {
    StateFolder.path(environment: environment) + "/sync/"
      + FNV1a.hex(realPath(of: storePath).utf8)
  }

  /// The configuration of the store at `storePath`, or `nil` when it does not sync.
  /// - Throws: `FailureMessage` (`.damaged`) naming the file when it cannot be read or is not
  ///   one MoodCard wrote.
  package static func load(forStore storePath: String, environment: [String: String]) throws
    -> SyncConfiguration?
  {
    let path = path(forStore: storePath, environment: environment)
    guard let data = FileManager.default.contents(atPath: path) else {
      guard FileManager.default.fileExists(atPath: path) else { return nil }
      throw damaged(path, "it cannot be read")
    }
    let text: KeyValueText
    do { text = try KeyValueText(parsing: String(decoding: data, as: UTF8.self)) } catch {
      throw damaged(path, "it is not key = value lines")
    }
    // Another store whose path has the same digest: not this one's.
    guard text["store"] == realPath(of: storePath) else { return nil }
    guard let folder = text["folder"], let deviceText = text["device"],
      let device = try? DeviceID(deviceText), let keyText = text["key"],
      let secret = AgeSecretKey(keyText)
    else { throw damaged(path, "it lacks the folder, the device or the key") }
    var configuration = SyncConfiguration(
      store: storePath, folder: folder, device: device, key: try SyncKey(secret))
    configuration.recorded = text["recorded"] != "no"
    configuration.retired = Set(
      (text["retired"] ?? "").split(separator: " ").compactMap { try? DeviceID(String($0)) })
    if let at = text["last-sync-at"].flatMap(Timestamp.parse) {
      configuration.lastSync = LastSync(
        at: at,
        clockAhead: (text["last-clock-ahead"] ?? "").split(separator: " ").compactMap {
          let parts = $0.split(separator: "=")
          guard parts.count == 2, let device = try? DeviceID(String(parts[0])),
            let ahead = Int64(parts[1])
          else { return nil }
          return Skew(device: device.text, ahead: ahead)
        },
        forked: (text["last-forked"] ?? "").split(separator: " ").map(String.init),
        waiting: Int(text["last-waiting"] ?? "") ?? 0)
    }
    return configuration
  }

  /// Writes the file, private (0600, in a 0700 folder), replaced atomically.
  /// - Throws: `FailureMessage` (`.cannotCreate`) naming the file.
  package func save(environment: [String: String]) throws {
    let path = Self.path(forStore: store, environment: environment)
    var text = KeyValueText()
    text["store"] = store
    text["folder"] = folder
    text["device"] = device.text
    text["key"] = key.secretText
    if !recorded { text["recorded"] = "no" }
    if !retired.isEmpty { text["retired"] = retired.sorted().map(\.text).joined(separator: " ") }
    if let lastSync {
      text["last-sync-at"] = Timestamp.format(lastSync.at)
      text["last-clock-ahead"] = lastSync.clockAhead.map { "\($0.device)=\($0.ahead)" }
        .joined(separator: " ")
      text["last-forked"] = lastSync.forked.joined(separator: " ")
      text["last-waiting"] = "\(lastSync.waiting)"
    }
    let header = [
      "How the store at \(store) syncs on this computer (mood sync).",
      "The key opens the journal's sync folder: keep this file private.",
    ]
    do {
      try FileManager.default.createDirectory(
        atPath: OutputFile.folder(of: path), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      try OutputFile.write(Data(text.text(header: header).utf8), to: path, permissions: 0o600)
    } catch {
      throw FailureMessage(
        .cannotCreate, .syncConfigurationNotSaved,
        ["path": .text(path), "reason": .text(SystemReason.text(of: error))])
    }
  }

  /// Notes what a sync found, for `mood sync status`.
  package mutating func note(_ report: JournalSyncReport, at instant: Date) {
    var clockAhead: [Skew] = []
    var forked: [String] = []
    var waiting = 0
    for warning in report.sync.warnings {
      switch warning {
      case .clockAhead(let skew):
        clockAhead.append(Skew(device: skew.device.text, ahead: skew.ahead))
      case .forked(let device, _): forked.append(device.text)
      case .waiting, .foreignKey: waiting += 1
      case .early: break
      }
    }
    lastSync = LastSync(
      at: instant, clockAhead: clockAhead, forked: Array(Set(forked)).sorted(), waiting: waiting)
  }

  private static func damaged(_ path: String, _ reason: String) -> FailureMessage {
    FailureMessage(
      .damaged, .syncConfigurationDamaged, ["path": .text(path), "reason": .text(reason)])
  }

  /// `path` absolute, with its folder's links resolved (the file itself may not exist yet).
  static func realPath(of path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let folder = OutputFile.folder(of: absolute)
    guard let resolved = realpath(folder, nil) else { return absolute }
    defer { free(resolved) }
    let real = String(cString: resolved)
    return (real == "/" ? "" : real) + "/" + PathName.lastPart(of: absolute)
  }
}

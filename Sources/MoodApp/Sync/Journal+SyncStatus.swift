import FoundationEssentials
import MoodCore
import MoodSync

extension Journal {
  /// `mood sync` and `mood sync now`: one sync, its findings noted in the configuration for
  /// `mood sync status`. The journal as it was when sync began is recorded first, if `init` or
  /// `join` was stopped before it was.
  package func syncNow(
    _ configuration: inout SyncConfiguration, environment: [String: String], at instant: Date
  ) throws -> JournalSyncReport {
    if !configuration.recorded {
      try recordEverything(configuration.setup)
      configuration.recorded = true
      try configuration.save(environment: environment)
    }
    let report = try sync(configuration.setup)
    configuration.note(report, at: instant)
    try configuration.save(environment: environment)
    return report
  }

  /// What `mood sync status` says, read from the merge state and the folder's names alone: it
  /// writes nothing and opens no file of the folder.
  package func syncStatus(_ configuration: SyncConfiguration) throws -> SyncStatus {
    let setup = configuration.setup
    return try read { db in
      let state = StoreMergeState(db)
      let engine = setup.engine(over: state)
      let inFolder = (try? setup.folder.devices()) ?? []
      let known = try state.frontier().tipsByWriter.keys
      var devices: [SyncStatus.Device] = []
      for device in Set(inFolder).union(known).sorted() {
        let written = try state.headers(of: device).map(\.written).filter { $0 > 0 }.max()
        var waiting = 0
        for file in (try? setup.folder.files(of: device)) ?? [] {
          guard case .batch(let seq, let id) = file.name else { continue }
          if try !engine.isApplied(BatchRef(writer: device, seq: seq, id: id)) { waiting += 1 }
        }
        devices.append(
          SyncStatus.Device(
            name: device.text, isThisComputer: device == setup.device,
            isRetired: setup.retired.contains(device),
            lastChange: written.map { Date(timeIntervalSince1970: Double($0) / 1000) },
            waiting: waiting))
      }
      return SyncStatus(
        folder: configuration.folder, devices: devices,
        unsent: try state.openBatch()?.records.count ?? 0,
        conflicts: try Self.conflicts(in: state, engine).count,
        lastSync: configuration.lastSync,
        storeInSyncedTree: SyncedTree.containing(path))
    }
  }

  /// Every value that lost a concurrent edit, the latest first within a field, by thing and
  /// field.
  package func syncConflictList(_ configuration: SyncConfiguration) throws -> [SyncConflict] {
    try syncConflicts(configuration.setup).flatMap { resolution in
      resolution.losers.map { loser in
        SyncConflict(
          item: resolution.key.item, field: resolution.key.field, value: loser.value,
          device: loser.stamp.device.text, at: Self.date(loser.stamp),
          winner: resolution.value, winnerDevice: resolution.stamp.device.text,
          winnerAt: Self.date(resolution.stamp))
      }
    }
    .sorted { ($0.item.sortKey, $0.field.rawValue) < ($1.item.sortKey, $1.field.rawValue) }
  }

  /// `mood sync forget DEVICE`: retires a computer, so that what it has applied no longer
  /// holds back pruning. What it wrote stays merged; its folder's files are still read.
  /// - Throws: `FailureMessage` when no such computer is known, or it is this one.
  package func forgetSyncDevice(
    _ name: String, _ configuration: inout SyncConfiguration, environment: [String: String]
  ) throws {
    let status = try syncStatus(configuration)
    guard let device = status.devices.first(where: { $0.name == name }) else {
      throw FailureMessage(
        .notFound, .syncDeviceNotFound,
        [
          "device": .text(TerminalText.visible(name)),
          "devices": .oneOf(status.devices.filter { !$0.isThisComputer }.map(\.name)),
        ])
    }
    guard !device.isThisComputer else {
      throw FailureMessage(.invalid, .syncForgetThisComputer, ["device": .text(name)])
    }
    configuration.retired.insert(try DeviceID(name))
    try configuration.save(environment: environment)
  }

  private static func date(_ stamp: ChangeStamp) -> Date {
    Date(timeIntervalSince1970: Double(stamp.time.wall) / 1000)
  }
}

extension JournalItem {
  /// Days first by date, then the rest by identity: the order conflicts are listed in.
  fileprivate var sortKey: String {
    switch self {
    case .entry(let day): "0 \(day)"
    case .session(let day): "1 \(day)"
    case .completion(let uuid, let day): "2 \(day) \(uuid)"
    case .habit(let uuid): "3 \(uuid)"
    case .word(let id): "4 \(id)"
    }
  }
}

import FoundationEssentials
import MoodCore

/// Sync of one computer's journal through a folder: records the changes made here, seals them
/// into batches in this computer's folder, and applies the other computers' batches, field by
/// field, so every computer that has the same batches shows the same journal.
///
/// ```swift
/// let engine = SyncEngine(device: try DeviceID("laptop"), folder: SyncFolder(path: "/sync"),
///                         key: key, state: MemoryMergeState())
/// try engine.record([JournalChange(.entry(day), .score, .number(7))])
/// let report = try engine.sync()   // report.changed: what to show anew
/// ```
///
/// The merge (Docs/sync-design.md): each field is a multi-value register. A change replaces
/// the values its computer had applied when it was made (its batch's context); the values
/// nothing replaced are the field's heads; the head with the greatest stamp wins and the others
/// are kept as the losers of a concurrent edit. Batches are applied only after the batches
/// their context names, so a change never arrives before one it replaced.
public final class SyncEngine {
  public let device: DeviceID
  public let folder: SyncFolder
  let key: SyncKey
  let state: any MergeState
  let now: () -> Int64
  let newID: () -> UInt64
  /// How many of this computer's batches may wait in the folder before a snapshot lets them
  /// be pruned.
  public var batchesBeforeSnapshot = 64
  /// Computers retired (`mood sync forget`): what they have applied no longer holds back
  /// pruning, and their folders are still read.
  public var retired: Set<DeviceID> = []
  /// Snapshots already read whose batches are all applied here: not opened again while this
  /// engine lives (a snapshot's name is never reused).
  var coveredSnapshots: Set<String> = []

  /// - Parameters:
  ///   - device: this computer's name, from outside the store.
  ///   - now: the wall clock in milliseconds since 1970 (a test's own clock).
  ///   - newID: the random id of each new batch.
  public init(
    device: DeviceID, folder: SyncFolder, key: SyncKey, state: any MergeState,
    now: @escaping () -> Int64 = SyncEngine.wallClock,
    newID: @escaping () -> UInt64 = { UInt64.random(in: 1...UInt64.max) }
  ) {
    self.device = device
    self.folder = folder
    self.key = key
    self.state = state
    self.now = now
    self.newID = newID
  }

  /// The system's wall clock in milliseconds since 1970.
  public static let wallClock: @Sendable () -> Int64 = {
    Int64((Date.now.timeIntervalSince1970 * 1000).rounded(.down))
  }

  // MARK: - Recording

  /// Records changes made on this computer, each a field's new value, into the open batch, and
  /// makes each the field's one value here: whoever made it saw what the field held.
  /// - Returns: each change's stamp.
  @discardableResult
  public func record(_ changes: [JournalChange]) throws -> [ChangeStamp] {
    guard !changes.isEmpty else { return [] }
    try takeOverOpenBatch()
    let batch = try state.openHeader()?.ref ?? newBatch()
    var clock = HybridClock(last: try state.clock())
    var stamps: [ChangeStamp] = []
    for change in changes {
      let record = SyncRecord(change, time: clock.tick(now: now()))
      try state.putOpenRecord(record)
      let stamp = ChangeStamp(time: record.time, device: device)
      stamps.append(stamp)
      try state.setHeads(
        [FieldHead(value: change.value, stamp: stamp, batch: batch)], of: record.key)
    }
    try state.setClock(clock.last)
    return stamps
  }

  /// Makes an open batch that another name opened this computer's own: its store was copied
  /// (or restored) with changes not sent yet, and syncs now as a new computer. The original
  /// computer holds the same changes and seals them under its own name and place (with what it
  /// changed since), so the copy must not: that batch leaves this computer's history (its
  /// header and the frontier; it arrives later as the original's), and its records go into a
  /// new batch of this computer's, after the same context, with their times, each field's
  /// value now this computer's. The two are concurrent: where both hold one value nothing
  /// shows; where the original changed a field again, its later time wins and the copy's value
  /// is kept as the loser.
  func takeOverOpenBatch() throws {
    guard let header = try state.openHeader(), header.ref.writer != device,
      let open = try state.openBatch()
    else { return }
    let old = open.header.ref
    try state.removeHeader(old)
    let frontier = try CausalContext(try state.frontier().tips.filter { $0 != old })
      .union(open.header.context, in: state)
    try state.setFrontier(frontier)
    let batch = try newBatch()
    for record in open.records {
      try state.putOpenRecord(record)
      let key = record.key
      try state.setHeads(
        try state.heads(of: key).map {
          $0.batch == old
            ? FieldHead(
              value: $0.value, stamp: ChangeStamp(time: $0.stamp.time, device: device),
              batch: batch)
            : $0
        }.sorted(by: FieldHead.latestFirst), of: key)
    }
  }

  /// A new batch after everything applied here; applied here at once, since its records are
  /// this computer's values from the moment they are recorded.
  private func newBatch() throws -> BatchRef {
    let frontier = try state.frontier()
    let seq = (frontier.tips(of: device).map(\.seq).max() ?? 0) + 1
    let header = BatchHeader(
      ref: BatchRef(writer: device, seq: seq, id: newID()), context: frontier, written: 0)
    try state.addHeader(header)
    try state.setFrontier(frontier.adding(header))
    try state.setOpenHeader(header)
    return header.ref
  }
}

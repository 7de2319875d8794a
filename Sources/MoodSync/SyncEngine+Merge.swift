import MoodCore

// MARK: - Applying what other computers wrote

extension SyncEngine {
  /// Whether `batch` is applied here. A header kept at its place answers; where none is kept
  /// (below a snapshot, whose headers are not all carried) the frontier does.
  public func isApplied(_ batch: BatchRef) throws -> Bool {
    let placed = try state.headers(of: batch.writer, at: batch.seq)
    if !placed.isEmpty { return placed.contains { $0.ref == batch } }
    return try state.frontier().contains(batch, in: state)
  }

  /// Whether every batch `header` follows is applied here, so it may be.
  func isReady(_ header: BatchHeader) throws -> Bool {
    try header.context.tips.allSatisfy { try isApplied($0) }
  }

  /// Applies a batch whose context is applied here: each record replaces the values of its
  /// field that the batch's writer had applied, and joins those it had not.
  func apply(_ batch: SyncBatch, into report: inout SyncReport) throws {
    let header = batch.header
    var clock = HybridClock(last: try state.clock())
    for record in batch.records {
      let key = record.key
      let kept = try state.heads(of: key).filter {
        !(try header.context.contains($0.batch, in: state))
      }
      let stamp = ChangeStamp(time: record.time, device: header.ref.writer)
      try state.setHeads(
        (kept + [FieldHead(value: record.change.value, stamp: stamp, batch: header.ref)])
          .sorted(by: FieldHead.latestFirst), of: key)
      clock.receive(record.time, now: now())
      report.changed.insert(key)
    }
    try state.setClock(clock.last)
    try keep(header, into: &report)
    try state.setFrontier(try state.frontier().adding(header))
    report.applied.append(header.ref)
    tellSkew(of: header.ref.writer, written: header.written, into: &report)
  }

  /// Warns when a file was written, by its writer's wall clock, ahead of this computer's.
  private func tellSkew(of writer: DeviceID, written: Int64, into report: inout SyncReport) {
    if let skew = HybridClock.skew(of: writer, written: written, now: now()) {
      report.warnings.append(.clockAhead(skew))
    }
  }

  /// Keeps a header, telling a fork: a second batch at a place of a writer's history.
  func keep(_ header: BatchHeader, into report: inout SyncReport) throws {
    let placed = try state.headers(of: header.ref.writer, at: header.ref.seq)
    if !placed.isEmpty, !placed.contains(where: { $0.ref == header.ref }) {
      report.warnings.append(.forked(header.ref.writer, seq: header.ref.seq))
    }
    try state.addHeader(header)
  }

  /// Merges another computer's whole state: a value stays when the other had not applied its
  /// batch or holds it too, and the other's values join on the same rule, so the result is
  /// what applying both computers' batches gives.
  ///
  /// Each field is looked at once, in the snapshot's order and then the rest of this state's,
  /// and whether a batch is in either frontier is asked once a batch (a ten-year snapshot's
  /// 33,000 values come from a handful of batches); the fields that change are written in one
  /// call.
  func merge(_ snapshot: SyncSnapshot, into report: inout SyncReport) throws {
    for header in snapshot.headers { try keep(header, into: &report) }
    let mine = try state.frontier()
    var theyApplied: [BatchRef: Bool] = [:]
    var weApplied: [BatchRef: Bool] = [:]
    func applied(_ batch: BatchRef, in frontier: CausalContext, _ known: inout [BatchRef: Bool])
      throws -> Bool
    {
      if let answer = known[batch] { return answer }
      let answer = try frontier.contains(batch, in: state)
      known[batch] = answer
      return answer
    }
    var changes: [(key: FieldKey, heads: [FieldHead])] = []
    var latest = HybridTime.zero
    func merge(_ key: FieldKey, here: [FieldHead], there: [FieldHead]) throws {
      let merged =
        try here.filter {
          try there.contains($0) || !applied($0.batch, in: snapshot.frontier, &theyApplied)
        }
        + there.filter { try !here.contains($0) && !applied($0.batch, in: mine, &weApplied) }
      // Heads are never listed twice, so the same count and members is the same set.
      if merged.count != here.count || !merged.allSatisfy(here.contains) {
        changes.append((key, merged.sorted(by: FieldHead.latestFirst)))
      }
      for head in there where head.stamp.time > latest { latest = head.stamp.time }
    }
    let keysHere = try state.keys()
    for (key, there) in snapshot.heads { try merge(key, here: state.heads(of: key), there: there) }
    for key in keysHere where snapshot.heads[key] == nil {
      try merge(key, here: state.heads(of: key), there: [])
    }
    try state.setHeads(changes)
    report.changed.formUnion(changes.lazy.map(\.key))
    var clock = HybridClock(last: try state.clock())
    clock.receive(latest, now: now())
    try state.setClock(clock.last)
    try state.setFrontier(try mine.union(snapshot.frontier, in: state))
    report.snapshots.append(snapshot.writer)
    tellSkew(of: snapshot.writer, written: snapshot.written, into: &report)
  }
}

// MARK: - What the journal shows

extension SyncEngine {
  /// What `key` shows: its winning value and the values that lost to it; nil for a field sync
  /// has no value for.
  public func resolution(of key: FieldKey) throws -> FieldResolution? {
    let heads = try state.heads(of: key)
    let exists = key.field == .exists && !heads.isEmpty ? try self.exists(key.item) : nil
    return Self.resolution(of: key, heads, exists: exists)
  }

  /// What `item` shows: whether it is in the journal and each of its fields' resolutions,
  /// each field's values read once (a sync writing ten years asks this of 18,000 items).
  public func resolution(of item: JournalItem) throws -> ItemResolution {
    let fields = try state.fields(of: item).map { ($0, try state.heads(of: FieldKey(item, $0))) }
    let exists = try exists(item, fields)
    return ItemResolution(
      item: item, exists: exists,
      fields: fields.compactMap { Self.resolution(of: FieldKey(item, $0), $1, exists: exists) })
  }

  private static func resolution(of key: FieldKey, _ heads: [FieldHead], exists: Bool?)
    -> FieldResolution?
  {
    guard let latest = heads.first else { return nil }
    let value: JournalValue = key.field == .exists ? .flag(exists ?? true) : latest.value
    return FieldResolution(
      key: key, value: value, stamp: latest.stamp, losers: heads.filter { $0.value != value })
  }

  /// Whether `item` is in the journal; nil when sync knows nothing of it.
  ///
  /// An item is deleted when every value of its `exists` is a deletion and each of its other
  /// fields' values was there when one of those deletions was made (in the deletion's batch or
  /// its context). A value set without seeing the deletion, on a computer that still had the
  /// item, keeps it: the deletion is then a loser, shown and restorable like any other.
  public func exists(_ item: JournalItem) throws -> Bool? {
    try exists(
      item, try state.fields(of: item).map { ($0, try state.heads(of: FieldKey(item, $0))) })
  }

  /// `exists(item)` from the values of its fields that hold any.
  private func exists(_ item: JournalItem, _ fields: [(JournalField, [FieldHead])]) throws
    -> Bool?
  {
    guard !fields.isEmpty else { return nil }
    let flags = fields.first { $0.0 == .exists }?.1 ?? []
    if flags.isEmpty || flags.contains(where: { $0.value != .flag(false) }) { return true }
    let deletions = try flags.map { flag in
      guard let header = try state.header(of: flag.batch) else {
        throw SyncError.missingHistory(flag.batch)
      }
      return header
    }
    for (field, heads) in fields where field != .exists {
      for head in heads {
        let seen = try deletions.contains {
          try $0.ref == head.batch || $0.context.contains(head.batch, in: state)
        }
        if !seen { return true }
      }
    }
    return false
  }

  /// Every field with a value that lost a concurrent edit.
  public func conflicts() throws -> [FieldResolution] {
    try state.keys().compactMap { key in
      guard let resolution = try resolution(of: key), !resolution.losers.isEmpty else { return nil }
      return resolution
    }
  }
}

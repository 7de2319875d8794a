// MARK: - One sync: seal, apply, publish, compact

extension SyncEngine {
  /// Seals this computer's open batch into its folder, applies every whole batch of the others
  /// whose earlier batches are here (merging a snapshot for those pruned), says what it has
  /// applied, and writes a snapshot and prunes when its batches have piled up.
  /// - Throws: `SyncError` when the folder cannot be written or read, or the merge state fails.
  ///   A file not whole, not readable or sealed to another key is a warning, not an error.
  public func sync() throws -> SyncReport {
    var report = SyncReport()
    try seal(into: &report)
    let files = try folder.devices().flatMap { try folder.files(of: $0) }
    var pending = try readBatches(files, into: &report)
    try applyReady(&pending, into: &report)
    if try mergeSnapshots(files, into: &report) { try applyReady(&pending, into: &report) }
    report.warnings += pending.keys.sorted().map { .early($0) }
    try publish(files)
    if files.count(where: { $0.device == device && $0.name.isBatch }) >= batchesBeforeSnapshot {
      try compact(into: &report)
    }
    return report
  }

  private func seal(into report: inout SyncReport) throws {
    try takeOverOpenBatch()
    guard let open = try state.openBatch() else { return }
    let old = open.header
    let header = BatchHeader(ref: old.ref, context: old.context, written: now())
    let batch = SyncBatch(header: header, records: open.records)
    try folder.write(
      try key.seal(batch.encoded()), as: .batch(seq: header.ref.seq, id: header.ref.id),
      of: device)
    try state.addHeader(header)
    try state.setOpenHeader(nil)
    report.sealed = header.ref
  }

  /// The whole batches not applied here, by ref; the rest are warned about.
  private func readBatches(_ files: [SyncFolder.File], into report: inout SyncReport) throws
    -> [BatchRef: SyncBatch]
  {
    var batches: [BatchRef: SyncBatch] = [:]
    for file in files {
      guard case .batch(let seq, let id) = file.name else { continue }
      let ref = BatchRef(writer: file.device, seq: seq, id: id)
      guard try !isApplied(ref) else { continue }
      guard let plain = try open(file, into: &report) else { continue }
      guard let batch = try? SyncBatch(plaintext: plain), batch.header.ref == ref else {
        report.warnings.append(.waiting(path: file.path))
        continue
      }
      batches[ref] = batch
    }
    return batches
  }

  /// A file's plaintext, or nil (and a warning) when it is not whole or not this journal's.
  func open(_ file: SyncFolder.File, into report: inout SyncReport) throws -> [UInt8]? {
    let sealed: [UInt8]
    do { sealed = try folder.read(file) } catch {
      report.warnings.append(.waiting(path: file.path))  // removed or replaced meanwhile
      return nil
    }
    do { return try key.open(sealed, path: file.path) } catch SyncError.wrongKey(let path) {
      report.warnings.append(.foreignKey(path: path))
    } catch {
      report.warnings.append(.waiting(path: file.path))
    }
    return nil
  }

  /// Applies pending batches as their earlier ones are applied, in ref order among those ready
  /// at once (any order gives the same result; this one makes runs repeatable).
  private func applyReady(_ pending: inout [BatchRef: SyncBatch], into report: inout SyncReport)
    throws
  {
    var progress = true
    while progress {
      progress = false
      for ref in pending.keys.sorted() {
        guard let batch = pending[ref], try isReady(batch.header) else { continue }
        if try !isApplied(ref) { try apply(batch, into: &report) }
        pending[ref] = nil
        progress = true
      }
    }
  }

  /// Merges each snapshot in the folder that holds batches not applied here (pruned, or not
  /// read yet); whether any was. Every snapshot is looked at, not only each folder's newest: a
  /// cloned computer's two histories write snapshots into one folder.
  private func mergeSnapshots(_ files: [SyncFolder.File], into report: inout SyncReport) throws
    -> Bool
  {
    var merged = false
    for file in files {
      guard case .snapshot = file.name, !coveredSnapshots.contains(file.path),
        let plain = try open(file, into: &report)
      else { continue }
      guard let frontier = try? SyncSnapshot.frontier(ofPlaintext: plain) else {
        report.warnings.append(.waiting(path: file.path))
        continue
      }
      if try !frontier.tips.allSatisfy({ try isApplied($0) }) {
        try merge(try SyncSnapshot(plaintext: plain), into: &report)
        merged = true
      }
      coveredSnapshots.insert(file.path)
    }
    return merged
  }

  /// Writes what this computer has applied, when it differs from what its folder says.
  private func publish(_ files: [SyncFolder.File]) throws {
    let frontier = try state.frontier()
    var ignored = SyncReport()
    if let file = files.first(where: { $0.device == device && $0.name == .frontier }),
      let plain = try open(file, into: &ignored),
      let published = try? PublishedFrontier(plaintext: plain), published.frontier == frontier
    {
      return
    }
    let text = PublishedFrontier(device: device, frontier: frontier, written: now())
    try folder.write(try key.seal(text.encoded()), as: .frontier, of: device)
  }
}

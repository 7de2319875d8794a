// MARK: - Snapshots and pruning

extension SyncEngine {
  /// Writes a snapshot of this computer's state into its folder, removes its older snapshots
  /// that the new one covers, and removes its batches that every computer with a folder here
  /// says it has applied (the snapshot holds them for a computer that joins later). A computer
  /// that never says what it applied, until it is retired, keeps every batch.
  public func compact() throws -> SyncReport {
    var report = SyncReport()
    try compact(into: &report)
    return report
  }

  func compact(into report: inout SyncReport) throws {
    let frontier = try state.frontier()
    let snapshot = try snapshot(frontier: frontier)
    let seq = frontier.tips(of: device).map(\.seq).max() ?? 0
    let written = newID()
    try folder.write(
      try key.seal(snapshot.encoded()), as: .snapshot(seq: seq, id: written), of: device)
    report.wroteSnapshot = true
    let files = try folder.devices().flatMap { try folder.files(of: $0) }
    let published = try publishedFrontiers(files) + [frontier]
    var ignored = SyncReport()
    for file in files where file.device == device {
      switch file.name {
      case .snapshot(_, let id) where id != written:
        // An older snapshot goes once this one holds all it held (a clone of this computer
        // writes its own into this folder too).
        guard let plain = try open(file, into: &ignored),
          let held = try? SyncSnapshot.frontier(ofPlaintext: plain),
          try held.tips.allSatisfy({ try frontier.contains($0, in: state) })
        else { continue }
        try folder.remove(file)
      case .batch(let seq, let id):
        let ref = BatchRef(writer: device, seq: seq, id: id)
        if try published.allSatisfy({ try $0.contains(ref, in: state) }) {
          try folder.remove(file)
          report.pruned += 1
        }
      default: break
      }
    }
  }

  /// What each computer with a folder here says it has applied (nothing, for one whose file is
  /// missing or not whole: it keeps everything), retired computers left out.
  private func publishedFrontiers(_ files: [SyncFolder.File]) throws -> [CausalContext] {
    var ignored = SyncReport()
    return try Set(files.map(\.device)).subtracting(retired).map { owner in
      guard let file = files.first(where: { $0.device == owner && $0.name == .frontier }),
        let plain = try open(file, into: &ignored),
        let published = try? PublishedFrontier(plaintext: plain), published.device == owner
      else { return CausalContext() }
      return published.frontier
    }
  }

  /// This computer's state as a snapshot: every field's values and every batch header kept
  /// (what "came before" asks where a history forked, and what a deletion removed; about 40
  /// bytes a batch).
  func snapshot(frontier: CausalContext) throws -> SyncSnapshot {
    var heads: [FieldKey: [FieldHead]] = [:]
    for key in try state.keys() { heads[key] = try state.heads(of: key) }
    let headers = try frontier.tipsByWriter.keys.flatMap { try state.headers(of: $0) }
    return SyncSnapshot(
      writer: device, frontier: frontier, headers: headers, heads: heads, written: now())
  }
}

/// The applied batches' headers, as far as "came before" needs them.
public protocol BatchHistory {
  /// The headers of `writer`'s applied batches at place `seq` (two or more only where its
  /// history forked).
  func headers(of writer: DeviceID, at seq: UInt64) throws -> [BatchHeader]
  /// The header of an applied batch, when kept.
  func header(of batch: BatchRef) throws -> BatchHeader?
}

extension BatchHistory {
  /// Whether `batch` is `tip` or one of the batches of its writer that `tip` follows.
  ///
  /// A batch's parents include one at the place just before its own, so a tip's history holds
  /// a batch at every earlier place, and when the tip is here, so is its history (batches are
  /// applied after those they follow, and a snapshot brings all its headers). Where one batch
  /// is known at a place, it is then that one, and the places tell; only where two are known
  /// (a fork) are the parents followed down to the place of `batch`. A tip not here (another
  /// computer's published frontier) is answered "no" when it cannot be told: pruning waits.
  /// Where no header is kept at the place (a state begun without them), the history is taken
  /// as a line.
  public func isAncestorOrSelf(_ batch: BatchRef, of tip: BatchRef) throws -> Bool {
    guard batch.writer == tip.writer, batch.seq <= tip.seq else { return false }
    if batch == tip { return true }
    let placed = try headers(of: batch.writer, at: batch.seq)
    if placed.isEmpty { return true }
    guard try header(of: tip) != nil else { return false }
    if placed.count == 1 { return placed[0].ref == batch }
    var seen: Set<BatchRef> = []
    var next = [tip]
    while let current = next.popLast() {
      guard current.seq > batch.seq, seen.insert(current).inserted else { continue }
      guard let header = try header(of: current) else {
        throw SyncError.missingHistory(current)
      }
      for parent in header.parents {
        if parent == batch { return true }
        next.append(parent)
      }
    }
    return false
  }
}

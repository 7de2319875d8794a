/// A set of batches closed under "came before", written as its tips: for each writer, the
/// batches no other batch of the set follows. Batches are applied only after everything their
/// context names (causal delivery), so a set of applied batches always is such a set; a
/// computer's is its frontier.
///
/// Tips are per writer, and usually one each. A writer whose history forked (a restored or
/// copied store writing under the same name) has a tip per branch until a later batch of its
/// follows them all.
public struct CausalContext: Sendable, Hashable {
  /// The tips, per writer, sorted.
  public private(set) var tipsByWriter: [DeviceID: [BatchRef]]

  public init(_ tips: [BatchRef] = []) {
    tipsByWriter = [:]
    for tip in tips { tipsByWriter[tip.writer, default: []].append(tip) }
    for writer in tipsByWriter.keys { tipsByWriter[writer]?.sort() }
  }

  /// The tips of `writer`'s batches.
  public func tips(of writer: DeviceID) -> [BatchRef] { tipsByWriter[writer] ?? [] }

  /// Every tip, in writer order.
  public var tips: [BatchRef] { tipsByWriter.keys.sorted().flatMap { tips(of: $0) } }

  /// Whether `batch` is in the set.
  public func contains(_ batch: BatchRef, in history: some BatchHistory) throws -> Bool {
    for tip in tips(of: batch.writer) where try history.isAncestorOrSelf(batch, of: tip) {
      return true
    }
    return false
  }

  /// The set with `header`'s batch added, which must follow only batches in it: the batch
  /// replaces the tips it follows.
  public func adding(_ header: BatchHeader) -> CausalContext {
    var result = self
    let parents = Set(header.parents)
    result.tipsByWriter[header.ref.writer] =
      (tips(of: header.ref.writer).filter { !parents.contains($0) } + [header.ref]).sorted()
    return result
  }

  /// The union of two sets.
  public func union(_ other: CausalContext, in history: some BatchHistory) throws -> CausalContext {
    var result = CausalContext()
    for writer in Set(tipsByWriter.keys).union(other.tipsByWriter.keys) {
      let all = Set(tips(of: writer) + other.tips(of: writer))
      var kept: [BatchRef] = []
      for tip in all {
        let followed = try all.contains { try $0 != tip && history.isAncestorOrSelf(tip, of: $0) }
        if !followed { kept.append(tip) }
      }
      result.tipsByWriter[writer] = kept.sorted()
    }
    return result
  }
}

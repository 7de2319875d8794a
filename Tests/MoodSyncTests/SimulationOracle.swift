import MoodCore
import MoodSync

/// What the merge must give, worked out from what each computer knew when it wrote, with no
/// help from the engine's registers: a value is replaced only by a change of the same field
/// made by a computer that had it; the values nothing replaced must all be shown, the one with
/// the greatest stamp as the field's value and the others as its losers.
struct SimulationOracle {
  struct Write {
    let id: Int
    let key: FieldKey
    let value: JournalValue
    let stamp: ChangeStamp
    /// The writes its computer had when it was made.
    let knew: Set<Int>
  }

  private(set) var writes: [Write] = []
  /// What each computer (by index) has: its own writes and those of the batches it applied.
  private(set) var knowledge: [Set<Int>] = []
  /// What each sealed batch carried: what its computer had when it sealed it.
  private var sealed: [BatchRef: Set<Int>] = [:]
  private var registry = HeaderRegistry()

  mutating func addComputer(knowing: Set<Int> = []) { knowledge.append(knowing) }

  mutating func wrote(_ changes: [JournalChange], stamps: [ChangeStamp], by computer: Int) {
    for (change, stamp) in zip(changes, stamps) {
      let write = Write(
        id: writes.count, key: FieldKey(change.item, change.field), value: change.value,
        stamp: stamp, knew: knowledge[computer])
      writes.append(write)
      knowledge[computer].insert(write.id)
    }
  }

  /// A computer's sync: what it sealed carries what it knew; what it applied it now knows.
  mutating func synced(_ report: SyncReport, by computer: Int, state: MemoryMergeState) throws {
    if let ref = report.sealed, let header = state.header(of: ref) {
      sealed[ref] = knowledge[computer]
      registry.headers[ref] = header
    }
    for ref in report.applied { knowledge[computer].formUnion(sealed[ref] ?? []) }
    if !report.snapshots.isEmpty {
      // A snapshot brings every batch its frontier holds.
      let frontier = state.frontier()
      for (ref, knew) in sealed where try frontier.contains(ref, in: registry) {
        knowledge[computer].formUnion(knew)
      }
    }
  }

  /// A computer's store restored from a copy: it knows again what it knew then.
  mutating func restored(_ computer: Int, knowing: Set<Int>) { knowledge[computer] = knowing }

  /// The writes no other write of the same field replaced.
  func heads(of key: FieldKey) -> [Write] {
    let all = writes.filter { $0.key == key }
    return all.filter { write in !all.contains { $0.knew.contains(write.id) } }
  }

  var keys: Set<FieldKey> { Set(writes.map(\.key)) }

  /// Whether an item is deleted: every `exists` head a deletion, and every other head of the
  /// item known to one of those deletions' computers.
  func isDeleted(_ item: JournalItem) -> Bool? {
    let itemKeys = keys.filter { $0.item == item }
    guard !itemKeys.isEmpty else { return nil }
    let flags = heads(of: FieldKey(item, .exists))
    guard !flags.isEmpty, flags.allSatisfy({ $0.value == .flag(false) }) else { return false }
    return itemKeys.filter { $0.field != .exists }.flatMap { heads(of: $0) }.allSatisfy { head in
      flags.contains { $0.knew.contains(head.id) }
    }
  }
}

/// Every batch header sealed in the simulation.
struct HeaderRegistry: BatchHistory {
  var headers: [BatchRef: BatchHeader] = [:]

  func headers(of writer: DeviceID, at seq: UInt64) -> [BatchHeader] {
    headers.values.filter { $0.ref.writer == writer && $0.ref.seq == seq }
  }

  func header(of batch: BatchRef) -> BatchHeader? { headers[batch] }
}

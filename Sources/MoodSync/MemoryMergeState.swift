import MoodCore

/// A merge state in memory: for tests, for the simulation of many computers, and for reading a
/// folder without a store.
public final class MemoryMergeState: MergeState {
  /// Every field's values.
  public private(set) var allHeads: [FieldKey: [FieldHead]] = [:]
  private var fieldsByItem: [JournalItem: Set<JournalField>] = [:]
  private var headers: [BatchRef: BatchHeader] = [:]
  private var placed: [DeviceID: [UInt64: [BatchRef]]] = [:]
  private var applied = CausalContext()
  private var time = HybridTime.zero
  private var open: BatchHeader?
  private var openRecords: [SyncRecord] = []
  /// Where each field's record sits in `openRecords`.
  private var openPlaces: [FieldKey: Int] = [:]

  public init() {}

  /// A copy that goes its own way from here: a store restored or copied to another computer.
  public func copy() -> MemoryMergeState {
    let copy = MemoryMergeState()
    copy.allHeads = allHeads
    copy.fieldsByItem = fieldsByItem
    copy.headers = headers
    copy.placed = placed
    copy.applied = applied
    copy.time = time
    copy.open = open
    copy.openRecords = openRecords
    copy.openPlaces = openPlaces
    return copy
  }

  public func heads(of key: FieldKey) -> [FieldHead] { allHeads[key] ?? [] }

  public func setHeads(_ heads: [FieldHead], of key: FieldKey) {
    allHeads[key] = heads.isEmpty ? nil : heads
    if heads.isEmpty {
      fieldsByItem[key.item]?.remove(key.field)
    } else {
      fieldsByItem[key.item, default: []].insert(key.field)
    }
  }

  public func fields(of item: JournalItem) -> [JournalField] {
    JournalField.allCases.filter { fieldsByItem[item]?.contains($0) == true }
  }

  public func keys() -> [FieldKey] { Array(allHeads.keys) }

  public func addHeader(_ header: BatchHeader) {
    // The header of this computer's open batch is kept again when sealed, with its time.
    guard headers.updateValue(header, forKey: header.ref) == nil else { return }
    placed[header.ref.writer, default: [:]][header.ref.seq, default: []].append(header.ref)
  }

  public func removeHeader(_ batch: BatchRef) {
    guard headers.removeValue(forKey: batch) != nil else { return }
    placed[batch.writer]?[batch.seq]?.removeAll { $0 == batch }
    if placed[batch.writer]?[batch.seq]?.isEmpty == true { placed[batch.writer]?[batch.seq] = nil }
  }

  public func headers(of writer: DeviceID, at seq: UInt64) -> [BatchHeader] {
    (placed[writer]?[seq] ?? []).compactMap { headers[$0] }
  }

  public func headers(of writer: DeviceID) -> [BatchHeader] {
    (placed[writer] ?? [:]).values.joined().compactMap { headers[$0] }
  }

  public func header(of batch: BatchRef) -> BatchHeader? { headers[batch] }

  public func frontier() -> CausalContext { applied }
  public func setFrontier(_ frontier: CausalContext) { applied = frontier }
  public func clock() -> HybridTime { time }
  public func setClock(_ time: HybridTime) { self.time = time }
  public func openHeader() -> BatchHeader? { open }
  public func openBatch() -> SyncBatch? {
    open.map { SyncBatch(header: $0, records: openRecords) }
  }

  public func setOpenHeader(_ header: BatchHeader?) {
    open = header
    openRecords = []
    openPlaces = [:]
  }

  public func putOpenRecord(_ record: SyncRecord) {
    precondition(open != nil, "a record put with no batch open")
    if let place = openPlaces[record.key] {
      openRecords[place] = record
    } else {
      openPlaces[record.key] = openRecords.count
      openRecords.append(record)
    }
  }
}

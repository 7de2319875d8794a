import MoodCore

/// Where the merge keeps what it knows between syncs. `MemoryMergeState` keeps it in memory;
/// MoodStore keeps it in tables of the store, written in the same transaction as the journal's
/// own tables, so that a change and its record for sync are committed together or not at all.
///
/// Every method may throw what its storage throws; the engine passes it on.
public protocol MergeState: AnyObject, BatchHistory {
  /// The values `key` holds (none for a field never changed since sync began), in the order
  /// they were set (`FieldHead.latestFirst`).
  func heads(of key: FieldKey) throws -> [FieldHead]
  /// Replaces the values `key` holds.
  func setHeads(_ heads: [FieldHead], of key: FieldKey) throws
  /// Replaces the values of many fields at once (a snapshot's merge): a store writes them in
  /// a few statements rather than one a value.
  func setHeads(_ changes: [(key: FieldKey, heads: [FieldHead])]) throws
  /// The fields of `item` that hold values.
  func fields(of item: JournalItem) throws -> [JournalField]
  /// Every field that holds values.
  func keys() throws -> [FieldKey]

  /// Every header kept of `writer`'s batches (a snapshot carries those of a forked writer).
  func headers(of writer: DeviceID) throws -> [BatchHeader]
  /// Keeps the header of a batch applied (the engine asks for it again through `BatchHistory`).
  func addHeader(_ header: BatchHeader) throws
  /// Forgets the header of a batch that is not applied here after all: an open batch another
  /// computer's name opened, which this computer takes over (`SyncEngine.record`).
  func removeHeader(_ batch: BatchRef) throws
  /// The batches applied here.
  func frontier() throws -> CausalContext
  func setFrontier(_ frontier: CausalContext) throws

  /// This computer's hybrid clock's last reading.
  func clock() throws -> HybridTime
  func setClock(_ time: HybridTime) throws

  /// The header of the batch this computer's changes go into until the next sync seals it.
  func openHeader() throws -> BatchHeader?
  /// Opens a new batch with `header` and no records, or with `nil` drops the one just sealed.
  func setOpenHeader(_ header: BatchHeader?) throws
  /// Puts `record` into the open batch: in the place of the record of the same field (the
  /// person replaced that value before it was sealed), or after the others. One record at a
  /// time, so that a save costs the same with one field waiting or a thousand.
  func putOpenRecord(_ record: SyncRecord) throws
  /// The open batch whole, to seal it.
  func openBatch() throws -> SyncBatch?
}

extension MergeState {
  public func setHeads(_ changes: [(key: FieldKey, heads: [FieldHead])]) throws {
    for change in changes { try setHeads(change.heads, of: change.key) }
  }
}

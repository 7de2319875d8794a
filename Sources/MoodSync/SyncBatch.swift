/// A batch of changes one computer wrote into its folder: its header and one record per field
/// changed (the last value, when a field changed twice before the batch was sealed).
public struct SyncBatch: Sendable, Hashable {
  public let header: BatchHeader
  public let records: [SyncRecord]

  public init(header: BatchHeader, records: [SyncRecord]) {
    self.header = header
    self.records = records
  }
}

import MoodCore

/// One changed field in a batch: the change and its hybrid time (the computer is the batch's
/// writer).
public struct SyncRecord: Sendable, Hashable {
  public let change: JournalChange
  public let time: HybridTime

  public init(_ change: JournalChange, time: HybridTime) {
    self.change = change
    self.time = time
  }

  var key: FieldKey { FieldKey(change.item, change.field) }
}

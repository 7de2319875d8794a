import MoodCore

/// A value a field holds: one that no change made after seeing it has replaced. A field has
/// one head, or several when computers changed it without seeing each other's change.
public struct FieldHead: Sendable, Hashable {
  public let value: JournalValue
  /// When and on which computer the value was set.
  public let stamp: ChangeStamp
  /// The batch it came in.
  public let batch: BatchRef

  public init(value: JournalValue, stamp: ChangeStamp, batch: BatchRef) {
    self.value = value
    self.stamp = stamp
    self.batch = batch
  }
}

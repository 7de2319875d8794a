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

  /// The order a field's heads are kept in, the same on every computer: the latest stamp first
  /// (the winner), then by batch (a cloned computer's two histories can stamp alike).
  public static func latestFirst(_ a: FieldHead, _ b: FieldHead) -> Bool {
    a.stamp != b.stamp ? a.stamp > b.stamp : a.batch < b.batch
  }
}

import MoodCore

/// What a field shows after the merge: the winning value, and the values that lost a
/// concurrent edit, which stay to be seen and restored.
///
/// The winner is the head with the greatest stamp. A losing head is listed only when its value
/// differs from the winner's (two computers that typed the same score did not conflict).
public struct FieldResolution: Sendable, Hashable {
  public let key: FieldKey
  public let value: JournalValue
  /// When and where the winning value was set.
  public let stamp: ChangeStamp
  /// The losing values, latest first.
  public let losers: [FieldHead]

  public init(key: FieldKey, value: JournalValue, stamp: ChangeStamp, losers: [FieldHead]) {
    self.key = key
    self.value = value
    self.stamp = stamp
    self.losers = losers
  }
}

import MoodCore

/// What one thing of the journal shows after the merge: whether it is there, and the
/// resolution of each of its fields that holds a value.
public struct ItemResolution: Sendable, Hashable {
  public let item: JournalItem
  /// Whether it is in the journal; nil when sync knows nothing of it.
  public let exists: Bool?
  /// Its fields' resolutions, in `JournalField`'s order.
  public let fields: [FieldResolution]

  public init(item: JournalItem, exists: Bool?, fields: [FieldResolution]) {
    self.item = item
    self.exists = exists
    self.fields = fields
  }

  /// The resolution of `field`, nil when it holds no value.
  public subscript(field: JournalField) -> FieldResolution? {
    fields.first { $0.key.field == field }
  }
}

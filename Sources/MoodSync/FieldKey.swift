import MoodCore

/// One field of one thing in the journal: what a register of the merge holds values for.
public struct FieldKey: Sendable, Hashable, CustomStringConvertible {
  public let item: JournalItem
  public let field: JournalField

  public init(_ item: JournalItem, _ field: JournalField) {
    self.item = item
    self.field = field
  }

  public var description: String { "\(item) \(field.rawValue)" }
}

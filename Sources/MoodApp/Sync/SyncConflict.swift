import FoundationEssentials
import MoodCore

/// A value that lost a concurrent edit, as `mood sync conflicts` lists it and the web shows it:
/// which thing, which field, the value that lost, the computer and the time it was set, and
/// what shows instead.
package struct SyncConflict: Sendable, Equatable {
  package let item: JournalItem
  package let field: JournalField
  /// The value that lost.
  package let value: JournalValue
  /// The computer that set it.
  package let device: String
  /// When it was set, by that computer's hybrid clock.
  package let at: Date
  /// The value that shows.
  package let winner: JournalValue
  /// The computer that set the value that shows.
  package let winnerDevice: String
  /// When the value that shows was set.
  package let winnerAt: Date

  package init(
    item: JournalItem, field: JournalField, value: JournalValue, device: String, at: Date,
    winner: JournalValue, winnerDevice: String, winnerAt: Date
  ) {
    self.item = item
    self.field = field
    self.value = value
    self.device = device
    self.at = at
    self.winner = winner
    self.winnerDevice = winnerDevice
    self.winnerAt = winnerAt
  }
}

extension SyncConflict {
  /// The thing as `mood sync conflicts` names it and `restore` takes it: a day's entry by its
  /// date alone, the rest as `session/DAY`, `habit/UUID`, `completion/UUID/DAY`, `word/ID`.
  package var itemText: String {
    if case .entry(let day) = item { return "\(day)" }
    return SyncText.item(item)
  }

  /// The thing `text` names, as `itemText` writes it.
  /// - Throws: `ValidationError` naming the text and the forms taken.
  package static func item(parsing text: String) throws -> JournalItem {
    if let day = try? Day(parsing: text) { return .entry(day) }
    if let item = try? SyncText.item(parsing: text) { return item }
    throw ValidationError(.syncItemInvalid, ["value": .text(TerminalText.visible(text))])
  }
}

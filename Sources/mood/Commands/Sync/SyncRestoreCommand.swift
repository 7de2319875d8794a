import MoodApp
import MoodCore

/// `mood sync conflicts restore ITEM FIELD`: one action brings a losing value back.
struct SyncRestoreCommand: ParsableCommand {
  static let name = "restore"
  static let abstract = "Bring back a value that lost: it becomes the latest change everywhere"
  static let item = Argument<String>(
    "ITEM", "The day (2026-11-29), or the thing as mood sync conflicts names it")
  static let field = Argument<String>("FIELD", "The field: score, words, tags, reason, …")
  static let arguments = [item.info, field.info]
  static let from = Option<String>(
    "from", "DEVICE", "The computer whose value to restore, when several lost")
  static let options: [any OptionDeclaring] = [from]

  let item: String
  let field: String
  let device: String?

  init(_ words: ParsedWords) throws {
    item = try words.required(Self.item)
    field = try words.required(Self.field)
    device = try words.value(Self.from)
  }

  func run(_ context: Context) throws {
    let configuration = try SyncCommands.configuration(context)
    let journal = try context.openJournal()
    let restored = try journal.restoreSyncValue(
      item: item, field: field, from: device, configuration)
    try journal.close()
    try Console.print(
      context.messages(
        .syncRestored,
        values: [
          "item": .text(TerminalText.visible(restored.itemText)),
          "field": .text(restored.field.rawValue),
          "value": .text(
            SyncConflictsCommand.text(restored.value, restored.field, context.messages)),
          "device": .text(restored.device),
        ]))
  }
}

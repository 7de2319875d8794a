import FoundationEssentials
import MoodApp
import MoodCore

/// `mood devices rename`.
struct DevicesRenameCommand: ParsableCommand {
  static let name = "rename"
  static let abstract = "Give a paired device a new name"
  static let new = Argument<String>("NEW", "Its new name")
  static let arguments = [DevicesCommands.device.info, new.info]

  let device: String
  let new: String

  init(_ words: ParsedWords) throws {
    device = try words.required(DevicesCommands.device)
    new = try words.required(Self.new)
  }

  func run(_ context: Context) throws {
    let book = try DevicesCommands.book(context)
    let renamed = try book.rename(device, to: new)
    try book.close()
    try Console.print(
      context.messages(.deviceRenamed, ["device": DevicesCommands.label(renamed)]))
  }
}

import FoundationEssentials
import MoodApp
import MoodCore

/// `mood devices revoke`.
struct DevicesRevokeCommand: ParsableCommand {
  static let name = "revoke"
  static let abstract = "End a device's pairing at once: its next request is refused"
  static let arguments = [DevicesCommands.device.info]

  let device: String

  init(_ words: ParsedWords) throws { device = try words.required(DevicesCommands.device) }

  func run(_ context: Context) throws {
    let book = try DevicesCommands.book(context)
    let revoked = try book.revoke(device, at: try context.now)
    try book.close()
    try Console.print(
      context.messages(.deviceRevoked, ["device": DevicesCommands.label(revoked)]))
  }
}

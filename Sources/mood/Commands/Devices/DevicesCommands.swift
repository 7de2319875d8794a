import FoundationEssentials
import MoodApp
import MoodCore

/// `mood devices`: the phones paired with `mood serve --phone`, listed, revoked and renamed.
/// It reads the devices' own file in the phone's folder, never the journal, and loads no TLS
/// library: the server hashes the secrets, the list holds only hashes.
enum DevicesCommands {
  static let group = Command(
    group: "devices", abstract: "List, revoke and rename the phones paired to this computer",
    discussion: "Without a subcommand, lists the devices. Pair one with mood serve --phone.",
    // Alone, the group is `devices list`, with its options: `mood devices --json`.
    options: DevicesListCommand.options.flatMap(\.optionInfos),
    subcommands: [list, Command(DevicesRevokeCommand.self), Command(DevicesRenameCommand.self)],
    default: list)

  static let list = Command(DevicesListCommand.self)

  /// `NAME|ID`: a paired device.
  static let device = Argument<String>(
    "DEVICE", "The device's name or id (mood devices lists them)")

  /// The book of devices of `context`'s data folder; a folder without one reads as no device,
  /// and none is made.
  static func book(_ context: Context) throws -> DeviceBook {
    try DeviceBook(folder: PhoneFolder(environment: context.environment), ifMissing: .useEmpty)
  }

  /// `Ana's phone (k3m9xq)`, as the messages name a device.
  static func label(_ device: PairedDevice) -> String {
    TerminalText.visible("\(device.name) (\(device.id))")
  }
}

import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem

/// `mood devices list`.
struct DevicesListCommand: ParsableCommand {
  static let name = "list"
  static let abstract = "List the paired devices and when each was last used"
  static let json = ListingGroup.json("one JSON array of devices")
  static let options = ListingGroup.options(json)

  let listing: ListingGroup

  init(_ words: ParsedWords) throws { listing = try ListingGroup(words, json: Self.json) }

  func run(_ context: Context) throws {
    let book = try DevicesCommands.book(context)
    let devices = try book.devices()
    try book.close()
    if listing.json { return try Console.print(Self.json(devices)) }
    guard !devices.isEmpty else { return Console.error(context.messages(.deviceNone)) }
    let messages = context.messages
    let rows =
      [
        [
          messages(.deviceHeadingName), messages(.deviceHeadingID),
          messages(.deviceHeadingPaired), messages(.deviceHeadingSeen),
        ]
      ]
      + devices.map { device in
        [
          TerminalText.visible(device.name), device.id, listing.time(device.pairedAt),
          device.lastSeenAt.map(listing.time) ?? messages(.deviceNeverSeen),
        ]
      }
    // Columns line up under names of any script, padded by display width.
    let widths = (0..<4).map { column in rows.map { $0[column].displayWidth }.max() ?? 0 }
    for row in rows {
      let cells = zip(row, widths).dropLast().map { $0.padded(toDisplayWidth: $1 + 2) }
      try Console.print(cells.joined() + (row.last ?? ""))
    }
  }

  /// The devices as scripts read them, one JSON array.
  static func json(_ devices: [PairedDevice]) -> String {
    JSONValue.array(devices.map { .object($0.json) }).text
  }
}

import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem

/// `mood devices list`.
struct DevicesListCommand: ParsableCommand {
  static let name = "list"
  static let abstract = "List the paired devices and when each was last used"
  static let json = Flag("json", "Print one JSON array of devices, for scripts")
  static let tz = CommonOptions.shownTimeZone
  static let options: [any OptionDeclaring] = [json, tz]

  let json: Bool
  let zone: Zone

  init(_ words: ParsedWords) throws {
    json = words.contains(Self.json)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let book = try DevicesCommands.book(context)
    let devices = try book.devices()
    try book.close()
    if json { return try Console.print(Self.json(devices)) }
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
          TerminalText.visible(device.name), device.id, local(device.pairedAt),
          device.lastSeenAt.map(local) ?? messages(.deviceNeverSeen),
        ]
      }
    // Columns line up under names of any script, padded by display width.
    let widths = (0..<4).map { column in rows.map { $0[column].displayWidth }.max() ?? 0 }
    for row in rows {
      let cells = zip(row, widths).dropLast().map { $0.padded(toDisplayWidth: $1 + 2) }
      try Console.print(cells.joined() + (row.last ?? ""))
    }
  }

  /// `2026-11-29 20:00`, the instant in the time zone of `--tz`.
  private func local(_ instant: Date) -> String { LocalTime.text(instant, in: zone) }

  /// The devices as scripts read them, one JSON array.
  static func json(_ devices: [PairedDevice]) -> String {
    JSONValue.array(devices.map { .object($0.json) }).text
  }
}

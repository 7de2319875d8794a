import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem

/// `mood sync status`: what this computer knows of the synced journal, without syncing.
struct SyncStatusCommand: ParsableCommand {
  static let name = "status"
  static let abstract = "Show the computers, the last change from each, what waits, conflicts"
  static let json = ListingGroup.json("one JSON object")
  static let options = ListingGroup.options(json)

  let listing: ListingGroup

  init(_ words: ParsedWords) throws { listing = try ListingGroup(words, json: Self.json) }

  func run(_ context: Context) throws {
    let configuration = try SyncCommands.configuration(context)
    // Read only, as `mood show` reads: no write lock, no byte of the store changed, and a store
    // on read-only media or in a folder this user cannot write still tells its status.
    let journal = try context.openJournalForReading()
    let status = try journal.syncStatus(configuration)
    try journal.close()
    if listing.json { return try Console.print(Self.json(status).text) }
    let messages = context.messages
    try Console.print(
      messages(
        .syncStatusFolder,
        values: [
          "folder": .text(TerminalText.visible(status.folder)),
          "device": .text(configuration.deviceName),
        ]))
    for device in status.devices {
      let last = device.lastChange.map(listing.time)
      var line = messages(
        last == nil ? .syncStatusDeviceNothing : .syncStatusDevice,
        values: ["device": .text(device.name), "time": .text(last ?? "")])
      if device.isThisComputer { line += " " + messages(.syncStatusThisComputer) }
      if device.isRetired { line += " " + messages(.syncStatusRetired) }
      if device.waiting > 0 {
        line +=
          " "
          + messages(
            device.waiting == 1 ? .syncStatusWaitingOne : .syncStatusWaiting,
            values: ["count": .text("\(device.waiting)")])
      }
      try Console.print("  " + line)
    }
    try Console.print(messages(.syncStatusUnsent, values: ["count": .text("\(status.unsent)")]))
    try Console.print(
      status.lastSync.map {
        messages(.syncStatusLastSync, values: ["time": .text(listing.time($0.at))])
      } ?? messages(.syncStatusNeverSynced))
    try Console.print(
      messages(.syncStatusConflicts, values: ["count": .text("\(status.conflicts)")]))
    SyncCommands.warn(status.warnings(store: context.storePath), context)
  }

  /// The status as scripts read it.
  static func json(_ status: SyncStatus) -> JSONValue {
    .object([
      "folder": .string(status.folder),
      "devices": .array(
        status.devices.map { device in
          .object([
            "name": .string(device.name), "thisComputer": .bool(device.isThisComputer),
            "retired": .bool(device.isRetired),
            "lastChange": device.lastChange.map { .string(Timestamp.format($0)) } ?? .null,
            "waiting": .integer(device.waiting),
          ])
        }),
      "unsent": .integer(status.unsent), "conflicts": .integer(status.conflicts),
      "lastSync": status.lastSync.map { .string(Timestamp.format($0.at)) } ?? .null,
      "clockAhead": .array(
        (status.lastSync?.clockAhead ?? []).map {
          .object(["device": .string($0.device), "milliseconds": .integer(Int($0.ahead))])
        }),
      "storeInSyncedFolder": status.storeInSyncedTree.map { .string($0.root) } ?? .null,
    ])
  }
}

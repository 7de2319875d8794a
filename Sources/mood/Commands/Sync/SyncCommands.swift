import FoundationEssentials
import MoodApp
import MoodCore

/// `mood sync`: the journal kept the same on a person's computers through a folder Syncthing
/// (or Nextcloud, or a USB stick) carries. The store never goes into the folder; each computer
/// writes its own encrypted files there (Docs/sync.md).
enum SyncCommands {
  static let group = Command(
    group: "sync", abstract: "Keep this journal the same on your computers through a synced folder",
    discussion: """
      Without a subcommand, syncs now. Start with mood sync init FOLDER on one computer, then \
      mood sync join FOLDER on each other one, where FOLDER is a folder Syncthing, Nextcloud \
      or a USB stick carries between them. The folder holds only files encrypted to the \
      journal's key; the store itself never goes into it.
      """,
    // Alone, the group is `sync now`, with its options: `mood sync --install`.
    options: SyncNowCommand.options.flatMap(\.optionInfos),
    subcommands: [
      now, Command(SyncInitCommand.self), Command(SyncJoinCommand.self),
      Command(SyncStatusCommand.self), SyncConflictsCommand.group,
      Command(SyncForgetCommand.self),
    ],
    default: now)

  static let now = Command(SyncNowCommand.self)

  /// `FOLDER`: the folder the sync tool carries.
  static let folder = Argument<String>(
    "FOLDER", "The folder Syncthing, Nextcloud or a USB stick carries between your computers",
    values: .directory)

  /// `--name NAME`: this computer's name in the folder.
  static let name = Option<String>(
    "name", "NAME",
    "This computer's name in the folder: letters, digits, - and _ (default: the host's name)")

  /// The store's sync configuration on this computer.
  /// - Throws: a usage-free refusal saying how to begin when the store does not sync.
  static func configuration(_ context: Context) throws -> SyncConfiguration {
    guard
      let configuration = try SyncConfiguration.load(
        forStore: context.storePath, environment: context.environment)
    else {
      throw FailureMessage(
        .notFound, .syncNotSetUp, ["store": .text(TerminalText.visible(context.storePath))])
    }
    return configuration
  }

  /// Says on standard error each thing a person should know about a sync.
  static func warn(_ messages: [CatalogMessage], _ context: Context) {
    for message in messages {
      Console.error(
        context.messages(.warningLine, values: ["message": .message(message.key, message.values)]))
    }
  }

  /// Warns when the store itself sits in a folder a sync tool carries.
  static func warnIfStoreIsSynced(_ context: Context) {
    if let tree = SyncedTree.containing(context.storePath) {
      warn([SyncWarningText.storeInSyncedTree(tree, store: context.storePath)], context)
    }
  }

  /// What a sync did, in words: what was sent, what arrived, the conflicts; warnings on
  /// standard error.
  static func printOutcome(_ report: JournalSyncReport, _ context: Context) throws {
    let messages = context.messages
    if report.sentChanges { try Console.print(messages(.syncSent)) }
    if !report.days.isEmpty {
      try Console.print(
        messages(
          .syncReceivedDays,
          values: [
            "count": .text("\(report.days.count)"),
            "days": .summary(report.days.map(\.description)),
          ]))
    } else if report.changedFields > 0 {
      try Console.print(
        messages(.syncReceivedFields, values: ["count": .text("\(report.changedFields)")]))
    } else if !report.sentChanges {
      try Console.print(messages(.syncNothingNew))
    }
    if report.conflicts > 0 {
      try Console.print(
        messages(.syncConflictsWaiting, values: ["count": .text("\(report.conflicts)")]))
    }
    warn(report.warningMessages, context)
  }
}

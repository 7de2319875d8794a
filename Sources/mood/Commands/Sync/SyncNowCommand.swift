import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem

/// `mood sync now` (and `mood sync` alone): one exchange with the folder; `--install` sets up
/// the timer that does it every quarter hour.
struct SyncNowCommand: ParsableCommand {
  static let name = "now"
  static let abstract = "Exchange changes with your other computers through the folder now"
  static let install = Flag(
    "install",
    "Sync every 15 minutes without a running server (a systemd user timer, else a crontab line)")
  static let uninstall = Flag("uninstall", "Remove the timer --install set up")
  static let options: [any OptionDeclaring] = [install, uninstall]

  /// The name of the timer's units, `mood-sync.service` and `.timer`.
  static let units = "mood-sync"

  let installs: Bool
  let uninstalls: Bool

  init(_ words: ParsedWords) throws {
    installs = words.contains(Self.install)
    uninstalls = words.contains(Self.uninstall)
  }

  func validate(_ context: Context) throws {
    if installs, uninstalls {
      throw ValidationError(.syncInstallOrUninstall)
    }
  }

  func run(_ context: Context) throws {
    if uninstalls { return try uninstallTimer(context) }
    var configuration = try SyncCommands.configuration(context)
    if installs { return try installTimer(configuration, context) }
    let journal = try context.openJournal()
    let report = try journal.syncNow(
      &configuration, environment: context.environment, at: try context.now)
    try journal.close()
    try SyncCommands.printOutcome(report, context)
  }

  // MARK: - The timer

  private func installTimer(_ configuration: SyncConfiguration, _ context: Context) throws {
    let units = UserUnits(
      Self.units, environment: context.environment,
      command: context.timerCommand(["sync", "now"]))
    guard units.hasUserSession else {
      try Console.print(context.messages(.syncNoSystemd))
      return try Console.print(units.crontabLine(schedule: "*/15 * * * *", uid: getuid()))
    }
    let writer = "mood sync"
    try units.install(
      service: units.serviceText(writer: writer, description: "Sync my mood journal"),
      timer: units.timerText(
        writer: writer, description: "Sync my mood journal every 15 minutes",
        calendar: "*:0/15"))
    try Console.print(
      context.messages(
        .unitsWritten,
        values: [
          "service": .text(units.path(units.service)), "timer": .text(units.path(units.timer)),
        ]))
    try Console.print(
      context.messages(
        .syncInstalled,
        values: [
          "folder": .text(TerminalText.visible(configuration.folder)), "timer": .text(units.timer),
        ]))
  }

  private func uninstallTimer(_ context: Context) throws {
    let files = try UserUnits(Self.units, environment: context.environment, command: [])
      .uninstall()
    try Console.print(
      files.isEmpty
        ? context.messages(.syncNothingInstalled)
        : context.messages(
          .syncUninstalled, values: ["files": .text(files.joined(separator: ", "))]))
  }
}

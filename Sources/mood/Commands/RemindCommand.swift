import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem

/// `mood remind`: a nudge, for cron or a systemd timer, when today has no entry yet; and the
/// set-up of that timer.
struct RemindCommand: ParsableCommand {
  static let name = "remind"
  static let abstract = "Remind you to log today, when you have not yet"
  static let discussion = """
    Prints nothing and exits 0 when today is logged. Otherwise prints a reminder and exits 1, \
    so a script can tell. With --notify it also shows a desktop notification through \
    notify-send.
    --install sets up a systemd user timer that runs `mood remind --notify` every day at \
    --at (default: the saved reminder-time, else 20:30); without a systemd user session it \
    prints the crontab line to add instead. --uninstall removes the timer.
    """
  static let notify = Flag(
    "notify", "Also send a desktop notification (needs notify-send, from libnotify-bin)")
  static let install = Flag(
    "install", "Set up a daily reminder (a systemd user timer, else a crontab line)")
  static let at = Option<String>(
    "at", "HH:MM", "--install: the time of day (default: reminder-time, else 20:30)")
  static let uninstall = Flag("uninstall", "Remove the daily reminder --install set up")
  static let options: [any OptionDeclaring] = [notify, install, at, uninstall, CommonOptions.tz]

  let notifies: Bool
  let installs: Bool
  let uninstalls: Bool
  let time: String?
  let zone: Zone
  /// `--tz` as given, for the timer's command line.
  let zoneOption: String?

  init(_ words: ParsedWords) throws {
    notifies = words.contains(Self.notify)
    installs = words.contains(Self.install)
    uninstalls = words.contains(Self.uninstall)
    time = try words.value(Self.at)
    zone = try words.timeZone
    zoneOption = words.values[CommonOptions.tz.info.name]
  }

  func validate(_ context: Context) throws {
    if installs, uninstalls { throw ValidationError(.remindInstallOrUninstall) }
    if time != nil, !installs { throw ValidationError(.remindAtNeedsInstall) }
    if let time, ReminderTime(time) == nil {
      throw ValidationError(.remindInvalidTime, ["value": .text(time)])
    }
  }

  func run(_ context: Context) throws {
    if installs || uninstalls { return try setUp(context) }
    let today = try context.today(in: zone)
    let journal = try context.openJournalForReading()
    let logged = try journal.entry(on: today) != nil
    try journal.close()
    if logged { return }
    let messages = context.messages
    // The web app when one runs for this user (`mood serve` leaves its address; it gives a
    // one-time address to open), else the command.
    let command = messages(.reminderHowCommand)
    let how =
      ServeAddressFile(environment: context.environment)?.freshAddress()
      .map { messages(.reminderHowWebApp, ["address": $0, "command": command]) } ?? command
    let message = messages(
      .reminderText, ["day": EntryText.dayLine(today, messages), "how": how])
    try Console.print(message)
    if notifies { DesktopNotification.send(message, context) }
    throw CommandError.notYet
  }

  /// The name of the reminder's units, `mood-remind.service` and `.timer`.
  static let units = "mood-remind"

  /// `--install` or `--uninstall`.
  private func setUp(_ context: Context) throws {
    let messages = context.messages
    let command = context.timerCommand(
      ["remind", "--notify"] + (zoneOption.map { ["--tz", $0] } ?? []))
    let units = UserUnits(Self.units, environment: context.environment, command: command)
    if uninstalls {
      let files = try units.uninstall()
      return try Console.print(
        files.isEmpty
          ? messages(.remindNothingInstalled)
          : messages(.remindUninstalled, ["files": files.joined(separator: ", ")]))
    }

    let text =
      time ?? context.settings.preferences[.reminderTime] ?? ReminderTime.standard.description
    guard let time = ReminderTime(text) else {
      throw ValidationError(.remindInvalidTime, ["value": .text(text)])
    }
    guard units.hasUserSession else {
      try Console.print(messages(.remindNoSystemd, ["time": time]))
      try Console.print(
        units.crontabLine(schedule: "\(time.minute) \(time.hour) * * *", uid: getuid()))
      return
    }
    let writer = "mood remind"
    try units.install(
      service: units.serviceText(
        writer: writer, description: "Remind me to log my mood",
        settings: [
          "# Exit status 1 means \"not logged yet\", not a failure.", "SuccessExitStatus=1",
        ]),
      timer: units.timerText(
        writer: writer, description: "Remind me to log my mood in the evening",
        calendar: "*-*-* \(time):00"))
    try Console.print(
      messages(
        .unitsWritten,
        ["service": units.path(units.service), "timer": units.path(units.timer)]))
    try Console.print(messages(.remindInstalled, ["time": time, "timer": units.timer]))
  }
}

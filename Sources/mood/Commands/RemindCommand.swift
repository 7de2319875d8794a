import CardRender
import Foundation
import MoodCore
import MoodStore

/// `mood remind`: a nudge, for cron or a systemd timer, when today has no entry yet; and the
/// set-up of that timer.
enum RemindCommand {
  static let command = Command(
    name: "remind", abstract: "Remind you to log today, when you have not yet",
    discussion: """
      Prints nothing and exits 0 when today is logged. Otherwise prints a reminder and exits 1, \
      so a script can tell. With --notify it also shows a desktop notification through \
      notify-send.
      --install sets up a systemd user timer that runs `mood remind --notify` every day at \
      --at (default: the saved reminder-time, else 20:30); without a systemd user session it \
      prints the crontab line to add instead. --uninstall removes the timer.
      """,
    options: [
      .flag("notify", "Also send a desktop notification (needs notify-send, from libnotify-bin)"),
      .flag("install", "Set up a daily reminder (a systemd user timer, else a crontab line)"),
      .value("at", "HH:MM", "--install: the time of day (default: reminder-time, else 20:30)"),
      .flag("uninstall", "Remove the daily reminder --install set up"),
      .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
    ],
    run: { invocation in
      if invocation.flag("install") || invocation.flag("uninstall") {
        return try setUp(invocation)
      }
      if invocation.value("at") != nil {
        throw invocation.usageError(invocation.messages(.remindAtNeedsInstall))
      }
      let today = try invocation.today()
      let store = try invocation.openStoreForReading()
      let logged = try store.read { db in try db.entry(on: today) } != nil
      try store.close()
      if logged { return }
      let messages = invocation.messages
      let message = messages(
        .reminderText,
        ["day": EntryText.dayLine(today, messages), "how": messages(.reminderHowCommand)])
      try Console.print(message)
      if invocation.flag("notify") { notify(message, invocation) }
      throw CommandError.notYet
    })

  /// The default time of the daily reminder.
  static let defaultTime = "20:30"

  /// `--install` or `--uninstall`.
  private static func setUp(_ invocation: Invocation) throws {
    let messages = invocation.messages
    if invocation.flag("install"), invocation.flag("uninstall") {
      throw invocation.usageError(messages(.remindInstallOrUninstall))
    }
    var command = [ResourceLocator().executable.path]
    // The timer's environment has no $MOODCARD_STORE: the store goes on its command line.
    if let store = invocation.value("store") ?? invocation.environment["MOODCARD_STORE"] {
      command += ["--store", URL(fileURLWithPath: store).standardizedFileURL.path]
    }
    command += ["remind", "--notify"]
    if let locale = invocation.value("locale") { command += ["--locale", locale] }
    if let zone = invocation.value("tz") { command += ["--tz", zone] }
    let units = ReminderUnits(environment: invocation.environment, command: command)
    if invocation.flag("uninstall") { return try uninstall(units, messages) }

    let text = invocation.value("at", orSaved: .reminderTime) ?? defaultTime
    guard let time = ReminderTime(text) else {
      throw invocation.usageError(messages(.remindInvalidTime, ["value": text]))
    }
    guard units.hasUserSession else {
      try Console.print(messages(.remindNoSystemd, ["time": time]))
      try Console.print(units.crontabLine(at: time, uid: getuid()))
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: units.folder, withIntermediateDirectories: true)
    } catch {
      throw CommandError.cannotCreate("\(units.folder): \(error.localizedDescription)")
    }
    try AtomicFile.write(Data(units.serviceText.utf8), to: units.path(ReminderUnits.service))
    try AtomicFile.write(Data(units.timerText(at: time).utf8), to: units.path(ReminderUnits.timer))
    try run(units, ["daemon-reload"], messages)
    try run(units, ["enable", "--now", ReminderUnits.timer], messages)
    try Console.print(
      messages(
        .remindInstalledFiles,
        ["service": units.path(ReminderUnits.service), "timer": units.path(ReminderUnits.timer)]))
    try Console.print(messages(.remindInstalled, ["time": time, "timer": ReminderUnits.timer]))
  }

  private static func uninstall(_ units: ReminderUnits, _ messages: Messages) throws {
    let files = [ReminderUnits.timer, ReminderUnits.service].map(units.path)
      .filter(FileManager.default.fileExists(atPath:))
    let session = units.hasUserSession
    // Stopping a timer that is not loaded fails harmlessly; its files are what matter.
    if session { try units.systemctl(["disable", "--now", ReminderUnits.timer], quiet: true) }
    for file in files {
      do { try FileManager.default.removeItem(atPath: file) } catch {
        throw CommandError.io("\(file): \(error.localizedDescription)")
      }
    }
    if session, !files.isEmpty { try run(units, ["daemon-reload"], messages) }
    try Console.print(
      files.isEmpty
        ? messages(.remindNothingInstalled)
        : messages(.remindUninstalled, ["files": files.joined(separator: ", ")]))
  }

  /// Runs `systemctl --user arguments`, failing when it does.
  private static func run(_ units: ReminderUnits, _ arguments: [String], _ messages: Messages)
    throws
  {
    let status = try units.systemctl(arguments)
    guard status == 0 else {
      throw CommandError.io(
        messages(
          .remindSystemctlFailed,
          ["arguments": (["--user"] + arguments).joined(separator: " "), "status": status]))
    }
  }

  /// Runs `notify-send` from `PATH`, or says on standard error that it is missing.
  private static func notify(_ message: String, _ invocation: Invocation) {
    let messages = invocation.messages
    guard let program = ReminderUnits.program("notify-send", environment: invocation.environment)
    else {
      Console.error(messages(.notifySendMissing))
      return
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = ["--app-name=MoodCard", "MoodCard", message]
    do {
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 {
        Console.error(messages(.notifySendFailed, ["status": process.terminationStatus]))
      }
    } catch {
      Console.error(messages(.notifySendCannotRun, ["reason": "\(error)"]))
    }
  }
}

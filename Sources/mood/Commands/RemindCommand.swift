import Foundation
import MoodCore
import MoodStore

/// `mood remind`: a nudge, for cron or a systemd timer, when today has no entry yet.
enum RemindCommand {
  static let command = Command(
    name: "remind", abstract: "Remind you to log today, when you have not yet",
    discussion: """
      Prints nothing and exits 0 when today is logged. Otherwise prints a reminder and exits 1, \
      so a script can tell. With --notify it also shows a desktop notification through \
      notify-send.
      """,
    options: [
      .flag("notify", "Also send a desktop notification (needs notify-send, from libnotify-bin)"),
      .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
    ],
    run: { invocation in
      let today = try invocation.today()
      let store = try invocation.openStoreForReading()
      let logged = try store.read { db in try db.entry(on: today) } != nil
      try store.close()
      if logged { return }
      let message = "You have not logged \(EntryText.dayLine(today)) yet: mood log SCORE"
      try Console.print(message)
      if invocation.flag("notify") { notify(message, environment: invocation.environment) }
      throw CommandError.notYet
    })

  /// Runs `notify-send` from `PATH`, or says on standard error that it is missing.
  private static func notify(_ message: String, environment: [String: String]) {
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    guard
      let program = folders.map({ "\($0)/notify-send" })
        .first(where: FileManager.default.isExecutableFile(atPath:))
    else {
      Console.error("notify-send was not found; install libnotify-bin for desktop notifications")
      return
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = ["--app-name=MoodCard", "MoodCard", message]
    do {
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 {
        Console.error("notify-send failed with status \(process.terminationStatus)")
      }
    } catch {
      Console.error("notify-send could not run: \(error)")
    }
  }
}

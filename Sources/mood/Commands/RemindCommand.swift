import Foundation
import MoodCore
import MoodStore

/// `mood remind`: a nudge, for cron or a systemd timer, when today has no entry yet.
struct RemindCommand: ParsableCommand {
  static let name = "remind"
  static let abstract = "Remind you to log today, when you have not yet"
  static let discussion = """
    Prints nothing and exits 0 when today is logged. Otherwise prints a reminder and exits 1, \
    so a script can tell. With --notify it also shows a desktop notification through \
    notify-send.
    """
  static let notify = Flag(
    "notify", "Also send a desktop notification (needs notify-send, from libnotify-bin)")
  static let options: [any OptionDeclaring] = [notify, CommonOptions.tz]

  let notifies: Bool
  let zone: TimeZone

  init(_ words: ParsedWords) throws {
    notifies = words.contains(Self.notify)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let store = try context.openStoreForReading()
    let logged = try store.read { db in try db.entry(on: today) } != nil
    try store.close()
    if logged { return }
    let message = "You have not logged \(EntryText.dayLine(today)) yet: mood log SCORE"
    try Console.print(message)
    if notifies { Self.notify(message, environment: context.environment) }
    throw CommandError.notYet
  }

  /// Runs `notify-send` from `PATH`, or says on standard error that it is missing.
  private static func notify(_ message: String, environment: [String: String]) {
    guard let program = Program.find("notify-send", environment: environment) else {
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

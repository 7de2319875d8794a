import MoodApp
import MoodSystem

/// A desktop notification through `notify-send` (libnotify-bin), for what a timer runs: the
/// reminder, and a backup that failed.
enum DesktopNotification {
  /// Shows `message` with `notify-send` from `PATH`, or says on standard error why it could
  /// not; never fails the command.
  static func send(_ message: String, _ context: Context) {
    let messages = context.messages
    guard let program = Program.find("notify-send", environment: context.environment) else {
      Console.error(messages(.notifySendMissing))
      return
    }
    do {
      let status = try ChildProgram(
        path: program, arguments: ["--app-name=MoodCard", "MoodCard", message]
      ).run()
      if status != 0 {
        Console.error(messages(.notifySendFailed, ["status": status]))
      }
    } catch {
      Console.error(messages(.notifySendCannotRun, ["reason": SystemReason.text(of: error)]))
    }
  }
}

import Foundation
import Stats

/// The `mood` command: its subcommands and how a run ends.
enum MoodCommand {
  /// The version printed by `mood --version`.
  static let version = "0.1.0"

  static let root = Command(
    name: "mood", abstract: "Keep a private daily mood journal and share it as a picture",
    discussion: "Your data stays on this machine, in one SQLite file.",
    subcommands: [
      LogCommands.log, LogCommands.show, LogCommands.list, LogCommands.delete,
      StatsCommand.stats, ChartCommand.command, ReportCommand.command, CardCommand.command,
      BatchCommand.command,
      HabitCommands.group,
      WordsCommands.group, RemindCommand.command, ConfigCommand.group, PortabilityCommands.export,
      PortabilityCommands.import, PortabilityCommands.backup, PortabilityCommands.restore,
    ])

  /// Parses `arguments`, runs the command and returns the exit code.
  static func main(_ arguments: [String], environment: [String: String]) -> Int32 {
    let settings: RunSettings
    do {
      settings = try RunSettings(
        option: ArgumentParser.value(of: "locale", in: arguments), environment: environment)
    } catch {
      return report(error)
    }
    let messages = settings.messages
    let parser = ArgumentParser(root: root, environment: environment, settings: settings)
    var usage = Help.errorBlock(for: root, path: [root.name], messages: messages)
    do {
      if arguments == ["--version"] { try Console.print("mood \(version)"); return 0 }
      switch try parser.parse(arguments) {
      case .help(let text):
        try Console.out(text)
      case .run(let command, let invocation):
        usage = invocation.usage
        if let refused = settings.refusedLocale {
          let spoken = UserLocale.spoken.joined(separator: ", ")
          throw invocation.usageError(
            messages(.localeNotSpoken, ["locale": refused, "spoken": spoken]))
        }
        try command.run?(invocation)
      }
      return 0
    } catch {
      let failure = CommandError(error, usage: usage, messages: messages)
      // The reminder is the output of `remind`; its exit status alone says "not logged".
      switch failure {
      case .notYet, .readerGone: return failure.exitCode
      default: break
      }
      Console.error(messages(.errorLine, ["message": failure.text(messages)]))
      if case .usage(_, let block) = failure { Console.error(block) }
      return failure.exitCode
    }
  }

  /// Reports a damaged or unreadable preferences file: exit 78, sysexits' EX_CONFIG.
  private static func report(_ failure: RunSettings.Failure) -> Int32 {
    switch failure {
    case .preferences(let error, let messages):
      Console.error(messages(.errorLine, ["message": error.text(messages)]))
      return 78
    }
  }
}

import Foundation

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
      WordsCommands.group, RemindCommand.command, PortabilityCommands.export,
      PortabilityCommands.import, PortabilityCommands.backup, PortabilityCommands.restore,
    ])

  /// Parses `arguments`, runs the command and returns the exit code.
  static func main(_ arguments: [String], environment: [String: String]) -> Int32 {
    let parser = ArgumentParser(root: root, environment: environment)
    var usage = Help.errorBlock(for: root, path: [root.name])
    do {
      if arguments == ["--version"] { try Console.print("mood \(version)"); return 0 }
      switch try parser.parse(arguments) {
      case .help(let text):
        try Console.out(text)
      case .run(let command, let invocation):
        usage = invocation.usage
        try command.run?(invocation)
      }
      return 0
    } catch {
      let failure = CommandError(error, usage: usage)
      // The reminder is the output of `remind`; its exit status alone says "not logged".
      switch failure {
      case .notYet, .readerGone: return failure.exitCode
      default: break
      }
      Console.error("Error: \(failure)")
      if case .usage(_, let block) = failure { Console.error(block) }
      return failure.exitCode
    }
  }
}

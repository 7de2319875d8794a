import FoundationEssentials
import MoodApp
import Stats

/// The `mood` command: its subcommands and how a run ends.
enum MoodCommand {

  /// The command tree: parsing, `--help`, completions and the man page all read it.
  static let root = Command(
    group: "mood", abstract: "Keep a private daily mood journal and share it as a picture",
    discussion: "Your data stays on this machine, in one SQLite file.",
    options: [GlobalOptions.version.info],
    subcommands: [
      Command(LogCommand.self), Command(ShowCommand.self), Command(ListCommand.self),
      Command(DeleteCommand.self), Command(StatsCommand.self), Command(ChartCommand.self),
      Command(ReportCommand.self), Command(CardCommand.self), Command(BatchCommand.self),
      Command(ServeCommand.self),
      HabitCommands.group, SessionsCommands.group, WordsCommands.group, DevicesCommands.group,
      SyncCommands.group,
      Command(RemindCommand.self),
      ConfigCommands.group,
      Command(ExportCommand.self), Command(ImportCommand.self), Command(BackupCommand.self),
      Command(RestoreCommand.self), Command(CompletionsCommand.self),
      Command(CompleteCommand.self, hidden: true), Command(ManCommand.self, hidden: true),
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
    // The command whose usage an error shows; its block is written only for an error.
    var usageOf = (command: root, path: [root.name])
    func usage() -> String {
      Help.errorBlock(for: usageOf.command, path: usageOf.path, messages: messages)
    }
    do {
      switch try ArgumentParser(root: root, settings: settings).parse(arguments) {
      case .help(let text):
        try Console.out(text)
      case .version:
        try Console.print("mood \(Release.version)")
      case .run(let command, let path, let words):
        usageOf = (command, path)
        if let refused = settings.refusedLocale {
          let spoken = UserLocale.spoken.joined(separator: ", ")
          throw CommandError.usage(
            messages(.localeNotSpoken, ["locale": refused, "spoken": spoken]), usage: usage())
        }
        let context = Context(
          environment: environment, storeOption: try words.value(GlobalOptions.store),
          settings: settings)
        try command.execute?(words, context)
      }
      return 0
    } catch {
      let failure = CommandError(error, usage: usage(), messages: messages)
      // The reminder is the output of `remind`; its exit status alone says "not logged". A
      // reader that went away is told nothing more.
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

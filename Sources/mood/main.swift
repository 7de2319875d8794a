import Foundation

exit(
  MoodCommand.main(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))

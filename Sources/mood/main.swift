import CardRender
import Foundation

// `mood` draws only with MoodCard's own fonts: spare Pango loading the system's configuration.
FontLibrary.useEmptyProcessConfiguration()

exit(
  MoodCommand.main(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))

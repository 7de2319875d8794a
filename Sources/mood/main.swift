import CardRender
import FoundationEssentials
import Glibc
import MoodCore

// `mood` draws only with MoodCard's own fonts: spare Pango loading the system's configuration.
FontLibrary.useEmptyProcessConfiguration()
// A reader that closes the pipe early makes writes fail with EPIPE, which `Console` reports,
// instead of killing the process before its work is committed.
signal(SIGPIPE, SIG_IGN)

exit(
  MoodCommand.main(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.all()))

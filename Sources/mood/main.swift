import CardRender
import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem

// `mood` draws only with MoodCard's own fonts: spare Pango loading the system's configuration.
FontLibrary.useEmptyProcessConfiguration()
// A reader that closes the pipe early makes writes fail with EPIPE, which `Console` reports,
// instead of killing the process before its work is committed.
signal(SIGPIPE, SIG_IGN)
// Past a file-size limit (`ulimit -f`) a write fails with EFBIG, reported as "file too large"
// (exit 74) after the temporary file is removed, instead of the process dying of SIGXFSZ.
signal(SIGXFSZ, SIG_IGN)

exit(
  MoodCommand.main(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.all()))

import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem

/// The desktop clipboard, through the program the session has: `wl-copy` (from wl-clipboard)
/// on Wayland, `xclip` on X11.
struct Clipboard: Sendable {
  /// The program's full path.
  let program: String
  /// Its arguments before the media type.
  let arguments: [String]

  /// The texts of the run's language, for its messages.
  let messages: Messages

  /// Finds the clipboard program of the session, from `WAYLAND_DISPLAY`, `DISPLAY` and `PATH`.
  /// - Throws: `CommandError.unavailable` naming the Debian package to install, or saying that
  ///   there is no desktop session.
  init(environment: [String: String], messages: Messages) throws {
    self.messages = messages
    let wayland = !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    let x11 = !(environment["DISPLAY"] ?? "").isEmpty
    if wayland, let program = Program.find("wl-copy", environment: environment) {
      (self.program, self.arguments) = (program, ["--type"])
    } else if x11, let program = Program.find("xclip", environment: environment) {
      (self.program, self.arguments) = (program, ["-selection", "clipboard", "-in", "-target"])
    } else if wayland {
      throw CommandError.unavailable(
        messages(x11 ? .clipboardNeedsWlCopyOrXclip : .clipboardNeedsWlCopy))
    } else if x11 {
      throw CommandError.unavailable(messages(.clipboardNeedsXclip))
    } else {
      throw CommandError.unavailable(messages(.clipboardNoSession))
    }
  }

  /// Puts `data` on the clipboard as `type` (`image/png`).
  /// - Throws: `CommandError.io` when the program fails.
  func copy(_ data: Data, type: String) throws {
    let name = PathName.lastPart(of: program)
    do {
      let input = try unnamedFile(holding: data)
      defer { close(input) }
      let status = try ChildProgram(
        path: program, arguments: arguments + [type], standardInput: input, quiet: true
      ).run()
      guard status == 0 else {
        throw CommandError.io(messages(.clipboardFailed, ["program": name, "status": status]))
      }
    } catch let error as CommandError {
      throw error
    } catch {
      throw CommandError.io(
        messages(.clipboardCannotRun, ["program": name, "reason": SystemReason.text(of: error)]))
    }
  }

  /// A file only this process can reach, holding `data`, read from its start. The bytes reach
  /// the program from a file rather than a pipe: a program that exits early cannot leave a
  /// write blocked, and one that keeps serving the clipboard in the background (both do) holds
  /// no pipe of ours open. The file has no name (unlinked at once, mode 0600 before that), so
  /// the picture, which may show a private reason, is never left on disk.
  private func unnamedFile(holding data: Data) throws -> Int32 {
    let folder = FileManager.default.temporaryDirectory.path
    var template = Array(PathName.joining(folder, "moodcard-clipboard-XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else {
      throw CommandError.io(
        messages(.clipboardNoTemporaryFile, ["reason": SystemReason.text(errno: errno)]))
    }
    unlink(template)
    if let error = OutputFile.writeAll(data, to: descriptor)
      ?? (lseek(descriptor, 0, SEEK_SET) < 0 ? errno : nil)
    {
      close(descriptor)
      throw POSIXError(.init(rawValue: error) ?? .EIO)
    }
    return descriptor
  }
}

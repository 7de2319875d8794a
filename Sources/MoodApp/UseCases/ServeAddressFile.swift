import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem

/// Where a running `mood serve` leaves its address for this user:
/// `$XDG_RUNTIME_DIR/moodcard/serve.url`, so the desktop launcher opens the server that already
/// runs instead of starting a second.
///
/// Two lines: the address with its token, then the server's process id. The token opens the
/// journal, so the file is its owner's alone (0600 in a 0700 folder, inside the runtime folder,
/// which is the user's and is emptied at logout). The launcher and `mood remind` do not open
/// the token's address but ask the server, with the token, for a one-time one
/// (`freshAddress()`), so that the token stays out of the browser's history. The file is
/// written once the server listens and removed when it stops, unless another server has
/// written its own since.
package struct ServeAddressFile {
  /// `$XDG_RUNTIME_DIR/moodcard/serve.url`.
  package let url: URL

  /// The file for `environment`, or `nil` without an absolute `XDG_RUNTIME_DIR`.
  package init?(environment: [String: String]) {
    guard let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") else { return nil }
    url = URL(fileURLWithPath: runtime).appendingPathComponent("moodcard/serve.url")
  }

  /// Writes `address` and this process's id, atomically: a reader sees the old file or the new.
  /// - Throws: `ServeError` naming the file.
  package func publish(address: String) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".serve.url.\(getpid())")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let text = Data("\(address)\n\(getpid())\n".utf8)
      // Made 0600 by open(2) itself, so the token is never readable by others, not even briefly.
      let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
      let failure = OutputFile.writeAll(text, to: descriptor)
      guard close(descriptor) == 0, failure == nil else {
        throw POSIXError(.init(rawValue: failure ?? errno) ?? .EIO)
      }
      guard rename(temporary.path, url.path) == 0 else {
        throw POSIXError(.init(rawValue: errno) ?? .EIO)
      }
    } catch {
      unlink(temporary.path)
      throw ServeError(
        .serveCannotPublish,
        ["path": .text(url.path), "reason": .text(SystemReason.text(of: error))])
    }
  }

  /// The address a running server left, or `nil` when there is none: the file's process must
  /// still run, be this user's and be `mood`, the rule of the desktop launcher too, since a
  /// server that was killed leaves its file behind.
  package func liveAddress() -> String? {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n")
    guard lines.count == 2, let process = pid_t(lines[1]), process > 0 else { return nil }
    var info = stat()
    guard stat("/proc/\(process)", &info) == 0, info.st_uid == getuid(),
      let program = try? String(contentsOfFile: "/proc/\(process)/comm", encoding: .utf8),
      program.trimmingWhitespace() == "mood"
    else { return nil }
    return String(lines[0])
  }

  /// A new one-time address of the running server (`POST /api/addresses` with the file's
  /// token), or `nil` when no server runs for this user or it does not answer.
  package func freshAddress() -> String? {
    guard let address = liveAddress(), let request = LoopbackRequest(address: address),
      let token = address.split(separator: "token=").last.map(String.init),
      let answer = request.post("/api/addresses", token: token), answer.status == 201,
      let made = try? JSONDecoder().decode([String: String].self, from: answer.body)
    else { return nil }
    return made["address"]
  }

  /// Removes the file when it still names this process.
  package func withdraw() {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return }
    let lines = text.split(separator: "\n")
    if lines.count == 2, lines[1] == "\(getpid())" { unlink(url.path) }
  }
}

import Glibc

/// A secret typed on the terminal (a passphrase), read from `/dev/tty` with nothing shown, so
/// it is never on the command line, in the environment or in a shell's history.
///
/// The terminal is put in raw mode for the read, and each key is taken as it comes: Ctrl-C
/// and Ctrl-D on an empty line cancel, Backspace takes back a character, Enter ends. The mode
/// is always restored before the read returns, so a cancelled read leaves no silent terminal.
/// The mode changes at once (`TCSANOW`), keeping what was typed ahead of the prompt.
public enum TerminalSecret {
  /// How a read ended.
  public enum Outcome: Equatable, Sendable {
    case typed(String)
    case cancelled
    /// There is no terminal to ask on (a timer, a pipe).
    case noTerminal
  }

  /// Shows `prompt` on the terminal and reads a line typed there, unseen.
  public static func read(prompt: String) -> Outcome {
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
    guard terminal >= 0 else { return .noTerminal }
    defer { close(terminal) }
    var saved = termios()
    guard tcgetattr(terminal, &saved) == 0 else { return .noTerminal }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    write(terminal, prompt)
    guard tcsetattr(terminal, TCSANOW, &raw) == 0 else { return .noTerminal }
    let outcome = readLine(terminal)
    tcsetattr(terminal, TCSANOW, &saved)
    write(terminal, "\n")
    return outcome
  }

  private static func readLine(_ terminal: Int32) -> Outcome {
    var typed: [UInt8] = []
    defer { typed.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: 0) } }
    var byte: UInt8 = 0
    while Glibc.read(terminal, &byte, 1) == 1 {
      switch byte {
      case 0x0D, 0x0A: return .typed(String(decoding: typed, as: UTF8.self))
      case 0x03: return .cancelled
      case 0x04 where typed.isEmpty: return .cancelled
      case 0x7F, 0x08:
        // One character back: its last byte and the continuation bytes before it.
        while let last = typed.popLast(), last & 0xC0 == 0x80 {}
      default: typed.append(byte)
      }
    }
    return .cancelled
  }

  private static func write(_ terminal: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    while !bytes.isEmpty {
      let written = Glibc.write(terminal, bytes, bytes.count)
      guard written > 0 else { return }
      bytes.removeFirst(written)
    }
  }
}

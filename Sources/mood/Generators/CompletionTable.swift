/// The command tree flattened for shell completion: each visible command under the words that
/// lead to it (`""` for `mood`, `"habit add"`), with what may follow it.
struct CompletionTable {
  /// A command and its words.
  struct Entry {
    /// The subcommand words after `mood`, joined by spaces.
    let key: String
    let command: Command

    /// Every option word (`-o`, `--output`) with its help.
    var options: [(word: String, help: String)] {
      command.allOptions.flatMap { option in
        option.words.map { (word: $0, help: option.help) }
      }
    }

    /// Every word of an option that takes a value, with what to offer for the value.
    var valued: [(word: String, kind: String)] {
      command.allOptions.filter { $0.valueName != nil }.flatMap { option in
        option.words.map { (word: $0, kind: option.values.shellKind) }
      }
    }

    /// The positional arguments, by index, with what to offer for each.
    var arguments: [(index: Int, kind: String)] {
      command.arguments.enumerated().map { (index: $0.offset, kind: $0.element.values.shellKind) }
        .filter { !$0.kind.isEmpty }
    }
  }

  let entries: [Entry]

  init(_ root: Command) {
    func walk(_ command: Command, key: String) -> [Entry] {
      [Entry(key: key, command: command)]
        + command.visibleSubcommands.flatMap {
          walk($0, key: key.isEmpty ? $0.name : key + " " + $0.name)
        }
    }
    entries = walk(root, key: "")
  }
}

extension OptionInfo {
  /// `["-o", "--output"]`.
  var words: [String] { (short.map { ["-\($0)"] } ?? []) + ["--\(name)"] }
}

extension CompletionValues {
  /// How the completion scripts name it: `choices:light dark`, `file`, `directory`,
  /// `dynamic:habits`, or empty for free text.
  var shellKind: String {
    switch self {
    case .none: return ""
    case .choices(let names): return "choices:" + names.joined(separator: " ")
    case .file: return "file"
    case .directory: return "directory"
    case .dynamic(let list): return "dynamic:" + list.rawValue
    case .dynamicList(let list): return "list:" + list.rawValue
    }
  }
}

extension String {
  /// The text in single quotes for a POSIX shell (bash, zsh): `'it'\''s'`.
  var shellQuoted: String { "'" + replacingEvery("'", with: #"'\''"#) + "'" }

  /// The text in single quotes for fish, whose quotes take `\'` and `\\`.
  var fishQuoted: String {
    "'"
      + replacingEvery(#"\"#, with: #"\\"#).replacingEvery("'", with: #"\'"#)
      + "'"
  }
}

/// Help text and usage lines, generated from a command's table.
enum Help {
  /// `mood log SCORE [options]`, the line shown under usage errors.
  static func usageLine(for command: Command, path: [String]) -> String {
    var parts = path
    if !command.subcommands.isEmpty {
      parts.append("<subcommand>")
    } else {
      parts += command.arguments.map { $0.isOptional ? "[\($0.name)]" : $0.name }
    }
    parts.append("[options]")
    return parts.joined(separator: " ")
  }

  /// The lines shown under a usage error: the usage line and where to find more.
  static func errorBlock(for command: Command, path: [String]) -> String {
    let name = path.joined(separator: " ")
    return "Usage: \(usageLine(for: command, path: path))\n  See '\(name) --help'."
  }

  /// The whole `--help` text.
  static func text(for command: Command, path: [String]) -> String {
    var lines = [
      "OVERVIEW: \(command.abstract)", "", "USAGE: \(usageLine(for: command, path: path))",
    ]
    if !command.discussion.isEmpty {
      lines += [""] + command.discussion.split(separator: "\n").flatMap { wrap(String($0)) }
    }
    if !command.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"] + table(command.arguments.map { ($0.name, $0.help) })
    }
    // One column for every table of options, so they line up.
    let column = self.column(for: command.allOptions.map(\.synopsis))
    for section in command.sections {
      lines +=
        ["", section.title + ":"]
        + table(section.options.map { ($0.synopsis, $0.help) }, column: column)
    }
    lines +=
      ["", "OPTIONS:"] + table(command.plainOptions.map { ($0.synopsis, $0.help) }, column: column)
    if !command.subcommands.isEmpty {
      lines +=
        ["", "SUBCOMMANDS:"]
        + table(command.visibleSubcommands.map { ($0.name, $0.abstract) })
      lines += ["", "  See '\(path.joined(separator: " ")) <subcommand> --help' for more."]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The width help text is wrapped to, for an 80-column terminal.
  static let width = 80

  /// The width of the first column of a table of these terms.
  private static func column(for terms: [String]) -> Int {
    min(26, (terms.map(\.count).max() ?? 0) + 2)
  }

  private static func table(_ rows: [(String, String)], column: Int? = nil) -> [String] {
    let column = column ?? self.column(for: rows.map(\.0))
    return rows.flatMap { term, help in
      let padded =
        term.count < column
        ? term + String(repeating: " ", count: column - term.count) : term + "  "
      let indent = String(repeating: " ", count: 2 + column)
      var lines = wrap(help, width: width - indent.count)
      lines[0] = "  " + padded + lines[0]
      for index in lines.indices.dropFirst() { lines[index] = indent + lines[index] }
      return lines
    }
  }

  /// `text` broken at spaces into lines of at most `width` characters (a longer word stands
  /// alone).
  static func wrap(_ text: String, width: Int = width) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = String(word)
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    return lines + [line]
  }
}

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
    if !command.discussion.isEmpty { lines += ["", command.discussion] }
    if !command.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"] + table(command.arguments.map { ($0.name, $0.help) })
    }
    lines += ["", "OPTIONS:"] + table(command.allOptions.map { ($0.synopsis, $0.help) })
    if !command.subcommands.isEmpty {
      lines +=
        ["", "SUBCOMMANDS:"]
        + table(command.visibleSubcommands.map { ($0.name, $0.abstract) })
      lines += ["", "  See '\(path.joined(separator: " ")) <subcommand> --help' for more."]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func table(_ rows: [(String, String)]) -> [String] {
    let width = min(26, (rows.map(\.0.count).max() ?? 0) + 2)
    return rows.map { term, help in
      let padded =
        term.count < width ? term + String(repeating: " ", count: width - term.count) : term + "  "
      return "  " + padded + help
    }
  }
}

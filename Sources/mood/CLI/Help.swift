/// Help text and usage lines, generated from a command's table, in the person's language.
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
  static func errorBlock(for command: Command, path: [String], messages: Messages) -> String {
    messages(
      .usageBlock,
      ["usage": usageLine(for: command, path: path), "command": path.joined(separator: " ")])
  }

  /// The whole `--help` text.
  static func text(for command: Command, path: [String], messages: Messages) -> String {
    let texts = HelpTranslation(command: command, path: path, messages: messages)
    var lines = [
      messages(.helpOverview, ["abstract": texts.abstract]), "",
      messages(.helpUsage, ["usage": usageLine(for: command, path: path)]),
    ]
    if !texts.discussion.isEmpty { lines += ["", texts.discussion] }
    if !command.arguments.isEmpty {
      lines +=
        ["", messages(.helpArguments)]
        + table(command.arguments.map { ($0.name, texts.help(of: $0)) })
    }
    lines +=
      ["", messages(.helpOptions)]
      + table(command.allOptions.map { ($0.synopsis, texts.help(of: $0)) })
    if !command.subcommands.isEmpty {
      let subcommands = command.subcommands.map { subcommand in
        (
          subcommand.name,
          HelpTranslation(command: subcommand, path: path + [subcommand.name], messages: messages)
            .abstract
        )
      }
      lines += ["", messages(.helpSubcommands)] + table(subcommands)
      lines += ["", "  " + messages(.helpSeeMore, ["command": path.joined(separator: " ")])]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func table(_ rows: [(String, String)]) -> [String] {
    let width = min(26, (rows.map(\.0.displayWidth).max() ?? 0) + 2)
    return rows.map { term, help in
      let padded = term.displayWidth < width ? term.padded(toDisplayWidth: width) : term + "  "
      return "  " + padded + help
    }
  }
}

/// The help texts of one command in the person's language: the tree's English, or the
/// catalog's translation keyed by the command's path.
struct HelpTranslation {
  let command: Command
  let path: [String]
  let messages: Messages

  /// `help.habit.add`: the prefix of this command's keys (`help.mood` for the root).
  var prefix: String {
    "help." + (path.count > 1 ? path.dropFirst() : path[...]).joined(separator: ".")
  }

  /// Every key a translation gives for this command, with the English it translates; an
  /// option's key may also be the shared `help.option.<name>`.
  var keys: [(keys: [String], english: String)] {
    var keys = [([prefix + ".abstract"], command.abstract)]
    if !command.discussion.isEmpty { keys.append(([prefix + ".discussion"], command.discussion)) }
    keys += command.arguments.map { ([prefix + ".argument." + $0.name], $0.help) }
    keys += command.allOptions.map { (optionKeys($0), $0.help) }
    return keys
  }

  var abstract: String { messages.help([prefix + ".abstract"], english: command.abstract) }
  var discussion: String {
    messages.help([prefix + ".discussion"], english: command.discussion)
  }
  func help(of argument: Argument) -> String {
    messages.help([prefix + ".argument." + argument.name], english: argument.help)
  }
  func help(of option: Option) -> String {
    messages.help(optionKeys(option), english: option.help)
  }

  private func optionKeys(_ option: Option) -> [String] {
    [prefix + ".option." + option.name, "help.option." + option.name]
  }
}

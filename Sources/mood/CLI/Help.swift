import MoodApp
import MoodCore

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
    if !texts.discussion.isEmpty {
      lines += [""] + texts.discussion.split(separator: "\n").flatMap { wrap(String($0)) }
    }
    if !command.arguments.isEmpty {
      lines +=
        ["", messages(.helpArguments)]
        + table(command.arguments.map { ($0.name, texts.help(of: $0)) })
    }
    // One column for every table of options, so they line up.
    let column = self.column(for: command.allOptions.map(\.synopsis))
    for section in command.sections {
      lines +=
        ["", texts.title(of: section) + ":"]
        + table(section.options.map { ($0.synopsis, texts.help(of: $0)) }, column: column)
    }
    lines +=
      ["", messages(.helpOptions)]
      + table(command.plainOptions.map { ($0.synopsis, texts.help(of: $0)) }, column: column)
    if !command.subcommands.isEmpty {
      let subcommands = command.visibleSubcommands.map { subcommand in
        let path = path + [subcommand.name]
        return (
          subcommand.name,
          HelpTranslation(command: subcommand, path: path, messages: messages).abstract
        )
      }
      lines += ["", messages(.helpSubcommands)] + table(subcommands)
      lines += ["", "  " + messages(.helpSeeMore, ["command": path.joined(separator: " ")])]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The width help text is wrapped to, for an 80-column terminal.
  static let width = 80

  /// The width of the first column of a table of these terms.
  private static func column(for terms: [String]) -> Int {
    min(26, (terms.map(\.displayWidth).max() ?? 0) + 2)
  }

  private static func table(_ rows: [(String, String)], column: Int? = nil) -> [String] {
    let column = column ?? self.column(for: rows.map(\.0))
    return rows.flatMap { term, help in
      let padded =
        term.displayWidth < column ? term.padded(toDisplayWidth: column) : term + "  "
      let indent = String(repeating: " ", count: 2 + column)
      var lines = wrap(help, width: width - indent.count)
      lines[0] = "  " + padded + lines[0]
      for index in lines.indices.dropFirst() { lines[index] = indent + lines[index] }
      return lines
    }
  }

  /// `text` broken into lines of at most `width` columns: at spaces, and between two wide
  /// characters or a wide and a narrow one, since Chinese puts no spaces between words (a
  /// longer word stands alone).
  static func wrap(_ text: String, width: Int = width) -> [String] {
    var lines: [String] = []
    var line = ""
    for (piece, joiner) in pieces(of: text) {
      let joined = line.isEmpty ? "" : joiner
      if !line.isEmpty, line.displayWidth + joined.count + piece.displayWidth > width {
        lines.append(line)
        line = piece
      } else {
        line += joined + piece
      }
    }
    return lines + [line]
  }

  /// The pieces a line may break between, each with what joins it to the one before: a space
  /// between words, nothing inside a word around a wide character.
  private static func pieces(of text: String) -> [(piece: String, joiner: String)] {
    var pieces: [(String, String)] = []
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var joiner = " "
      var run = ""
      for character in word {
        if String(character).displayWidth < 2 || (closing.contains(character) && !run.isEmpty) {
          run.append(character)
          continue
        }
        if closing.contains(character), joiner.isEmpty, let last = pieces.popLast() {
          pieces.append((last.0 + String(character), last.1))
          continue
        }
        if !run.isEmpty {
          pieces.append((run, joiner))
          joiner = ""
          run = ""
        }
        pieces.append((String(character), joiner))
        joiner = ""
      }
      if !run.isEmpty || joiner == " " { pieces.append((run, joiner)) }
    }
    return pieces
  }

  /// Chinese punctuation that closes or ends something, which a line never starts with: it
  /// stays with the character before it.
  private static let closing = Set("）」』》】〉，。、；：！？")
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
    keys += command.sections.map { ([Self.key(of: $0)], $0.title) }
    return keys
  }

  var abstract: String { messages.help([prefix + ".abstract"], english: command.abstract) }

  var discussion: String {
    messages.help([prefix + ".discussion"], english: command.discussion)
  }

  func help(of argument: ArgumentInfo) -> String {
    messages.help([prefix + ".argument." + argument.name], english: argument.help)
  }

  /// A section of options' title, keyed `help.section.output-options`.
  func title(of section: OptionSection) -> String {
    messages.help([Self.key(of: section)], english: section.title)
  }

  private static func key(of section: OptionSection) -> String {
    "help.section." + section.title.lowercased().replacingEvery(" ", with: "-")
  }

  func help(of option: OptionInfo) -> String {
    messages.help(optionKeys(option), english: option.help)
  }

  private func optionKeys(_ option: OptionInfo) -> [String] {
    [prefix + ".option." + option.name, "help.option." + option.name]
  }
}

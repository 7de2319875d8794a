import MoodApp
import MoodCore

/// Parses the words after `mood` against the command tree, in the conventions of git and
/// swift-argument-parser: subcommands first, `--name value`, `--name=value`, `-o value`,
/// `--` ends the options.
struct ArgumentParser {
  /// What the words asked for.
  enum Outcome {
    /// Run the command, found at `path`, with the words.
    case run(Command, path: [String], ParsedWords)
    /// Show this help text and exit successfully.
    case help(String)
    /// Show the version and exit successfully.
    case version
  }

  let root: Command
  /// The preferences and language of the run.
  let settings: RunSettings

  /// The value of `--name` among `words` before any `--`, read ahead of parsing: the language
  /// of the parser's own messages depends on `--locale`.
  static func value(of name: String, in words: [String]) -> String? {
    var value: String?
    var remaining = words.prefix { $0 != "--" }[...]
    while let word = remaining.popFirst() {
      if word == "--\(name)" {
        value = remaining.popFirst()
      } else if word.hasPrefix("--\(name)=") {
        value = String(word.dropFirst(name.count + 3))
      }
    }
    return value
  }

  func parse(_ words: [String]) throws -> Outcome {
    var command = root
    var path = [root.name]
    var positionals: [String] = []
    var values: [String: String] = [:]
    var repeated: [String: [String]] = [:]
    var flags = Set<String>()
    var remaining = words[...]
    var optionsEnded = false

    let messages = settings.messages
    func usage() -> String { Help.errorBlock(for: command, path: path, messages: messages) }

    while let word = remaining.popFirst() {
      if optionsEnded || word == "-" || !word.hasPrefix("-") {
        guard command.subcommands.isEmpty else {
          guard let next = command.subcommands.first(where: { $0.name == word }) else {
            throw CommandError.usage(
              suggesting(
                messages(.unknownCommand, ["word": word]), for: word,
                among: command.visibleSubcommands.map(\.name)),
              usage: usage())
          }
          command = next
          path.append(next.name)
          continue
        }
        positionals.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let (option, inlineValue) = try option(for: word, in: command, usage: usage())
      if option.name == GlobalOptions.help.info.name {
        return .help(Help.text(for: command, path: path, messages: messages))
      }
      if option.name == GlobalOptions.version.info.name { return .version }
      if let valueName = option.valueName {
        guard let value = inlineValue ?? remaining.popFirst() else {
          throw CommandError.usage(
            messages(.optionNeedsValue, ["option": option.name, "value": valueName]),
            usage: usage())
        }
        values[option.name] = value
        repeated[option.name, default: []].append(value)
      } else {
        guard inlineValue == nil else {
          throw CommandError.usage(
            messages(.optionTakesNoValue, ["option": option.name]), usage: usage())
        }
        flags.insert(option.name)
      }
    }

    if !command.subcommands.isEmpty, command.execute == nil {
      let names = command.visibleSubcommands.map(\.name).joined(separator: ", ")
      throw CommandError.usage(messages(.chooseSubcommand, ["names": names]), usage: usage())
    }
    let required = command.arguments.filter { !$0.isOptional }.count
    if positionals.count < required {
      let missing = command.arguments[positionals.count]
      let help = HelpTranslation(command: command, path: path, messages: messages)
        .help(of: missing)
      throw CommandError.usage(
        messages(.missingArgument, ["name": missing.name, "help": help]), usage: usage())
    }
    if positionals.count > command.arguments.count {
      throw CommandError.usage(
        messages(.unexpectedArgument, ["word": positionals[command.arguments.count]]),
        usage: usage())
    }
    let arguments = Dictionary(
      uniqueKeysWithValues: zip(command.arguments.map(\.name), positionals))
    return .run(
      command, path: path,
      ParsedWords(
        arguments: arguments, values: values, repeated: repeated, flags: flags,
        settings: settings))
  }

  /// - Parameter usage: the usage block, made only when the word is refused.
  private func option(
    for word: String, in command: Command, usage: @autoclosure () -> String
  ) throws
    -> (OptionInfo, String?)
  {
    let options = command.allOptions
    if word.hasPrefix("--") {
      let body = word.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      if let option = options.first(where: { $0.name == name }) { return (option, inline) }
      throw CommandError.usage(
        suggesting(
          settings.messages(.unknownOption, ["word": word]), for: name,
          among: options.map(\.name), prefix: "--"),
        usage: usage())
    }
    let letter = word.dropFirst()
    if letter.count == 1, let option = options.first(where: { $0.short == letter.first }) {
      return (option, nil)
    }
    throw CommandError.usage(settings.messages(.unknownOption, ["word": word]), usage: usage())
  }

  /// `message`, with "did you mean" and the name among `names` closest to `word`, if any is.
  private func suggesting(
    _ message: String, for word: String, among names: [String], prefix: String = ""
  ) -> String {
    let close = names.map { (name: $0, distance: editDistance(word, $0)) }
      .filter { $0.distance <= min(2, word.count - 1) || $0.name.hasPrefix(word) }
      .min { $0.distance < $1.distance }
    guard let close else { return message }
    return settings.messages(
      .didYouMean, ["message": message, "suggestion": prefix + close.name])
  }
}

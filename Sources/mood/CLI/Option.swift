/// An option that takes a value, declared once with its help and the grammar of its value.
///
/// A command reads it with `words.value(option)` and gets a typed, validated value; the text
/// never leaves the option.
struct Option<Value: Sendable>: OptionDeclaring {
  let info: OptionInfo
  /// Turns the text into the value.
  /// - Throws: a `ValidationError` (or a domain error) naming the text and what is accepted.
  let parse: @Sendable (String) throws -> Value

  init(
    _ name: String, short: Character? = nil, _ valueName: String, _ help: String,
    values: CompletionValues = .none, parse: @escaping @Sendable (String) throws -> Value
  ) {
    info = OptionInfo(
      name: name, short: short, valueName: valueName, help: help, values: values)
    self.parse = parse
  }

  private init(info: OptionInfo, parse: @escaping @Sendable (String) throws -> Value) {
    self.info = info
    self.parse = parse
  }

  var optionInfos: [OptionInfo] { [info] }

  /// The same option with the help it has in one command.
  func withHelp(_ help: String) -> Option {
    Option(info: info.withHelp(help), parse: parse)
  }
}

/// A flag: present or absent.
struct Flag: OptionDeclaring {
  let info: OptionInfo

  init(_ name: String, short: Character? = nil, _ help: String) {
    info = OptionInfo(name: name, short: short, valueName: nil, help: help, values: .none)
  }

  private init(info: OptionInfo) { self.info = info }

  var optionInfos: [OptionInfo] { [info] }

  /// The same flag with the help it has in one command.
  func withHelp(_ help: String) -> Flag { Flag(info: info.withHelp(help)) }
}

/// A positional argument, declared with its help and the grammar of its value.
struct Argument<Value: Sendable>: Sendable {
  let info: ArgumentInfo
  let parse: @Sendable (String) throws -> Value

  init(
    _ name: String, _ help: String, optional: Bool = false, values: CompletionValues = .none,
    parse: @escaping @Sendable (String) throws -> Value
  ) {
    info = ArgumentInfo(name: name, help: help, isOptional: optional, values: values)
    self.parse = parse
  }
}

extension Argument where Value == String {
  /// A positional argument taken as written.
  init(_ name: String, _ help: String, optional: Bool = false, values: CompletionValues = .none) {
    self.init(name, help, optional: optional, values: values) { $0 }
  }
}

extension Option where Value == String {
  /// An option whose value is taken as written.
  init(
    _ name: String, short: Character? = nil, _ valueName: String, _ help: String,
    values: CompletionValues = .none
  ) {
    self.init(name, short: short, valueName, help, values: values) { $0 }
  }
}

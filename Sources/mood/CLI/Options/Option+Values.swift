import FoundationEssentials
import MoodApp
import MoodCore

// MARK: - Options made of MoodApp's parameters, whose grammars both front ends share

extension Option {
  /// The option `--NAME VALUE` of `parameter`, refusing a bad value as `--NAME "..."`.
  init(
    _ parameter: Parameter<Value>, short: Character? = nil, _ valueName: String, _ help: String,
    values: CompletionValues = .none
  ) {
    let spelled = Spelling.commandLine(parameter.name)
    self.init(parameter.name, short: short, valueName, help, values: values) {
      try parameter.parse($0, spelled)
    }
  }
}

extension Option where Value == Int {
  /// A whole number within `range`: `--jobs "0": expected a whole number from 1 to 64`.
  /// - Parameter refusal: the message of a value outside it, when it should say what is
  ///   counted (`.optionWholeNumberOfPixels`).
  static func number(
    _ name: String, _ valueName: String, in range: ClosedRange<Int>,
    refusal: MessageKey = .optionWholeNumber, _ help: String
  ) -> Option {
    Option(.number(name, in: range, refusal: refusal), valueName, help)
  }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// One of the cases of `Value`, ignoring case: `unknown theme "sepia"; expected light or dark`.
  /// - Parameters:
  ///   - noun: what the value is, in the message (default: the option's name).
  ///   - cases: the cases accepted (default: all).
  static func choice(
    _ name: String, _ valueName: String, _ help: String, noun: MessageKey? = nil,
    cases: [Value] = Array(Value.allCases)
  ) -> Option {
    Option(choice: .choice(name, noun: noun, cases: cases), valueName, help, cases: cases)
  }

  /// The option of a choice `parameter`, whose completions are `cases`.
  init(
    choice parameter: Parameter<Value>, _ valueName: String, _ help: String,
    cases: [Value] = Array(Value.allCases)
  ) {
    self.init(parameter, valueName, help, values: .choices(cases.map(\.rawValue)))
  }
}

extension Argument where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// A positional argument naming one of `cases`, ignoring case; its help lists them.
  static func choice(_ name: String, noun: MessageKey, cases: [Value] = Array(Value.allCases))
    -> Argument
  {
    Argument(choice: .choice(name, noun: noun, cases: cases), name, cases: cases)
  }

  /// The positional argument `name` of a choice `parameter` among `cases`; its help lists them.
  init(choice parameter: Parameter<Value>, _ name: String, cases: [Value]) {
    let names = cases.map(\.rawValue)
    self.init(name, names.orList, values: .choices(names)) { try parameter.parse($0, name) }
  }
}

extension Option where Value == [String] {
  /// A list in `ListText`'s grammar: `,` or `，` between items, so `""` clears.
  static func list(
    _ name: String, _ valueName: String, _ help: String, values: CompletionValues = .none
  ) -> Option {
    Option(.list(name), valueName, help, values: values)
  }
}

extension Option where Value == DayArgument {
  /// A day: `YYYY-MM-DD`, `today` or `yesterday`.
  static func day(_ name: String, _ help: String) -> Option {
    Option(.day(name), "DAY", help, values: .choices(["today", "yesterday"]))
  }
}

extension Array where Element == String {
  /// `a, b or c`, for the English help of the command tree (messages say it in the person's
  /// language with `MessageValue.oneOf`).
  var orList: String {
    count < 2 ? joined() : dropLast().joined(separator: ", ") + " or " + (last ?? "")
  }
}

extension Argument where Value == DayArgument {
  /// A day argument, `DAY`: `YYYY-MM-DD`, `today` or `yesterday`.
  static func day(_ help: String, optional: Bool = false) -> Argument {
    Argument(
      "DAY", help, optional: optional, values: .choices(["today", "yesterday"]),
      parse: DayArgument.init(parsing:))
  }
}

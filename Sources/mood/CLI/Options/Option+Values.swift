import FoundationEssentials
import MoodApp
import MoodCore

// MARK: - The grammars of option values, each written once

extension Option where Value == Int {
  /// A whole number within `range`: `--jobs "0": expected a whole number from 1 to 64`.
  /// - Parameter refusal: the message of a value outside it, when it should say what is
  ///   counted (`.optionWholeNumberOfPixels`).
  static func number(
    _ name: String, _ valueName: String, in range: ClosedRange<Int>,
    refusal: MessageKey = .optionWholeNumber, _ help: String
  ) -> Option {
    Option(name, valueName, help) { text in
      guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
        range.contains(value)
      else {
        throw ValidationError(
          refusal,
          [
            "option": .text(name), "value": .text(text), "lowest": .text("\(range.lowerBound)"),
            "highest": .text("\(range.upperBound)"),
          ])
      }
      return value
    }
  }
}

extension Option where Value == Double {
  /// A number within `range`, fractions allowed: `--scale "8": expected a number from 1 to 4`.
  static func number(
    _ name: String, _ valueName: String, in range: ClosedRange<Double>, _ help: String
  ) -> Option {
    Option(name, valueName, help) { text in
      guard let value = Double(text), range.contains(value) else {
        throw ValidationError(
          .optionNumber,
          [
            "option": .text(name), "value": .text(text),
            "lowest": .text(range.lowerBound.formatted),
            "highest": .text(range.upperBound.formatted),
          ])
      }
      return value
    }
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
    Option(name, valueName, help, values: .choices(cases.map(\.rawValue))) { text in
      try cases.choice(text, noun: noun.map { MessageValue.message($0, [:]) } ?? .text(name))
    }
  }
}

extension Argument where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// A positional argument naming one of `cases`, ignoring case; its help lists them.
  static func choice(_ name: String, noun: MessageKey, cases: [Value] = Array(Value.allCases))
    -> Argument
  {
    let names = cases.map(\.rawValue)
    return Argument(name, names.orList, values: .choices(names)) { text in
      try cases.choice(text, noun: .message(noun, [:]))
    }
  }
}

extension Array where Element: RawRepresentable, Element.RawValue == String {
  /// The case named `text`, ignoring case, or the refusal that lists them all.
  fileprivate func choice(_ text: String, noun: MessageValue) throws -> Element {
    guard let value = first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
      throw ValidationError.unknownChoice(text, noun: noun, choices: map(\.rawValue))
    }
    return value
  }
}

extension Option where Value == [String] {
  /// A comma-separated list; parts are trimmed and empty parts dropped, so `""` clears.
  static func list(
    _ name: String, _ valueName: String, _ help: String, values: CompletionValues = .none
  ) -> Option {
    Option(name, valueName, help, values: values) { text in
      text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }
  }
}

extension Option where Value == DayArgument {
  /// A day: `YYYY-MM-DD`, `today` or `yesterday`.
  static func day(_ name: String, _ help: String) -> Option {
    Option(name, "DAY", help, values: .choices(["today", "yesterday"])) {
      try DayArgument(parsing: $0)
    }
  }
}

extension ValidationError {
  /// `unknown theme "sepia"; expected light or dark`: a value that is none of `choices`.
  static func unknownChoice(_ text: String, noun: MessageValue, choices: [String])
    -> ValidationError
  {
    ValidationError(
      .unknownChoice, ["noun": noun, "value": .text(text), "choices": .oneOf(choices)])
  }
}

extension Array where Element == String {
  /// `a, b or c`, for the English help of the command tree (messages say it in the person's
  /// language with `MessageValue.oneOf`).
  var orList: String {
    count < 2 ? joined() : dropLast().joined(separator: ", ") + " or " + (last ?? "")
  }
}

extension Double {
  /// `1` for 1.0, `2.5` for 2.5.
  fileprivate var formatted: String {
    rounded() == self ? String(Int(self)) : String(self)
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

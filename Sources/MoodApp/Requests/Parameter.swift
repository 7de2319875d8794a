import MoodCore
import MoodSystem

/// A named value of a request with its grammar, declared once for both front ends: the command
/// line gives it as `--days 7`, the web app as `?days=7`.
package struct Parameter<Value: Sendable>: Sendable {
  /// The name: an option's long name, a query parameter's name.
  package let name: String
  /// Turns the text into the value.
  /// - Parameter spelled: the name as the refusal says it (`--days` or `days`).
  /// - Throws: a `ValidationError` (or a domain error) naming the text and what is accepted.
  package let parse: @Sendable (_ text: String, _ spelled: String) throws -> Value

  package init(
    _ name: String, parse: @escaping @Sendable (_ text: String, _ spelled: String) throws -> Value
  ) {
    self.name = name
    self.parse = parse
  }
}

// MARK: - The grammars of values, each written once

extension Parameter where Value == Int {
  /// A whole number within `range`: `--jobs "0": expected a whole number from 1 to 64`.
  /// - Parameter refusal: the message of a value outside it, when it should say what is
  ///   counted (`.optionWholeNumberOfPixels`).
  package static func number(
    _ name: String, in range: ClosedRange<Int>, refusal: MessageKey = .optionWholeNumber
  ) -> Parameter {
    Parameter(name) { text, spelled in
      guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
        range.contains(value)
      else {
        throw ValidationError(
          refusal,
          [
            "option": .text(spelled), "value": .text(text),
            "lowest": .text("\(range.lowerBound)"), "highest": .text("\(range.upperBound)"),
          ])
      }
      return value
    }
  }
}

extension Parameter where Value == Double {
  /// A number within `range`, fractions allowed: `--scale "8": expected a number from 1 to 4`.
  package static func number(_ name: String, in range: ClosedRange<Double>) -> Parameter {
    Parameter(name) { text, spelled in
      guard let value = Double(text), range.contains(value) else {
        throw ValidationError(
          .optionNumber,
          [
            "option": .text(spelled), "value": .text(text),
            "lowest": .text(range.lowerBound.shortText),
            "highest": .text(range.upperBound.shortText),
          ])
      }
      return value
    }
  }
}

extension Parameter where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// One of `cases`, ignoring case: `unknown theme "sepia"; expected light or dark`.
  /// - Parameter noun: what the value is, in the message (default: the parameter's name).
  package static func choice(
    _ name: String, noun: MessageKey? = nil, cases: [Value] = Array(Value.allCases)
  ) -> Parameter {
    Parameter(name) { text, _ in
      try cases.choice(text, noun: noun.map { MessageValue.message($0, [:]) } ?? .text(name))
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

extension Parameter where Value == [String] {
  /// A list in `ListText`'s grammar: `,` or `，` between items, so `""` clears.
  package static func list(_ name: String) -> Parameter {
    Parameter(name) { text, _ in ListText.items(text) }
  }
}

extension Parameter where Value == DayArgument {
  /// A day: `YYYY-MM-DD`, `today` or `yesterday`.
  package static func day(_ name: String) -> Parameter {
    Parameter(name) { text, _ in try DayArgument(parsing: text) }
  }

  /// A day of a range, refused with the parameter's name: `--to "March 5": expected ...`.
  package static func rangeDay(_ name: String) -> Parameter {
    Parameter(name) { text, spelled in
      do { return try DayArgument(parsing: text) } catch let error as ValidationError {
        throw ValidationError(
          .optionValueRefused, error.values.merging(["option": .text(spelled)]) { $1 })
      }
    }
  }
}

extension ValidationError {
  /// `unknown theme "sepia"; expected light or dark`: a value that is none of `choices`.
  package static func unknownChoice(_ text: String, noun: MessageValue, choices: [String])
    -> ValidationError
  {
    ValidationError(
      .unknownChoice, ["noun": noun, "value": .text(text), "choices": .oneOf(choices)])
  }
}

extension Double {
  /// `1` for 1.0, `2.5` for 2.5.
  fileprivate var shortText: String {
    rounded() == self ? String(Int(self)) : String(self)
  }
}

import Foundation
import MoodCore

// MARK: - The grammars of option values, each written once

extension Option where Value == Int {
  /// A whole number within `range`: `--jobs "0": expected a whole number from 1 to 64`.
  /// - Parameter unit: what is counted, when the message should say it (`pixels`).
  static func number(
    _ name: String, _ valueName: String, in range: ClosedRange<Int>, unit: String? = nil,
    _ help: String
  ) -> Option {
    Option(name, valueName, help) { text in
      guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
        range.contains(value)
      else {
        throw ValidationError(
          "--\(name) \"\(text)\": expected a whole number\(unit.map { " of \($0)" } ?? "") "
            + "from \(range.lowerBound) to \(range.upperBound)")
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
          "--\(name) \"\(text)\": expected a number from \(range.lowerBound.formatted) to "
            + "\(range.upperBound.formatted)")
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
    _ name: String, _ valueName: String, _ help: String, noun: String? = nil,
    cases: [Value] = Array(Value.allCases)
  ) -> Option {
    let names = cases.map(\.rawValue)
    return Option(name, valueName, help, values: .choices(names)) { text in
      guard let value = cases.first(where: { $0.rawValue.lowercased() == text.lowercased() })
      else {
        throw ValidationError(
          "unknown \(noun ?? name) \"\(text)\"; expected \(names.orList)")
      }
      return value
    }
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

extension Array where Element == String {
  /// `a, b or c`, for messages.
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

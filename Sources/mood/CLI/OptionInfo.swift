/// What help, shell completions and the man page know of an option: its names, the placeholder
/// of its value, one line of help and the values a shell may offer for it.
struct OptionInfo: Sendable {
  /// The long name without dashes: `date` for `--date`.
  let name: String
  /// A one-letter short name: `o` for `-o`.
  let short: Character?
  /// The placeholder of the value in help text (`DAY`), or `nil` for a flag.
  let valueName: String?
  /// One line of help.
  let help: String
  /// What a shell offers after the option.
  let values: CompletionValues

  /// `-o, --output FILE` as shown in help.
  var synopsis: String {
    let long = "--\(name)" + (valueName.map { " \($0)" } ?? "")
    return short.map { "-\($0), \(long)" } ?? long
  }

  /// This option with another line of help, for a command where it means something narrower.
  func withHelp(_ help: String) -> OptionInfo {
    OptionInfo(name: name, short: short, valueName: valueName, help: help, values: values)
  }
}

/// What help, shell completions and the man page know of a positional argument.
struct ArgumentInfo: Sendable {
  /// The placeholder shown in usage (`SCORE`).
  let name: String
  /// One line of help.
  let help: String
  /// Whether the argument may be left out.
  let isOptional: Bool
  /// What a shell offers in its place.
  let values: CompletionValues
}

/// The values a shell may offer for an option or argument.
enum CompletionValues: Sendable, Equatable {
  /// Free text: nothing to offer.
  case none
  /// One of a fixed list.
  case choices([String])
  /// A file name.
  case file
  /// A folder name.
  case directory
  /// Names only the store or the system knows, listed by `mood __complete KIND`.
  case dynamic(DynamicValues)
  /// A comma-separated list of such names: each after a comma is completed on its own.
  case dynamicList(DynamicValues)
}

/// Lists of names a shell asks the program for while completing.
enum DynamicValues: String, Sendable, CaseIterable {
  /// The names of the habits in the store.
  case habits
  /// The English names of the mood words in the store.
  case words
  /// The IANA time zone names the system knows.
  case zones
}

/// Something a command declares in its table of options: one option, or a group of them.
protocol OptionDeclaring: Sendable {
  /// The options it declares, in help order.
  var optionInfos: [OptionInfo] { get }
  /// The heading of its own section in help (`RANGE OPTIONS`), or `nil` to stand with the
  /// command's other options.
  var sectionTitle: String? { get }
}

extension OptionDeclaring {
  var sectionTitle: String? { nil }
}

/// A titled section of options in help: a group such as the range options.
struct OptionSection: Sendable {
  let title: String
  let options: [OptionInfo]
}

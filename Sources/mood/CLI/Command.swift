/// A command of the `mood` tool, typed: its table (name, abstract, arguments, options) as static
/// declarations, its options as stored properties read from the words in `init`, a `validate`
/// step for what concerns several options together, and `run`.
///
/// ```swift
/// struct StatsCommand: ParsableCommand {
///   static let name = "stats"
///   static let abstract = "Show the numbers of a range of days"
///   static let options: [any OptionDeclaring] = [RangeGroup.entries, json]
///   static let json = Flag("json", "Print one JSON object, for scripts")
///   let range: RangeRequest?, json: Bool
///   init(_ words: ParsedWords) throws { ... }
///   func run(_ context: Context) throws { ... }
/// }
/// ```
protocol ParsableCommand: Sendable {
  /// The word that selects it (`log`, `add`).
  static var name: String { get }
  /// One line saying what it does.
  static var abstract: String { get }
  /// Longer help shown under the usage, if any.
  static var discussion: String { get }
  /// Positional arguments, in order.
  static var arguments: [ArgumentInfo] { get }
  /// Options besides the global ones, in help order.
  static var options: [any OptionDeclaring] { get }

  /// Reads the typed value of every argument and option.
  /// - Throws: the first value that its grammar refuses.
  init(_ words: ParsedWords) throws

  /// Checks what the values allow together, and what the environment allows, before anything
  /// is read or written.
  func validate(_ context: Context) throws

  /// Does the work, after `validate`: reads the store, draws or writes, and prints. An
  /// error it throws becomes the message and the exit status (`CommandError`).
  func run(_ context: Context) throws
}

extension ParsableCommand {
  static var discussion: String { "" }
  static var arguments: [ArgumentInfo] { [] }
  static var options: [any OptionDeclaring] { [] }
  func validate(_ context: Context) throws {}
}

/// A node of the command tree: what help, completions and the man page read, and how to run it.
struct Command: Sendable {
  /// The word that selects it.
  let name: String
  /// One line saying what it does.
  let abstract: String
  /// Longer help shown under the usage, if any.
  let discussion: String
  /// Positional arguments, in order.
  let arguments: [ArgumentInfo]
  /// Options besides the global ones.
  let options: [OptionInfo]
  /// The groups of options with a heading of their own in help, such as the range options.
  let sections: [OptionSection]
  /// Subcommands, for a group such as `habit`.
  let subcommands: [Command]
  /// Whether help, completions and the man page leave it out (a command for scripts).
  let isHidden: Bool
  /// Builds the command from the words, validates and runs it; `nil` for a group.
  let execute: (@Sendable (ParsedWords, Context) throws -> Void)?

  /// The node of a typed command.
  init<C: ParsableCommand>(_ type: C.Type, hidden: Bool = false) {
    name = C.name
    abstract = C.abstract
    discussion = C.discussion
    arguments = C.arguments
    options = C.options.flatMap(\.optionInfos)
    sections = C.options.compactMap { declared in
      declared.sectionTitle.map { OptionSection(title: $0, options: declared.optionInfos) }
    }
    subcommands = []
    isHidden = hidden
    execute = { words, context in
      let command = try C(words)
      try command.validate(context)
      try command.run(context)
    }
  }

  /// A group of subcommands; with `default`, the group alone runs that subcommand.
  init(
    group name: String, abstract: String, discussion: String = "", options: [OptionInfo] = [],
    subcommands: [Command], default: Command? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    arguments = []
    self.options = options
    sections = []
    self.subcommands = subcommands
    isHidden = false
    execute = `default`?.execute
  }

  /// The subcommands a person sees.
  var visibleSubcommands: [Command] { subcommands.filter { !$0.isHidden } }

  /// Every option this command accepts: its own, then the global ones.
  var allOptions: [OptionInfo] { options + GlobalOptions.infos }

  /// The options help lists under plain `OPTIONS`: those in no titled section, then the
  /// global ones.
  var plainOptions: [OptionInfo] {
    let titled = Set(sections.flatMap { $0.options.map(\.name) })
    return allOptions.filter { !titled.contains($0.name) }
  }
}

import CardRender
import Foundation
import MoodCore
import MoodStore
import Stats

/// `mood card`: a day's entry as a picture to share, in PNG, SVG or PDF.
enum CardCommand {
  static let command = Command(
    name: "card", abstract: "Draw a day's entry as a card to share (PNG, SVG or PDF)",
    discussion: """
      The format follows the file's extension unless --format says otherwise. Without -o the \
      card goes to mood-YYYY-MM-DD.png (or .svg, .pdf) in the current folder; `-o -` writes it \
      to standard output. Leave out what you keep to yourself with --no-reason, --no-words and \
      --no-tags.
      Example: mood card yesterday --size story --theme dark -o today.png
      """,
    arguments: [.optional("DAY", "YYYY-MM-DD, today or yesterday (default: today)")],
    options: [
      .value("output", short: "o", "FILE", "The file to write, or - for standard output"),
      .value("format", "FORMAT", "png, svg or pdf (default: from the file name, else png)"),
      .flag("alt", "Print the card's text description (alt text) instead of drawing it"),
    ] + cardOptionTable,
    run: { invocation in
      let options = try cardOptions(invocation)
      let output = invocation.value("output")
      let format = try format(invocation, output: output)
      let day = try invocation.optionalDay(argument: 0) ?? invocation.today()
      let alt = invocation.flag("alt")
      if output == "-", isatty(STDOUT_FILENO) == 1, !alt {
        throw invocation.usageError(
          "refusing to write a \(format.rawValue.uppercased()) card to the terminal; "
            + "pipe it somewhere or give -o FILE")
      }

      let store = try invocation.openStoreForReading()
      let models = try store.read { db in
        try cardModels(
          db, range: try DayRange(first: day, last: day), options: options,
          habits: invocation.flag("habits"))
      }
      try store.close()
      guard let model = models.first else {
        throw CommandError.noInput(
          "no entry for \(day); log one with `mood log SCORE --date \(day)`")
      }

      if alt {
        try Console.print(CardRenderer().altText(for: model).description)
        return
      }
      let card = try CardRenderer().render(model, as: format)
      for warning in card.warnings { Console.error("Warning: \(warning)") }
      if output == "-" {
        try Console.write(card.data)
      } else {
        let path = output ?? "mood-\(day).\(format.rawValue)"
        try card.write(to: URL(fileURLWithPath: path))
        try Console.report("Wrote \(path)", writtenTo: path)
      }
    })

  /// The options that say how a card looks and what it shows; `mood batch` takes them too.
  static let cardOptionTable: [Option] = [
    .value("size", "SIZE", "portrait (1080x1350, default), square (1080²) or story (1080x1920)"),
    .value("theme", "THEME", "light (default) or dark"),
    .value("locale", "LANG", "en (default) or zh-Hans: the date, words and labels"),
    .value("scale", "N", "Pixels per card unit, 1 to 4, for sharper pictures (default: 1)"),
    .flag("no-reason", "Leave the reason off the card"),
    .flag("no-words", "Leave the mood words off the card"),
    .flag("no-tags", "Leave the tags off the card"),
    .flag("habits", "Show the habits done that day"),
    .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
  ]

  /// The card of every logged day in `range`, in day order, with the habits done that day
  /// when `habits` is set.
  static func cardModels(_ db: Database, range: DayRange, options: CardOptions, habits: Bool)
    throws -> [CardModel]
  {
    let entries = try db.entries(in: range)
    guard !entries.isEmpty else { return [] }
    let vocabulary = try db.vocabulary()
    var doneByDay: [Day: Set<Int64>] = [:]
    var allHabits: [Habit] = []
    if habits {
      for completion in try db.completions(in: range) where completion.isDone {
        doneByDay[completion.day, default: []].insert(completion.habitID)
      }
      allHabits = try db.habits(includeArchived: true)
    }
    return entries.map { entry in
      let done = doneByDay[entry.day] ?? []
      return CardModel(
        entry: entry, vocabulary: vocabulary,
        habitsDone: allHabits.filter { done.contains($0.id) }, options: options)
    }
  }

  /// The card options from `--size`, `--theme`, `--locale`, `--scale` and the `--no-` flags.
  static func cardOptions(_ invocation: Invocation) throws -> CardOptions {
    func choice<Value: RawRepresentable & CaseIterable>(_ name: String, _ default: Value)
      throws -> Value where Value.RawValue == String
    {
      guard let text = invocation.value(name) else { return `default` }
      if let value = Value(rawValue: text) { return value }
      let accepted = Value.allCases.map(\.rawValue)
      throw invocation.usageError(
        "unknown \(name) \"\(text)\"; expected "
          + accepted.dropLast().joined(separator: ", ") + " or " + (accepted.last ?? ""))
    }
    var options = CardOptions(
      theme: try choice("theme", CardTheme.light),
      locale: try choice("locale", CardLocale.english), size: try choice("size", CardSize.portrait),
      showsReason: !invocation.flag("no-reason"), showsWords: !invocation.flag("no-words"),
      showsTags: !invocation.flag("no-tags"))
    if let text = invocation.value("scale") {
      guard let scale = Double(text), CardOptions.scales.contains(scale) else {
        throw invocation.usageError("invalid scale \"\(text)\"; expected a number from 1 to 4")
      }
      options.scale = scale
    }
    return options
  }

  /// `--format`, else the output file's extension, else PNG. `mood chart` uses it too.
  static func format(_ invocation: Invocation, output: String?) throws -> CardFormat {
    if let name = invocation.value("format") {
      guard let format = try? CardFormat(parsing: name) else {
        throw invocation.usageError("unknown format \"\(name)\"; expected png, svg or pdf")
      }
      return format
    }
    return output.flatMap { CardFormat(fileExtensionOf: $0) } ?? .png
  }
}

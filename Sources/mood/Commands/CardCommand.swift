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
      .value("size", "SIZE", "portrait (1080x1350, default), square (1080²) or story (1080x1920)"),
      .value("theme", "THEME", "light (default) or dark"),
      .value("locale", "LANG", "en (default) or zh-Hans: the date, words and labels"),
      .value("format", "FORMAT", "png, svg or pdf (default: from the file name, else png)"),
      .value("scale", "N", "Pixels per card unit, 1 to 4, for sharper pictures (default: 1)"),
      .flag("no-reason", "Leave the reason off the card"),
      .flag("no-words", "Leave the mood words off the card"),
      .flag("no-tags", "Leave the tags off the card"),
      .flag("habits", "Show the habits done that day"),
      .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
    ],
    run: { invocation in
      let options = try cardOptions(invocation)
      let output = invocation.value("output")
      let format = try format(invocation, output: output)
      let day = try invocation.optionalDay(argument: 0) ?? invocation.today()
      if output == "-", isatty(STDOUT_FILENO) == 1 {
        throw invocation.usageError(
          "refusing to write a \(format.rawValue.uppercased()) card to the terminal; "
            + "pipe it somewhere or give -o FILE")
      }

      let store = try invocation.openStore(ifMissing: .useEmpty)
      let model = try store.read { db -> CardModel in
        guard let entry = try db.entry(on: day) else {
          throw CommandError.noInput(
            "no entry for \(day); log one with `mood log SCORE --date \(day)`")
        }
        var habitsDone: [Habit] = []
        if invocation.flag("habits") {
          let done = Set(
            try db.completions(in: DayRange(first: day, last: day)).filter(\.isDone)
              .map(\.habitID))
          habitsDone = try db.habits(includeArchived: true).filter { done.contains($0.id) }
        }
        return CardModel(
          entry: entry, vocabulary: try db.vocabulary(), habitsDone: habitsDone,
          options: options)
      }
      try store.close()

      let card = try CardRenderer().render(model, as: format)
      for warning in card.warnings { Console.error("Warning: \(warning)") }
      if output == "-" {
        FileHandle.standardOutput.write(card.data)
      } else {
        let path = output ?? "mood-\(day).\(format.rawValue)"
        try card.write(to: URL(fileURLWithPath: path))
        Console.print("Wrote \(path)")
      }
    })

  /// The card options from `--size`, `--theme`, `--locale`, `--scale` and the `--no-` flags.
  private static func cardOptions(_ invocation: Invocation) throws -> CardOptions {
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

import Foundation
import MoodCore

extension BackupDocument {
  /// Refuses a document with entries or habit records dated after `today`, naming each.
  /// - Throws: `ImportError.daysAfterToday`.
  public func checkNoDay(after today: Day) throws {
    let places =
      entries.enumerated().filter { $0.element.day > today }.map {
        "entries[\($0.offset)].day (\($0.element.day))"
      }
      + completions.enumerated().filter { $0.element.day > today }.map {
        "completions[\($0.offset)].day (\($0.element.day))"
      }
    guard places.isEmpty else { throw ImportError.daysAfterToday(places: places, today: today) }
  }

  /// The document the wire values describe, after checking every one of them.
  static func validated(_ wire: Wire) throws -> BackupDocument {
    let words = try validatedWords(wire.words)
    let vocabulary = Vocabulary(custom: words)
    let habits = try validatedHabits(wire.habits)
    return BackupDocument(
      entries: try validatedEntries(wire.entries, vocabulary: vocabulary),
      habits: habits,
      completions: try validatedCompletions(wire.completions, habits: habits),
      words: words)
  }

  // MARK: - Words

  private static func validatedWords(_ wires: [Wire.Word]) throws -> [MoodWord] {
    var words: [MoodWord] = []
    for (index, wire) in wires.enumerated() {
      let path = "words[\(index)]"
      try checkText(wire.english, at: path + ".english")
      try checkText(wire.chinese ?? "", at: path + ".chinese")
      guard let valence = Valence(rawValue: wire.valence) else {
        throw ImportError.invalidValue(
          path: path + ".valence", value: quoted(wire.valence),
          expected: "pleasant, neutral or unpleasant")
      }
      guard wire.id == MoodWord.id(forName: wire.english), !wire.id.isEmpty else {
        throw ImportError.invalidValue(
          path: path + ".id", value: quoted(wire.id),
          expected: quoted(MoodWord.id(forName: wire.english))
            + ", the id of the English name \(quoted(wire.english))")
      }
      let word = MoodWord(
        id: wire.id, valence: valence, english: wire.english, chinese: wire.chinese)
      do { try Vocabulary(custom: words).validateNew(word) } catch {
        throw ImportError.invalidValue(
          path: path, value: quoted(wire.english), expected: "a new word (\(error))")
      }
      words.append(word)
    }
    return words
  }

  // MARK: - Habits

  private static func validatedHabits(_ wires: [Wire.Habit]) throws -> [Habit] {
    var habits: [Habit] = []
    var firstPathOfID: [Int64: String] = [:]
    var firstPathOfActiveName: [String: String] = [:]
    for (index, wire) in wires.enumerated() {
      let path = "habits[\(index)]"
      try checkText(wire.name, at: path + ".name")
      try checkText(wire.icon ?? "", at: path + ".icon")
      guard wire.id > 0 else {
        throw ImportError.invalidValue(
          path: path + ".id", value: String(wire.id), expected: "a whole number above 0")
      }
      if let first = firstPathOfID.updateValue(path, forKey: wire.id) {
        throw ImportError.duplicate(path: path + ".id", value: String(wire.id), firstPath: first)
      }
      let color = try field(path + ".color", wire.color, expected: "#RRGGBB, like #4F7CAC") {
        try HexColor(parsing: wire.color)
      }
      let createdDay = try day(path + ".createdDay", wire.createdDay)
      let habit = try field(
        path, wire.name,
        expected: "1 to \(Habit.maximumNameLength) characters on one line, "
          + "and an icon that is one emoji"
      ) {
        try Habit(
          id: wire.id, name: wire.name, icon: wire.icon, color: color,
          isArchived: wire.archived, createdDay: createdDay, order: wire.order)
      }
      if !habit.isArchived,
        let first = firstPathOfActiveName.updateValue(path, forKey: Habit.nameKey(habit.name))
      {
        throw ImportError.duplicate(
          path: path + ".name", value: quoted(habit.name), firstPath: first)
      }
      habits.append(habit)
    }
    return habits
  }

  // MARK: - Entries

  private static func validatedEntries(
    _ wires: [Wire.Entry], vocabulary: Vocabulary
  ) throws -> [MoodEntry] {
    var firstPathOfDay: [Day: String] = [:]
    return try wires.enumerated().map { index, wire in
      let path = "entries[\(index)]"
      let day = try day(path + ".day", wire.day)
      if let first = firstPathOfDay.updateValue(path, forKey: day) {
        throw ImportError.duplicate(path: path + ".day", value: quoted(wire.day), firstPath: first)
      }
      guard let score = try? Score(wire.score) else {
        throw ImportError.invalidValue(
          path: path + ".score", value: String(wire.score), expected: "a whole number 1...10")
      }
      for (position, id) in wire.words.enumerated() where vocabulary.word(id: id) == nil {
        throw ImportError.invalidValue(
          path: path + ".words[\(position)]", value: quoted(id),
          expected: "the id of a built-in word or of one of the backup's words")
      }
      guard TimeZone(identifier: wire.timeZone) != nil else {
        throw ImportError.invalidValue(
          path: path + ".timeZone", value: quoted(wire.timeZone),
          expected: "an IANA time zone name, like Europe/London")
      }
      try checkText(wire.reason, at: path + ".reason", lines: .multiple)
      for (position, tag) in wire.tags.enumerated() {
        try checkText(tag, at: path + ".tags[\(position)]")
      }
      let reasonLength = wire.reason.trimmingCharacters(in: .whitespacesAndNewlines).count
      return try field(
        path + ".reason", "a reason of \(reasonLength) characters",
        expected: "at most \(MoodEntry.maximumReasonLength) characters"
      ) {
        try MoodEntry(
          day: day, score: score, words: wire.words, tags: wire.tags, reason: wire.reason,
          loggedAt: instant(path + ".loggedAt", wire.loggedAt), timeZone: wire.timeZone,
          createdAt: instant(path + ".createdAt", wire.createdAt),
          updatedAt: instant(path + ".updatedAt", wire.updatedAt))
      }
    }
  }

  // MARK: - Completions

  private static func validatedCompletions(
    _ wires: [Wire.Completion], habits: [Habit]
  ) throws -> [HabitCompletion] {
    let ids = Set(habits.map(\.id))
    var firstPathOfKey: [HabitCompletion: String] = [:]
    return try wires.enumerated().map { index, wire in
      let path = "completions[\(index)]"
      guard ids.contains(wire.habit) else {
        let known = habits.map { String($0.id) }.joined(separator: ", ")
        throw ImportError.invalidValue(
          path: path + ".habit", value: String(wire.habit),
          expected: habits.isEmpty
            ? "no completions, since the backup has no habits"
            : "the id of one of the backup's habits (\(known))")
      }
      let completion = HabitCompletion(
        habitID: wire.habit, day: try day(path + ".day", wire.day), isDone: wire.done)
      let key = HabitCompletion(habitID: wire.habit, day: completion.day, isDone: true)
      if let first = firstPathOfKey.updateValue(path, forKey: key) {
        throw ImportError.duplicate(
          path: path, value: "habit \(wire.habit) on \(wire.day)", firstPath: first)
      }
      return completion
    }
  }

  // MARK: - Fields

  private static func day(_ path: String, _ text: String) throws -> Day {
    try field(path, quoted(text), expected: "a real day written YYYY-MM-DD") {
      try Day(parsing: text)
    }
  }

  private static func instant(_ path: String, _ text: String) throws -> Date {
    guard let date = Timestamp.parse(text) else {
      throw ImportError.invalidValue(
        path: path, value: quoted(text),
        expected: "an ISO 8601 time like 2026-03-04T20:39:00.000Z")
    }
    return date
  }

  /// The result of `make`, with a `DomainError` it throws turned into an `ImportError` at `path`.
  private static func field<Value>(
    _ path: String, _ value: String, expected: String, _ make: () throws -> Value
  ) throws -> Value {
    do { return try make() } catch let error as DomainError {
      throw ImportError.invalidValue(path: path, value: value, expected: "\(expected) (\(error))")
    }
  }

  /// Refuses text `JournalText` does not accept, naming where it is: never cut or changed.
  private static func checkText(
    _ text: String, at path: String, lines: JournalText.Lines = .single
  ) throws {
    if let scalar = JournalText.firstRefusedScalar(in: text, lines: lines) {
      throw ImportError.invalidValue(
        path: path, value: "text holding " + JournalText.describe(scalar.value),
        expected: "text without control characters"
          + (lines == .multiple ? " (a tab and line breaks aside)" : "")
          + " or Unicode noncharacters")
    }
  }

  private static func quoted(_ text: String) -> String { "\"\(text)\"" }
}

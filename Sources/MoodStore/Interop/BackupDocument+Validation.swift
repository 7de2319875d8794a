import FoundationEssentials
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
      + sessions.enumerated().filter { $0.element > today }.map {
        "sessions[\($0.offset)] (\($0.element))"
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
      words: words, sessions: try validatedSessions(wire.sessions ?? []))
  }

  // MARK: - Sessions

  private static func validatedSessions(_ wires: [String]) throws -> [Day] {
    var firstPathOfDay: [Day: String] = [:]
    return try wires.enumerated().map { index, text in
      let path = "sessions[\(index)]"
      let day = try day(path, text)
      if let first = firstPathOfDay.updateValue(path, forKey: day) {
        throw ImportError.duplicate(path: path, value: quoted(text), firstPath: first)
      }
      return day
    }
  }

  // MARK: - Words

  private static func validatedWords(_ wires: [Wire.Word]) throws -> [MoodWord] {
    var words: [MoodWord] = []
    for (index, wire) in wires.enumerated() {
      let path = "words[\(index)]"
      try checkText(wire.english, at: path + ".english", field: .wordEnglishName)
      try checkText(wire.chinese ?? "", at: path + ".chinese", field: .wordChineseName)
      guard let valence = Valence(rawValue: wire.valence) else {
        throw ImportError.invalidValue(
          path: path + ".valence", value: quoted(wire.valence),
          expected: .oneOf(Valence.allCases.map(\.rawValue)))
      }
      guard wire.id == MoodWord.id(forName: wire.english), !wire.id.isEmpty else {
        throw ImportError.invalidValue(
          path: path + ".id", value: quoted(wire.id),
          expected: .wordID(MoodWord.id(forName: wire.english), englishName: wire.english))
      }
      let word = MoodWord(
        id: wire.id, valence: valence, english: wire.english, chinese: wire.chinese)
      try field(path, quoted(wire.english), expected: .newWord) {
        try Vocabulary(custom: words).validateNew(word)
      }
      words.append(word)
    }
    return words
  }

  // MARK: - Habits

  private static func validatedHabits(_ wires: [Wire.Habit]) throws -> [Habit] {
    var habits: [Habit] = []
    var firstPathOfID: [Int64: String] = [:]
    var firstPathOfUUID: [String: String] = [:]
    var firstPathOfActiveName: [String: String] = [:]
    for (index, wire) in wires.enumerated() {
      let path = "habits[\(index)]"
      try checkText(wire.name, at: path + ".name", field: .habitName)
      try checkText(wire.icon ?? "", at: path + ".icon", field: .habitIcon)
      guard wire.id > 0 else {
        throw ImportError.invalidValue(
          path: path + ".id", value: .literal(String(wire.id)), expected: .wholeNumberAbove(0))
      }
      if let first = firstPathOfID.updateValue(path, forKey: wire.id) {
        throw ImportError.duplicate(
          path: path + ".id", value: .literal(String(wire.id)), firstPath: first)
      }
      let uuid = try habitUUID(wire.uuid, at: path + ".uuid")
      if !uuid.isEmpty, let first = firstPathOfUUID.updateValue(path, forKey: uuid) {
        throw ImportError.duplicate(path: path + ".uuid", value: .literal(uuid), firstPath: first)
      }
      let color = try field(path + ".color", .literal(wire.color), expected: .color) {
        try HexColor(parsing: wire.color)
      }
      let createdDay = try day(path + ".createdDay", wire.createdDay)
      let habit = try field(
        path, .literal(wire.name),
        expected: .habitNameAndIcon(maximumLength: Habit.maximumNameLength)
      ) {
        try Habit(
          id: wire.id, uuid: uuid, name: wire.name, icon: wire.icon, color: color,
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

  /// A habit's UUID as the store keeps it (lowercase), or "" when the document has none.
  private static func habitUUID(_ text: String?, at path: String) throws -> String {
    guard let text else { return "" }
    guard text.count == 36, UUID(uuidString: text) != nil else {
      throw ImportError.invalidValue(path: path, value: quoted(text), expected: .uuid)
    }
    return text.lowercased()
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
          path: path + ".score", value: .literal(String(wire.score)),
          expected: .wholeNumberIn(Score.minimum...Score.maximum))
      }
      for (position, id) in wire.words.enumerated() where vocabulary.word(id: id) == nil {
        throw ImportError.invalidValue(
          path: path + ".words[\(position)]", value: quoted(id),
          expected: .knownWordID)
      }
      guard Zone(identifier: wire.timeZone) != nil else {
        throw ImportError.invalidValue(
          path: path + ".timeZone", value: quoted(wire.timeZone),
          expected: .timeZone)
      }
      try checkText(wire.reason, at: path + ".reason", field: .reason, lines: .multiple)
      for (position, tag) in wire.tags.enumerated() {
        try checkText(tag, at: path + ".tags[\(position)]", field: .tag(position + 1))
      }
      let reasonLength = wire.reason.trimmingWhitespace().count
      return try field(
        path + ".reason", .reasonLength(reasonLength),
        expected: .reasonLength(maximumLength: MoodEntry.maximumReasonLength)
      ) {
        try MoodEntry(
          day: day, score: score, words: wire.words, tags: wire.tags, reason: wire.reason,
          isMarkedToDiscuss: wire.discuss ?? false,
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
        throw ImportError.invalidValue(
          path: path + ".habit", value: .literal(String(wire.habit)),
          expected: .habitID(known: habits.map(\.id)))
      }
      let completion = HabitCompletion(
        habitID: wire.habit, day: try day(path + ".day", wire.day), isDone: wire.done)
      let key = HabitCompletion(habitID: wire.habit, day: completion.day, isDone: true)
      if let first = firstPathOfKey.updateValue(path, forKey: key) {
        throw ImportError.duplicate(
          path: path, value: .completion(habit: wire.habit, day: wire.day), firstPath: first)
      }
      return completion
    }
  }

  // MARK: - Fields

  private static func day(_ path: String, _ text: String) throws -> Day {
    try field(path, quoted(text), expected: .day) {
      try Day(parsing: text)
    }
  }

  private static func instant(_ path: String, _ text: String) throws -> Date {
    guard let date = Timestamp.parse(text) else {
      throw ImportError.invalidValue(
        path: path, value: quoted(text),
        expected: .timestamp)
    }
    return date
  }

  /// The result of `make`, with a `DomainError` it throws turned into an `ImportError` at `path`.
  private static func field<Value>(
    _ path: String, _ value: FoundValue, expected: ExpectedForm, _ make: () throws -> Value
  ) throws -> Value {
    do { return try make() } catch let error as DomainError {
      throw ImportError.invalidValue(path: path, value: value, expected: expected, because: error)
    }
  }

  /// Refuses text `JournalText` does not accept, or larger than its `TextLimit`, naming where
  /// it is: never cut or changed.
  private static func checkText(
    _ text: String, at path: String, field: JournalText.Field, lines: JournalText.Lines = .single
  ) throws {
    // Too many characters is the field's own error, which the domain names below.
    if let error = JournalText.sizeError(of: text, field: field),
      case .textTooLong(_, let excess, let limit) = error
    {
      throw ImportError.invalidValue(
        path: path, value: .textSize(excess), expected: .textWithin(limit), because: error)
    }
    if let scalar = JournalText.firstRefusedScalar(in: text, lines: lines) {
      throw ImportError.invalidValue(
        path: path, value: .character(scalar.value), expected: .plainText(lines))
    }
  }

  private static func quoted(_ text: String) -> FoundValue { .literal("\"\(text)\"") }
}

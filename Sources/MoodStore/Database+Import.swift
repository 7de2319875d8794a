import FoundationEssentials
import MoodCore

extension Database {
  /// Applies `document` to the store; the caller holds the transaction.
  package func apply(_ document: BackupDocument, onConflict policy: ConflictPolicy) throws
    -> ImportReport
  {
    var report = ImportReport()
    report.words = try apply(words: document.words, onConflict: policy)
    let (habitCounts, storeIDs) = try apply(habits: document.habits, onConflict: policy)
    report.habits = habitCounts
    report.completions = try apply(
      completions: document.completions, storeIDs: storeIDs, onConflict: policy)
    report.entries = try apply(entries: document.entries, onConflict: policy)
    report.sessions = try apply(sessions: document.sessions)
    return report
  }

  /// Adds the sessions the store lacks; one it has counts as skipped, whatever the policy, for
  /// a session holds nothing but its day.
  private func apply(sessions: [Day]) throws -> ImportReport.Counts {
    var counts = ImportReport.Counts()
    for day in sessions {
      if try addSession(on: day) { counts.added += 1 } else { counts.skipped += 1 }
    }
    return counts
  }

  /// Adds, replaces or merges entries day by day; an entry that would not change counts as
  /// skipped.
  package func apply(entries: [MoodEntry], onConflict policy: ConflictPolicy) throws
    -> ImportReport.Counts
  {
    var counts = ImportReport.Counts()
    let vocabulary = try vocabulary()
    for entry in entries {
      guard let existing = try self.entry(on: entry.day) else {
        try save(entry, vocabulary: vocabulary)
        counts.added += 1
        continue
      }
      switch policy {
      case .keep:
        counts.skipped += 1
      case .replace where existing == entry:
        counts.skipped += 1
      case .replace:
        // Deleting first makes the file's creation time win, as `replace` promises.
        try deleteEntry(on: entry.day)
        try save(entry, vocabulary: vocabulary)
        counts.updated += 1
      case .merge:
        let merged = try existing.merging(entry)
        if merged == existing {
          counts.skipped += 1
        } else {
          try save(merged, vocabulary: vocabulary)
          counts.updated += 1
        }
      }
    }
    return counts
  }

  // MARK: - Words

  private func apply(words: [MoodWord], onConflict policy: ConflictPolicy) throws
    -> ImportReport.Counts
  {
    var counts = ImportReport.Counts()
    for word in words {
      let vocabulary = try vocabulary()
      guard let existing = vocabulary.word(id: word.id) else {
        try addWord(word)
        counts.added += 1
        continue
      }
      let same =
        (existing.english, existing.chinese, existing.valence)
        == (word.english, word.chinese, word.valence)
      if same || policy != .replace || existing.isBuiltIn {
        counts.skipped += 1
        continue
      }
      let others = vocabulary.words.filter { !$0.isBuiltIn && $0.id != word.id }
      try Vocabulary(custom: others).validateNew(word)
      try query(
        "UPDATE custom_words SET valence = ?, english = ?, chinese = ? WHERE id = ?",
        [.text(word.valence.rawValue), .text(word.english), .text(word.chinese), .text(word.id)])
      counts.updated += 1
    }
    return counts
  }

  // MARK: - Habits

  /// Matches each habit to the store's (the same UUID, else the same id and name, else the same
  /// name and archived state), adding those that have no match, keeping their id and UUID when
  /// they are free. Replacing updates the name's spelling, icon, colour, creation day and
  /// position; archiving stays as the store has it. Keeping and merging leave a matched habit
  /// as it is.
  /// - Returns: the counts, and the store's id for each of the document's habit ids.
  private func apply(habits: [Habit], onConflict policy: ConflictPolicy) throws
    -> (ImportReport.Counts, [Int64: Int64])
  {
    var counts = ImportReport.Counts()
    var storeIDs: [Int64: Int64] = [:]
    var current = try self.habits(includeArchived: true)
    for habit in habits {
      let key = Habit.nameKey(habit.name)
      let match =
        current.first { !habit.uuid.isEmpty && $0.uuid == habit.uuid }
        ?? current.first { $0.id == habit.id && Habit.nameKey($0.name) == key }
        ?? current.first { Habit.nameKey($0.name) == key && $0.isArchived == habit.isArchived }
      guard let match else {
        let isFree = !current.contains { $0.id == habit.id }
        try query(
          """
          INSERT INTO habits
            (id, uuid, name, name_key, icon, color, archived, created_day, position)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
          [
            isFree ? .integer(habit.id) : .null,
            .text(
              habit.uuid.isEmpty || current.contains { $0.uuid == habit.uuid }
                ? UUID().uuidString.lowercased() : habit.uuid),
            .text(habit.name), .text(key),
            .text(habit.icon), .text(habit.color.description), .bool(habit.isArchived),
            .text(habit.createdDay.description), .int(habit.order),
          ])
        let added = try self.habit(id: lastInsertedRowID)
        current.append(added)
        storeIDs[habit.id] = added.id
        counts.added += 1
        continue
      }
      storeIDs[habit.id] = match.id
      let same =
        (match.name, match.icon, match.color, match.createdDay, match.order)
        == (habit.name, habit.icon, habit.color, habit.createdDay, habit.order)
      if same || policy != .replace {
        counts.skipped += 1
        continue
      }
      try query(
        """
        UPDATE habits SET name = ?, name_key = ?, icon = ?, color = ?, created_day = ?,
          position = ?
        WHERE id = ?
        """,
        [
          .text(habit.name), .text(key), .text(habit.icon), .text(habit.color.description),
          .text(habit.createdDay.description), .int(habit.order), .integer(match.id),
        ])
      counts.updated += 1
    }
    return (counts, storeIDs)
  }

  // MARK: - Completions

  /// Adds the records the store lacks; a record the store has is replaced (`replace`), made
  /// done when the file says done (`merge`: done when either says so), or kept.
  private func apply(
    completions: [HabitCompletion], storeIDs: [Int64: Int64], onConflict policy: ConflictPolicy
  ) throws -> ImportReport.Counts {
    var counts = ImportReport.Counts()
    for completion in completions {
      guard let habitID = storeIDs[completion.habitID] else {
        throw StoreError.habitNotFound("#\(completion.habitID)", archived: false)
      }
      let key: [SQLValue] = [.integer(habitID), .text(completion.day.description)]
      let existing = try query(
        "SELECT done FROM habit_completions WHERE habit_id = ? AND day = ?", key
      ).first.map { try $0.int(0) == 1 }
      if existing == nil {
        try query(
          "INSERT INTO habit_completions (habit_id, day, done) VALUES (?, ?, ?)",
          key + [.bool(completion.isDone)])
        counts.added += 1
      } else if existing == completion.isDone || policy == .keep
        || (policy == .merge && existing == true)
      {
        counts.skipped += 1
      } else {
        try query(
          "UPDATE habit_completions SET done = ? WHERE habit_id = ? AND day = ?",
          [.bool(completion.isDone)] + key)
        counts.updated += 1
      }
    }
    return counts
  }
}

import FoundationEssentials
import MoodCore

/// Daylio's backup (`.daylio`): a zip holding `backup.daylio`, the base64 of one JSON
/// document, and the photos. Only that entry is read.
///
/// | Daylio | MoodCard |
/// |---|---|
/// | a mood of `mood_group_id` 1 rad, 2 good, 3 meh, 4 bad, 5 awful | score 9, 7, 5, 3, 1 (as Daylio's CSV), or the label's `--mood-map` score |
/// | the mood's label (`custom_name`, else the predefined name) | a word, when it names one |
/// | activities (`tags`, in groups) | tags, by the activity's name |
/// | `note_title` and the HTML `note` | the reason, as plain text |
/// | `year`, `month` (from 0), `day` | the day; the moment from `datetime` (ms) |
/// | a goal of one activity | a habit, done on the days with that activity |
///
/// Never imported: the PIN (not even read), photos (counted), goals of no activity (named).
public enum DaylioBackup {
  /// Daylio's five mood levels, `mood_group_id` 1 to 5.
  public static let levels = ["rad", "good", "meh", "bad", "awful"]

  /// Reads the backup `archive`.
  /// - Parameters:
  ///   - moodMap: scores of labels; a label without one takes its level's.
  ///   - timeZone: where an entry without `datetime` is placed.
  ///   - vocabulary: the words a mood label may name.
  /// - Throws: `ImportError.zipRefused`, `.malformedJSON`, or `.damagedRecord` naming the
  ///   entry and field.
  public static func read(
    _ archive: ZipArchive, moodMap: MoodMap, timeZone: Zone, vocabulary: Vocabulary
  ) throws -> OtherAppFile {
    let name = ImportFormat.daylioBackupEntry
    let encoded = try archive.contents(of: name, limit: InputFile.defaultMaximumBytes)
    let base64 = encoded.filter { $0 != 0x0A && $0 != 0x0D && $0 != 0x20 }
    guard let json = Data(base64Encoded: Data(base64)) else {
      throw ImportError.damagedRecord(
        path: archive.name, place: .item(name), field: "content",
        value: .literal(String(decoding: encoded.prefix(20), as: UTF8.self)),
        expected: .base64JSON)
    }
    let backup = try OtherAppJSON.decode(Wire.self, from: Array(json), file: archive.name)
    var mapping = ImportMapping()
    let file = archive.name
    // The whole scale first, so the table shows every level.
    var moods: [Int: (label: String, score: Score, word: String?)] = [:]
    for mood in backup.customMoods ?? [] {
      guard (1...levels.count).contains(mood.moodGroupID) else {
        throw ImportError.damagedRecord(
          path: file, place: .item("customMoods[id \(mood.id)]"), field: "mood_group_id",
          value: .literal("\(mood.moodGroupID)"), expected: .wholeNumberIn(1...levels.count))
      }
      let level = levels[mood.moodGroupID - 1]
      let custom = mood.customName?.trimmingWhitespace() ?? ""
      let label = custom.isEmpty ? level : custom
      let score = try Score(moodMap.score(for: label) ?? moodMap.score(for: level) ?? 5)
      moods[mood.id] = (label, score, vocabulary.word(id: MoodWord.id(forName: label))?.id)
    }
    for mood in moods.values.sorted(by: { ($1.score.value, $0.label) < ($0.score.value, $1.label) })
    {
      mapping.note(mood.label, to: "\(mood.score.value)", in: .scores, count: 0)
    }
    let groups = Dictionary(
      (backup.tagGroups ?? []).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    let activities = Dictionary(
      (backup.tags ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var goalsByTag: [Int: String] = [:]
    for goal in backup.goals ?? [] {
      let tagName = goal.tagID.flatMap { activities[$0]?.name }
      let goalName = (goal.name?.trimmingWhitespace()).flatMap { $0.isEmpty ? nil : $0 } ?? tagName
      guard let tag = goal.tagID, tagName != nil, let goalName else {
        mapping.leave(.goal(goal.name ?? "?"))
        continue
      }
      goalsByTag[tag] = goalName
    }
    var checkIns: [CheckIn] = []
    for (index, entry) in (backup.dayEntries ?? []).enumerated() {
      let place = RecordPlace.item("dayEntries[\(index)]")
      func damaged(_ field: String, _ value: String, _ expected: ExpectedForm) -> ImportError {
        .damagedRecord(
          path: file, place: place, field: field, value: .literal(value), expected: expected)
      }
      guard let day = try? Day(year: entry.year, month: entry.month + 1, day: entry.day) else {
        throw damaged("month", "\(entry.year)/\(entry.month)/\(entry.day)", .monthFromZero)
      }
      guard let mood = moods[entry.mood] else {
        throw damaged("mood", "\(entry.mood)", .oneOf(moods.keys.sorted().map { "\($0)" }))
      }
      let time =
        entry.datetime.map { Date(timeIntervalSince1970: Double($0) / 1000) }
        ?? timeZone.date(
          year: day.year, month: day.month, day: day.day, hour: entry.hour, minute: entry.minute,
          second: 0)
      mapping.note(mood.label, to: "\(mood.score.value)", in: .scores)
      let word = mood.word
      if let word { mapping.note(mood.label, to: word, in: .words) }
      var tags: [String] = []
      var habits: [HabitRecord] = []
      for id in entry.tags ?? [] {
        guard let activity = activities[id] else {
          throw damaged("tags", "\(id)", .oneOf(activities.keys.sorted().map { "\($0)" }))
        }
        let group = activity.groupID.flatMap { groups[$0] }
        mapping.note(
          group.map { "\($0) › \(activity.name)" } ?? activity.name, to: activity.name, in: .tags)
        tags.append(activity.name)
        if let goal = goalsByTag[id] {
          habits.append(HabitRecord(name: goal, isDone: true))
          mapping.note(goal, to: goal, in: .habits)
        }
      }
      let note = [entry.noteTitle, entry.note].compactMap { $0.map(NoteHTML.text) }
        .filter { !$0.isEmpty }.joined(separator: "\n")
      checkIns.append(
        CheckIn(
          place: place, day: day, time: time, score: mood.score, words: word.map { [$0] } ?? [],
          tags: tags, note: note, habits: habits))
    }
    mapping.leave(.photos, count: archive.entries.filter { !$0.isFolder && $0.name != name }.count)
    if backup.hasPIN { mapping.leave(.pin) }
    return OtherAppFile(format: .daylio, checkIns: checkIns, mapping: mapping)
  }
}

// MARK: - The document

extension DaylioBackup {
  /// The parts of the document an import reads, by Daylio's names.
  private struct Wire: Decodable {
    struct Mood: Decodable {
      let id: Int
      let customName: String?
      let moodGroupID: Int
      enum CodingKeys: String, CodingKey {
        case id, customName = "custom_name", moodGroupID = "mood_group_id"
      }
    }
    struct Tag: Decodable {
      let id: Int
      let name: String
      let groupID: Int?
      enum CodingKeys: String, CodingKey { case id, name, groupID = "id_tag_group" }
    }
    struct Group: Decodable {
      let id: Int
      let name: String
    }
    struct Entry: Decodable {
      let datetime: Int64?
      let year: Int
      let month: Int
      let day: Int
      let hour: Int
      let minute: Int
      let mood: Int
      let note: String?
      let noteTitle: String?
      let tags: [Int]?
      enum CodingKeys: String, CodingKey {
        case datetime, year, month, day, hour, minute, mood, note, tags
        case noteTitle = "note_title"
      }
    }
    struct Goal: Decodable {
      let name: String?
      let tagID: Int?
      enum CodingKeys: String, CodingKey { case name, tagID = "id_tag" }
    }

    let customMoods: [Mood]?
    let tags: [Tag]?
    let tagGroups: [Group]?
    let dayEntries: [Entry]?
    let goals: [Goal]?
    /// Whether the backup carries a PIN: only whether it is empty is looked at, and it is
    /// kept nowhere.
    let hasPIN: Bool

    private struct Key: CodingKey {
      let stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      customMoods = try container.decodeIfPresent(
        [Mood].self, forKey: Key(stringValue: "customMoods"))
      tags = try container.decodeIfPresent([Tag].self, forKey: Key(stringValue: "tags"))
      tagGroups = try container.decodeIfPresent(
        [Group].self, forKey: Key(stringValue: "tag_groups"))
      dayEntries = try container.decodeIfPresent(
        [Entry].self, forKey: Key(stringValue: "dayEntries"))
      goals = try container.decodeIfPresent([Goal].self, forKey: Key(stringValue: "goals"))
      hasPIN =
        (try? container.decodeIfPresent(String.self, forKey: Key(stringValue: "pin")))?
        .map { !$0.isEmpty } ?? false
    }
  }
}

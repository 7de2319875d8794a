import FoundationEssentials
import MoodCore

/// Pixels' JSON backup (`PIXELS-BACKUP-….json`): an array of days, each
/// `{"date": "2026-2-8", "type": "Mood", "scores": [4, 5], "notes": "…",
/// "tags": [{"type": "Emotions", "entries": ["happy"]}]}`.
///
/// | Pixels | MoodCard |
/// |---|---|
/// | each of `scores`, 1 to 5 | a check-in of the day, scored 1, 3, 5, 7, 9 (`FivePointScale`); the last is the day's |
/// | `date`, `yyyy-M-d` (zero-padded or not) | the day |
/// | an entry of a tag type named like `Emotions` that names a MoodCard word | that word |
/// | any other tag entry | a tag |
/// | `notes` | the reason |
public enum PixelsBackup {
  /// Reads the backup's JSON `bytes`.
  /// - Throws: `ImportError.malformedJSON`, or `.damagedRecord` naming the item and field.
  public static func read(_ bytes: [UInt8], file: String, vocabulary: Vocabulary) throws
    -> OtherAppFile
  {
    let days = try OtherAppJSON.decode([Wire].self, from: bytes, file: file)
    var mapping = ImportMapping()
    FivePointScale.declare(in: &mapping)
    var checkIns: [CheckIn] = []
    for (index, record) in days.enumerated() {
      let place = RecordPlace.item("[\(index)]")
      guard let day = PixelsBackup.day(record.date) else {
        throw ImportError.damagedRecord(
          path: file, place: place, field: "date", value: .literal(record.date),
          expected: .written(like: "2026-2-8"))
      }
      var words: [String] = []
      var tags: [String] = []
      for group in record.tags ?? [] {
        let isEmotion = group.type.lowercased().hasPrefix("emotion")
        for name in group.entries {
          if isEmotion, let word = vocabulary.word(id: MoodWord.id(forName: name))?.id {
            words.append(word)
            mapping.note(name, to: word, in: .words)
          } else {
            tags.append(name)
            mapping.note("\(group.type) › \(name)", to: name, in: .tags)
          }
        }
      }
      let scores = record.scores ?? []
      for (position, point) in scores.enumerated() {
        guard let score = FivePointScale.score(point) else {
          throw ImportError.damagedRecord(
            path: file, place: place, field: "scores[\(position)]", value: .literal("\(point)"),
            expected: .wholeNumberIn(FivePointScale.points))
        }
        mapping.note("\(point)", to: "\(score.value)", in: .scores)
        let isFirst = position == 0
        checkIns.append(
          CheckIn(
            place: place, day: day, time: nil, score: score, words: isFirst ? words : [],
            tags: isFirst ? tags : [], note: isFirst ? (record.notes ?? "") : ""))
      }
      if scores.isEmpty {
        checkIns.append(
          CheckIn(
            place: place, day: day, time: nil, score: nil, words: words, tags: tags,
            note: record.notes ?? ""))
      }
    }
    return OtherAppFile(format: .pixels, checkIns: checkIns, mapping: mapping)
  }

  /// The day of `2026-2-8` or `2026-02-08`.
  static func day(_ text: String) -> Day? {
    let parts = text.trimmingWhitespace().split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ (1...4).contains($0.count) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    return try? Day(year: year, month: month, day: day)
  }

  private struct Wire: Decodable {
    struct TagGroup: Decodable {
      let type: String
      let entries: [String]
    }
    let date: String
    let scores: [Int]?
    let notes: String?
    let tags: [TagGroup]?
  }
}

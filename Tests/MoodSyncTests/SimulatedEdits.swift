import MoodCore
import MoodSync
import TestSupport

/// Random edits of every kind a person makes, as the change feed reports them, chosen from what
/// the computer shows: days made with all their fields, edited, cleared and deleted; habits,
/// their completions, mood words of one's own and therapy sessions made, changed and deleted.
struct SimulatedEdits {
  private var serial = 0
  private let days = ["2026-01-01", "2026-01-02", "2026-01-03"].map(day)
  private var habits: [String] = []
  private var words: [String] = []

  /// A text no other edit writes, so the checks can tell every value apart.
  private mutating func unique(_ prefix: String) -> String {
    serial += 1
    return "\(prefix)-\(serial)"
  }

  mutating func next(on computer: TestComputer, using random: inout SplitMix) throws
    -> [JournalChange]
  {
    let engine = computer.engine
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<4:
      let item = JournalItem.entry(days.randomElement(using: &random) ?? days[0])
      guard try engine.exists(item) == true else {
        return [
          JournalChange(item, .exists, .flag(true)),
          JournalChange(item, .score, .number(Int.random(in: 1...10, using: &random))),
          JournalChange(item, .words, .list([unique("word")])),
          JournalChange(item, .tags, .list([unique("tag"), unique("tag")])),
          JournalChange(item, .reason, .text(unique("reason"))),
          JournalChange(item, .discuss, .flag(false)),
        ]
      }
      switch Int.random(in: 0..<7, using: &random) {
      case 0: return [JournalChange(item, .score, .number(Int.random(in: 1...10, using: &random)))]
      case 1: return [JournalChange(item, .words, .list([unique("word")]))]
      case 2:
        return [
          JournalChange(
            item, .tags, Bool.random(using: &random) ? .cleared : .list([unique("tag")]))
        ]
      case 3: return [JournalChange(item, .reason, .text(unique("reason")))]
      case 4: return [JournalChange(item, .reason, .cleared)]
      case 5: return [JournalChange(item, .discuss, .flag(Bool.random(using: &random)))]
      default: return [JournalChange(item, .exists, .flag(false))]
      }
    case 4..<6:
      let shown = try habits.filter { try engine.exists(.habit(uuid: $0)) == true }
      guard let uuid = shown.randomElement(using: &random),
        Int.random(in: 0..<4, using: &random) > 0
      else {
        let uuid = unique("HABIT")
        habits.append(uuid)
        let item = JournalItem.habit(uuid: uuid)
        return [
          JournalChange(item, .exists, .flag(true)),
          JournalChange(item, .name, .text(unique("name"))),
          JournalChange(item, .icon, .text(unique("icon"))),
          JournalChange(item, .colour, .text(unique("#"))),
          JournalChange(item, .archived, .flag(false)),
          JournalChange(item, .order, .number(serial)),
        ]
      }
      let item = JournalItem.habit(uuid: uuid)
      let done = JournalItem.completion(
        habitUUID: uuid, day: days.randomElement(using: &random) ?? days[0])
      switch Int.random(in: 0..<8, using: &random) {
      case 0: return [JournalChange(item, .name, .text(unique("name")))]
      case 1: return [JournalChange(item, .icon, .cleared)]
      case 2: return [JournalChange(item, .colour, .text(unique("#")))]
      case 3: return [JournalChange(item, .archived, .flag(Bool.random(using: &random)))]
      case 4: return [JournalChange(item, .order, .number(Int.random(in: 0...9, using: &random)))]
      case 5: return [JournalChange(done, .done, .flag(true))]
      case 6: return [JournalChange(done, .done, .cleared)]
      default: return [JournalChange(item, .exists, .flag(false))]
      }
    case 6..<8:
      let shown = try words.filter { try engine.exists(.word(id: $0)) == true }
      guard let id = shown.randomElement(using: &random), Bool.random(using: &random) else {
        let id = unique("WORD")
        words.append(id)
        let item = JournalItem.word(id: id)
        return [
          JournalChange(item, .exists, .flag(true)),
          JournalChange(item, .english, .text(unique("en"))),
          JournalChange(item, .chinese, .text(unique("zh"))),
          JournalChange(item, .valence, .number(1)),
        ]
      }
      let item = JournalItem.word(id: id)
      switch Int.random(in: 0..<4, using: &random) {
      case 0: return [JournalChange(item, .english, .text(unique("en")))]
      case 1: return [JournalChange(item, .chinese, .cleared)]
      case 2:
        return [JournalChange(item, .valence, .number(Int.random(in: -1...1, using: &random)))]
      default: return [JournalChange(item, .exists, .flag(false))]
      }
    default:
      let item = JournalItem.session(days.randomElement(using: &random) ?? days[0])
      return [JournalChange(item, .exists, .flag(try engine.exists(item) != true))]
    }
  }
}

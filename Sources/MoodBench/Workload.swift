import MoodCore
import Stats

/// The shared workload of `../shared/bench/WORKLOAD.md`, as MoodCard draws it.
enum Workload {
  /// The 285-character paragraph of the reference card.
  static let paragraph =
    "Slept badly, but the long morning walk by the river helped a lot. Lunch with Mia was the "
    + "best part of the day: we laughed about the old office and planned a weekend trip to the "
    + "coast. The afternoon felt slow and I struggled to focus, yet I finished the report and "
    + "cooked a real dinner."
  /// The Chinese sentence that follows it.
  static let chinese = "今天虽然有点累，但是和朋友散步聊天让我觉得很平静，也很感激。明天想早点睡觉，继续保持好心情。"
  /// The reason on MoodCard's card: the paragraph, a line break, the sentence.
  static let reason = paragraph + "\n" + chinese
  /// The five words of the reference card, as vocabulary ids.
  static let words = ["calm", "hopeful", "tired", "grateful", "focused"]
  /// The reference card's day.
  static let day = Day(dayNumber: 20_161)  // 2025-03-14

  /// The reference card as a MoodCard model: score 7, portrait, light.
  static func card() throws -> CardModel {
    let vocabulary = Vocabulary(custom: [])
    return try CardModel(
      day: day, score: Score(7),
      words: words.compactMap { vocabulary.word(id: $0) }.map {
        CardWord(label: $0.english, valence: $0.valence)
      },
      reason: reason)
  }
}

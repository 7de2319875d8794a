import Foundation
import MoodCore
import SnapshotSupport
import Stats
import TestSupport
import Testing

@testable import CardRender

/// Pixel references of the card, in `Snapshots/CardSnapshotTests/`.
@Suite struct CardSnapshotTests {
  /// Checks the card for `model` against its reference, and that it reports `cuts` alone.
  private func check(
    _ model: CardModel, named name: String, cuts: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let layout = CardRenderer(fonts: try CardFixtures.fonts()).layout(model)
    #expect(layout.warnings.isEmpty, "\(name): \(layout.warnings)", sourceLocation: sourceLocation)
    #expect(layout.cuts.map(\.description) == cuts, "\(name)", sourceLocation: sourceLocation)
    assertSnapshot(of: model, as: .card, named: name, sourceLocation: sourceLocation)
  }

  @Test(arguments: CardSize.allCases, CardTheme.allCases)
  func eachSizeInEachTheme(size: CardSize, theme: CardTheme) throws {
    try check(CardFixtures.typical(theme: theme, size: size), named: "\(size)-\(theme)")
  }

  @Test(arguments: [1, 5, 10])
  func scores(score: Int) throws {
    try check(CardFixtures.typical(score: score), named: "score-\(score)")
  }

  @Test func chineseCard() throws {
    let model = CardFixtures.model(
      score: 8,
      words: CardFixtures.words(["Happy", "Grateful", "Relaxed"], locale: .simplifiedChinese),
      tags: ["家人", "周末"], reason: "和妈妈在海边散步，然后喝了一碗热汤，早早睡了。",
      habits: [CardHabit(name: "冥想", icon: "🧘")], locale: .simplifiedChinese)
    try check(model, named: "locale-zh-Hans")
  }

  @Test func chineseCardInTheDark() throws {
    let model = CardFixtures.model(
      score: 4, words: CardFixtures.words(["Tired", "Anxious"], locale: .simplifiedChinese),
      reason: "加班到很晚，但是同事请我吃了宵夜。Tomorrow is Friday!", theme: .dark,
      locale: .simplifiedChinese, size: .square)
    try check(model, named: "locale-zh-Hans-square-dark")
  }

  @Test func longReasonShrinksToFit() throws {
    let model = CardFixtures.model(
      score: 3, words: CardFixtures.words(["Tired", "Stressed"]), tags: ["work"],
      reason: CardFixtures.longReason)
    try check(
      model, named: "long-reason",
      cuts: ["the reason was cut to 290 of 500 characters to fit the portrait card"])
  }

  @Test func overfullCardShrinksTheFaceAndEllipsizesTheReason() throws {
    let (_, model) = try #require(
      CardFixtures.awkward(size: .square, theme: .dark).first { $0.0 == "everything long" })
    try check(
      model, named: "overfull-square-dark",
      cuts: [
        "the reason was cut to 170 of 500 characters to fit the square card",
        "9 of 13 words did not fit and show as +9", "the tags were cut to two lines",
        "the habits were cut to two lines",
      ])
  }

  @Test func emojiReason() throws {
    let model = CardFixtures.model(
      score: 9, words: CardFixtures.words(["Excited", "Loved"]),
      reason: "Birthday 🎂🎉 with everyone 👨‍👩‍👧‍👦 and the dog 🐶 — best day in ages ❤️")
    try check(model, named: "emoji-reason")
  }

  @Test func arabicReasonRunsRightToLeft() throws {
    let model = CardFixtures.model(
      score: 6, words: CardFixtures.words(["Calm"]),
      reason: "مشيت مع أمي على شاطئ البحر، ثم شربنا الشاي. يوم هادئ وجميل.")
    try check(model, named: "rtl-arabic")
  }

  @Test func hebrewReasonRunsRightToLeft() throws {
    let model = CardFixtures.model(
      score: 7, words: CardFixtures.words(["Content"]),
      reason: "הלכתי עם אמא לים, ואחר כך שתינו תה. יום שקט ויפה 🌊", theme: .dark)
    try check(model, named: "rtl-hebrew")
  }

  @Test func manyWordsEndWithAMoreChip() throws {
    let model = CardFixtures.model(
      score: 8, words: CardFixtures.twelveWords, tags: ["family", "friends"],
      reason: "So much happened today.")
    try check(model, named: "many-words")
  }

  @Test func longWordIsCutWithAnEllipsis() throws {
    let model = CardFixtures.model(
      score: 6,
      words: [CardWord(label: CardFixtures.longWord, valence: .pleasant)]
        + CardFixtures.words(["Calm"]), reason: "One word said it all.", size: .square)
    try check(model, named: "long-word")
  }

  @Test func noReason() throws {
    let model = CardFixtures.model(
      score: 5, words: CardFixtures.words(["Neutral", "Reflective"]), tags: ["home"])
    try check(model, named: "no-reason")
  }

  @Test func longChineseReasonOnStoryIsCutAtAClauseWithTheChineseEllipsis() throws {
    let model = CardFixtures.model(
      score: 6, words: CardFixtures.words(["Calm", "Tired"], locale: .simplifiedChinese),
      reason: String(repeating: "今天早上下雨，我们在海边慢慢散步，然后一起喝了热汤。", count: 20),
      locale: .simplifiedChinese, size: .story)
    let layout = CardRenderer(fonts: try CardFixtures.fonts()).layout(model)
    let shown = try #require(layout.cuts.first?.description)
    try check(model, named: "story-zh-long-reason", cuts: [shown])
  }

  @Test func bareCardWithoutTheFooter() throws {
    var model = CardFixtures.model(score: 9, theme: .dark)
    model.showsFooter = false
    try check(model, named: "bare-no-footer-dark")
  }
}

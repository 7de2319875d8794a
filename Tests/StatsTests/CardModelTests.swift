import Foundation
import MoodCore
import Testing

@testable import Stats

@Suite struct CardModelTests {
  private func entry(
    score: Int = 7, words: [String] = [], tags: [String] = [], reason: String = ""
  ) throws -> MoodEntry {
    try MoodEntry(
      day: Day(year: 2026, month: 11, day: 29), score: Score(score), words: words, tags: tags,
      reason: reason, loggedAt: Date(timeIntervalSince1970: 1_795_000_000), timeZone: "UTC")
  }

  @Test func englishDateLineNamesTheWeekdayDayMonthAndYear() throws {
    #expect(
      CardLocale.english.dateLine(for: try Day(parsing: "2026-11-29"))
        == "Sunday, 29 November 2026")
    #expect(
      CardLocale.english.dateLine(for: try Day(parsing: "2024-02-29"))
        == "Thursday, 29 February 2024")
    #expect(
      CardLocale.english.dateLine(for: try Day(parsing: "2027-01-04"))
        == "Monday, 4 January 2027")
  }

  @Test func chineseDateLineUsesYearMonthDayAndWeekday() throws {
    #expect(
      CardLocale.simplifiedChinese.dateLine(for: try Day(parsing: "2026-11-29"))
        == "2026年11月29日 星期日")
    #expect(
      CardLocale.simplifiedChinese.dateLine(for: try Day(parsing: "2026-03-04"))
        == "2026年3月4日 星期三")
  }

  @Test func theTenFacesAreAllDifferent() {
    let faces = Score.all.map(CardFace.init(score:))
    let shapes = Set(faces.map { "\($0.eyes) \($0.mouthCurve) \($0.mouthOpen) \($0.tears)" })
    #expect(shapes.count == 10)
    #expect(Set(faces.map(\.color)).count == 10)
    #expect(faces.map(\.mouthCurve) == faces.map(\.mouthCurve).sorted())
  }

  @Test(arguments: CardTheme.allCases)
  func everyTextKeepsAContrastOfAtLeastFourAndAHalf(theme: CardTheme) {
    for score in Score.all {
      let palette = CardPalette(theme: theme, face: CardFace(score: score))
      for pair in palette.textPairs {
        let ratio = pair.text.contrastRatio(with: pair.background)
        #expect(
          ratio >= 4.5,
          "\(theme) score \(score): \(pair.role) \(pair.text) on \(pair.background) is \(ratio)")
      }
    }
  }

  @Test func contrastRatioMatchesTheWCAGExtremes() throws {
    let black = try HexColor(parsing: "#000000"), white = try HexColor(parsing: "#FFFFFF")
    #expect(abs(black.contrastRatio(with: white) - 21) < 0.001)
    #expect(white.contrastRatio(with: white) == 1)
    // #767676 on white is the well-known 4.54:1 grey.
    #expect(abs(try HexColor(parsing: "#767676").contrastRatio(with: white) - 4.54) < 0.01)
  }

  @Test func entryWordsAreNamedInTheCardLanguageWithTheirValence() throws {
    let vocabulary = Vocabulary(custom: [])
    let entry = try entry(
      words: ["calm", "tired", "gone-word"], tags: ["work"], reason: "Long day")
    let english = CardModel(entry: entry, vocabulary: vocabulary)
    #expect(english.words.map(\.label) == ["Calm", "Tired", "gone-word"])
    #expect(english.words.map(\.valence) == [.pleasant, .neutral, .neutral])
    let chinese = CardModel(
      entry: entry, vocabulary: vocabulary, options: CardOptions(locale: .simplifiedChinese))
    #expect(chinese.words.map(\.label) == ["平静", "疲惫", "gone-word"])
    #expect(chinese.dateLine == "2026年11月29日 星期日")
  }

  @Test func sharingLessLeavesThosePartsOff() throws {
    let entry = try entry(words: ["calm"], tags: ["work"], reason: "Private")
    let options = CardOptions(showsReason: false, showsWords: false, showsTags: false)
    let model = CardModel(entry: entry, vocabulary: Vocabulary(custom: []), options: options)
    #expect(model.words.isEmpty && model.tags.isEmpty && model.reason.isEmpty)
    #expect(model.score == 7)
  }

  @Test func habitsShowTheirIconOrElseTheirName() throws {
    let day = try Day(parsing: "2026-11-29")
    let color = try HexColor(parsing: "#4F7CAC")
    let habits = [
      try Habit(id: 1, name: "Run", icon: "🏃", color: color, createdDay: day, order: 0),
      try Habit(id: 2, name: "Read", icon: nil, color: color, createdDay: day, order: 1),
    ]
    let model = CardModel(
      entry: try entry(), vocabulary: Vocabulary(custom: []), habitsDone: habits)
    #expect(model.habits.map(\.label) == ["🏃 Run", "Read"])
    #expect(
      model.habits == [
        CardHabit(name: "Run", icon: "🏃"), CardHabit(name: "Read"),
      ])
  }
}

import MoodCore
import Stats
import TestSupport
import Testing

@Suite struct DistributionTests {
  let week = Fixtures.week
  let vocabulary = Vocabulary(custom: [])

  private func item(_ key: String, _ label: String, _ count: Int) -> Distribution.Item {
    Distribution.Item(key: key, label: label, count: count)
  }

  @Test func wordsAreCountedMostUsedFirstWithTiesByName() {
    let words = Distribution.words(
      in: week.entries, range: week.range, vocabulary: vocabulary, languageCode: "en")
    #expect(
      words.items == [
        item("calm", "Calm", 3), item("happy", "Happy", 2), item("tired", "Tired", 2),
        item("anxious", "Anxious", 1), item("grateful", "Grateful", 1),
      ])
    #expect(words.total == 9)
    #expect(words.otherCount == 0 && words.otherKinds == 0)
  }

  @Test func tiesAreOrderedByTheWordsIdSoEveryLanguageListsThemAlike() {
    let chinese = Distribution.words(
      in: week.entries, range: week.range, vocabulary: vocabulary, languageCode: "zh-Hans")
    let english = Distribution.words(
      in: week.entries, range: week.range, vocabulary: vocabulary, languageCode: "en")
    #expect(chinese.items.map(\.label) == ["平静", "开心", "疲惫", "焦虑", "感激"])
    #expect(chinese.items.map(\.key) == english.items.map(\.key))
  }

  @Test func wordsBeyondTheLimitBecomeOther() {
    let words = Distribution.words(
      in: week.entries, range: week.range, vocabulary: vocabulary, languageCode: "en", limit: 2)
    #expect(words.items == [item("calm", "Calm", 3), item("happy", "Happy", 2)])
    #expect(words.otherCount == 4)
    #expect(words.otherKinds == 3)
    #expect(words.total == 9)
  }

  @Test func aTieAtTheLimitKeepsTheFirstByName() {
    let entries = [
      Fixtures.entry("2026-05-01", 5, words: ["sad", "calm"]),
      Fixtures.entry("2026-05-02", 5, words: ["calm", "sad"]),
      Fixtures.entry("2026-05-03", 5, words: ["angry"]),
    ]
    let range = DayRange(last: Fixtures.day("2026-05-03"), count: 3)
    let all = Distribution.words(
      in: entries, range: range, vocabulary: vocabulary, languageCode: "en")
    #expect(all.items.map(\.key) == ["calm", "sad", "angry"])
    let top = Distribution.words(
      in: entries, range: range, vocabulary: vocabulary, languageCode: "en", limit: 1)
    #expect(top.items == [item("calm", "Calm", 2)])
    #expect(top.otherCount == 3 && top.otherKinds == 2)
  }

  @Test func onlyEntriesInTheRangeAreCounted() throws {
    let range = try DayRange(
      first: Fixtures.day("2026-03-30"), last: Fixtures.day("2026-04-01"))
    let words = Distribution.words(
      in: week.entries, range: range, vocabulary: vocabulary, languageCode: "en")
    #expect(
      words.items == [
        item("calm", "Calm", 1), item("grateful", "Grateful", 1), item("happy", "Happy", 1),
      ])
  }

  @Test func customWordsUseTheirNamesAndUnknownWordsTheirIds() {
    let custom = MoodWord(valence: .pleasant, english: "Cozy", chinese: "惬意")
    let entries = [Fixtures.entry("2026-05-01", 7, words: ["cozy", "gone-word"])]
    let range = DayRange(last: Fixtures.day("2026-05-01"), count: 1)
    let words = Distribution.words(
      in: entries, range: range, vocabulary: Vocabulary(custom: [custom]), languageCode: "zh-Hans")
    #expect(words.items == [item("cozy", "惬意", 1), item("gone-word", "gone-word", 1)])
  }

  @Test func tagsIgnoringCaseAreOneTagSpelledAsFirstUsed() {
    let tags = Distribution.tags(in: week.entries, range: week.range)
    #expect(
      tags.items == [
        item("work", "work", 3), item("friends", "friends", 2), item("outdoors", "outdoors", 1),
        item("sleep", "sleep", 1),
      ])
    #expect(tags.total == 7)
  }

  @Test func aLimitOfZeroFoldsEverythingIntoOther() {
    let tags = Distribution.tags(in: week.entries, range: week.range, limit: 0)
    #expect(tags.items.isEmpty)
    #expect(tags.otherCount == 7 && tags.otherKinds == 4)
  }

  @Test func anEmptyRangeHasNoItems() {
    let tags = Distribution.tags(in: [], range: week.range, limit: 5)
    let words = Distribution.words(
      in: [], range: week.range, vocabulary: vocabulary, languageCode: "en")
    #expect(tags.items.isEmpty && tags.total == 0 && tags.otherCount == 0)
    #expect(words.items.isEmpty && words.total == 0)
  }

  // MARK: - Histogram and valence

  @Test func theHistogramHasTenBinsIncludingEmptyOnes() {
    let month = Fixtures.month
    let histogram = ScoreHistogram(entries: month.entries, range: month.range)
    #expect(histogram.bins.map(\.score) == Array(1...10))
    #expect(histogram.bins.map(\.count) == [0, 0, 0, 1, 3, 5, 6, 5, 1, 0])
    #expect(histogram.total == 21)
  }

  @Test func theHistogramOfALeapYear() {
    let year = Fixtures.year
    let histogram = ScoreHistogram(entries: year.entries, range: year.range)
    #expect(histogram.bins.map(\.count) == [55, 55, 28, 27, 28, 27, 28, 28, 27, 28])
    #expect(histogram.total == 331)
  }

  @Test func theHistogramOfNothingIsTenZeroes() {
    let histogram = ScoreHistogram(entries: [], range: week.range)
    #expect(histogram.bins.map(\.count) == Array(repeating: 0, count: 10))
    #expect(histogram.total == 0)
  }
}

import Foundation
import MoodCore
import TestSupport
import Testing

@Suite struct ScoreTests {
  @Test(arguments: ["0", "11", "7.5", "seven", "", "-3", "１", "07x"])
  func scoresOutsideOneToTenOrNotWholeAreRejected(text: String) {
    #expect(throws: DomainError.invalidScore(text)) { try Score(parsing: text) }
  }

  @Test func wholeScoresFromOneToTenAreAccepted() throws {
    #expect(try (1...10).map { try Score(parsing: String($0)).value } == Array(1...10))
    #expect(try Score(parsing: " 7 ").value == 7)
  }
}

@Suite struct MoodEntryTests {
  @Test func tagsAreTrimmedDeduplicatedIgnoringCaseAndSorted() {
    #expect(
      MoodEntry.normalizedTags([" work", "Family", "WORK", "", "  ", "café", "Cafe"])
        == ["Cafe", "café", "Family", "work"])
  }

  @Test func wordsKeepTheirOrderAndAppearOnce() throws {
    let entry = try MoodEntry.sample("2026-11-29", score: 7, words: ["calm", "tired", "calm"])
    #expect(entry.words == ["calm", "tired"])
  }

  @Test func theReasonLimitCountsCharactersAndCapsBytes() throws {
    let atLimit = String(repeating: "🌸", count: 500)  // one character each, 4 bytes
    #expect(try MoodEntry.sample("2026-11-29", score: 5, reason: atLimit).reason.count == 500)
    #expect(throws: DomainError.reasonTooLong(length: 501)) {
      try MoodEntry.sample("2026-11-29", score: 5, reason: atLimit + "x")
    }
    let family = String(repeating: "👨‍👩‍👧‍👦", count: 500)  // 25 bytes each
    #expect(
      throws: DomainError.textTooLong(field: .reason, excess: .bytes(12_500), limit: .reason)
    ) { try MoodEntry.sample("2026-11-29", score: 5, reason: family) }
    let mixed = "今天很好 🙂 שלום مرحبا"
    #expect(try MoodEntry.sample("2026-11-29", score: 5, reason: "  \(mixed)\n").reason == mixed)
  }
}

@Suite struct VocabularyTests {
  let vocabulary = Vocabulary(custom: [MoodWord(valence: .pleasant, english: "Cozy", chinese: "舒适")]
  )

  @Test func hasAboutThirtyBuiltInWordsWithUniqueIdsAndNamesInBothLanguages() {
    let builtIn = Vocabulary.builtIn
    #expect((28...40).contains(builtIn.count))
    #expect(Set(builtIn.map(\.id)).count == builtIn.count)
    #expect(builtIn.allSatisfy { !$0.english.isEmpty && !($0.chinese ?? "").isEmpty })
    #expect(Set(builtIn.compactMap(\.chinese)).count == builtIn.count)
    #expect(Set(builtIn.map(\.valence)) == Set(Valence.allCases))
  }

  /// The two words Mood Share offers that MoodCard lacked (issue 15).
  @Test func secureAndAbandonedAreBuiltInWithChineseNames() throws {
    #expect(try vocabulary.word(named: "secure").chinese == "安心")
    #expect(try vocabulary.word(named: "Abandoned").valence == .unpleasant)
    #expect(try vocabulary.word(named: "被抛弃").id == "abandoned")
    #expect(vocabulary.word(id: "secure")?.isBuiltIn == true)
  }

  @Test func aCustomWordThatABuiltInWordNowNamesGivesWayToIt() throws {
    let vocabulary = Vocabulary(custom: [MoodWord(valence: .pleasant, english: "Secure")])
    #expect(vocabulary.words.filter { $0.id == "secure" }.count == 1)
    #expect(vocabulary.word(id: "secure")?.isBuiltIn == true)
  }

  @Test(arguments: ["calm", "CALM", " Calm ", "平静"])
  func lookupIgnoresCaseInEitherLanguage(name: String) throws {
    #expect(try vocabulary.word(named: name).id == "calm")
  }

  @Test func customWordsAreFoundLikeBuiltInOnes() throws {
    #expect(try vocabulary.word(named: "舒适").id == "cozy")
    #expect(vocabulary.word(id: "cozy")?.isBuiltIn == false)
  }

  @Test func unknownWordsSuggestTheClosestWords() {
    #expect(throws: DomainError.unknownWord("calmm", suggestions: ["Calm"])) {
      try vocabulary.word(named: "calmm")
    }
    #expect(throws: DomainError.unknownWord("anxius", suggestions: ["Anxious"])) {
      try vocabulary.word(named: "anxius")
    }
    #expect(throws: DomainError.unknownWord("xyzzy-plugh", suggestions: [])) {
      try vocabulary.word(named: "xyzzy-plugh")
    }
  }

  @Test func aNewWordMayNotReuseANameInEitherLanguage() throws {
    #expect(throws: DomainError.self) {
      try vocabulary.validateNew(MoodWord(valence: .neutral, english: "calm"))
    }
    #expect(throws: DomainError.self) {
      try vocabulary.validateNew(MoodWord(valence: .neutral, english: "Quiet", chinese: "平静"))
    }
    #expect(throws: DomainError.self) {
      try vocabulary.validateNew(MoodWord(valence: .neutral, english: "  "))
    }
    try vocabulary.validateNew(MoodWord(valence: .neutral, english: "Quiet", chinese: "安静"))
  }
}

@Suite struct HabitValueTests {
  @Test(arguments: ["🏃", "📚", "☕", "❤️", "🧘‍♀️", "🇬🇧"])
  func oneEmojiIsAValidIcon(icon: String) throws {
    #expect(try Habit.validatedIcon(icon) == icon)
  }

  @Test(arguments: ["", "a", "7", "🏃🏃", "#", "run"])
  func anythingElseIsNotAnIcon(icon: String) {
    #expect(throws: DomainError.invalidIcon(icon)) { try Habit.validatedIcon(icon) }
  }

  @Test func namesAreTrimmedAndLimited() throws {
    #expect(try Habit.validatedName("  Read  ") == "Read")
    #expect(throws: DomainError.self) { try Habit.validatedName("   ") }
    #expect(throws: DomainError.self) { try Habit.validatedName(String(repeating: "x", count: 61)) }
    #expect(throws: DomainError.self) { try Habit.validatedName("two\nlines") }
  }

  @Test func coloursAreWrittenHashRRGGBB() throws {
    #expect(try HexColor(parsing: "#4fb58a").description == "#4FB58A")
    #expect(try HexColor(parsing: "4FB58A") == HexColor(red: 0x4F, green: 0xB5, blue: 0x8A))
    for bad in ["#4FB58", "#4FB58AA", "#GGGGGG", "red", ""] {
      #expect(throws: DomainError.invalidColor(bad)) { try HexColor(parsing: bad) }
    }
  }
}

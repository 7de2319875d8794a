import MoodApp
import MoodCore
import Stats
import TestSupport
import Testing

/// Each rule of the journal, tested once where it lives, with no process and no socket.
@Suite struct JournalRulesTests {
  private let day = Day.at("2026-11-29")

  @Test func tagsSplitOnEitherCommaWhereverTheyComeFrom() throws {
    #expect(ListText.items("工作，家, run ,,") == ["工作", "家", "run"])
    #expect(ListText.items("") == [])
    let fixture = try JournalFixture()
    let saved = try fixture.save(6, tags: ["工作，家", " run "])
    #expect(saved.entry.tags.sorted() == ["工作", "家", "run"].sorted())
  }

  @Test func anEmptyChineseNameIsNoName() throws {
    let fixture = try JournalFixture()
    let word = try fixture.journal.addWord(english: " Sunny ", chinese: "", valence: .pleasant)
    #expect(word.english == "Sunny")
    #expect(word.chinese == nil)
    let named = try fixture.journal.renameWord(word.id, english: nil, chinese: "晴")
    #expect(named.new.chinese == "晴")
    let cleared = try fixture.journal.renameWord(word.id, english: nil, chinese: "  ")
    #expect(cleared.new.chinese == nil)
    #expect(try fixture.journal.ownWord(named: word.id).chinese == nil)
  }

  @Test func flagsAreTrueFalseOneZeroOrBareAndNothingElse() throws {
    for text in ["", "true", "TRUE", "1"] { #expect(try FlagText.isSet(text, name: "a")) }
    for text in ["false", "0"] { #expect(try !FlagText.isSet(text, name: "a")) }
    for text in ["yes", "2", "maybe"] {
      #expect(throws: ValidationError.self) { try FlagText.isSet(text, name: "a") }
    }
  }

  @Test func nothingIsRecordedAfterToday() throws {
    let fixture = try JournalFixture()
    let tomorrow = fixture.today.adding(days: 1)
    #expect(throws: DomainError.dayAfterToday(tomorrow, today: fixture.today)) {
      try fixture.save(6, on: "\(tomorrow)")
    }
    let habit = try fixture.journal.addHabit(
      name: "Walk", icon: nil, color: nil, today: fixture.today)
    #expect(throws: DomainError.dayAfterToday(tomorrow, today: fixture.today)) {
      try fixture.journal.mark(.id(habit.id), on: tomorrow, done: true, today: fixture.today)
    }
    #expect(throws: DomainError.dayAfterToday(tomorrow, today: fixture.today)) {
      try fixture.journal.addSession(on: tomorrow, today: fixture.today)
    }
    #expect(try fixture.journal.entry(on: tomorrow) == nil)
    #expect(try fixture.journal.sessions() == [])
  }

  @Test func anArchivedHabitIsNotMarked() throws {
    let fixture = try JournalFixture()
    let habit = try fixture.journal.addHabit(
      name: "Walk", icon: nil, color: nil, today: fixture.today)
    try fixture.journal.changeHabit(.id(habit.id), HabitEdit(archived: true))
    #expect(throws: (any Error).self) {
      try fixture.journal.mark(.named("Walk"), on: day, done: true, today: fixture.today)
    }
    #expect(try fixture.journal.habits(on: day, includeArchived: true).map(\.done) == [nil])
  }

  @Test func aSaveChecksTheVersionItWasGivenAgainstTheOneRead() throws {
    let fixture = try JournalFixture()
    #expect(throws: EntryConflict(day: day, current: nil)) {
      try fixture.save(6, precondition: .matching(["*"]))
    }
    let first = try fixture.save(6, precondition: .absent)
    #expect(throws: EntryConflict(day: day, current: first.entry)) {
      try fixture.save(7, precondition: .absent)
    }
    let tag = EntryVersion.tag(of: first.entry)
    let second = try fixture.save(7, precondition: .matching(["\"stale\"", tag]))
    #expect(second.entry.score.value == 7)
    #expect(!second.isNew)
    #expect(throws: EntryConflict(day: day, current: second.entry)) {
      try fixture.journal.deleteEntry(on: day, precondition: .matching([tag]))
    }
    #expect(try fixture.journal.entry(on: day) == second.entry)
  }

  @Test func noEntryThatDayIsOneFailureForEveryUseCase() throws {
    let fixture = try JournalFixture()
    for attempt in [
      { _ = try fixture.journal.namedEntry(on: day) },
      { try fixture.journal.deleteEntry(on: day) },
      {
        _ = try fixture.journal.card(
          on: day, look: CardLook(options: CardOptions(), locale: .standard, showsHabits: false))
      },
    ] {
      let error = try #require(throws: (any Error).self) { try attempt() }
      #expect(Failure(error) == .notFound)
    }
  }
}

import MoodApp
import MoodCore
import TestSupport
import Testing

/// Every use case that writes hands the feed the changes it made, and nothing else; what only
/// reads, or refuses, hands it nothing.
@Suite struct ChangeFeedTests {
  private let day = Day.at("2026-11-29")

  @Test func aNewDayNotesThatItExistsThenEachField() throws {
    let fixture = try JournalFixture()
    try fixture.save(7, words: ["calm"], tags: ["work"], reason: "A walk")
    let entry = JournalItem.entry(day)
    #expect(
      fixture.log.writes == [
        [
          JournalChange(entry, .exists, .flag(true)), JournalChange(entry, .score, .number(7)),
          JournalChange(entry, .words, .list(["calm"])),
          JournalChange(entry, .tags, .list(["work"])),
          JournalChange(entry, .reason, .text("A walk")),
          JournalChange(entry, .discuss, .flag(false)),
        ]
      ])
  }

  @Test func anUpdateNotesOnlyTheFieldsItChanged() throws {
    let fixture = try JournalFixture()
    try fixture.save(7, words: ["calm"], tags: ["work"], reason: "A walk")
    _ = fixture.log.take()
    try fixture.save(7, reason: "A long walk")
    #expect(fixture.log.take() == [JournalChange(.entry(day), .reason, .text("A long walk"))])
    try fixture.save(4, discuss: true)
    #expect(
      fixture.log.take() == [
        JournalChange(.entry(day), .score, .number(4)),
        JournalChange(.entry(day), .discuss, .flag(true)),
      ])
    try fixture.save(4, tags: [])
    #expect(fixture.log.take() == [JournalChange(.entry(day), .tags, .list([]))])
  }

  @Test func aSaveThatChangesNothingNotesNothing() throws {
    let fixture = try JournalFixture()
    try fixture.save(6, words: ["calm"])
    _ = fixture.log.take()
    try fixture.save(6, words: ["calm"])
    #expect(fixture.log.writes.isEmpty)
  }

  @Test func aDeletedDayNotesOnlyThatItIsGone() throws {
    let fixture = try JournalFixture()
    try fixture.save(6, reason: "x")
    _ = fixture.log.take()
    try fixture.journal.deleteEntry(on: day)
    #expect(fixture.log.take() == [JournalChange(.entry(day), .exists, .flag(false))])
  }

  @Test func aRefusedWriteNotesNothingAndChangesNothing() throws {
    let fixture = try JournalFixture()
    let saved = try fixture.save(6)
    _ = fixture.log.take()
    #expect(throws: EntryConflict.self) {
      try fixture.save(9, precondition: .matching(["\"0-0\""]))
    }
    #expect(throws: DomainError.self) { try fixture.save(9, on: "2026-11-30") }
    #expect(fixture.log.writes.isEmpty)
    #expect(try fixture.journal.entry(on: day) == saved.entry)
  }

  @Test func aRecorderThatThrowsUndoesTheWrite() throws {
    let fixture = try JournalFixture()
    fixture.log.refuseNext()
    #expect(throws: ChangeLog.Refused.self) { try fixture.save(6) }
    #expect(try fixture.journal.entry(on: day) == nil)
    #expect(fixture.log.writes.isEmpty)
  }

  @Test func habitsNoteTheirFieldsByUUID() throws {
    let fixture = try JournalFixture()
    let journal = fixture.journal
    let habit = try journal.addHabit(name: "Walk", icon: "🚶", color: nil, today: fixture.today)
    let item = JournalItem.habit(uuid: habit.uuid)
    #expect(habit.uuid.count == 36)
    #expect(
      fixture.log.take() == [
        JournalChange(item, .exists, .flag(true)), JournalChange(item, .name, .text("Walk")),
        JournalChange(item, .icon, .text(habit.icon ?? "")),
        JournalChange(item, .colour, .text(habit.color.description)),
        JournalChange(item, .archived, .flag(false)),
        JournalChange(item, .order, .number(habit.order)),
      ])
    try journal.changeHabit(.named("walk"), HabitEdit(name: "Long walk"))
    #expect(fixture.log.take() == [JournalChange(item, .name, .text("Long walk"))])
    try journal.mark(.id(habit.id), on: day, done: true, today: fixture.today)
    try journal.mark(.id(habit.id), on: day, done: true, today: fixture.today)
    let done = JournalItem.completion(habitUUID: habit.uuid, day: day)
    #expect(fixture.log.take() == [JournalChange(done, .done, .flag(true))])
    try journal.changeHabit(.id(habit.id), HabitEdit(archived: true))
    #expect(fixture.log.take() == [JournalChange(item, .archived, .flag(true))])
    try journal.deleteHabit(.id(habit.id))
    #expect(
      fixture.log.take() == [
        JournalChange(done, .done, .cleared), JournalChange(item, .exists, .flag(false)),
      ])
  }

  @Test func wordsAndSessionsNoteTheirChanges() throws {
    let fixture = try JournalFixture()
    let journal = fixture.journal
    let word = try journal.addWord(english: "Sunny", chinese: " ", valence: .pleasant)
    let item = JournalItem.word(id: word.id)
    #expect(
      fixture.log.take() == [
        JournalChange(item, .exists, .flag(true)), JournalChange(item, .english, .text("Sunny")),
        JournalChange(item, .chinese, .cleared), JournalChange(item, .valence, .text("pleasant")),
      ])
    try journal.renameWord("Sunny", english: nil, chinese: "晴朗")
    #expect(fixture.log.take() == [JournalChange(item, .chinese, .text("晴朗"))])
    try journal.deleteWord(word.id)
    #expect(fixture.log.take() == [JournalChange(item, .exists, .flag(false))])

    #expect(try journal.addSession(on: day, today: fixture.today))
    #expect(try !journal.addSession(on: day, today: fixture.today))
    try journal.deleteSession(on: day)
    #expect(
      fixture.log.writes == [
        [JournalChange(.session(day), .exists, .flag(true))],
        [JournalChange(.session(day), .exists, .flag(false))],
      ])
  }

  @Test func readsNoteNothing() throws {
    let fixture = try JournalFixture()
    try fixture.save(6)
    _ = fixture.log.take()
    _ = try fixture.journal.entry(on: day)
    _ = try fixture.journal.habits(on: day, includeArchived: true)
    _ = try fixture.journal.vocabulary()
    _ = try fixture.journal.sessions()
    _ = try fixture.journal.backupJSON()
    #expect(fixture.log.writes.isEmpty)
  }
}

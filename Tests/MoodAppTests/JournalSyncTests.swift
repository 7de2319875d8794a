import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore
import MoodSync
import TestSupport
import Testing

/// Journals on separate computers (real stores in their own folders) kept in step through one
/// sync folder: every write recorded in its own transaction, every sync writing the others'
/// changes into the journal's tables.
@Suite struct JournalSyncTests {
  /// Syncs each computer in turn until a round seals and applies nothing, then checks they
  /// are equal.
  private func syncUntilEqual(_ computers: [SyncedJournal]) throws {
    for _ in 0..<5 {
      var moved = 0
      for computer in computers {
        let report = try computer.sync().sync
        moved += report.applied.count + (report.sealed == nil ? 0 : 1)
      }
      if moved == 0 { break }
    }
    let first = try computers[0].content()
    for computer in computers.dropFirst() { #expect(try computer.content() == first) }
  }

  @Test func aScoreOnOneAndAReasonOnTheOtherBothSurvive() throws {
    let folder = try SharedSyncFolder()
    let laptop = try SyncedJournal("laptop", folder: folder)
    let desktop = try SyncedJournal("desktop", folder: folder)
    try laptop.save(5, words: ["calm"], tags: ["work"], reason: "Rain all day", on: "2026-11-20")
    try laptop.sync()
    let arrived = try desktop.sync()
    #expect(arrived.days == [Day.at("2026-11-20")])
    #expect(try desktop.content() == laptop.content())

    // Neither has seen the other's edit: the laptop changes the score, the desktop the reason.
    try laptop.save(8, on: "2026-11-20")
    try desktop.save(5, reason: "Rain, then a long walk", on: "2026-11-20")
    try syncUntilEqual([laptop, desktop])
    let entry = try #require(try desktop.content().entries.first)
    #expect(entry.score == 8)
    #expect(entry.reason == "Rain, then a long walk")
    #expect(entry.words == ["calm"] && entry.tags == ["work"])
    #expect(try laptop.journal.syncConflicts(laptop.setup).isEmpty)
  }

  @Test func theLosingValueOfAConcurrentEditIsListed() throws {
    let folder = try SharedSyncFolder()
    let laptop = try SyncedJournal("laptop", folder: folder)
    let desktop = try SyncedJournal("desktop", folder: folder)
    try laptop.save(5, reason: "Tired", on: "2026-11-20")
    try syncUntilEqual([laptop, desktop])
    try laptop.save(3, on: "2026-11-20")
    try desktop.save(9, on: "2026-11-20")  // later by the shared clock: it wins
    try syncUntilEqual([laptop, desktop])
    #expect(try laptop.content().entries.map(\.score) == [9])
    for computer in [laptop, desktop] {
      let conflicts = try computer.journal.syncConflicts(computer.setup)
      #expect(conflicts.map(\.key) == [FieldKey(.entry(Day.at("2026-11-20")), .score)])
      #expect(conflicts.map(\.value) == [.number(9)])
      #expect(conflicts.map { $0.losers.map(\.value) } == [[.number(3)]])
      #expect(conflicts.map { $0.losers.map(\.stamp.device.text) } == [["laptop"]])
    }
    #expect(try laptop.sync().conflicts == 1)

    // Editing the field again, having seen both, settles it.
    try laptop.save(7, on: "2026-11-20")
    try syncUntilEqual([laptop, desktop])
    #expect(try desktop.journal.syncConflicts(desktop.setup).isEmpty)
    #expect(try desktop.content().entries.map(\.score) == [7])
  }

  @Test func deletionsReachEveryComputer() throws {
    let folder = try SharedSyncFolder()
    let laptop = try SyncedJournal("laptop", folder: folder)
    let desktop = try SyncedJournal("desktop", folder: folder)
    try laptop.save(5, on: "2026-11-20")
    try laptop.save(6, on: "2026-11-21")
    _ = try laptop.journal.addSession(on: Day.at("2026-11-21"), today: laptop.today)
    try syncUntilEqual([laptop, desktop])
    try desktop.journal.deleteEntry(on: Day.at("2026-11-20"))
    try desktop.journal.deleteSession(on: Day.at("2026-11-21"))
    try syncUntilEqual([laptop, desktop])
    #expect(try laptop.content().entries.map(\.day) == [Day.at("2026-11-21")])
    #expect(try laptop.content().sessions.isEmpty)

    // Logged again after the deletion: back everywhere, with only the new values.
    try laptop.save(2, on: "2026-11-20")
    try syncUntilEqual([laptop, desktop])
    #expect(try desktop.content().entries.map(\.score) == [2, 6])
  }

  /// The rule for a deletion against an edit made elsewhere without seeing it: the edit keeps
  /// the day, as its computer left it, and the deletion is listed as the loser of `exists`;
  /// deleting again, having seen the edit, deletes it everywhere.
  @Test func anEditMadeWithoutSeeingADeletionKeepsTheDay() throws {
    let folder = try SharedSyncFolder()
    let laptop = try SyncedJournal("laptop", folder: folder)
    let desktop = try SyncedJournal("desktop", folder: folder)
    let day = Day.at("2026-11-20")
    try laptop.save(5, reason: "First", on: "2026-11-20")
    try syncUntilEqual([laptop, desktop])
    try desktop.save(5, reason: "Edited on the desktop", on: "2026-11-20")
    try laptop.journal.deleteEntry(on: day)  // later by the clock, but concurrent
    try syncUntilEqual([laptop, desktop])
    #expect(try laptop.content().entries.map(\.reason) == ["Edited on the desktop"])
    let conflicts = try laptop.journal.syncConflicts(laptop.setup)
    #expect(conflicts.map(\.key) == [FieldKey(.entry(day), .exists)])
    #expect(conflicts.map { $0.losers.map(\.value) } == [[.flag(false)]])
    #expect(try laptop.withState { _, engine in try engine.conflicts() } == conflicts)

    try laptop.journal.deleteEntry(on: day)
    try syncUntilEqual([laptop, desktop])
    #expect(try desktop.content().entries.isEmpty)
    #expect(try desktop.journal.syncConflicts(desktop.setup).isEmpty)
  }

  @Test func habitsFollowTheirUUIDThroughRenamesCompletionsAndDeletion() throws {
    let folder = try SharedSyncFolder()
    let laptop = try SyncedJournal("laptop", folder: folder)
    let desktop = try SyncedJournal("desktop", folder: folder)
    let walk = try laptop.journal.addHabit(name: "Walk", icon: "🚶", color: nil, today: laptop.today)
    try laptop.journal.mark(
      .named("Walk"), on: Day.at("2026-11-28"), done: true, today: laptop.today)
    try syncUntilEqual([laptop, desktop])
    let arrived = try #require(try desktop.content().habits.first)
    #expect(arrived.uuid == walk.uuid && arrived.name == "Walk" && arrived.icon == "🚶")
    #expect(
      try desktop.content().completions
        == [JournalContent.Completion(uuid: walk.uuid, day: Day.at("2026-11-28"), done: true)])

    _ = try desktop.journal.changeHabit(.named("Walk"), HabitEdit(name: "Evening walk"))
    try desktop.journal.mark(
      .named("Evening walk"), on: Day.at("2026-11-29"), done: false, today: desktop.today)
    try syncUntilEqual([laptop, desktop])
    #expect(try laptop.content().habits.map(\.name) == ["Evening walk"])
    #expect(try laptop.content().habits.map(\.uuid) == [walk.uuid])
    #expect(try laptop.content().completions.map(\.done) == [true, false])

    _ = try laptop.journal.deleteHabit(.named("Evening walk"))
    try syncUntilEqual([laptop, desktop])
    #expect(try desktop.content().habits.isEmpty)
    #expect(try desktop.content().completions.isEmpty)
  }

  @Test func threeComputersEditingEverythingEndEqual() throws {
    let folder = try SharedSyncFolder()
    let computers = try ["laptop", "desktop", "work"].map { try SyncedJournal($0, folder: folder) }
    let (laptop, desktop, work) = (computers[0], computers[1], computers[2])
    let word = try laptop.journal.addWord(english: "Sunlit", chinese: "阳光", valence: .pleasant)
    try laptop.save(6, words: [word.id], reason: "Morning sun", on: "2026-11-25")
    _ = try desktop.journal.addHabit(name: "Read", icon: nil, color: nil, today: desktop.today)
    try desktop.journal.mark(
      .named("Read"), on: Day.at("2026-11-25"), done: true, today: desktop.today)
    try work.save(4, tags: ["deadline"], on: "2026-11-26")
    _ = try work.journal.addSession(on: Day.at("2026-11-27"), today: work.today)
    try syncUntilEqual(computers)
    #expect(try work.content().entries.count == 2)
    #expect(try work.content().words.map(\.english) == ["Sunlit"])
    #expect(try laptop.content().habits.map(\.name) == ["Read"])
    #expect(try laptop.content().sessions == [Day.at("2026-11-27")])

    try desktop.save(7, on: "2026-11-25")
    try work.save(6, words: [word.id], reason: "Morning sun, then friends", on: "2026-11-25")
    _ = try laptop.journal.renameWord(word.id, english: "Sunny", chinese: nil)
    _ = try work.journal.changeHabit(.named("Read"), HabitEdit(archived: true))
    try syncUntilEqual(computers)
    let day = try #require(try laptop.content().entries.first)
    #expect(day.score == 7 && day.reason == "Morning sun, then friends")
    #expect(try desktop.content().words.map(\.english) == ["Sunny"])
    #expect(try desktop.content().habits.map(\.archived) == [true])
  }

  @Test func theFolderHoldsNoPlaintext() throws {
    let folder = try SharedSyncFolder()
    let laptop = try SyncedJournal("laptop", folder: folder)
    let desktop = try SyncedJournal("desktop", folder: folder)
    let secrets = ["Quarrel with Morgan", "Zwiebelkuchen", "Flossing at noon", "wistful-ochre"]
    let word = try laptop.journal.addWord(english: secrets[1], chinese: nil, valence: .neutral)
    try laptop.save(3, words: [word.id], tags: [secrets[3]], reason: secrets[0], on: "2026-11-20")
    _ = try desktop.journal.addHabit(name: secrets[2], icon: nil, color: nil, today: desktop.today)
    try syncUntilEqual([laptop, desktop])
    #expect(try desktop.content().entries.map(\.reason) == [secrets[0]])

    let files = try folder.files()
    let names = files.map { String($0.dropFirst(folder.path.count + 1)) }
    #expect(names.count(where: { $0.hasSuffix("applied.age") }) == 2)
    #expect(names.count(where: { $0.contains("/batch-") }) == 2)
    for file in files {
      let bytes = [UInt8](try #require(FileManager.default.contents(atPath: file)))
      #expect(bytes.starts(with: Array("age-encryption.org/v1\n".utf8)))
      for secret in secrets + [word.id] {
        #expect(!bytes.contains(bytes: Array(secret.utf8)), "\(secret) in \(file)")
      }
    }
  }

  @Test func aWriteWhoseRecorderFailsLeavesNeitherTheChangeNorItsRecord() throws {
    let folder = try SharedSyncFolder()
    let refusing = ChangeLog()
    let laptop = try SyncedJournal("laptop", folder: folder, extra: [refusing])
    try laptop.save(5, reason: "Kept", on: "2026-11-20")
    refusing.refuseNext()
    #expect(throws: ChangeLog.Refused.self) {
      try laptop.save(9, reason: "Never saved", on: "2026-11-21")
    }
    #expect(try laptop.content().entries.map(\.reason) == ["Kept"])
    // The sync recorder ran first and recorded the day; the rollback took its record too.
    let recorded = try laptop.withState { state, _ in
      (try state.keys(), try state.openBatch()?.records.map(\.change.item))
    }
    #expect(Set(recorded.0.map(\.item)) == [.entry(Day.at("2026-11-20"))])
    #expect(Set(recorded.1 ?? []) == [.entry(Day.at("2026-11-20"))])

    let desktop = try SyncedJournal("desktop", folder: folder)
    try syncUntilEqual([laptop, desktop])
    #expect(try desktop.content().entries.map(\.reason) == ["Kept"])
  }

  /// `kill -9` at any moment of a write either comes before its commit (neither the change nor
  /// its record) or after it (both): they are one transaction. Here the sync recorder itself
  /// fails, its table gone, and the journal's change goes with it.
  @Test func aChangeIsNeverCommittedWithoutItsRecord() throws {
    let folder = try SharedSyncFolder()
    let laptop = try SyncedJournal("laptop", folder: folder)
    try laptop.save(5, on: "2026-11-20")
    let store = try Store(path: laptop.path)
    try store.write { try $0.execute("DROP TABLE sync_open_records") }
    try store.close()
    #expect(throws: StoreError.self) { try laptop.save(9, on: "2026-11-21") }
    #expect(try laptop.content().entries.map(\.day) == [Day.at("2026-11-20")])
  }

  @Test func aJournalFromBeforeSyncIsRecordedWhole() throws {
    let folder = try SharedSyncFolder()
    let directory = try TemporaryDirectory(prefix: "moodcard-before-sync")
    let before = try Journal(path: directory.file("mood.sqlite"))
    let day = Day.at("2026-11-20")
    _ = try before.save(
      EntryChange(
        score: try Score(6), words: nil, tags: ["old"], reason: "Before sync", discuss: nil),
      on: day, today: day, at: Fixtures.instant(on: day, hour: 9, minute: 0), timeZone: .utc)
    _ = try before.addHabit(name: "Stretch", icon: nil, color: nil, today: day)
    try before.close()
    let laptop = try SyncedJournal("laptop", folder: folder, reusing: directory)
    try laptop.journal.recordEverything(laptop.setup)
    let desktop = try SyncedJournal("desktop", folder: folder)
    try syncUntilEqual([laptop, desktop])
    #expect(try desktop.content().entries.map(\.reason) == ["Before sync"])
    #expect(try desktop.content().habits.map(\.name) == ["Stretch"])
  }
}

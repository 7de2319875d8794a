import MoodCore
import StoreTestSupport
import TestSupport
import Testing

@testable import MoodStore

@Suite struct HabitStoreTests {
  let store: TemporaryStore
  let today = Day.at("2026-11-29")
  init() throws { store = try TemporaryStore() }

  private func add(_ name: String) throws -> Habit {
    try store.write { db in try db.addHabit(name: name, icon: "🏃", color: nil, createdDay: today) }
  }

  @Test func namesAreUniqueAmongActiveHabitsIgnoringCase() throws {
    _ = try add("Run")
    #expect(throws: StoreError.habitExists("Run")) { try add("run") }
    #expect(throws: StoreError.habitExists("Run")) { try add("  RUN ") }
    let read = try add("Read")
    #expect(read.order == 2)
    #expect(read.color != Habit.defaultColors[0])
  }

  @Test func aDayHasOneCompletionPerHabitWhichCanBeUndone() throws {
    let run = try add("Run")
    try store.write { db in
      try db.setCompletion(of: run, on: today, done: true)
      try db.setCompletion(of: run, on: today, done: true)
      try db.setCompletion(of: run, on: today.adding(days: -1), done: true)
    }
    try store.write { db in try db.setCompletion(of: run, on: today, done: false) }
    let completions = try store.read { db in try db.completions() }
    #expect(completions.map(\.day) == [today.adding(days: -1), today])
    #expect(completions.map(\.isDone) == [true, false])
  }

  @Test func eachHabitsEarliestRecordIsFoundWithWhetherItWasDone() throws {
    let run = try add("Run"), read = try add("Read"), _ = try add("Swim")
    try store.write { db in
      for offset in [0, -3, -40, -7] {
        try db.setCompletion(of: run, on: today.adding(days: offset), done: offset != -40)
      }
      try db.setCompletion(of: read, on: today.adding(days: -2), done: true)
      try db.setCompletion(of: read, on: today.adding(days: -1), done: false)
    }
    let earliest = try store.read { db in try db.earliestCompletions() }
    // Swim has no record, so no earliest; Run's first, 40 days back, was not done.
    #expect(earliest.map(\.habitID) == [run.id, read.id])
    #expect(earliest.map(\.day) == [today.adding(days: -40), today.adding(days: -2)])
    #expect(earliest.map(\.isDone) == [false, true])
  }

  @Test func archivingHidesAHabitAndKeepsItsHistory() throws {
    let run = try add("Run")
    try store.write { db in
      try db.setCompletion(of: run, on: today, done: true)
      try db.setArchived(run, true)
    }
    #expect(try store.read { db in try db.habits() }.isEmpty)
    #expect(
      try store.read { db in try db.habits(includeArchived: true) }.map(\.isArchived) == [true])
    #expect(try store.read { db in try db.completions() }.count == 1)
    #expect(throws: StoreError.habitNotFound("run", archived: true)) {
      try store.read { db in try db.activeHabit(named: "run") }
    }
    // A new active habit may take the archived one's name, and then the old one cannot return.
    _ = try add("run")
    #expect(throws: StoreError.habitExists("run")) {
      try store.write { db in try db.setArchived(run, false) }
    }
  }

  @Test func deletingAHabitRemovesItsCompletionsAndNoOthers() throws {
    let run = try add("Run")
    let read = try add("Read")
    try store.write { db in
      for offset in 0..<5 {
        try db.setCompletion(of: run, on: today.adding(days: -offset), done: true)
      }
      try db.setCompletion(of: read, on: today, done: true)
    }
    let removed = try store.write { db in try db.delete(run) }
    #expect(removed == 5)
    #expect(try store.read { db in try db.completions() }.map(\.habitID) == [read.id])
    #expect(throws: StoreError.habitNotFound("Run", archived: false)) {
      try store.read { db in try db.habit(named: "Run") }
    }
  }

  @Test func renamingKeepsHistoryAndRefusesATakenName() throws {
    let run = try add("Run")
    _ = try add("Read")
    try store.write { db in try db.setCompletion(of: run, on: today, done: true) }
    let renamed = try store.write { db in try db.rename(run, to: "Jog") }
    #expect(renamed.id == run.id)
    #expect(renamed.name == "Jog")
    #expect(try store.read { db in try db.completions() }.map(\.habitID) == [run.id])
    #expect(throws: StoreError.habitExists("Read")) {
      try store.write { db in try db.rename(renamed, to: "read") }
    }
    // Changing only the case of its own name is allowed.
    #expect(try store.write { db in try db.rename(renamed, to: "JOG") }.name == "JOG")
  }
}

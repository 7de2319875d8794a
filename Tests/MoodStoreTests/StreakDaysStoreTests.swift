import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

/// The logged days beyond a range that its streaks reach, read with a query a run instead of
/// the whole history.
@Suite struct StreakDaysStoreTests {
  let store: TemporaryStore

  /// Logged: 1-10 March, 13-14 March, 16-25 March, 30 March - 1 April.
  init() throws {
    store = try TemporaryStore()
    let runs = [("2026-03-01", 10), ("2026-03-13", 2), ("2026-03-16", 10), ("2026-03-30", 3)]
    try store.write { db in
      for (first, count) in runs {
        for offset in 0..<count {
          try db.save(
            try MoodEntry.sample(Day.at(first).adding(days: offset).description, score: 5))
        }
      }
    }
  }

  private func days(_ first: String, _ count: Int) -> Set<Day> {
    Set((0..<count).map { Day.at(first).adding(days: $0) })
  }

  @Test func aRunIsMeasuredFromItsEndOrItsStart() throws {
    func length(_ day: String, backward: Bool) throws -> Int {
      try store.read { db in try db.loggedRunLength(from: Day.at(day), backward: backward) }
    }
    #expect(try length("2026-03-10", backward: true) == 10)
    #expect(try length("2026-03-05", backward: true) == 5)
    #expect(try length("2026-03-05", backward: false) == 6)
    #expect(try length("2026-03-16", backward: false) == 10)
    #expect(try length("2026-03-11", backward: true) == 0)
    #expect(try length("2026-03-11", backward: false) == 0)
    #expect(try length("2026-04-01", backward: true) == 3)
  }

  @Test func theRunsThroughTheRangesEdgesAndTheCurrentRunAreRead() throws {
    let range = try DayRange(first: Day.at("2026-03-10"), last: Day.at("2026-03-16"))
    let beyond = Set(
      try store.read { db in
        try db.loggedDays(reachedByStreaksOf: range, today: Day.at("2026-04-01"))
      })
    #expect(
      beyond == days("2026-03-01", 9).union(days("2026-03-17", 9)).union(days("2026-03-30", 3)))
  }

  @Test func whileTodayIsOpenTheCurrentRunEndsYesterday() throws {
    let range = try DayRange(first: Day.at("2026-03-13"), last: Day.at("2026-03-14"))
    let beyond = Set(
      try store.read { db in
        try db.loggedDays(reachedByStreaksOf: range, today: Day.at("2026-04-02"))
      })
    #expect(beyond == days("2026-03-30", 3))
  }

  @Test func aRangeEndingTodayNeedsOnlyTheRunBeforeIt() throws {
    let range = DayRange(last: Day.at("2026-03-25"), count: 7)
    let beyond = Set(
      try store.read { db in
        try db.loggedDays(reachedByStreaksOf: range, today: Day.at("2026-03-25"))
      })
    #expect(beyond == days("2026-03-16", 3))
  }
}

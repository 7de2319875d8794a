import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// The ends of the calendar: one formatter of instants (the proleptic Gregorian calendar) in
/// `list --json`, the web API and the backup, and no day before year 1 let in by the clock.
@Suite struct CalendarEndsTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  @Test func anInstantBefore1582ReadsTheSameInListTheWebAPIAndTheBackup() throws {
    let now = "1500-03-01T12:00:00Z"
    let logged = try MoodBinary.run(["log", "6", "--tz", "Etc/UTC"], store: store.path, now: now)
    #expect(logged.status == 0, "\(logged.stderr)")
    let list = try MoodBinary.run(["list", "--json", "--days", "1"], store: store.path, now: now)
    #expect(list.stdout.contains(#""loggedAt" : "1500-03-01T12:00:00.000Z""#), "\(list.stdout)")
    let backup = try MoodBinary.run(["export"], store: store.path, now: now)
    #expect(backup.stdout.contains(#""loggedAt" : "1500-03-01T12:00:00.000Z""#))
    let server = try ServeProcess(store: store.path, now: now)
    let day = try RawHTTP.send(
      port: server.port, "GET", "/api/entries/1500-03-01", headers: try server.pageHeaders())
    #expect(
      (try day.json() as? [String: Any])?["loggedAt"] as? String == "1500-03-01T12:00:00.000Z")
  }

  @Test func aClockAtYearOneWestOfUTCIsRefusedAtTheDoor() throws {
    let now = "0001-01-01T03:00:00Z"
    let logged = try MoodBinary.run(
      ["log", "6", "--tz", "America/New_York", "--locale", "en"], store: store.path, now: now)
    #expect(logged.status == 64)
    #expect(
      logged.stderr.hasPrefix(#"Error: invalid day "0000-12-31": the year must be 1...9999"#),
      "\(logged.stderr)")
    #expect(try store.read { try $0.entryCount() } == 0)
    let habit = try MoodBinary.run(["habit", "add", "Walk"], store: store.path, now: now)
    #expect(habit.status == 0, "\(habit.stderr)")
    let done = try MoodBinary.run(
      ["habit", "done", "walk", "--tz", "America/New_York"], store: store.path, now: now)
    #expect(done.status != 0)
    #expect(try MoodBinary.run(["export"], store: store.path, now: now).status == 0)
    // East of UTC the same instant is 0001-01-01, a day there is.
    let east = try MoodBinary.run(["log", "6", "--tz", "Asia/Tokyo"], store: store.path, now: now)
    #expect(east.status == 0, "\(east.stderr)")
    #expect(try MoodBinary.run(["export"], store: store.path, now: now).status == 0)
  }
}

import Foundation
import StoreTestSupport
import TestSupport
import Testing

@Suite struct RemindCommandTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  @Test func aLoggedTodayNeedsNoReminder() throws {
    _ = try MoodBinary.run(["log", "7"], store: store.path)
    let result = try MoodBinary.run(["remind"], store: store.path)
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
  }

  @Test func anUnloggedTodayPrintsAReminderAndExitsOne() throws {
    _ = try MoodBinary.run(["log", "7", "--date", "yesterday"], store: store.path)
    let result = try MoodBinary.run(["remind"], store: store.path)
    #expect(result.status == 1)
    #expect(result.stdout == "You have not logged 2026-11-29, Sunday yet: mood log SCORE\n")
    #expect(result.stderr.isEmpty)
    #expect(
      try MoodBinary.run(["list", "--json"], store: store.path).stdout.contains("2026-11-28"))
  }

  @Test func notifySendsADesktopNotificationThroughNotifySend() throws {
    let bin = try TemporaryDirectory(prefix: "moodcard-bin")
    let record = bin.file("arguments")
    // A stand-in notify-send that records what it was asked to show.
    FileManager.default.createFile(
      atPath: bin.file("notify-send"),
      contents: Data("#!/bin/sh\nprintf '%s\\n' \"$@\" > \(record)\n".utf8),
      attributes: [.posixPermissions: 0o755])
    let result = try MoodBinary.run(
      ["remind", "--notify"], store: store.path, environment: ["PATH": bin.path + ":/usr/bin:/bin"])
    #expect(result.status == 1)
    let shown = try String(contentsOfFile: record, encoding: .utf8)
    #expect(shown == "--app-name=MoodCard\nMoodCard\n\(result.stdout)")
  }

  @Test func notifySaysSoWhenNotifySendIsMissing() throws {
    let empty = try TemporaryDirectory(prefix: "moodcard-bin")
    let result = try MoodBinary.run(
      ["remind", "--notify"], store: store.path, environment: ["PATH": empty.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("notify-send was not found; install libnotify-bin"))
  }
}

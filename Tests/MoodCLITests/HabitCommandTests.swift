import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

@Suite struct HabitCommandTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  private func mood(_ arguments: String...) throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path)
  }

  @Test func aHabitIsAddedRecordedListedRenamedArchivedAndDeleted() throws {
    #expect(
      try mood("habit", "add", "Run", "--icon", "🏃", "--color", "#2fa39a").stdout
        == "Added the habit 🏃 Run.\n")
    #expect(try mood("habit", "add", "Read").status == 0)
    #expect(try mood("habit", "done", "run").stdout == "🏃 Run: done on 2026-11-29.\n")
    #expect(try mood("habit", "undo", "READ", "--date", "yesterday").status == 0)
    // Read takes the first default colour no habit has; Run's, the second, is taken.
    #expect(try mood("habit", "list").stdout == "[x] 🏃 Run  #2FA39A\n[ ] Read    #4F7CAC\n")
    #expect(try mood("habit", "list", "--date", "2026-11-28").stdout.contains("[-] Read"))

    #expect(try mood("habit", "rename", "run", "Jog").stdout == "Renamed the habit to 🏃 Jog.\n")
    #expect(try mood("habit", "archive", "jog").status == 0)
    #expect(!(try mood("habit", "list").stdout.contains("Jog")))
    #expect(try mood("habit", "list", "--all").stdout.contains("[x] 🏃 Jog  #2FA39A  (archived)"))
    let archived = try mood("habit", "done", "jog")
    #expect(archived.status == 65)
    #expect(
      archived.stderr.contains(
        "the habit \"Jog\" is archived; bring it back with `mood habit unarchive Jog`"))
    #expect(try mood("habit", "unarchive", "jog").status == 0)

    let refused = try mood("habit", "delete", "jog")
    #expect(refused.status == 64)
    #expect(
      refused.stderr.contains(
        "refusing to delete the habit Jog and its 1 recorded day without confirmation; add --yes"))
    #expect(
      try mood("habit", "delete", "jog", "--yes").stdout
        == "Deleted the habit 🏃 Jog and its 1 recorded day.\n")
    #expect(try store.read { db in try db.completions() }.count == 1)
  }

  @Test(
    arguments: [
      (
        ["habit", "done", "Swim"], 66, "no habit named \"Swim\"; `mood habit list --all` lists them"
      ),
      (["habit", "add", "run"], 65, "a habit named \"Run\" exists already"),
      (
        ["habit", "add", "Yoga", "--icon", "yoga"], 64,
        "invalid icon \"yoga\": expected a single emoji"
      ),
      (
        ["habit", "add", "Yoga", "--color", "blue"], 64, "invalid colour \"blue\": expected #RRGGBB"
      ),
      (["habit", "add", " "], 64, "invalid habit name \" \""),
      (["habit", "rename", "Run", "Read"], 65, "a habit named \"Read\" exists already"),
    ] as [([String], Int32, String)])
  func badHabitInputNamesTheValueAndChangesNothing(
    arguments: [String], status: Int32, message: String
  ) throws {
    try mood("habit", "add", "Run").succeeded()
    try mood("habit", "add", "Read").succeeded()
    let before = try store.read { db in try db.habits(includeArchived: true) }
    let result = try MoodBinary.run(arguments, store: store.path)
    #expect(result.status == status)
    #expect(result.stderr.hasPrefix("Error: \(message)"))
    #expect(try store.read { db in try db.habits(includeArchived: true) } == before)
  }
}

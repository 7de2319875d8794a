import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

@Suite struct StorePathTests {
  let folder: TemporaryDirectory
  init() throws { folder = try TemporaryDirectory() }

  @Test func aForeignFileAtTheStorePathIsRefusedAndLeftUntouched() throws {
    let path = folder.file("diary.txt")
    let text = Data("my own notes\n".utf8)
    #expect(FileManager.default.createFile(atPath: path, contents: text))
    let result = try MoodBinary.run(["log", "7"], store: path)
    #expect(result.status == 65)
    #expect(
      result.stderr.contains("\(path) is not a MoodCard store (it is not an SQLite database)"))
    #expect(FileManager.default.contents(atPath: path) == text)
  }

  @Test func anUnwritableStorePathCannotBeCreated() throws {
    let blocker = folder.file("blocker")
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
    let result = try MoodBinary.run(["log", "7", "--store", blocker + "/mood.sqlite"])
    #expect(result.status == 73)
    #expect(result.stderr.contains("cannot create the store at \(blocker)/mood.sqlite"))
  }

  @Test func theStoreOptionWinsOverTheEnvironmentAndTheDefaultFollowsXDG() throws {
    let chosen = folder.file("chosen.sqlite")
    let fromEnvironment = folder.file("env.sqlite")
    try MoodBinary.run(["log", "7", "--store", chosen], store: fromEnvironment).succeeded()
    #expect(FileManager.default.fileExists(atPath: chosen))
    #expect(!FileManager.default.fileExists(atPath: fromEnvironment))

    try MoodBinary.run(["log", "7"], environment: ["XDG_DATA_HOME": folder.path]).succeeded()
    #expect(FileManager.default.fileExists(atPath: folder.file("moodcard/mood.sqlite")))
  }

  @Test func twoProcessesLoggingAtOnceBothSucceed() throws {
    let store = folder.file("shared.sqlite")
    try MoodBinary.run(["log", "5", "--date", "2000-01-01"], store: store).succeeded()
    // Two shells, each logging 200 different days one process after another, at the same time.
    let script = """
      first=$1; status=0
      for i in $(seq 0 199); do
        day=$(date -u -d "$first + $i days" +%Y-%m-%d)
        "$MOOD" log $(( i % 10 + 1 )) --date "$day" --reason "run $first" >/dev/null || status=1
      done
      exit $status
      """
    let writers = ["2024-01-01", "2025-01-01"].map { first in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script, "writer", first]
      process.environment = MoodBinary.environment(
        store: store, now: nil, adding: ["MOOD": MoodBinary.path])
      let errors = Pipe()
      process.standardError = errors
      return (process, errors)
    }
    for (process, _) in writers { try process.run() }
    var failures = ""
    for (process, errors) in writers {
      failures += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
    }
    #expect(failures.isEmpty)
    let entries = try Store(path: store).read { db in try db.entries() }
    #expect(entries.count == 401)
    #expect(entries.filter { $0.reason == "run 2024-01-01" }.count == 200)
    #expect(entries.filter { $0.reason == "run 2025-01-01" }.count == 200)
  }
}

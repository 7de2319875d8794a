import Foundation
import MoodCore
import MoodStore
import TestSupport
import Testing

@Suite struct LoopHabitsTests {
  private let folder = Fixtures.folder + "/loop/"

  /// `habit day done|not` for every check-in.
  private func records(_ loop: LoopHabits) -> [String] {
    loop.checkIns.flatMap { checkIn in
      checkIn.habits.map { "\($0.name) \(checkIn.day) \($0.isDone ? "done" : "not")" }
    }
  }

  private func leftOut(_ mapping: ImportMapping) -> [String] {
    mapping.leftOut.map { "\($0.reason) \($0.count)" }
  }

  @Test func theRealBackupGivesEachYesNoHabitItsDays() throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "miscreaders-test.db")))
    let loop = try LoopHabits(sqliteImage: bytes, name: "test.db")
    // Loop's order is by position: b (0), a (1), c (2, numeric), d (3).
    #expect(
      records(loop) == [
        "b 2014-02-22 done", "a 2014-02-21 done", "a 2014-02-25 not", "a 2014-02-26 done",
        "a 2014-02-27 done", "a 2014-02-28 done", "a 2014-03-01 done", "a 2014-03-02 done",
        "d 2014-02-24 done",
      ])
    #expect(loop.checkIns.allSatisfy { $0.score == nil && $0.time == nil })
    #expect(
      loop.mapping.rows(.habits).map { "\($0.source) \($0.target) \($0.count)" } == [
        "b b 1", "a a 7", "d d 1",
      ])
    #expect(leftOut(loop.mapping) == ["numericHabit(\"c\") 1"])
  }

  @Test func theCSVZipGivesTheSameRecordsAsItsMarksSay() throws {
    let loop = try LoopHabits(
      archive: try ZipArchive(file: try InputFile(path: folder + "loop-habits-csv.zip")))
    #expect(
      records(loop) == [
        "Meditate 2026-03-02 done", "Meditate 2026-03-04 not", "Meditate 2026-03-05 done",
        "写日记 ✍️ 2026-03-03 not", "写日记 ✍️ 2026-03-04 done",
      ])
    #expect(
      leftOut(loop.mapping) == [
        "habitMark(\"UNKNOWN\") 1", "habitMark(\"SKIP\") 1", "numericHabit(\"Run\") 1",
        "habitMark(\"YES_AUTO\") 1",
      ])
  }

  @Test func aFileWithoutLoopsTablesIsNotTakenForABackup() throws {
    // A MoodCard store is an SQLite file too, without Loop's tables.
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "miscreaders-test.db")))
    #expect(throws: Never.self) { try LoopHabits(sqliteImage: bytes, name: "test.db") }
    #expect {
      try LoopHabits(sqliteImage: Array(bytes.prefix(100)), name: "cut.db")
    } throws: { error in
      guard case ImportError.notAStore(path: "cut.db", _)? = error as? ImportError else {
        return (error as? ImportError).map { if case .damagedRecord = $0 { true } else { false } }
          ?? false
      }
      return true
    }
  }

  @Test func aDamagedMarkNamesTheEntryLineAndField() throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "damaged-mark.zip"))
    let archive = try ZipArchive(name: "loop.zip", bytes: Array(bytes))
    #expect {
      try LoopHabits(archive: archive)
    } throws: { error in
      (error as? ImportError)
        == .damagedRecord(
          path: "loop.zip", place: .item("001 Read/Checkmarks.csv, line 2"), field: "Value",
          value: .literal("MAYBE"), expected: .loopMark)
    }
  }
}

extension LoopHabitsTests {
  @Test func loopAndAppleHealthFilesAreFoundByTheirContent() {
    #expect(ImportFormat.detect(head: Array("SQLite format 3\u{0}\u{10}".utf8)) == .loop)
    #expect(
      ImportFormat.detect(head: [], zipEntries: ["Habits.csv", "001 Run/Checkmarks.csv"]) == .loop)
    #expect(ImportFormat.detect(head: Array("<?xml version=\"1.0\"?>".utf8)) == .appleHealth)
    #expect(
      ImportFormat.detect(head: Array("\u{FEFF}<HealthData locale=\"en\">".utf8)) == .appleHealth)
    #expect(
      ImportFormat.detect(
        head: [],
        zipEntries: ["apple_health_export/export_cda.xml", "apple_health_export/export.xml"])
        == .appleHealth)
    #expect(ImportFormat.detect(head: [], zipEntries: ["export_cda.xml"]) == nil)
    #expect(ImportFormat.detect(head: Array("<html>".utf8)) == nil)
  }
}

extension LoopHabitsTests {
  @Test func aPathIsReadAsTheZipOrTheBackupItIs() throws {
    let zipped = try LoopHabits(path: folder + "loop-habits-csv.zip")
    #expect(zipped.checkIns.count == 5)
    let backup = try LoopHabits(path: folder + "miscreaders-test.db")
    #expect(backup.checkIns.count == 9)
  }
}

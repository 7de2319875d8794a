import MoodStore
import Testing

/// Each format is recognised by its content, never by its file name.
@Suite struct ImportFormatTests {
  @Test(arguments: [
    ("\u{FEFF}\n  {\"format\": \"moodcard-backup\"", ImportFormat.moodcard),
    ("[{\"date\":\"2026-2-8\",\"type\":\"Mood\",\"scores\":[4]}]", .pixels),
    ("full_date,date,weekday,time,mood,activities,note_title,note\n", .daylioCSV),
    ("\u{FEFF}year,date,weekday,time,mood,activities,note\r\n", .daylioCSV),
    ("date,weekday,time of day,category,rating/amount,detail,notes\n", .bearable),
    (
      "\"date formatted\",date,weekday,\"time of day\",category,rating/amount,detail,notes\n",
      .bearable
    ),
    ("Date,Mood,People,Places,Events,Notes\n", .howWeFeel),
  ])
  func aTextFormatIsFoundFromItsFirstLine(head: String, format: ImportFormat) {
    #expect(ImportFormat.detect(head: Array(head.utf8)) == format)
  }

  @Test func aZipIsFoundFromItsEntries() {
    let zip: [UInt8] = [0x50, 0x4B, 3, 4]
    #expect(ImportFormat.isZip(zip))
    #expect(ImportFormat.isZip([0x50, 0x4B, 5, 6]))
    #expect(!ImportFormat.isZip(Array("PK".utf8)))
    #expect(
      ImportFormat.detect(head: zip, zipEntries: ["backup.daylio", "photos/1.jpg"]) == .daylio)
    #expect(ImportFormat.detect(head: zip, zipEntries: ["other.txt"]) == nil)
  }

  @Test(arguments: ["", "hello", "time,score\n", "<html>", "date,mood,notes\n"])
  func anythingElseIsNoFormat(head: String) {
    #expect(ImportFormat.detect(head: Array(head.utf8)) == nil)
  }
}

/// The mapping table keeps rows in the order first noted and adds up their counts.
@Suite struct ImportMappingTests {
  @Test func rowsAddUpAndKeepTheirFirstOrder() {
    var mapping = ImportMapping()
    for level in ["rad", "good", "meh"] { mapping.note(level, to: "x", in: .scores, count: 0) }
    mapping.note("meh", to: "x", in: .scores)
    mapping.note("meh", to: "x", in: .scores)
    mapping.note("rad", to: "x", in: .scores)
    mapping.note("Work", to: "Work", in: .tags)
    mapping.leave(.photos, count: 3)
    mapping.leave(.pin)
    mapping.leave(.photos, count: 2)
    mapping.leave(.category("Sleep"), count: 0)
    #expect(mapping.rows(.scores).map(\.source) == ["rad", "good", "meh"])
    #expect(mapping.rows(.scores).map(\.count) == [1, 0, 2])
    #expect(mapping.rows(.tags).map(\.count) == [1])
    #expect(mapping.rows(.words).isEmpty)
    #expect(mapping.leftOut.map(\.reason) == [.photos, .pin])
    #expect(mapping.leftOut.map(\.count) == [5, 1])
  }
}

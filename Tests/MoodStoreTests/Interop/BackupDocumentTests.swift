import Foundation
import MoodCore
import MoodStore
import TestSupport
import Testing

@Suite struct BackupDocumentTests {
  /// A valid version 1 document as JSON objects, for tests to break one field at a time.
  static func valid() -> [String: Any] {
    [
      "format": "moodcard-backup", "version": 1,
      "entries": [
        entry("2026-03-04", score: 7), entry("2026-03-05", score: 3, words: ["calm", "mellow"]),
      ],
      "habits": [
        [
          "id": 1, "name": "Run", "icon": "🏃", "color": "#4F7CAC", "archived": false,
          "createdDay": "2026-01-01", "order": 1,
        ],
        [
          "id": 4, "name": "Run", "color": "#2FA39A", "archived": true,
          "createdDay": "2025-01-01", "order": 2,
        ],
      ],
      "completions": [
        ["habit": 1, "day": "2026-03-04", "done": true],
        ["habit": 4, "day": "2025-03-04", "done": false],
      ],
      "words": [["id": "mellow", "english": "Mellow", "valence": "pleasant"]],
    ]
  }

  static func entry(_ day: String, score: Int, words: [String] = []) -> [String: Any] {
    [
      "day": day, "score": score, "words": words, "tags": ["work"], "reason": "a, \"b\"\nc",
      "loggedAt": "\(day)T20:39:00.000Z", "timeZone": "Europe/London",
      "createdAt": "\(day)T20:39:00.000Z", "updatedAt": "\(day)T21:00:00.123Z",
    ]
  }

  private func json(_ object: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: object)
  }

  /// The valid document with `change` applied to it.
  private func decoding(_ change: (inout [String: Any]) -> Void) throws -> BackupDocument {
    var object = BackupDocumentTests.valid()
    change(&object)
    return try BackupDocument(json: try json(object))
  }

  private func changingEntry(_ index: Int, _ key: String, to value: Any) throws -> BackupDocument {
    try decoding { object in
      var entries = object["entries"] as? [[String: Any]] ?? []
      entries[index][key] = value
      object["entries"] = entries
    }
  }

  // MARK: - Round trip

  @Test func aValidDocumentDecodesToDomainValues() throws {
    let document = try decoding { _ in }
    #expect(document.entries.map(\.day) == [.at("2026-03-04"), .at("2026-03-05")])
    #expect(document.entries[1].words == ["calm", "mellow"])
    #expect(document.entries[0].reason == "a, \"b\"\nc")
    #expect(document.entries[0].updatedAt == Date(timeIntervalSince1970: 1_772_658_000.123))
    #expect(document.habits.map(\.isArchived) == [false, true])
    #expect(document.habits[0].icon == "🏃")
    #expect(document.completions.count == 2)
    #expect(document.words == [MoodWord(valence: .pleasant, english: "Mellow")])
  }

  @Test func encodingIsDeterministicAndDecodingItGivesTheSameBytes() throws {
    let document = try decoding { _ in }
    let first = try document.jsonData()
    #expect(try document.jsonData() == first)
    let again = try BackupDocument(json: first)
    #expect(again == document)
    #expect(try again.jsonData() == first)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.hasPrefix("{\n  \"completions\" : ["))
    #expect(text.contains("\"format\" : \"moodcard-backup\""))
    #expect(text.contains("\"updatedAt\" : \"2026-03-04T21:00:00.123Z\""))
    #expect(text.hasSuffix("}\n"))
  }

  @Test func recordsAreWrittenInAStableOrder() throws {
    let document = try decoding { object in
      object["entries"] = [
        BackupDocumentTests.entry("2026-03-09", score: 1),
        BackupDocumentTests.entry("2026-03-02", score: 2),
      ]
    }
    #expect(document.entries.map(\.day) == [.at("2026-03-02"), .at("2026-03-09")])
    #expect(document.completions.map(\.habitID) == [1, 4])
  }

  // MARK: - Refused documents

  @Test(arguments: [Data(), Data("   ".utf8), Data([0x00, 0xFF, 0x13, 0x37]), Data("[1]".utf8)])
  func somethingThatIsNotAJSONObjectIsRefused(data: Data) {
    #expect(
      throws: ImportError.malformedJSON(.notAnObject)
    ) { try BackupDocument(json: data) }
  }

  @Test func truncatedJSONIsMalformed() throws {
    let whole = try decoding { _ in }.jsonData()
    #expect(throws: ImportError.malformedJSON(.unexpectedEnd)) {
      try BackupDocument(json: whole.prefix(whole.count / 2))
    }
  }

  /// The stray `}` is byte 66 of the text, on line 4.
  @Test func aSyntaxErrorNamesItsLine() throws {
    let text = "{\n  \"format\": \"moodcard-backup\",\n  \"version\": 1,\n  \"entries\": [1, }\n"
    #expect(
      throws: ImportError.malformedJSON(
        .invalid(JSONProblem.Place(path: "entries[1]", line: 4, character: 66)))
    ) { try BackupDocument(json: Data(text.utf8)) }
    #expect(
      ImportError.malformedJSON(
        .invalid(JSONProblem.Place(path: "entries[1]", line: 4, character: 66))
      ).description
        == "the file is not well-formed JSON: invalid JSON at entries[1], line 4 (character 66)")
  }

  /// A byte-order mark, which editors on Windows put at the start of a file, is passed over
  /// there; anywhere else it is a break of the grammar, placed on its first byte counted in the
  /// file as it is, the mark at its start included.
  @Test func aByteOrderMarkIsPassedOverAtTheStartAndRefusedInside() throws {
    let mark = Data([0xEF, 0xBB, 0xBF])
    let whole = try decoding { _ in }.jsonData()
    #expect(try BackupDocument(json: mark + whole).entries.count == 2)
    let inside = Data(#"{"format": "moodcard-backup", "version": "#.utf8) + mark + Data("1}".utf8)
    #expect(
      throws: ImportError.malformedJSON(
        .invalid(JSONProblem.Place(path: "version", line: 1, character: 41)))
    ) { try BackupDocument(json: inside) }
    #expect(
      throws: ImportError.malformedJSON(
        .invalid(JSONProblem.Place(path: "version", line: 1, character: 44)))
    ) { try BackupDocument(json: mark + inside) }
    #expect(throws: ImportError.malformedJSON(.notAnObject)) {
      try BackupDocument(json: mark + mark + whole)
    }
  }

  @Test func aForeignFormatOrNewerVersionIsRefusedFirst() throws {
    #expect(throws: ImportError.notABackup(format: "daylio")) {
      try decoding { $0 = ["format": "daylio", "entries": "anything"] }
    }
    #expect(throws: ImportError.notABackup(format: "")) {
      try decoding { $0["format"] = nil }
    }
    #expect(throws: ImportError.unsupportedVersion(2, supported: 1)) {
      try decoding { $0 = ["format": "moodcard-backup", "version": 2, "moods": []] }
    }
    #expect(
      ImportError.unsupportedVersion(2, supported: 1).description
        == "backup version 2 is not supported; this MoodCard reads version 1 (the file is from "
        + "a newer MoodCard)")
  }

  @Test func aDuplicateDayNamesBothPlaces() throws {
    #expect(
      throws: ImportError.duplicate(
        path: "entries[1].day", value: "\"2026-03-04\"", firstPath: "entries[0]")
    ) { try changingEntry(1, "day", to: "2026-03-04") }
  }

  @Test func aScoreOutOfRangeNamesTheFieldAndRange() throws {
    let error = ImportError.invalidValue(
      path: "entries[1].score", value: "11", expected: .wholeNumberIn(1...10))
    #expect(throws: error) { try changingEntry(1, "score", to: 11) }
    #expect(
      error.description
        == "entries[1].score: 11 is not accepted; expected a whole number from 1 to 10")
    #expect(
      throws: ImportError.invalidValue(
        path: "entries[0].score", value: "0", expected: .wholeNumberIn(1...10))
    ) { try changingEntry(0, "score", to: 0) }
  }

  @Test func aCompletionForAnUnknownHabitListsTheKnownOnes() throws {
    #expect(
      throws: ImportError.invalidValue(
        path: "completions[1].habit", value: "9",
        expected: .habitID(known: [1, 4]))
    ) {
      try decoding { object in
        object["completions"] = [
          ["habit": 1, "day": "2026-03-04", "done": true],
          ["habit": 9, "day": "2026-03-04", "done": true],
        ]
      }
    }
  }

  @Test func badFieldsAreNamedWithTheirValue() throws {
    let cases: [(String, Any, ImportError)] = [
      (
        "loggedAt", "yesterday",
        .invalidValue(
          path: "entries[0].loggedAt", value: "\"yesterday\"",
          expected: .timestamp)
      ),
      (
        "timeZone", "Mars/Olympus",
        .invalidValue(
          path: "entries[0].timeZone", value: "\"Mars/Olympus\"",
          expected: .timeZone)
      ),
      (
        "words", ["calm", "zesty"],
        .invalidValue(
          path: "entries[0].words[1]", value: "\"zesty\"",
          expected: .knownWordID)
      ),
      (
        "reason", String(repeating: "x", count: 501),
        .invalidValue(
          path: "entries[0].reason", value: .reasonLength(501),
          expected: .reasonLength(maximumLength: 500), because: .reasonTooLong(length: 501))
      ),
      (
        "score", "7",
        .invalidValue(
          path: "entries[0].score", value: .otherType, expected: .wholeNumber)
      ),
    ]
    for (key, value, error) in cases {
      #expect(throws: error) { try changingEntry(0, key, to: value) }
    }
  }

  @Test func aBadDayNamesWhatIsWrongWithIt() throws {
    #expect {
      try changingEntry(0, "day", to: "2026-02-30")
    } throws: { error in
      (error as? ImportError)?.description
        == "entries[0].day: \"2026-02-30\" is not accepted; expected a real day written "
        + "YYYY-MM-DD (invalid day \"2026-02-30\": February 2026 has 28 days)"
    }
  }

  @Test func aMissingFieldIsNamed() throws {
    #expect(
      throws: ImportError.invalidValue(
        path: "entries[1].score", value: .missingField, expected: .everyField(version: 1))
    ) {
      try decoding { object in
        var entries = object["entries"] as? [[String: Any]] ?? []
        entries[1]["score"] = nil
        object["entries"] = entries
      }
    }
  }

  @Test func habitsAndCompletionsMustBeUnique() throws {
    #expect(throws: ImportError.duplicate(path: "habits[1].id", value: "1", firstPath: "habits[0]"))
    {
      try decoding { object in
        var habits = object["habits"] as? [[String: Any]] ?? []
        habits[1]["id"] = 1
        object["habits"] = habits
      }
    }
    #expect(
      throws: ImportError.duplicate(
        path: "habits[1].name", value: "\"run\"", firstPath: "habits[0]")
    ) {
      try decoding { object in
        var habits = object["habits"] as? [[String: Any]] ?? []
        habits[1]["archived"] = false
        habits[1]["name"] = "run"
        object["habits"] = habits
      }
    }
    #expect(
      throws: ImportError.duplicate(
        path: "completions[1]", value: .completion(habit: 1, day: "2026-03-04"),
        firstPath: "completions[0]")
    ) {
      try decoding { object in
        object["completions"] = [
          ["habit": 1, "day": "2026-03-04", "done": true],
          ["habit": 1, "day": "2026-03-04", "done": false],
        ]
      }
    }
  }

  @Test func aHabitsUUIDIsReadLowercasedAndChecked() throws {
    func withUUIDs(_ first: Any?, _ second: Any?) throws -> BackupDocument {
      try decoding { object in
        var habits = object["habits"] as? [[String: Any]] ?? []
        habits[0]["uuid"] = first
        habits[1]["uuid"] = second
        object["habits"] = habits
      }
    }
    let uuid = "3F2B8A61-5C4E-4D2F-9A7B-0C1D2E3F4A5B"
    // Absent (a backup made before habits had one): the store gives the habit its own.
    #expect(try withUUIDs(nil, uuid).habits.map(\.uuid) == ["", uuid.lowercased()])
    for bad in ["", "3f2b8a61", "3f2b8a61-5c4e-4d2f-9a7b-0c1d2e3f4a5bz", "{\(uuid)}"] {
      #expect(
        throws: ImportError.invalidValue(
          path: "habits[0].uuid", value: .literal("\"\(bad)\""), expected: .uuid)
      ) { try withUUIDs(bad, nil) }
    }
    #expect(
      throws: ImportError.duplicate(
        path: "habits[1].uuid", value: .literal(uuid.lowercased()), firstPath: "habits[0]")
    ) { try withUUIDs(uuid.lowercased(), uuid) }
  }

  @Test func aCustomWordMayNotTakeABuiltInName() throws {
    #expect {
      try decoding { $0["words"] = [["id": "calm", "english": "Calm", "valence": "pleasant"]] }
    } throws: { error in
      guard case .invalidValue(let path, let value, _, _) = error as? ImportError else {
        return false
      }
      return path == "words[0]" && value == "\"Calm\""
    }
  }
}

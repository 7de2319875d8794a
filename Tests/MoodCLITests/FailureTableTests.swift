import CardRender
import MoodApp
import MoodCore
import MoodServe
import MoodStore
import MoodSystem
import TestSupport
import Testing

@testable import mood

/// The one failure table: every kind through both front ends' tables (the exit code of
/// `CommandError`, the status of `HTTPResponse.failure`), and every case of the library's error
/// types to its kind.
@Suite struct FailureTableTests {
  /// The table as the front ends promise it, written here apart from the code.
  private static let promised: [Failure: (exit: Int32, status: Int)] = [
    .malformed: (64, 400), .invalid: (64, 422), .notFound: (66, 404), .conflict: (65, 409),
    .damaged: (65, 422), .storeDamaged: (65, 500), .busy: (75, 503), .readOnly: (74, 503),
    .diskFull: (74, 507), .cannotCreate: (73, 500), .unavailable: (69, 500),
    .refused: (77, 403), .failed: (74, 500),
  ]

  @Test func everyKindIsPromised() {
    #expect(Set(Failure.allCases) == Set(Self.promised.keys))
  }

  @Test(arguments: Failure.allCases)
  func eachKindHasOneExitCodeAndOneStatus(_ kind: Failure) throws {
    let messages = Messages.load(.english)
    let error = FailureMessage(kind, .passphraseEmpty)
    let promised = try #require(Self.promised[kind])
    #expect(CommandError(error, usage: "", messages: messages).exitCode == promised.exit)
    #expect(HTTPResponse.failure(error, messages: messages).status.rawValue == promised.status)
  }

  private static let path = "/tmp/mood.sqlite"
  private static let day = Day.at("2026-11-29")

  private static func sqlite(_ code: Int32) -> StoreError {
    .sqlite(code: code, message: "m", context: .closing, path: path)
  }

  /// Every case of `StoreError`, and each SQLite failure.
  private static let storeErrors: [(StoreError, Failure)] = [
    (.cannotOpen(path: path, reason: .notRegularFile), .notFound),
    (.cannotCreate(path: path, reason: .notRegularFile), .cannotCreate),
    (.notAMoodCardStore(path: path, reason: .notRegularFile), .storeDamaged),
    (.newerSchema(path: path, version: 9, supported: 3), .storeDamaged),
    (.busy(path: path), .busy), (.readOnly(path: path, reason: .notRegularFile), .readOnly),
    (.closed, .failed), (.entryNotFound(day), .notFound), (.sessionNotFound(day), .notFound),
    (.noSession, .notFound), (.nothingSinceSession(day), .notFound),
    (.unknownWordID("x", day: day), .damaged),
    (
      .wordInUse(MoodWord(valence: .pleasant, english: "Sunny", chinese: nil), entries: 1),
      .conflict
    ),
    (.habitExists("Walk"), .conflict), (.habitNotFound("Walk", archived: true), .conflict),
    (.habitNotFound("Walk", archived: false), .notFound),
    (.damagedRow(.habitRecord, problem: .refused(.invalidHabitName(""))), .storeDamaged),
    (sqlite(11), .storeDamaged), (sqlite(13), .diskFull), (sqlite(10), .failed),
    (sqlite(8), .readOnly), (sqlite(7), .failed), (sqlite(1), .failed),
  ]

  @Test func everyStoreErrorHasItsKind() {
    for (error, kind) in Self.storeErrors { #expect(Failure(error) == kind, "\(error)") }
  }

  @Test func everyRenderErrorHasItsKind() {
    let cases: [(RenderError, Failure)] = [
      (.fontsNotFound(searched: []), .unavailable),
      (.fontsVariableInvalid(path: "x"), .unavailable),
      (.fontConfiguration(path: "x", reason: "y"), .unavailable),
      (.cairo(operation: "x", status: "y"), .failed), (.invalidScale(9), .malformed),
      (.unknownFormat("gif"), .malformed), (.invalidChartSize(width: 1, height: 1), .malformed),
      (.tooManyDays(count: 9, limit: 1), .malformed), (.encodingFailed("x"), .failed),
      (.cannotWrite(OutputFile.Failure(path: "x", .emptyPath)), .cannotCreate),
    ]
    for (error, kind) in cases { #expect(Failure(error) == kind, "\(error)") }
  }

  /// Every case of `ImportError`: a damaged file but for its paths and the mood map.
  @Test func importErrorsAreDamagedFilesButForTheirPaths() {
    let file = FileProblem.notRegularFile
    let cases: [(ImportError, Failure)] = [
      (.cannotRead(path: "x", reason: file), .notFound),
      (.tooLarge(path: "x", bytes: 9, limit: 1), .damaged), (.empty(path: "x"), .damaged),
      (.notText(line: 1), .damaged), (.raggedRow(line: 1, found: 2, expected: 3), .damaged),
      (.malformedCSV(line: 1, problem: .quoteInsideUnquotedField), .damaged),
      (.invalidField(line: 1, column: "mood", value: .missingField, expected: .day), .damaged),
      (.unmappedMoods(unmapped: ["meh"], counts: []), .damaged),
      (.malformedJSON(.unexpectedEnd), .damaged),
      (.invalidValue(path: "entries[0].day", value: .missingField, expected: .day), .damaged),
      (
        .duplicate(path: "entries[1].day", value: .literal("x"), firstPath: "entries[0].day"),
        .damaged
      ),
      (.unrecognizedHeader(found: [], accepted: []), .damaged),
      (.invalidMoodMap("x", reason: .noEquals(part: "x")), .malformed),
      (.notABackup(format: "x"), .damaged), (.unsupportedVersion(9, supported: 1), .damaged),
      (.notAStore(path: "x", reason: file), .damaged),
      (.cannotWrite(path: "x", reason: file), .cannotCreate),
      (.writeFailed(path: "x", reason: file), .diskFull),
      (.daysAfterToday(places: [], today: Self.day), .damaged),
    ]
    for (error, kind) in cases { #expect(Failure(error) == kind, "\(error)") }
  }

  @Test func theFrontEndsOwnErrorsAndTheRestHaveTheirKinds() {
    #expect(Failure(ValidationError(.discussOrNot)) == .malformed)
    #expect(Failure(DomainError.invalidHabitName("")) == .invalid)
    #expect(Failure(EntryConflict(day: Self.day, current: nil)) == .conflict)
    #expect(Failure(Preferences.Failure.unknownKey("x")) == .malformed)
    #expect(Failure(UserUnits.SystemctlMissing()) == .unavailable)
    struct Unforeseen: Error {}
    #expect(Failure(Unforeseen()) == .failed)
  }
}

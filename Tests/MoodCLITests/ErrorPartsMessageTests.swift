import CardRender
import Foundation
import MoodApp
import MoodStore
import TestSupport
import Testing

@testable import MoodCore
@testable import mood

/// The parts inside the library's errors (what a field must hold, what was found, why a file is
/// refused as a store, a damaged row, a JSON problem) read in every catalog: one sample of every
/// case, checked against the cases each enum declares, so a part added without a translation
/// fails here.
@Suite struct ErrorPartsMessageTests {
  /// A part of an error: its enum, its source file, and one sample of each case by name.
  struct Part {
    let type: String
    let file: String
    let samples: [(name: String, english: String, message: MessageValue)]

    init<Value: CustomStringConvertible>(
      _ file: String, _ samples: [(String, Value)], message: (Value) -> MessageValue
    ) {
      type = "\(Value.self)"
      self.file = file
      self.samples = samples.map { ($0.0, $0.1.description, message($0.1)) }
      for (name, value) in samples {
        // A case with a payload is named by its label, so the name given is checked.
        if let label = Mirror(reflecting: value).children.first?.label {
          precondition(label == name, "\(type).\(label) sampled as \(name)")
        }
      }
    }
  }

  static let parts: [Part] = [
    Part(
      "MoodStore/ExpectedForm.swift",
      [
        ("day", .day), ("timestamp", .timestamp), ("clockTime", .clockTime),
        ("base64JSON", .base64JSON), ("monthFromZero", .monthFromZero),
        ("written", .written(like: "2026 Sun Feb 8 4:04 PM")),
        ("existingTime", .existingTime(day: .at("2026-03-29"), timeZone: "Europe/London")),
        ("year", .year), ("monthAndDay", .monthAndDay(year: "2023")),
        ("wholeNumber", .wholeNumber), ("wholeNumberIn", .wholeNumberIn(1...10)),
        ("wholeNumberAbove", .wholeNumberAbove(0)),
        ("oneOf", .oneOf(["pleasant", "neutral", "unpleasant"])), ("string", .string),
        ("boolean", .boolean), ("array", .array), ("object", .object),
        ("everyField", .everyField(version: 1)), ("text", .text),
        ("listOfStrings", .listOfStrings), ("plainText", .plainText(.single)),
        ("plainText", .plainText(.multiple)), ("color", .color), ("uuid", .uuid),
        ("habitNameAndIcon", .habitNameAndIcon(maximumLength: 40)),
        ("reasonLength", .reasonLength(maximumLength: 500)), ("timeZone", .timeZone),
        ("textWithin", .textWithin(.reason)),
        ("wordID", .wordID("calm", englishName: "Calm")), ("newWord", .newWord),
        ("knownWordID", .knownWordID), ("habitID", .habitID(known: [1, 4])),
        ("habitID", .habitID(known: [])), ("moodLabel", .moodLabel),
        ("scoredMoodLabel", .scoredMoodLabel), ("appleHealthDate", .appleHealthDate),
        ("loopMark", .loopMark), ("loopTimestamp", .loopTimestamp), ("loopHabitID", .loopHabitID),
        ("loopBackup", .loopBackup),
      ] as [(String, ExpectedForm)], message: \.message),
    Part(
      "MoodStore/FoundValue.swift",
      [
        ("literal", .literal("\"2026-13-01\"")), ("missingField", .missingField),
        ("otherType", .otherType), ("unreadable", .unreadable), ("character", .character(0)),
        ("character", .character(0xFFFE)), ("reasonLength", .reasonLength(501)),
        ("textSize", .textSize(.bytes(5000))), ("textSize", .textSize(.marks(17))),
        ("textSize", .textSize(.characters(61))),
        ("completion", .completion(habit: 3, day: "2026-03-04")), ("storedNull", .storedNull),
        ("storedNumber", .storedNumber("11")), ("storedText", .storedText("high")),
      ] as [(String, FoundValue)], message: \.message),
    Part(
      "MoodStore/FileProblem.swift",
      [
        ("rule", .rule(.fifo)), ("path", .path(.emptyPath)), ("notRegularFile", .notRegularFile),
        ("folderIsAFile", .folderIsAFile("/home/a/notes")),
        ("integrityCheck", .integrityCheck(["row 3 missing from index i", "page 9 never used"])),
        ("schemaVersion", .schemaVersion(99, supported: 4)),
        ("schemaVersion", .schemaVersion(0, supported: 4)), ("applicationID", .applicationID(7)),
        ("readOnlyFile", .readOnlyFile(reason: "Read-only file system")),
        ("readOnlyFolder", .readOnlyFolder("/media/stick", reason: "Permission denied")),
        ("failed", .failed(.busy(path: "/s"))), ("system", .system("Permission denied")),
      ] as [(String, FileProblem)], message: \.message),
    Part(
      "MoodStore/StoreStep.swift",
      [
        ("statement", .statement("SELECT day FROM entries")), ("closing", .closing),
        ("startingBackup", .startingBackup), ("copying", .copying),
        ("finishingBackup", .finishingBackup),
      ] as [(String, StoreStep)], message: \.message),
    Part(
      "MoodStore/StoredItem.swift",
      [
        ("entry", .entry(day: "2026-03-04")), ("entry", .entry(day: nil)),
        ("habitRecord", .habitRecord), ("habit", .habit(name: "Walk", id: "3")),
        ("habit", .habit(name: nil, id: "3")), ("customWord", .customWord(id: "zesty")),
        ("session", .session(day: "2026-11-20")), ("session", .session(day: nil)),
      ] as [(String, StoredItem)], message: \.message),
    Part(
      "MoodStore/RowProblem.swift",
      [
        ("column", .column("words", holds: .storedText("calm"), expected: .listOfStrings)),
        ("refused", .refused(.invalidScore("11"))),
      ] as [(String, RowProblem)], message: \.message),
    Part(
      "MoodStore/Interop/JSONProblem.swift",
      [
        ("notAnObject", .notAnObject), ("unexpectedEnd", .unexpectedEnd),
        ("invalid", .invalid(JSONProblem.Place(path: "entries[1]", line: 4, character: 66))),
        ("unplaced", .unplaced),
        ("trailingComma", .trailingComma(JSONProblem.Place(path: "[0]", line: 1, character: 3))),
        ("notUTF8", .notUTF8(JSONProblem.Place(path: "note", line: 2, character: 14))),
        (
          "loneSurrogate",
          .loneSurrogate(JSONProblem.Place(path: "entries[0].reason", line: 5, character: 90))
        ),
        ("tooDeep", .tooDeep(JSONProblem.Place(path: "[0]", line: 1, character: 64), limit: 64)),
      ] as [(String, JSONProblem)], message: \.message),
    Part(
      "CardRender/PictureWarning.swift",
      [
        ("undrawable", .undrawable(text: "नमस्ते", count: 6)),
        ("undrawableOnCard", .undrawableOnCard(.word("नमस्ते"), count: 6)),
        ("reasonCut", .reasonCut(shown: 259, total: 500, size: .portrait)),
        ("wordsHidden", .wordsHidden(hidden: 10, total: 13)), ("tagsCut", .tagsCut),
        ("habitsCut", .habitsCut),
      ] as [(String, PictureWarning)], message: { MessageValue($0.message) }),
    Part(
      "CardRender/CardPart.swift",
      [
        ("dateLine", .dateLine), ("footer", .footer), ("word", .word("Calm")),
        ("reason", .reason), ("tags", .tags), ("habits", .habits),
      ] as [(String, CardPart)], message: \.message),
    Part(
      "MoodStore/Interop/ImportWarning.swift",
      [
        (
          "notesShortened",
          .notesShortened(day: .at("2026-03-04"), lines: [2], length: 601, kept: 499)
        ),
        (
          "notesShortened",
          .notesShortened(day: .at("2026-03-04"), lines: [2, 3], length: 601, kept: 499)
        ),
        ("noteShortened", .noteShortened(day: .at("2026-03-04"), length: 601, kept: 499)),
      ] as [(String, ImportWarning)], message: { MessageValue($0.message) }),
    Part(
      "MoodStore/Interop/Zip/ZipProblem.swift",
      [
        ("notAZip", .notAZip), ("damaged", .damaged("no local header at 0")),
        ("tooLargeDirectory", .tooLargeDirectory(80 << 20, limit: 64 << 20)),
        ("tooManyEntries", .tooManyEntries(100_001, limit: 100_000)), ("climbsOut", .climbsOut),
        ("link", .link), ("encrypted", .encrypted), ("unsupportedMethod", .unsupportedMethod(14)),
        ("expandsPast", .expandsPast(limit: 64 << 20)), ("checksumMismatch", .checksumMismatch),
        ("missingEntry", .missingEntry),
      ] as [(String, ZipProblem)], message: \.message),
    Part(
      "MoodStore/Interop/XML/XMLProblem.swift",
      [
        ("entityDeclared", .entityDeclared(name: "lol")),
        ("externalDTD", .externalDTD("http://127.0.0.1:9/x.dtd")),
        ("entityReference", .entityReference(name: "secret")), ("entityRefused", .entityRefused),
        ("notUTF8", .notUTF8), ("unexpectedEnd", .unexpectedEnd), ("noDocument", .noDocument),
        ("mismatchedTag", .mismatchedTag), ("notHealthData", .notHealthData(found: "html")),
        ("notWellFormed", .notWellFormed(code: 40)),
      ] as [(String, XMLProblem)], message: \.message),
  ]

  let english: Messages
  let chinese: Messages
  let sources: URL

  init() throws { (english, chinese, sources) = try ErrorMessageTests.catalogs() }

  @Test func everyCaseOfEveryPartHasASample() throws {
    for part in Self.parts {
      let declared = try ErrorMessageTests.declaredCases(part.file, in: sources)
      #expect(!declared.isEmpty, "\(part.file)")
      let sampled = Set(part.samples.map(\.name))
      #expect(sampled == declared, "\(part.type): no sample of \(declared.subtracting(sampled))")
    }
  }

  @Test func everyPartReadsInEnglishAsTheLibrarySaysIt() {
    for part in Self.parts {
      for sample in part.samples {
        #expect(sample.message.text(english) == sample.english, "\(part.type).\(sample.name)")
      }
    }
  }

  /// Only a value as the file has it, an SQL statement and the system's own words stay as they
  /// are.
  @Test func everyPartReadsInChinese() {
    for part in Self.parts {
      for sample in part.samples where !["literal", "system", "statement"].contains(sample.name) {
        let text = sample.message.text(chinese)
        #expect(text != sample.english, "\(part.type).\(sample.name)")
        #expect(
          text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) },
          "\(part.type).\(sample.name): \(text)")
        #expect(
          text.firstMatch(of: /\{\w+\}/) == nil, "\(part.type).\(sample.name) leaves \(text)")
      }
    }
  }

  @Test func aWholeImportErrorReadsInChinese() {
    let error = ImportError.invalidValue(
      path: "entries[0].reason", value: .reasonLength(501),
      expected: .reasonLength(maximumLength: 500), because: .reasonTooLong(length: 501))
    #expect(
      chinese.text(of: error)
        == "entries[0].reason：不接受 501 个字符的原因；应为最多 500 个字符（原因有 501 个字符；最多 500 个）")
  }
}

import Foundation
import MoodCore
import MoodStore
import TestSupport
import Testing

@Suite struct AppleHealthExportTests {
  private func export(_ name: String) throws -> AppleHealthExport {
    let file = try InputFile(path: Fixtures.folder + "/apple-health/" + name)
    return try AppleHealthExport(name: name) { try file.readChunk() }
  }

  /// The export `xml` is, given whole as the first chunk.
  private func export(xml: String) throws -> AppleHealthExport {
    var bytes: [UInt8]? = Array(xml.utf8)
    return try AppleHealthExport(name: "export.xml") {
      defer { bytes = nil }
      return bytes ?? []
    }
  }

  /// A sample as a line: day, kind, score, labels, associations, zone.
  private func summary(_ sample: StateOfMindSample) -> String {
    let kind = sample.kind == .dailyMood ? "daily" : "moment"
    return "\(sample.line) \(sample.day) \(kind) \(sample.score.map { "\($0)" } ?? "-") "
      + sample.labels.map(\.rawValue).joined(separator: ",") + " "
      + sample.associations.map(\.rawValue).joined(separator: ",") + " \(sample.timeZone)"
  }

  @Test func everySampleShapeIsReadWithItsScoreLabelsAndAssociations() throws {
    let export = try export("export.xml")
    #expect(
      export.samples.map(summary) == [
        "45 2026-03-01 daily 8 happy,grateful family GMT",
        "46 2026-03-01 moment 3 worried work GMT",
        "47 2026-03-02 moment 1 sad  GMT",
        "48 2026-03-02 moment 7 calm selfCare GMT",
        "52 2026-03-03 moment 5 indifferent,drained  GMT",
        "57 2026-03-04 daily 9 proud,disgusted currentEvents GMT",
        "64 2026-04-10 daily 10 joyful travel America/Los_Angeles",
        "67 2026-04-11 moment 1 drained travel GMT+0100",
      ])
    #expect(export.otherRecords == 4)
  }

  @Test func aDayAcrossATimeZoneChangeIsTheDayAsWritten() throws {
    let samples = try export("export.xml").samples
    // 23:30 in Los Angeles is 06:30 UTC the next day; the day stays the one the person lived.
    let late = try #require(samples.first { $0.line == 64 })
    #expect(late.day == .at("2026-04-10"))
    #expect(late.loggedAt == Date(timeIntervalSince1970: 1_775_889_000))
    #expect(late.valence == 1)
    let morning = try #require(samples.first { $0.line == 67 })
    #expect(morning.day == .at("2026-04-11"))
    #expect(morning.loggedAt == Date(timeIntervalSince1970: 1_775_890_800))
  }

  @Test func whatIsNotUnderstoodIsCountedAndNamed() throws {
    let notUnderstood = try export("export.xml").notUnderstood.map { "\($0.what) (\($0.count))" }
    #expect(
      notUnderstood.sorted() == [
        "attribute \"HKStateOfMindFeeling\" (1)", "element <Photo> (1)",
        "label \"喜悦 😊\" (1)", "sample without a valence (1)",
      ])
  }

  @Test func anExportWithoutStateOfMindHasNoSamples() throws {
    let export = try export("no-samples.xml")
    #expect(export.samples.isEmpty)
    #expect(export.otherRecords == 1)
    #expect(export.notUnderstood.isEmpty)
  }

  @Test func damagedAndHostileExportsAreRefusedWithTheirLine() {
    func refusal(_ name: String) -> String? {
      do {
        _ = try export(name)
        return nil
      } catch ImportError.malformedXML(let path, let line, let problem) {
        return "\(path) \(line) \(problem)"
      } catch {
        return "\(error)"
      }
    }
    // Cut inside an attribute's value: libxml2 names it as a value never finished.
    #expect(refusal("cut-short.xml")?.hasPrefix("cut-short.xml 52 ") == true)
    #expect(refusal("not-utf8.xml") == "not-utf8.xml 41 \(XMLProblem.notUTF8)")
    #expect(refusal("billion-laughs.xml")?.hasPrefix("billion-laughs.xml") == true)
    #expect(refusal("external-entity.xml")?.hasPrefix("external-entity.xml") == true)
  }

  @Test func aDateThatCannotBeReadNamesTheLineAndField() throws {
    let xml =
      """
      <HealthData>
       <StateOfMind startDate="yesterday" valence="0.5"/>
      </HealthData>
      """
    #expect {
      _ = try export(xml: xml)
    } throws: { error in
      (error as? ImportError)
        == .damagedRecord(
          path: "export.xml", place: .line(2), field: "startDate", value: .literal("yesterday"),
          expected: .appleHealthDate)
    }
  }

  @Test func aRecordOfStateOfMindIsKnownByItsTypeInAnySpelling() throws {
    let xml =
      """
      <HealthData>
       <Record type="HKDataTypeStateOfMind" startDate="2026-03-01 21:00:00 +0000" valence="0.5"/>
       <Record type="hk_state_of_mind" startDate="2026-03-02 21:00:00 +0000" valence="0.5"/>
       <Record type="SStateOfMind" startDate="2026-03-03 21:00:00 +0000" valence="0.5"/>
       <Record type="StateOfMin" startDate="2026-03-04 21:00:00 +0000" valence="0.5"/>
       <Record type="HKQuantityTypeIdentifierHeartRate" startDate="2026-03-05 21:00:00 +0000"/>
      </HealthData>
      """
    let read = try export(xml: xml)
    #expect(read.samples.map(\.line) == [2, 3, 4])
    #expect(read.otherRecords == 2)
  }

  @Test func aSamplePastLine65535NamesItsOwnLine() throws {
    // xmlTextReader's nodes kept at most 65,535 as their line; the callbacks read the parser's.
    let step = " <Record type=\"HKQuantityTypeIdentifierStepCount\" value=\"1\"/>\n"
    let xml =
      "<HealthData>\n" + String(repeating: step, count: 70_000)
      + " <StateOfMind startDate=\"yesterday\" valence=\"0.5\"/>\n</HealthData>\n"
    #expect {
      _ = try export(xml: xml)
    } throws: { error in
      (error as? ImportError)
        == .damagedRecord(
          path: "export.xml", place: .line(70_002), field: "startDate",
          value: .literal("yesterday"), expected: .appleHealthDate)
    }
  }

  @Test func theScaleMatchesItsTable() throws {
    let cases: [(Double, Int)] = [
      (-1, 1), (-0.889, 1), (-0.888, 2), (-0.5, 3), (-0.3, 4), (-0.2, 5), (0, 5), (0.01, 6),
      (0.25, 7), (0.6, 8), (0.8, 9), (0.9, 10), (1, 10),
    ]
    #expect(cases.map { StateOfMindScale.score(valence: $0.0).value } == cases.map(\.1))
    #expect(
      (1...7).compactMap { StateOfMindScale.score(classification: $0)?.value } == [
        2, 3, 4, 5, 7, 8, 9,
      ])
    #expect(StateOfMindScale.score(classification: 8) == nil)
    #expect(
      StateOfMindScale.upperBounds.map { ($0 * 1000).rounded() / 1000 } == [
        -0.889, -0.667, -0.444, -0.222, 0, 0.222, 0.444, 0.667, 0.889,
      ])
  }

  @Test func everyLabelHasAWordOfTheVocabularyButDisgusted() {
    let words = Set(Vocabulary.builtIn.map(\.id))
    let missing = StateOfMindLabel.allCases.filter { $0.word.map { !words.contains($0) } ?? true }
    #expect(missing == [.disgusted])
  }
}

extension AppleHealthExportTests {
  @Test func theZipIsStreamedFromItsExportXML() throws {
    let archive = try ZipArchive(
      file: try InputFile(path: Fixtures.folder + "/apple-health/export.zip"))
    let zipped = try AppleHealthExport(archive: archive)
    #expect(zipped == (try export("export.xml")))
  }

  @Test func checkInsFollowTheOneRuleWithTheDailyMoodFirst() throws {
    let export = try export("export.xml")
    let days = try CheckInDays(
      export.checkIns, file: "export.xml", timeZone: .utc, today: .at("2026-12-01"))
    let entries = days.document.entries.map { entry in
      "\(entry.day) \(entry.score) \(entry.words.joined(separator: ",")) "
        + entry.tags.joined(separator: ",")
    }
    #expect(
      entries == [
        // The daily mood's 8 wins over the later momentary 3.
        "2026-03-01 8 happy,grateful,anxious Family,Work",
        // Two momentary emotions: the last one's score.
        "2026-03-02 7 sad,calm Self-care",
        "2026-03-03 5 neutral,tired ",
        "2026-03-04 9 proud Current events",
        "2026-04-10 10 happy Travel",
        "2026-04-11 1 tired Travel",
      ])
  }

  @Test func theMappingShowsTheWholeScaleEveryWordAndWhatIsLeftOut() throws {
    let mapping = try export("export.xml").mapping
    #expect(
      mapping.rows(.scores).map { "\($0.source) → \($0.target) (\($0.count))" } == [
        "valence -1 … -0.889 → 1 (2)", "valence above -0.889 … -0.667 → 2 (0)",
        "valence above -0.667 … -0.444 → 3 (1)", "valence above -0.444 … -0.222 → 4 (0)",
        "valence above -0.222 … 0 → 5 (1)", "valence above 0 … 0.222 → 6 (0)",
        "valence above 0.222 … 0.444 → 7 (1)", "valence above 0.444 … 0.667 → 8 (1)",
        "valence above 0.667 … 0.889 → 9 (0)", "valence above 0.889 … 1 → 10 (1)",
        "classification 7 → 9 (1)",
      ])
    #expect(mapping.rows(.words).first.map { "\($0.source) \($0.target)" } == "happy happy")
    #expect(
      mapping.leftOut.map { "\($0.reason) \($0.count)" } == [
        "labelWithoutWord(\"disgusted\") 1",
        "notUnderstood(\"attribute \\\"HKStateOfMindFeeling\\\"\") 1",
        "notUnderstood(\"element <Photo>\") 1",
        "notUnderstood(\"label \\\"喜悦 😊\\\"\") 1",
        "notUnderstood(\"sample without a valence\") 1",
        "otherRecords 4",
      ])
  }
}

extension AppleHealthExportTests {
  @Test func aPathIsReadAsTheZipOrTheXMLItIs() throws {
    let folder = Fixtures.folder + "/apple-health/"
    let zipped = try AppleHealthExport(path: folder + "export.zip")
    let plain = try AppleHealthExport(path: folder + "export.xml")
    #expect(zipped.samples == plain.samples)
    #expect(plain.samples.count == 8)
  }
}

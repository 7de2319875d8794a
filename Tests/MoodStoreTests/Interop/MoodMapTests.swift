import MoodStore
import Testing

@Suite struct MoodMapTests {
  @Test func daylioDefaultsAreEvenStepsWithMehInTheMiddle() throws {
    let map = try MoodMap()
    #expect(["rad", "good", "meh", "bad", "awful"].map(map.score) == [9, 7, 5, 3, 1])
    #expect(map.score(for: "okay") == nil)
  }

  @Test func overridesAreTrimmedCaseInsensitiveAndMayReplaceDefaults() throws {
    let map = try MoodMap(parsing: "okay=6, Beyond Anxious = 2,rad=10,sad=3")
    #expect(map.score(for: "OKAY") == 6)
    #expect(map.score(for: "beyond anxious") == 2)
    #expect(map.score(for: "sad ") == 3)
    #expect(map.score(for: "rad") == 10)
    #expect(map.score(for: "good") == 7)
  }

  @Test func aCommaOrBackslashInALabelIsWrittenAfterABackslash() throws {
    let map = try MoodMap(parsing: #"Tired\, but ok=4,a\\b=8,okay=6"#)
    #expect(map.score(for: "tired, but ok") == 4)
    #expect(map.score(for: #"a\b"#) == 8)
    #expect(map.score(for: "okay") == 6)
    let labels = ["Tired, but ok", #"a\b"#, "=x", "okay"]
    let text = MoodMap.text(labels.enumerated().map { ($1, "\($0 + 1)") })
    #expect(text == #"Tired\, but ok=1,a\\b=2,=x=3,okay=4"#)
    let read = try MoodMap(parsing: text)
    #expect(labels.map(read.score) == [1, 2, 3, 4])
  }

  @Test(arguments: [
    ("okay", MoodMapProblem.noEquals(part: "okay"), "\"okay\" has no \"=\""),
    ("=5", .noLabel(part: "=5"), "\"=5\" has no label before \"=\""),
    (
      "okay=six", .notAScore("six", part: "okay=six"),
      "\"six\" in \"okay=six\" is not a whole number from 1 to 10"
    ),
    (
      "okay=11", .notAScore("11", part: "okay=11"),
      "\"11\" in \"okay=11\" is not a whole number from 1 to 10"
    ),
    (
      "okay=0", .notAScore("0", part: "okay=0"),
      "\"0\" in \"okay=0\" is not a whole number from 1 to 10"
    ),
  ])
  func badMapsNameThePart(text: String, problem: MoodMapProblem, reason: String) {
    #expect(throws: ImportError.invalidMoodMap(text, reason: problem)) {
      try MoodMap(parsing: text)
    }
    #expect(problem.description == reason)
  }
}

import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// One rule for how much text a field holds (`TextLimit`), the same through `mood log`, `mood
/// import` and the web app: a "character" of 2,000,000 combining marks is refused at the door,
/// naming the field and the limit, and nothing is stored.
@Suite struct TextLimitCommandTests {
  let store: TemporaryStore
  var folder: TemporaryDirectory { store.directory }

  init() throws { store = try TemporaryStore() }

  private static let acute = "\u{301}"
  /// One character: an `a` and 2,000,000 combining acute accents, 4 MB.
  private static let zalgo = "a" + String(repeating: acute, count: 2_000_000)

  private func mood(_ arguments: [String]) throws -> CommandResult {
    try MoodBinary.run(arguments + ["--locale", "en"], store: store.path)
  }

  @Test func logRefusesTextOverItsLimitNamingFieldAndLimit() throws {
    // The system passes at most 128 KiB in one argument: 60,000 marks are 120 KB.
    let cases: [([String], String)] = [
      (
        ["--reason", "a" + String(repeating: Self.acute, count: 60_000)],
        "the reason has 120001 bytes of UTF-8; at most 4096 fit"
      ),
      (
        ["--reason", "e" + String(repeating: Self.acute, count: 17)],
        "the reason has a character with 17 combining marks; at most 16 fit on one character"
      ),
      (
        ["--tags", "ok," + String(repeating: "t", count: 61)],
        "tag 2 has 61 characters; at most 60 fit"
      ),
      (["--reason", String(repeating: "👨‍👩‍👧‍👦", count: 200)], "the reason has 5000 bytes of UTF-8"),
    ]
    for (arguments, message) in cases {
      let result = try mood(["log", "7", "--date", "2026-11-20"] + arguments)
      #expect(result.status == 64, "\(result.stderr)")
      #expect(result.stderr.hasPrefix("Error: " + message), "\(result.stderr)")
    }
    #expect(try mood(["show", "2026-11-20"]).status != 0)
    let fits = try mood([
      "log", "7", "--date", "2026-11-20", "--reason", String(repeating: "🌸", count: 500),
    ])
    #expect(fits.status == 0, "\(fits.stderr)")
  }

  @Test func importRefusesAReasonOfTwoMillionMarksNamingItsPath() throws {
    let path = folder.file("zalgo.json")
    try Data(JSONInputTests.backup(entry: #""score": 7, "reason": "\#(Self.zalgo)""#).utf8)
      .write(to: URL(fileURLWithPath: path))
    let result = try mood(["import", path])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: entries[0].reason: text of 4000001 bytes of UTF-8 is not accepted; expected "
        + "text of at most 500 characters and 4096 bytes of UTF-8, with at most 16 combining "
        + "marks on a character (the reason has 4000001 bytes of UTF-8; at most 4096 fit)\n")
    #expect(try store.read { try $0.entryCount() } == 0)
  }

  @Test func theWebAppRefusesItAndKeepsAnswering() throws {
    let server = try ServeProcess(store: store.path)
    let headers = try server.pageHeaders()
    let body = try JSONSerialization.data(withJSONObject: ["score": 6, "reason": Self.zalgo])
    let refused = try RawHTTP.send(
      port: server.port, "PUT", "/api/entries/2026-11-20", headers: headers, body: body)
    #expect(refused.status == 422)
    #expect(
      (try refused.json() as? [String: String])?["error"]
        == "the reason has 4000001 bytes of UTF-8; at most 4096 fit")
    let tag = try RawHTTP.send(
      port: server.port, "PUT", "/api/entries/2026-11-20", headers: headers,
      body: Data(#"{"score": 6, "tags": ["\#(String(repeating: "t", count: 61))"]}"#.utf8))
    #expect(tag.status == 422)
    let word = try RawHTTP.send(
      port: server.port, "POST", "/api/words", headers: headers,
      body: Data(
        #"{"english": "\#(String(repeating: "é", count: 300))", "valence": "neutral"}"#.utf8))
    #expect(word.status == 422)
    #expect(
      (try word.json() as? [String: String])?["error"]
        == "the word's English name has 600 bytes of UTF-8; at most 320 fit")
    let day = try RawHTTP.send(
      port: server.port, "GET", "/api/entries/2026-11-20", headers: headers)
    #expect(day.status == 404)
    #expect(server.process.isRunning)
  }
}

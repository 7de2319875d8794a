import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// JSON that a person or a hostile tester hands to MoodCard, through the built binary and the
/// real server: every malformed text is refused with its first problem and path, a text nested
/// 100,000 deep costs nothing, and nothing is written.
@Suite struct JSONInputTests {
  let store: TemporaryStore
  var folder: TemporaryDirectory { store.directory }

  init() throws {
    store = try TemporaryStore()
    #expect(
      try MoodBinary.run(["log", "7", "--date", "2026-11-03"], store: store.path).status == 0)
  }

  /// A backup of one entry whose text is `entry` (its members after `"day"`), then `rest`.
  static func backup(entry: String = #""score": 7, "reason": "ok""#, rest: String = "") -> String {
    """
    {"format": "moodcard-backup", "version": 1, "entries": [{"day": "2026-11-28", \(entry), \
    "words": [], "tags": [], "loggedAt": "2026-11-28T20:00:00.000Z", "timeZone": "Etc/UTC", \
    "createdAt": "2026-11-28T20:00:00.000Z", "updatedAt": "2026-11-28T20:00:00.000Z"}], \
    "habits": [], "completions": [], "words": []\(rest)}
    """
  }

  /// `mood import` of `bytes`: the exit code and standard error, with the store unchanged.
  /// - Parameter refused: whether the store must stay as it was.
  private func importing(
    _ bytes: [UInt8], refused: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (status: Int32, stderr: String) {
    let path = folder.file("in-\(UUID().uuidString).json")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let before = try MoodBinary.run(["export"], store: store.path).stdout
    let result = try MoodBinary.run(["import", path, "--locale", "en"], store: store.path)
    #expect(
      try MoodBinary.run(["export"], store: store.path).stdout == before || !refused,
      sourceLocation: sourceLocation)
    return (result.status, result.stderr)
  }

  private func expectRefused(
    _ text: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try importing(Array(text.utf8), sourceLocation: sourceLocation)
    #expect(result.status == 65, sourceLocation: sourceLocation)
    #expect(result.stderr == "Error: \(message)\n", sourceLocation: sourceLocation)
  }

  @Test func theBaseBackupImports() throws {
    let result = try importing(Array(Self.backup().utf8), refused: false)
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test func aFileNested100000DeepIsRefusedAtTheLimit() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let result = try importing(Array(("{\"x\": " + deep + "}").utf8))
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: the file is not well-formed JSON: arrays and objects nested more than 64 deep "
        + "at x\(String(repeating: "[0]", count: 63)), line 1 (character 69)\n")
  }

  @Test func trailingCommasAreRefusedWithTheirPlace() throws {
    let last = Self.backup(rest: ",")
    try expectRefused(
      last,
      "the file is not well-formed JSON: a comma after the last item at the document, line 1 "
        + "(character \(last.utf8.count - 2)); JSON allows none there")
    let inner = Self.backup(entry: #""score": 7, "reason": "ok", "extra": [1, 2,]"#)
    let comma = try #require(inner.utf8.firstRange(of: ",]".utf8)).lowerBound
    try expectRefused(
      inner,
      "the file is not well-formed JSON: a comma after the last item at entries[0].extra, "
        + "line 1 (character \(inner.utf8.distance(from: inner.utf8.startIndex, to: comma))); "
        + "JSON allows none there")
  }

  @Test(arguments: [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE6, 0x97]] as [[UInt8]])
  func bytesThatAreNotUTF8InAnIgnoredKeyAreRefused(sequence: [UInt8]) throws {
    let text = Self.backup(entry: #""score": 7, "reason": "ok", "note": "X""#)
    let parts = text.split(separator: "X", maxSplits: 1).map { Array($0.utf8) }
    let result = try importing(parts[0] + sequence + parts[1])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: the file is not well-formed JSON: bytes that are not UTF-8 at "
        + "entries[0].note, line 1 (character \(parts[0].count)); JSON text is UTF-8\n")
  }

  @Test func aLoneSurrogateNamesItsField() throws {
    try expectRefused(
      Self.backup(entry: #""score": 7, "reason": "\ud800""#),
      "the file is not well-formed JSON: a \\u escape of half a UTF-16 surrogate pair at "
        + "entries[0].reason, line 1 (character 101); \\uD800 to \\uDBFF must be followed by "
        + "\\uDC00 to \\uDFFF")
  }

  @Test func aNumberIsBlamedOnlyWhereAWholeNumberIsRequired() throws {
    // A fraction in a key MoodCard ignores is no fault: the real problem is named.
    try expectRefused(
      Self.backup(entry: #""score": 11, "reason": "ok", "weight": 1.5"#),
      "entries[0].score: 11 is not accepted; expected a whole number from 1 to 10")
    try expectRefused(
      Self.backup(entry: #""score": 7, "reason": 1.5"#),
      "entries[0].reason: a value of another type is not accepted; expected text in double "
        + "quotes")
    try expectRefused(
      Self.backup(entry: #""score": 7.5, "reason": "ok""#),
      "entries[0].score: 7.5 is not accepted; expected a whole number from 1 to 10")
  }

  // MARK: - The server

  @Test func aDeepImportIsA422AndTheServerAnswersTheNextRequest() throws {
    let server = try ServeProcess(store: store.path)
    let headers = try server.pageHeaders()
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let refused = try RawHTTP.send(
      port: server.port, "POST", "/api/import?format=json", headers: headers,
      body: Data(("{\"x\": " + deep + "}").utf8))
    #expect(refused.status == 422)
    let error = (try refused.json() as? [String: String])?["error"] ?? ""
    #expect(error.contains("nested more than 64 deep"), "\(error)")
    let next = try RawHTTP.send(
      port: server.port, "GET", "/api/entries/2026-11-03", headers: headers)
    #expect(next.status == 200)
    #expect(server.process.isRunning)
  }

  @Test func malformedPutBodiesAre400WithTheirProblem() throws {
    let server = try ServeProcess(store: store.path)
    let headers = try server.pageHeaders()
    func put(_ body: String) throws -> (status: Int, error: String) {
      let response = try RawHTTP.send(
        port: server.port, "PUT", "/api/entries/2026-11-28", headers: headers,
        body: Data(body.utf8))
      return (response.status, (try? response.json() as? [String: String])?["error"] ?? "")
    }
    let comma = try put(#"{"score": 6, "tags": ["a",]}"#)
    #expect(comma.status == 400)
    #expect(
      comma.error
        == "the body is not well-formed JSON: a comma after the last item at tags, line 1 "
        + "(character 25); JSON allows none there; the body must be a JSON object with "
        + #""score" (1 to 10) and optional "words", "tags" (lists of strings) and "reason" "#
        + #"(a string)"#)
    let surrogate = try put(#"{"score": 6, "reason": "\udc00"}"#)
    #expect(surrogate.status == 400)
    #expect(surrogate.error.contains("surrogate pair at reason"), "\(surrogate.error)")
    let fraction = try put(#"{"score": 6.5}"#)
    #expect(fraction.status == 422)
    #expect(fraction.error.contains("\"6.5\""), "\(fraction.error)")
    let words = try RawHTTP.send(
      port: server.port, "POST", "/api/words", headers: headers,
      body: Data(#"{"english": "Zesty", "valence": "pleasant",}"#.utf8))
    #expect(words.status == 400)
    // Nothing of these was saved.
    let day = try RawHTTP.send(
      port: server.port, "GET", "/api/entries/2026-11-28", headers: headers)
    #expect(day.status == 404)
    #expect(try put(#"{"score": 6}"#).status == 201)
  }
}

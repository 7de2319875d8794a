import Foundation
import MoodApp
import MoodCore
import MoodServe
import MoodSystem
import StoreTestSupport
import TestSupport
import Testing

/// The Data page's import takes files larger than memory should hold: the body goes to a
/// temporary file beside the store as it arrives, within the upload limit, and the file is gone
/// on every path. `mood serve`'s own parts on a real port in this process, with a small limit
/// (1 MiB) so that a test can pass it; the process's descriptors show what the server holds.
@Suite struct ServeUploadTests {
  let folder: TemporaryDirectory
  let app: WebApp
  let server: HTTPServer
  let cookie: String
  let headers: [String: String]

  static let limit: Int64 = 1 << 20

  init() throws {
    folder = try TemporaryDirectory(prefix: "moodcard-upload")
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var settings = try ServeSettings(
      storePath: folder.file("mood.sqlite"),
      environment: [
        "MOODCARD_NOW": "2026-11-29T20:00:00Z", "XDG_STATE_HOME": folder.file("state"),
      ],
      timeZone: .utc, assets: package.appendingPathComponent("Sources/Web"),
      fonts: package.appendingPathComponent("Fonts"))
    settings.uploadLimit = Self.limit
    let listener = try Listener(address: "127.0.0.1", port: 0)
    let token = WebSecurity.randomToken()
    app = try WebApp(
      settings: settings,
      security: WebSecurity(listen: "127.0.0.1", port: listener.port, token: token), workers: 1)
    server = try HTTPServer(listener: listener, handler: app)
    let session = try ServeProcess.openSession(port: listener.port, address: "/?token=\(token)")
    cookie = "moodcard-\(listener.port)=\(session)"
    let page = try RawHTTP.send(port: listener.port, "GET", "/", headers: ["Cookie": cookie])
    let csrf = try #require(
      page.text.firstMatch(of: /<meta name="csrf-token" content="([0-9a-f]{64})">/)?.1)
    headers = [
      "Cookie": cookie, "Origin": "http://127.0.0.1:\(listener.port)",
      "Sec-Fetch-Site": "same-origin", "X-CSRF-Token": String(csrf),
    ]
  }

  private func stop() {
    server.stop()
    app.shutdown()
  }

  private func post(
    _ path: String, _ body: Data, chunked: Bool, language: [String: String] = [:]
  ) throws -> RawHTTPResponse {
    try RawHTTP.send(
      port: server.port, "POST", path,
      headers: headers.merging(language) { $1 }
        .merging(chunked ? ["Transfer-Encoding": "chunked"] : [:]) { $1 },
      body: chunked ? RawHTTP.chunked(body) : body)
  }

  private func export() throws -> String {
    try RawHTTP.send(port: server.port, "GET", "/api/export.json", headers: ["Cookie": cookie])
      .text
  }

  /// The upload files of this test's server that this process holds open (the other tests'
  /// servers run beside it), each shown as `FOLDER/.mood-upload-….tmp (deleted)`.
  private func heldUploads() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").compactMap {
      try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)
    }.filter { $0.hasPrefix(folder.path + "/.mood-upload-") }
  }

  /// A MoodCard backup of `days` days from 2010-01-01, `padding` characters of reason each (at
  /// most 500 fit).
  static func backup(days: Int, padding: Int) -> Data {
    let entries = (0..<days).map { offset in
      let day = Day.at("2010-01-01").adding(days: offset)
      return """
        {"day": "\(day)", "score": \(1 + offset % 10), "words": [], "tags": [], \
        "reason": "\(String(repeating: "x", count: padding))", "discuss": false, \
        "loggedAt": "\(day)T20:00:00.000Z", "createdAt": "\(day)T20:00:00.000Z", \
        "updatedAt": "\(day)T20:00:00.000Z", "timeZone": "Etc/UTC"}
        """
    }
    return Data(
      """
      {"format": "moodcard-backup", "version": 1, "entries": [\(entries.joined(separator: ",\n"))],
       "habits": [], "completions": [], "sessions": [], "words": []}
      """.utf8)
  }

  @Test func aFileOverTheLimitIs413InBothLanguagesAndNothingIsWrittenOrLeft() throws {
    defer { stop() }
    let saved = try RawHTTP.send(
      port: server.port, "PUT", "/api/entries/2026-11-28",
      headers: headers.merging(["Content-Type": "application/json"]) { $1 },
      body: Data(#"{"score": 6, "reason": "Before the upload"}"#.utf8))
    #expect(saved.status == 201)
    let before = try export()
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    // A backup that would be imported whole (2.5 MiB); past the limit none of it is.
    let large = Self.backup(days: 4000, padding: 450)
    #expect(large.count > 2 * Int(Self.limit))
    let chinese = ["Accept-Language": "zh-CN,zh;q=0.9"]
    let cases: [(RawHTTPResponse, String)] = [
      // Its length unknown until it arrives: read to the limit, then refused.
      (
        try post("/api/import", large, chunked: true),
        "the file is over the 1.0 MiB an import takes"
      ),
      (try post("/api/import", large, chunked: true, language: chinese), "文件超过了导入可接受的 1.0 MiB"),
      // Announced: refused from its head.
      (
        try post("/api/import?dry-run", large, chunked: false),
        "the file of \(NumberText.mebibytes(Int64(large.count))) is over the 1.0 MiB an import takes"
      ),
      (
        try post("/api/import", large, chunked: false, language: chinese),
        "文件有 \(NumberText.mebibytes(Int64(large.count)))，超过了导入可接受的 1.0 MiB"
      ),
    ]
    for (response, message) in cases {
      #expect(response.status == 413)
      #expect((try response.json() as? [String: String]) == ["error": message], "\(response.text)")
    }
    #expect(try export() == before, "nothing was written")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == files)
    #expect(try heldUploads() == [], "no upload file is held open")
  }

  /// A file within the limit, announced or not, is imported from its file; the file is gone
  /// once the answer is sent, and the folder holds only what it held.
  @Test func aFileWithinTheLimitIsImportedFromItsFileWhichIsThenGone() throws {
    defer { stop() }
    let backup = Self.backup(days: 500, padding: 450)
    #expect(backup.count > 256 * 1024, "more than libmicrohttpd hands over at once")
    let dryRun = try post("/api/import?dry-run&name=years.json", backup, chunked: true)
    #expect(dryRun.status == 200, "\(dryRun.text)")
    let lines = try #require((try dryRun.json() as? [String: Any])?["lines"] as? [String])
    #expect(lines.first == "years.json: MoodCard backup with 500 entries", "\(lines)")
    #expect(lines.last == "Dry run: nothing was written.")
    let imported = try post("/api/import?name=years.json", backup, chunked: false)
    #expect(imported.status == 200, "\(imported.text)")
    let entries = try RawHTTP.send(
      port: server.port, "GET", "/api/entries?from=2010-01-01&to=2011-12-31",
      headers: ["Cookie": cookie])
    #expect((try entries.json() as? [Any])?.count == 500)
    #expect(waitUntil { (try? heldUploads()) == [] }, "the upload file is let go")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!files.contains { $0.hasPrefix(".mood-upload-") }, "\(files)")
  }

  /// A damaged upload is named by the name the page sent, never by the path it is read under
  /// (`/proc/self/fd/N`): a zip cut short, read at the places its directory names, and a Pixels
  /// backup, read whole, with a day February does not have.
  @Test func aDamagedUploadIsNamedByItsOwnNameNeverByThePathItIsReadUnder() throws {
    defer { stop() }
    let zip = try Data(
      contentsOf: URL(fileURLWithPath: Fixtures.folder + "/daylio-backup/edge-cases.daylio"))
    let pixels = #"[{"date": "2026-2-30", "type": "Mood", "scores": [3], "notes": "", "tags": []}]"#
    let cases: [(String, Data, String)] = [
      ("broken.daylio", zip.prefix(zip.count - 30), "broken.daylio"),
      ("PIXELS BACKUP.json", Data(pixels.utf8), "PIXELS BACKUP.json"),
    ]
    for (name, body, shown) in cases {
      let query = "dry-run&name=" + name.replacingOccurrences(of: " ", with: "%20")
      for chunked in [true, false] {
        let answer = try post("/api/import?" + query, body, chunked: chunked)
        let error = try #require((try answer.json() as? [String: String])?["error"])
        #expect(answer.status == 422 || answer.status == 400, "\(answer.status) \(error)")
        #expect(error.contains(shown), "\(error)")
        #expect(!error.contains("/proc/"), "\(error)")
      }
    }
  }

  /// While a body arrives it is in a file beside the store whose name is already gone; a
  /// client that goes away halfway leaves nothing behind, on disk or held open.
  @Test func anUploadInProgressIsAFileWithoutANameAndADroppedOneIsLetGo() throws {
    defer { stop() }
    let descriptor = try RawHTTP.connect(port: server.port)
    var head = "POST /api/import?dry-run HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "Content-Length: 500000\r\n\r\n"
    let half = Data(head.utf8) + Self.backup(days: 400, padding: 450).prefix(250_000)
    let sent = half.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    #expect(sent == half.count)
    #expect(
      waitUntil { (try? heldUploads().count) == 1 }, "the body goes to a file as it arrives")
    let held = try heldUploads()
    #expect(held.allSatisfy { $0.hasSuffix(" (deleted)") }, "\(held)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!files.contains { $0.hasPrefix(".mood-upload-") }, "\(files)")
    close(descriptor)
    #expect(waitUntil { (try? heldUploads()) == [] }, "the dropped upload is let go")
  }
}

import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

/// What `mood serve` says when it fails, over a real socket: what failed in the person's words
/// and language, never SQL or SQLite's words, with the detail on its standard error; 507 on a
/// full disk; and a picture that cannot be drawn is a JSON 500, never a closed connection.
@Suite struct ServeFailureTests {
  private static func error(of response: RawHTTPResponse) -> String {
    (try? response.json() as? [String: String])?["error"] ?? response.text
  }

  /// Asks `path` of `server` in English and in Chinese: a JSON 500 saying `english` and
  /// `chinese`, with none of SQLite's words.
  private static func expectFailure(
    of server: ServeProcess, at path: String, english: String, chinese: String
  ) throws {
    for (language, expected) in [([:], english), (["Accept-Language": "zh-CN"], chinese)] {
      let response = try RawHTTP.send(
        port: server.port, "GET", path, headers: ["Cookie": server.cookie].merging(language) { $1 })
      #expect(response.status == 500)
      #expect(response.headers["content-type"] == "application/json")
      #expect(error(of: response) == expected)
      #expect(!response.text.contains("SQLite") && !response.text.contains("SELECT"))
    }
  }

  @Test func aDamagedStoreIsSaidInThePersonsWordsAndItsDetailGoesToStandardError() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("mood.sqlite")
    let store = try Store(path: path)
    let entries = try (1...28).map { day in
      try MoodEntry.sample(
        "2026-11-\(day < 10 ? "0" : "")\(day)", score: 5, reason: String(repeating: "x", count: 400)
      )
    }
    try store.write { db in for entry in entries { try db.save(entry) } }
    try store.close()
    // Every page but the first (the schema) overwritten: the tables cannot be read.
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    let size = try handle.seekToEnd()
    let pageSize = 4096
    try handle.seek(toOffset: UInt64(pageSize))
    try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - pageSize))
    try handle.close()

    let server = try ServeProcess(store: path)
    try Self.expectFailure(
      of: server, at: "/api/entries?from=2026-11-01&to=2026-11-30",
      english: "the store at \(path) is damaged and cannot be read; MoodCard changed nothing. "
        + "Restore your latest backup with `mood restore FILE` (a restore keeps the store it "
        + "replaced beside it as STORE.<time>.bak)",
      chinese: "\(path) 处的数据文件已损坏，无法读取；MoodCard 没有做任何改动。请用 `mood restore 文件` 恢复最近的备份"
        + "（恢复时会把被替换的数据保留在旁边，名为 STORE.<时间>.bak）")
    let (status, errors) = server.stop()
    #expect(status == 0)
    #expect(errors.contains("mood serve: GET /api/entries failed: SQLite error"), "\(errors)")
  }

  @Test func aFullDiskIs507AndTheServerGoesOnOnceThereIsRoom() throws {
    let mount = try ScratchMount(kibibytes: 512)
    let path = mount.file("mood.sqlite")
    let server = try ServeProcess(store: path)
    let headers = try server.pageHeaders()
    #expect(
      try RawHTTP.send(
        port: server.port, "PUT", "/api/entries/2026-11-28", headers: headers,
        body: Data(#"{"score": 6}"#.utf8)
      ).status == 201)
    // What is left of the disk, filled.
    let filler = mount.file("filler")
    #expect(FileManager.default.createFile(atPath: filler, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: filler))
    let block = Data(repeating: 0, count: 4096)
    while (try? handle.write(contentsOf: block)) != nil {}
    try? handle.close()

    let reason = String(repeating: "a long day ", count: 45)
    let full = try RawHTTP.send(
      port: server.port, "PUT", "/api/entries/2026-11-29", headers: headers,
      body: Data(#"{"score": 7, "reason": "\#(reason)"}"#.utf8))
    #expect(full.status == 507)
    #expect(full.headers["content-type"] == "application/json")
    #expect(
      Self.error(of: full)
        == "your computer's disk is full, so this change was not saved: free some space on it, "
        + "then save again (what is already saved can still be read)")
    try FileManager.default.removeItem(atPath: filler)
    let saved = try RawHTTP.send(
      port: server.port, "PUT", "/api/entries/2026-11-29", headers: headers,
      body: Data(#"{"score": 7, "reason": "\#(reason)"}"#.utf8))
    #expect(saved.status == 201)
    let (status, errors) = server.stop()
    #expect(status == 0)
    #expect(errors.contains("PUT /api/entries/2026-11-29 failed: SQLite error 13"), "\(errors)")
    #expect(try MoodBinary.run(["show", "2026-11-29"], store: path).stdout.contains("a long day"))
  }

  @Test func aCardThatCannotBeDrawnIsAJSON500InThePersonsLanguage() throws {
    let store = try TemporaryStore()
    try MoodBinary.run(["log", "8", "--reason", "Sea air"], store: store.path).succeeded()
    // A fonts folder of links to the bundled fonts, which go once the server has started.
    let fonts = try TemporaryDirectory(prefix: "moodcard-fonts")
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let bundled = package.appendingPathComponent("Fonts")
    let names = try FileManager.default.contentsOfDirectory(atPath: bundled.path)
    for name in names {
      try FileManager.default.createSymbolicLink(
        atPath: fonts.file(name), withDestinationPath: bundled.appendingPathComponent(name).path)
    }
    let without = try MoodBinary.run(
      ["serve", "--port", "0"], store: store.path, environment: ["MOODCARD_FONTS": fonts.path])
    #expect(without.status == 74)
    #expect(
      without.stderr.hasPrefix("Error: the web app's files were not found; searched"),
      "said in words, not as a Swift value: \(without.stderr)")
    let server = try ServeProcess(
      store: store.path,
      environment: [
        "MOODCARD_FONTS": fonts.path,
        "MOODCARD_WEB": package.appendingPathComponent("Sources/Web").path,
      ])
    for name in names { try FileManager.default.removeItem(atPath: fonts.file(name)) }
    try Self.expectFailure(
      of: server, at: "/api/cards/2026-11-29.png",
      english: "the picture could not be drawn; the log of mood serve says why",
      chinese: "无法绘制图片；原因见 mood serve 的日志")
    let (status, errors) = server.stop()
    #expect(status == 0)
    #expect(errors.contains("GET /api/cards/2026-11-29.png failed: "), "\(errors)")
  }

  @Test func aServerThatCrashesServesAgainAtTheSameAddress() throws {
    let store = try TemporaryStore()
    let server = try ServeProcess(store: store.path)
    let script = ["Authorization": "Bearer \(server.token)"]
    let crashed = try #require(server.server)
    // A crash ends the serving process on a signal. (A SIGSEGV sent by kill() does not: Swift's
    // backtracer catches it, prints, and the process goes on, since no instruction faulted.
    // SIGKILL ends it as a real fault would.)
    kill(crashed, SIGKILL)
    var answered = 0
    for _ in 0..<500 where answered != 200 {
      answered =
        (try? RawHTTP.send(port: server.port, "GET", "/api/entries", headers: script))?.status ?? 0
      if answered != 200 { usleep(20_000) }
    }
    #expect(answered == 200, "served again at the same address, with the same token")
    #expect(server.server != crashed)
    let (status, errors) = server.stop()
    #expect(status == 0)
    #expect(
      errors.contains(
        "mood serve: the server ended on signal 9 while it answered; it serves again at the "
          + "same address"), "\(errors)")
    #expect(errors.contains("MoodCard stopped."))
  }

  @Test func aServerThatKeepsCrashingIsNotForkedForEver() throws {
    let store = try TemporaryStore()
    let server = try ServeProcess(store: store.path)
    var ended: Set<pid_t> = []
    // Each new serving process is ended as soon as it appears, six times within the minute.
    for _ in 0..<2000 where server.process.isRunning {
      if let child = server.server, !ended.contains(child) {
        kill(child, SIGKILL)
        ended.insert(child)
      }
      usleep(5_000)
    }
    let (status, errors) = server.stopped()
    #expect(ended.count == 6)
    #expect(status == 128 + SIGKILL)
    #expect(
      errors.contains(
        "Error: mood serve: the server ended on signal 9 6 times within a minute; it is not "
          + "started again"), "\(errors)")
  }
}

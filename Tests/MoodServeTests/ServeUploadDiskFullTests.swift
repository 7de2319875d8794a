import Foundation
import TestSupport
import Testing

/// The Data page's upload on a disk that fills while the file arrives: `mood serve` with its
/// store (and so its upload folder) on a small tmpfs of the test's own. The person is told the
/// file could not be kept, in their language; the store, the folder and the disk are as they
/// were; the rest of the body is read and dropped, never held; the server goes on serving, and
/// stops when asked (a refusal once left a request counted as waiting, and `stop()` waited for
/// it for ever).
@Suite struct ServeUploadDiskFullTests {
  /// The space the tmpfs has free, in bytes.
  private static func free(_ mount: ScratchMount) -> UInt64 {
    var info = statvfs()
    guard statvfs(mount.path, &info) == 0 else { return 0 }
    return UInt64(info.f_bfree) * UInt64(info.f_frsize)
  }

  /// The peak resident memory of the serving process, in KiB (`VmHWM`).
  private static func peakKiB(_ server: ServeProcess) throws -> Int {
    let pid = try #require(server.server)
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
    return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
  }

  @Test func anUploadThatFillsTheDiskIs507InBothLanguagesAndLeavesNothingBehind() throws {
    let mount = try ScratchMount(kibibytes: 1024)
    let path = mount.file("mood.sqlite")
    try MoodBinary.run(["log", "6", "--reason", "before", "--date", "2026-11-28"], store: path)
      .succeeded()
    let server = try ServeProcess(store: path)
    let headers = try server.pageHeaders()
    let before = try server.get("/api/export.json").text
    let files = try FileManager.default.contentsOfDirectory(atPath: mount.path).sorted()
    let room = Self.free(mount)
    let large = ServeUploadTests.backup(days: 6000, padding: 450)
    #expect(UInt64(large.count) > 2 * room, "the file is larger than the disk's room")

    let reason = "no space left on device"
    let cases: [(chunked: Bool, language: String, message: String)] = [
      (true, "en", "the file could not be kept in \(mount.path) while it arrived: \(reason)"),
      (false, "en", "the file could not be kept in \(mount.path) while it arrived: \(reason)"),
      (true, "zh-CN,zh;q=0.9", "文件在接收时无法保存到 \(mount.path)：\(reason)"),
    ]
    for (chunked, language, message) in cases {
      let refused = try RawHTTP.send(
        port: server.port, "POST", "/api/import?name=years.json",
        headers: headers.merging(
          ["Accept-Language": language]
            .merging(chunked ? ["Transfer-Encoding": "chunked"] : [:]) { $1 }
        ) { $1 },
        body: chunked ? RawHTTP.chunked(large) : large)
      #expect(refused.status == 507, "\(refused.text)")
      #expect((try refused.json() as? [String: String]) == ["error": message], "\(refused.text)")
      // The file had no name from the start; once the answer is sent its space comes back.
      #expect(waitUntil { Self.free(mount) == room }, "the upload's space is given back")
      #expect(try FileManager.default.contentsOfDirectory(atPath: mount.path).sorted() == files)
      #expect(try server.get("/api/export.json").text == before, "the store is untouched")
    }

    // The server goes on serving: a read, a file that fits, a save.
    let read = try server.get("/api/entries/2026-11-28")
    #expect((try read.json() as? [String: Any])?["reason"] as? String == "before")
    let small = try RawHTTP.send(
      port: server.port, "POST", "/api/import?name=small.json", headers: headers,
      body: ServeUploadTests.backup(days: 3, padding: 10))
    #expect(small.status == 200, "\(small.text)")
    let imported = try server.get("/api/entries?from=2010-01-01&to=2010-01-31")
    #expect((try imported.json() as? [Any])?.count == 3)
    let saved = try RawHTTP.send(
      port: server.port, "PUT", "/api/entries/2026-11-29", headers: headers,
      body: Data(#"{"score": 7, "reason": "after"}"#.utf8))
    #expect(saved.status == 201, "\(saved.text)")
    #expect(server.stop().status == 0)
  }

  /// A folder the upload cannot be made in at all (read-only media) is 500 with the system's
  /// reason, from the request's head: nothing of the body is kept, and reads go on.
  @Test func anUploadOntoReadOnlyMediaIs500WithTheReason() throws {
    let mount = try ScratchMount(kibibytes: 1024)
    let path = mount.file("mood.sqlite")
    try MoodBinary.run(["log", "6", "--reason", "before", "--date", "2026-11-28"], store: path)
      .succeeded()
    try mount.makeReadOnly()
    let server = try ServeProcess(store: path)
    let headers = try server.pageHeaders()
    let refused = try RawHTTP.send(
      port: server.port, "POST", "/api/import?name=years.json", headers: headers,
      body: ServeUploadTests.backup(days: 3, padding: 10))
    #expect(refused.status == 500, "\(refused.text)")
    #expect(
      (try refused.json() as? [String: String])
        == [
          "error":
            "the file could not be kept in \(mount.path) while it arrived: read-only file system"
        ], "\(refused.text)")
    let read = try server.get("/api/entries/2026-11-28")
    #expect((try read.json() as? [String: Any])?["reason"] as? String == "before")
    #expect(server.stop().status == 0)
  }

  /// Once the disk is full, the rest of the body is read and dropped: a 64 MiB upload onto a
  /// disk of 1 MiB never brings the server's memory up by the file's size.
  @Test func theRestOfABodyTheDiskCouldNotTakeIsNotHeldInMemory() throws {
    let mount = try ScratchMount(kibibytes: 1024)
    let path = mount.file("mood.sqlite")
    try MoodBinary.run(["log", "6", "--date", "2026-11-28"], store: path).succeeded()
    let server = try ServeProcess(store: path)
    let headers = try server.pageHeaders()
    #expect(try server.get("/api/entries?days=7").status == 200)
    let peak = try Self.peakKiB(server)
    let body = Data(repeating: UInt8(ascii: " "), count: 64 << 20)
    let refused = try RawHTTP.send(
      port: server.port, "POST", "/api/import", headers: headers, body: body)
    #expect(refused.status == 507, "\(refused.text)")
    let grown = try Self.peakKiB(server) - peak
    #expect(grown < 16 << 10, "the server's peak memory grew by \(grown) KiB")
    #expect(server.stop().status == 0)
  }
}

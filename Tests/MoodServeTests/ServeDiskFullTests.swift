import Foundation
import TestSupport
import Testing

/// `mood serve` on a full disk, on a small tmpfs of the test's own: it starts and serves the
/// journal to read, refuses each save with 507 in words a person can act on, and saves again
/// as soon as there is room.
@Suite struct ServeDiskFullTests {
  /// Fills what is left of the disk at `mount` with one file, and returns its path.
  private static func fill(_ mount: ScratchMount) throws -> String {
    let filler = mount.file("filler")
    #expect(FileManager.default.createFile(atPath: filler, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: filler))
    let block = Data(repeating: 0, count: 4096)
    while (try? handle.write(contentsOf: block)) != nil {}
    try? handle.close()
    return filler
  }

  @Test func aServerStartedOnAFullDiskReadsAndAnswersSavesWith507UntilThereIsRoom() throws {
    let mount = try ScratchMount(kibibytes: 512)
    let path = mount.file("mood.sqlite")
    try MoodBinary.run(["log", "6", "--reason", "before"], store: path).succeeded()
    let filler = try Self.fill(mount)

    let server = try ServeProcess(store: path)
    let read = try server.get("/api/entries/2026-11-29")
    #expect(read.status == 200, "\(read.text)")
    #expect((try read.json() as? [String: Any])?["reason"] as? String == "before")
    #expect(try server.get("/api/entries?days=7").status == 200)
    #expect(try server.get("/").status == 200, "the page itself")

    let headers = try server.pageHeaders()
    let body = Data(#"{"score": 7, "reason": "after"}"#.utf8)
    for _ in 0..<2 {
      let refused = try RawHTTP.send(
        port: server.port, "PUT", "/api/entries/2026-11-28", headers: headers, body: body)
      #expect(refused.status == 507)
      #expect(
        (try refused.json() as? [String: String])?["error"]
          == "your computer's disk is full, so this change was not saved: free some space on "
          + "it, then save again (what is already saved can still be read)")
      #expect(try server.get("/api/entries/2026-11-29").status == 200, "reads go on")
    }

    try FileManager.default.removeItem(atPath: filler)
    let saved = try RawHTTP.send(
      port: server.port, "PUT", "/api/entries/2026-11-28", headers: headers, body: body)
    #expect(saved.status == 201, "\(saved.text)")
    let (status, errors) = server.stop()
    #expect(status == 0)
    #expect(
      errors.contains(
        "Warning: the disk the journal is on is full: it can be read, and saves are refused "
          + "until there is room again"), "\(errors)")
    #expect(try MoodBinary.run(["show", "2026-11-28"], store: path).stdout.contains("after"))
  }
}

import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// `--copy` of `card`, `chart` and `report`, with stand-ins for `wl-copy` and `xclip` on PATH
/// that record their arguments and the bytes they were given.
@Suite struct ClipboardTests {
  let store: TemporaryStore
  let folder: TemporaryDirectory
  let tools: TemporaryDirectory

  init() throws {
    store = try TemporaryStore()
    folder = try TemporaryDirectory(prefix: "moodcard-copy")
    tools = try TemporaryDirectory(prefix: "moodcard-clipboard-tools")
    let logged = try MoodBinary.run(
      ["log", "8", "--words", "calm", "--reason", "Pancakes"], store: store.path)
    #expect(logged.status == 0)
  }

  /// Puts a stand-in for `name` on the tools' PATH; it records and exits with `status`.
  private func fake(_ name: String, status: Int = 0) throws {
    let script = """
      #!/bin/sh
      printf '%s\\n' "$@" > '\(tools.file(name + ".args"))'
      cat > '\(tools.file(name + ".stdin"))'
      exit \(status)

      """
    let path = tools.file(name)
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
  }

  private func recorded(_ name: String) -> (arguments: [String], input: Data?) {
    let arguments =
      (try? String(contentsOfFile: tools.file(name + ".args"), encoding: .utf8))
      .map { $0.split(separator: "\n").map(String.init) } ?? []
    return (arguments, FileManager.default.contents(atPath: tools.file(name + ".stdin")))
  }

  private func mood(_ arguments: [String], session: [String: String]) throws -> CommandResult {
    try MoodBinary.run(
      arguments, store: store.path,
      environment: session.merging(["PATH": tools.path + ":/usr/bin:/bin"]) { $1 },
      directory: folder.path)
  }

  @Test func onWaylandTheCardGoesToWlCopyAsAPNGAndNoFileIsWritten() throws {
    try fake("wl-copy")
    try fake("xclip")
    let temporary = try TemporaryDirectory(prefix: "moodcard-tmp")
    let result = try mood(
      ["card", "--copy"],
      session: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0", "TMPDIR": temporary.path])
    // The picture passed through no file left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "Copied the card to the clipboard (image/png)\n")
    let copied = recorded("wl-copy")
    #expect(copied.arguments == ["--type", "image/png"])
    #expect(recorded("xclip").input == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    // The bytes are the card's: the same as the card written to a file.
    let file = folder.file("card.png")
    #expect(try mood(["card", "-o", file], session: [:]).status == 0)
    #expect(copied.input == FileManager.default.contents(atPath: file))
    #expect(copied.input?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
  }

  @Test func onX11TheChartGoesToXclipAsSVGAndToTheFileNamed() throws {
    try fake("xclip")
    let file = folder.file("week.svg")
    let result = try mood(
      ["chart", "line", "--days", "7", "-o", file, "--copy"], session: ["DISPLAY": ":0"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == "Wrote \(file)\nCopied the chart to the clipboard (image/svg+xml)\n")
    let copied = recorded("xclip")
    #expect(copied.arguments == ["-selection", "clipboard", "-in", "-target", "image/svg+xml"])
    #expect(copied.input != nil)
    #expect(copied.input == FileManager.default.contents(atPath: file))
  }

  @Test func theReportIsCopiedAsAPDF() throws {
    try fake("wl-copy")
    let result = try mood(["report", "--copy"], session: ["WAYLAND_DISPLAY": "wayland-1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "Copied the report to the clipboard (application/pdf)\n")
    let copied = recorded("wl-copy")
    #expect(copied.arguments == ["--type", "application/pdf"])
    #expect(copied.input?.starts(with: Array("%PDF".utf8)) == true)
  }

  @Test(arguments: [
    (["WAYLAND_DISPLAY": "wayland-0"], "install it with `apt install wl-clipboard`"),
    (["DISPLAY": ":0"], "install it with `apt install xclip`"),
    (
      [:],
      "--copy needs a desktop session (neither WAYLAND_DISPLAY nor DISPLAY is set) and its "
        + "clipboard program: wl-copy (`apt install wl-clipboard`) or xclip"
    ),
  ])
  func withoutAClipboardProgramTheMessageNamesThePackageAndNothingIsWritten(
    session: [String: String], message: String
  ) throws {
    let result = try mood(["card", "--copy", "-o", folder.file("card.png")], session: session)
    #expect(result.status == 69)
    #expect(result.stderr.hasPrefix("Error: "))
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aFailingClipboardProgramIsAnIOError() throws {
    try fake("xclip", status: 1)
    let result = try mood(["card", "--copy"], session: ["DISPLAY": ":0"])
    #expect(result.status == 74)
    #expect(result.stderr == "Error: xclip failed with status 1; the clipboard is unchanged\n")
  }

  @Test func withStandardOutputTheLinesGoToStandardError() throws {
    try fake("wl-copy")
    let result = try mood(
      ["card", "-o", "-", "--copy", "--format", "pdf"], session: ["WAYLAND_DISPLAY": "w"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("%PDF"))
    #expect(result.stderr == "Copied the card to the clipboard (application/pdf)\n")
    #expect(recorded("wl-copy").arguments == ["--type", "application/pdf"])
  }
}

import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// The man page `mood man` writes, read by groff and man, and `make install-files` with a
/// DESTDIR, as a packager runs it.
@Suite struct ManPageAndInstallTests {
  let folder: TemporaryDirectory
  init() throws { folder = try TemporaryDirectory(prefix: "moodcard-install") }

  @Test func theManPageHasNoRoffWarningsAndShowsEveryCommand() throws {
    let page = try MoodBinary.run(["man"])
    #expect(page.status == 0)
    let file = folder.file("mood.1")
    try page.stdout.write(toFile: file, atomically: true, encoding: .utf8)

    let groff = try run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", file])
    #expect(groff.status == 0)
    #expect(groff.stderr.isEmpty, "\(groff.stderr)")

    let man = try run("/usr/bin/man", ["-l", file], environment: ["MANWIDTH": "200"])
    #expect(man.status == 0, "\(man.stderr)")
    #expect(man.stdout.hasPrefix("MOOD(1)"))
    // Every command's usage line, as its help shows it, heads its part of the page.
    let usages = HelpTexts.all.dropFirst().compactMap { _, text in
      text.split(separator: "\n").first { $0.hasPrefix("USAGE: ") }?.dropFirst("USAGE: ".count)
    }
    #expect(usages.count == HelpTexts.all.count - 1)
    for usage in usages { #expect(man.stdout.contains("   \(usage)\n"), "\(usage)") }
    for section in ["SYNOPSIS", "COMMANDS", "GLOBAL OPTIONS", "ENVIRONMENT", "EXIT STATUS"] {
      #expect(man.stdout.contains("\n\(section)\n"), "\(section)")
    }
    #expect(man.stdout.contains("portrait (1080x1350, default), square (1080²) or story"))
  }

  @Test func installFilesPutsTheProgramManPageAndCompletionsUnderDestdir() throws {
    let destination = folder.file("root")
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    let make = try run(
      "/usr/bin/make",
      [
        "-s", "-C", package, "install-files", "MOOD=\(MoodBinary.path)",
        "DESTDIR=\(destination)", "PREFIX=/usr",
      ])
    #expect(make.status == 0, "\(make.stderr)")

    let generated: [(path: String, arguments: [String])] = [
      ("share/man/man1/mood.1", ["man"]),
      ("share/bash-completion/completions/mood", ["completions", "bash"]),
      ("share/zsh/site-functions/_mood", ["completions", "zsh"]),
      ("share/fish/vendor_completions.d/mood.fish", ["completions", "fish"]),
    ]
    for (path, arguments) in generated {
      let file = "\(destination)/usr/\(path)"
      #expect(try permissions(file) == 0o644, "\(path)")
      let expected = try MoodBinary.run(arguments).stdout
      #expect(!expected.isEmpty)
      #expect(try String(contentsOfFile: file, encoding: .utf8) == expected, "\(path)")
    }
    #expect(try permissions("\(destination)/usr/bin/mood") == 0o755)
    let fonts = try FileManager.default.contentsOfDirectory(
      atPath: "\(destination)/usr/share/moodcard/fonts")
    #expect(fonts.contains { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") })
    // The installed program finds the installed fonts and draws.
    let installed = "\(destination)/usr/bin/mood"
    let store = MoodBinary.environment(
      store: folder.file("mood.sqlite"), adding: ["HOME": folder.path])
    #expect(try run(installed, ["log", "7"], environment: store).status == 0)
    let card = try run(installed, ["card", "-o", folder.file("card.png")], environment: store)
    #expect(card.status == 0, "\(card.stderr)")
  }

  private func permissions(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  private func run(_ program: String, _ arguments: [String], environment: [String: String] = [:])
    throws -> CommandResult
  {
    try ChildProcess.run(
      program, arguments,
      environment: ["PATH": "/usr/bin:/bin", "MANPAGER": "cat", "LANG": "C.UTF-8"]
        .merging(environment) { $1 })
  }
}

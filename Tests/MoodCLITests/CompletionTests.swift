import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// The scripts of `mood completions`, loaded into real bash, zsh and fish, asked what they
/// offer after the words typed so far: bash's `_mood` called as `complete -F` would, fish's
/// `complete -C`, and zsh's whole completion system on a terminal.
@Suite struct CompletionTests {
  let store: TemporaryStore
  let other: TemporaryStore
  let folder: TemporaryDirectory

  init() throws {
    store = try TemporaryStore()
    other = try TemporaryStore()
    folder = try TemporaryDirectory(prefix: "moodcard-completion")
    for name in ["Run", "Read", "Yoga"] {
      #expect(try MoodBinary.run(["habit", "add", name], store: store.path).status == 0)
    }
    #expect(try MoodBinary.run(["habit", "add", "Swim"], store: other.path).status == 0)
    // fish completes a command by its name on PATH.
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("mood"), withDestinationPath: MoodBinary.path)
  }

  /// Words typed after `mood` (the last one being completed) and what every shell offers.
  static let cases: [([String], [String])] = [
    (
      [""],
      [
        "backup", "batch", "card", "chart", "completions", "config", "delete", "devices", "export",
        "habit",
        "import", "list", "log", "remind", "report", "restore", "serve", "sessions", "show",
        "stats", "sync",
        "words",
      ]
    ),
    (["ch"], ["chart"]),
    (["habit", ""], ["add", "archive", "delete", "done", "list", "rename", "unarchive", "undo"]),
    (
      ["chart", ""],
      ["calendar", "days", "habits", "line", "patterns", "scores", "tags", "weekdays", "words"]
    ),
    (["chart", "line", "--theme", ""], ["dark", "light"]),
    (["card", "--size", ""], ["portrait", "square", "story"]),
    (["card", "yesterday", "--format", ""], ["pdf", "png", "svg"]),
    (["report", "--locale", "zh"], ["zh-Hans", "zh-Hans-CN"]),
    (["report", "--paper", ""], ["a4", "letter"]),
    (["card", "--no-"], ["--no-footer", "--no-reason", "--no-tags", "--no-words"]),
    (["log", "7", "--date", ""], ["today", "yesterday"]),
    (["habit", "done", ""], ["Read", "Run", "Yoga"]),
    (["habit", "done", "--date", "today", "R"], ["Read", "Run"]),
    (["completions", ""], ["bash", "fish", "zsh"]),
    (["stats", "--tz", "Europe/Lond"], ["Europe/London"]),
    (["list", "--a"], ["--all"]),
    (["stats", "--a"], ["--all", "--archived"]),
    (["export", "--a"], ["--all"]),
    (["log", "--words", "Grat"], ["Grateful"]),
    (["log", "8", "--words", "Calm,Grat"], ["Calm,Grateful"]),
  ]

  @Test(arguments: cases)
  func bashOffers(words: [String], expected: [String]) throws {
    let script = try self.script("bash")
    let typed = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let result = try shell(
      "/bin/bash",
      """
      source '\(script)'
      COMP_WORDS=('\(MoodBinary.path)' \(typed.joined(separator: " ")))
      COMP_CWORD=\(words.count)
      _mood
      printf '%s\\n' "${COMPREPLY[@]}"
      """)
    #expect(result.sorted() == expected, "mood \(words.joined(separator: " "))")
  }

  @Test(arguments: cases)
  func zshOffers(words: [String], expected: [String]) throws {
    let result = try zsh((["mood"] + words).joined(separator: " ")).offered
    #expect(result.sorted() == expected, "mood \(words.joined(separator: " "))")
  }

  @Test func zshListsSubcommandsAndOptionsWithTheirHelp() throws {
    #expect(
      try zsh("mood ch").listed == ["chart -- Draw a chart of a range of days (PNG, SVG or PDF)"])
    #expect(
      try zsh("mood card --no-").listed == [
        "--no-reason -- Leave the reason off the card",
        "--no-words -- Leave the mood words off the card",
        "--no-tags -- Leave the tags off the card",
        "--no-footer -- Leave the footer naming the app off the card",
      ])
  }

  @Test(arguments: cases)
  func fishOffers(words: [String], expected: [String]) throws {
    let script = try self.script("fish")
    let line = (["mood"] + words).joined(separator: " ")
    let result = try shell(
      "/usr/bin/fish", "source '\(script)'; complete -C '\(line)'")
    let names = result.map { String($0.prefix { $0 != "\t" }) }
    #expect(names.sorted() == expected, "\(line)")
  }

  @Test func theStoreOnTheCommandLineIsTheOneWhoseHabitsAreOffered() throws {
    let bash = try shell(
      "/bin/bash",
      """
      source '\(try script("bash"))'
      COMP_WORDS=('\(MoodBinary.path)' --store '\(other.path)' habit archive '')
      COMP_CWORD=5
      _mood
      printf '%s\\n' "${COMPREPLY[@]}"
      """)
    #expect(bash == ["Swim"])
    #expect(try zsh("mood --store \(other.path) habit archive ").offered == ["Swim"])
    let fish = try shell(
      "/usr/bin/fish",
      "source '\(try script("fish"))'; complete -C 'mood habit archive --store \(other.path) '")
    #expect(fish == ["Swim"])
    let inOneWord = try shell(
      "/usr/bin/fish",
      "source '\(try script("fish"))'; complete -C 'mood --store=\(other.path) habit archive '")
    #expect(inOneWord == ["Swim"])
  }

  @Test func bashQuotesAHabitNameWithASpace() throws {
    #expect(
      try MoodBinary.run(["habit", "add", "Morning walk"], store: store.path).status == 0)
    let result = try shell(
      "/bin/bash",
      """
      source '\(try script("bash"))'
      COMP_WORDS=('\(MoodBinary.path)' habit undo Mor)
      COMP_CWORD=3
      _mood
      printf '%s\\n' "${COMPREPLY[@]}"
      """)
    #expect(result == [#"Morning\ walk"#])
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let result = try MoodBinary.run(["completions", "tcsh"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: unknown shell \"tcsh\"; expected bash, zsh or fish"))
  }

  @Test func listingHabitsForCompletionCreatesNoStore() throws {
    let missing = folder.file("none.sqlite")
    let result = try MoodBinary.run(["__complete", "habits"], store: missing)
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  /// The script `mood completions NAME` prints, in a file.
  private func script(_ name: String) throws -> String {
    let result = try MoodBinary.run(["completions", name])
    #expect(result.status == 0)
    let path = folder.file("completion.\(name)")
    try result.stdout.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// What zsh's own completion system offers for `line` after Tab, with the script installed
  /// as `make install` installs it (`_mood` in a folder of `$fpath`, loaded by `compinit`):
  /// `Tests/Fixtures/zsh/complete.zsh` types the line into an interactive `zsh -f` on a
  /// terminal and records the matches zsh keeps, and the lines it lists for those a completion
  /// function describes (their runs of spaces made one).
  private func zsh(_ line: String) throws -> (offered: [String], listed: [String]) {
    let functions = folder.file("zsh-functions")
    try FileManager.default.createDirectory(atPath: functions, withIntermediateDirectories: true)
    if !FileManager.default.fileExists(atPath: functions + "/_mood") {
      try FileManager.default.copyItem(atPath: try script("zsh"), toPath: functions + "/_mood")
    }
    let matches = folder.file("zsh-matches")
    // The driver waits for the shell's markers, not for a time; `timeout` only ends a shell
    // that would never print them, so the test fails instead of hanging.
    let offered = try shell(
      "/usr/bin/timeout",
      arguments: [
        "120", "/usr/bin/zsh", "-f", Fixtures.folder + "/zsh/complete.zsh", functions, matches,
        line,
      ])
    let shown = (try? String(contentsOfFile: matches + ".shown", encoding: .utf8)) ?? ""
    let listed = shown.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    return (offered, listed)
  }

  /// Runs `program` with `arguments`, with the store and `mood` on PATH; the lines it printed.
  private func shell(_ program: String, arguments: [String]) throws -> [String] {
    let run = try ChildProcess.run(
      program, arguments,
      environment: MoodBinary.environment(
        store: store.path,
        adding: [
          "PATH": folder.path + ":/usr/bin:/bin", "HOME": folder.path,
          "XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path,
        ]), directory: folder.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    return run.stdout.split(separator: "\n").map(String.init)
  }

  /// Runs `program` on `script`; the lines it printed.
  private func shell(_ program: String, _ script: String) throws -> [String] {
    try shell(program, arguments: ["-c", script])
  }
}

import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// The scripts of `mood completions`, loaded into real bash, zsh and fish, asked what they
/// offer after the words typed so far.
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
        "backup", "batch", "card", "chart", "completions", "delete", "export", "habit", "import",
        "list", "log", "remind", "report", "restore", "serve", "show", "stats", "words",
      ]
    ),
    (["ch"], ["chart"]),
    (["habit", ""], ["add", "archive", "delete", "done", "list", "rename", "unarchive", "undo"]),
    (["chart", ""], ["calendar", "habits", "line", "scores", "tags", "words"]),
    (["chart", "line", "--theme", ""], ["dark", "light"]),
    (["card", "--size", ""], ["portrait", "square", "story"]),
    (["card", "yesterday", "--format", ""], ["pdf", "png", "svg"]),
    (["report", "--locale", "zh"], ["zh-Hans", "zh-Hans-CN"]),
    (["report", "--paper", ""], ["a4", "letter"]),
    (["card", "--no-"], ["--no-reason", "--no-tags", "--no-words"]),
    (["log", "7", "--date", ""], ["today", "yesterday"]),
    (["habit", "done", ""], ["Read", "Run", "Yoga"]),
    (["habit", "done", "--date", "today", "R"], ["Read", "Run"]),
    (["completions", ""], ["bash", "fish", "zsh"]),
    (["stats", "--tz", "Europe/Lond"], ["Europe/London"]),
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
    let script = try self.script("zsh")
    let typed = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    // Outside a completion widget the completion builtins do not exist: stand-ins print what
    // they are given, names before the first colon.
    let result = try shell(
      "/usr/bin/zsh",
      """
      compdef() {}
      # compset -P PATTERN moves what PATTERN matches of the word into IPREFIX, which compadd
      # puts before each value.
      compset() {
        local word=${words[CURRENT]} separator=${2#\\*}
        if [[ $1 == -P && $word == *$separator* ]]; then IPREFIX=${word%$separator*}$separator; fi
      }
      compadd() { [[ $1 == -a ]] && print -l -- ${IPREFIX}${^${(P)2}} }
      _describe() { print -l -- ${${(P)4}%%:*} }
      _files() { print -l -- FILES }
      source '\(script)'
      words=('\(MoodBinary.path)' \(typed.joined(separator: " ")))
      CURRENT=\(words.count + 1)
      _mood
      """, arguments: ["-f"])
    // zsh filters by the typed prefix itself, after the function offers.
    let prefix = words.last ?? ""
    #expect(
      result.filter { $0.hasPrefix(prefix) }.sorted() == expected,
      "mood \(words.joined(separator: " "))")
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

  /// Runs `program` on `script` with the store and `mood` on PATH; the lines it printed.
  private func shell(_ program: String, _ script: String, arguments: [String] = []) throws
    -> [String]
  {
    let run = try ProgramRun(
      program, arguments + ["-c", script],
      environment: [
        "PATH": folder.path + ":/usr/bin:/bin", "MOODCARD_STORE": store.path, "TZ": "Etc/UTC",
        "HOME": folder.path, "XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path,
      ], directory: folder.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    return run.stdout.split(separator: "\n").map(String.init)
  }
}

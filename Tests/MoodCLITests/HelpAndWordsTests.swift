import Foundation
import StoreTestSupport
import TestSupport
import Testing

@Suite struct HelpAndWordsTests {
  @Test(arguments: HelpTexts.all)
  func everyCommandHasItsWholeHelpAndExitsZero(path: [String], text: String) throws {
    let result = try MoodBinary.run(path + ["--help"])
    #expect(result.status == 0)
    #expect(result.stdout == text)
    #expect(result.stderr.isEmpty)
    #expect(try MoodBinary.run(path + ["-h"]).stdout == text)
  }

  /// Every command a person can reach from `mood --help` has its help text above, and no other.
  @Test func theHelpTextsCoverTheWholeTree() throws {
    func subcommands(_ help: String) -> [String] {
      guard let section = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first else {
        return []
      }
      // A name starts a row; a wrapped abstract goes on indented further.
      return section.components(separatedBy: "\n\n")[0].split(separator: "\n")
        .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        .compactMap { $0.split(separator: " ").first.map(String.init) }
    }
    var reached: [[String]] = []
    var queue: [[String]] = [[]]
    while let path = queue.popLast() {
      reached.append(path)
      let help = try MoodBinary.run(path + ["--help"]).stdout
      queue += subcommands(help).map { path + [$0] }
    }
    #expect(reached.count > 20)
    #expect(Set(reached) == Set(HelpTexts.all.map(\.path)))
  }

  @Test func helpWrapsAtEightyColumns() throws {
    for (_, text) in HelpTexts.all {
      for line in text.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    }
  }

  @Test func chineseHelpStartsNoLineWithClosingPunctuation() throws {
    for (path, _) in HelpTexts.all {
      let help = try MoodBinary.run(path + ["--help"], environment: ["LANG": "zh_CN.UTF-8"])
      #expect(help.status == 0)
      for line in help.stdout.split(separator: "\n") {
        let first = line.drop { $0 == " " }.first
        #expect(!"）」』》】，。、；：！？".contains(first ?? " "), "\(path): \(line)")
      }
    }
  }

  @Test func aDoubleDashEndsTheOptionsSoNamesMayStartWithDashes() throws {
    let store = try TemporaryStore()
    let added = try MoodBinary.run(["habit", "add", "--", "--late-night"], store: store.path)
    #expect(added.stdout == "Added the habit --late-night.\n")
    let done = try MoodBinary.run(
      ["habit", "done", "--date=2026-11-01", "--", "--late-night"], store: store.path)
    #expect(done.stdout == "--late-night: done on 2026-11-01.\n")
    let unknown = try MoodBinary.run(["habit", "done", "--late-night"], store: store.path)
    #expect(unknown.status == 64)
    #expect(unknown.stderr.hasPrefix("Error: unknown option --late-night"))
  }

  @Test func versionPrintsTheVersion() throws {
    let result = try MoodBinary.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("mood 0."))
  }

  @Test func aGroupWithoutASubcommandListsItsChoices() throws {
    let result = try MoodBinary.run(["habit"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("choose a subcommand: add, list, done, undo"))
  }

  @Test func anEmptyChineseNameIsNoNameAndChineseOutputShowsTheEnglishOne() throws {
    let store = try TemporaryStore()
    let added = try MoodBinary.run(
      ["words", "add", "Sunny", "--valence", "pleasant", "--zh", " "], store: store.path)
    #expect(added.status == 0)
    let word = try store.read { db in try db.vocabulary().ownWord(named: "sunny") }
    #expect(word.chinese == nil)
    #expect(try MoodBinary.run(["log", "8", "--words", "sunny"], store: store.path).status == 0)
    let shown = try MoodBinary.run(["--locale", "zh-Hans", "show"], store: store.path)
    #expect(shown.stdout.contains("Sunny"))
  }

  @Test func wordsListsBothLanguagesAndTakesTheOwnWordsOfAPerson() throws {
    let store = try TemporaryStore()
    let list = try MoodBinary.run(["words"], store: store.path)
    #expect(list.status == 0)
    #expect(list.stdout.contains("  Calm          平静\n"))
    #expect(list.stdout.contains("Unpleasant:\n"))
    let added = try MoodBinary.run(
      ["words", "add", "Cozy", "--valence", "pleasant", "--zh", "舒适"], store: store.path)
    #expect(added.stdout == "Added the pleasant word Cozy (id cozy).\n")
    #expect(
      try MoodBinary.run(["words"], store: store.path).stdout.contains("Cozy          舒适  (yours)"))
    #expect(
      try MoodBinary.run(["log", "8", "--words", "舒适"], store: store.path).stdout.contains(
        "words   Cozy"))
    let taken = try MoodBinary.run(
      ["words", "add", "calm", "--valence", "neutral"], store: store.path)
    #expect(taken.status == 64)
    #expect(taken.stderr.contains("the vocabulary already has \"Calm\""))
    let badValence = try MoodBinary.run(
      ["words", "add", "Meh", "--valence", "so-so"], store: store.path)
    #expect(
      badValence.stderr.contains(
        "invalid valence \"so-so\": expected pleasant, neutral or unpleasant"))
  }

  @Test func ownWordsAreRenamedKeepingTheirEntriesAndDeletedOnceNoEntryHasThem() throws {
    let store = try TemporaryStore()
    let missing = try MoodBinary.run(["words", "rename", "Sleepy", "Drowsy"], store: store.path)
    #expect(missing.status == 64)
    #expect(!FileManager.default.fileExists(atPath: store.path), "no store is made to fail in")
    try MoodBinary.run(
      ["words", "add", "Sleepy", "--valence", "neutral", "--zh", "困"], store: store.path
    ).succeeded()
    try MoodBinary.run(["log", "5", "--words", "sleepy"], store: store.path).succeeded()

    let renamed = try MoodBinary.run(["words", "rename", "困", "Drowsy"], store: store.path)
    #expect(renamed.status == 0)
    #expect(renamed.stdout == "Renamed the word Sleepy to Drowsy (id sleepy).\n")
    #expect(
      try MoodBinary.run(["words"], store: store.path).stdout.contains("Drowsy        困  (yours)"))
    #expect(
      try MoodBinary.run(["show", "2026-11-29"], store: store.path).stdout.contains(
        "words   Drowsy"))

    let builtIn = try MoodBinary.run(["words", "delete", "calm", "--yes"], store: store.path)
    #expect(builtIn.status == 64)
    #expect(
      builtIn.stderr.hasPrefix(
        "Error: \"Calm\" is one of MoodCard's words; only your own can be renamed or deleted\n"))
    let inUse = try MoodBinary.run(["words", "delete", "drowsy", "--yes"], store: store.path)
    #expect(inUse.status == 65)
    #expect(
      inUse.stderr
        == "Error: 1 entry has the word \"Drowsy\"; take it off that entry first, or rename the "
        + "word\n")
    let inUseInChinese = try MoodBinary.run(
      ["words", "delete", "drowsy", "--yes"], store: store.path,
      environment: ["LANG": "zh_CN.UTF-8"])
    #expect(
      inUseInChinese.stderr == "错误：有 1 条记录用了心情词“困”；请先从这条记录中去掉它，或将它重命名\n")
    let unasked = try MoodBinary.run(["words", "delete", "drowsy"], store: store.path)
    #expect(unasked.status == 64, "without a terminal, deleting needs --yes")

    try MoodBinary.run(["log", "5", "--words", "calm"], store: store.path).succeeded()
    let deleted = try MoodBinary.run(
      ["words", "delete", "drowsy", "--yes"], store: store.path,
      environment: ["LANG": "zh_CN.UTF-8"])
    #expect(deleted.status == 0)
    #expect(deleted.stdout == "已删除心情词 困。\n")
    #expect(!(try MoodBinary.run(["words"], store: store.path).stdout.contains("Drowsy")))
  }
}

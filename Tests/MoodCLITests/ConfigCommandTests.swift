import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// `mood config` and the saved preferences every command reads, with the built binary and a
/// configuration folder of each test's own.
@Suite struct ConfigCommandTests {
  let store: TemporaryStore
  let home: TemporaryDirectory
  var file: String { home.file("moodcard/config") }

  init() throws {
    store = try TemporaryStore()
    home = try TemporaryDirectory(prefix: "moodcard-config")
  }

  private func mood(_ arguments: [String], _ environment: [String: String] = [:]) throws
    -> CommandResult
  {
    try MoodBinary.run(
      arguments, store: store.path,
      environment: ["XDG_CONFIG_HOME": home.path].merging(environment) { $1 })
  }

  @Test func setGetListAndUnsetKeepTheFile() throws {
    #expect(try mood(["config", "set", "theme", "dark"]).stdout == "theme = dark\n")
    #expect(try mood(["config", "set", "locale", "zh-Hans"]).status == 0)
    #expect(try mood(["config", "set", "theme", "light"]).status == 0)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.hasPrefix("# MoodCard's saved preferences"))
    #expect(text.hasSuffix("\ntheme = light\nlocale = zh-Hans\n"))
    #expect(try mood(["config", "get", "theme"]).stdout == "light\n")
    #expect(try mood(["config", "list"]).stdout == "theme = light\nlocale = zh-Hans\n")
    #expect(try mood(["config", "unset", "theme"]).status == 0)
    #expect(try mood(["config"]).stdout == "locale = zh-Hans\n")
    let unset = try mood(["config", "get", "theme", "--locale", "en"])
    #expect(unset.status == 1)
    #expect(unset.stdout.isEmpty)
    #expect(unset.stderr == "Error: theme is not set\n")
  }

  @Test(arguments: [
    (["theme", "sepia"], "invalid theme \"sepia\"; expected light, dark"),
    (["size", "huge"], "invalid size \"huge\"; expected portrait, square, story"),
    (["locale", "ja"], "invalid locale \"ja\"; expected en, zh-Hans"),
    (["week-start", "friday"], "invalid week-start \"friday\"; expected monday, sunday"),
    (["tz", "Mars/Base"], "invalid tz \"Mars/Base\"; expected a time zone name such as"),
    (["reminder-time", "25:00"], "invalid reminder-time \"25:00\"; expected a time of day"),
    (["colour", "red"], "unknown key \"colour\"; the keys are locale, theme, size, week-start"),
  ])
  func aBadValueIsRefusedAndTheFileIsLeftAsItWas(arguments: [String], message: String) throws {
    try mood(["config", "set", "theme", "dark"]).succeeded()
    let before = try Data(contentsOf: URL(fileURLWithPath: file))
    let result = try mood(["config", "set"] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: \(message)"))
    #expect(result.stderr.contains("Usage: mood config set KEY VALUE"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: home.file("moodcard")) == ["config"])
  }

  @Test(arguments: [
    ("theme = dark\nnonsense\n", "line 2: expected key = value"),
    ("# mine\nlocale = ja\n", "line 2: invalid locale \"ja\"; expected en, zh-Hans"),
    (
      "colour = red\n",
      "line 1: unknown key \"colour\"; the keys are locale, theme, size, week-start, tz, "
        + "reminder-time"
    ),
    ("theme = dark\ntheme = light\n", "line 2: theme is given twice"),
  ])
  func aDamagedFileIsReportedWithItsLineByEveryCommand(text: String, message: String) throws {
    try FileManager.default.createDirectory(
      atPath: home.file("moodcard"), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    for command in [["show"], ["config", "list"], ["log", "5"]] {
      let result = try mood(command)
      #expect(result.status == 78)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr == "Error: \(file), \(message); correct or remove that line\n")
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
    #expect(try MoodBinary.run(["list", "--json"], store: store.path).stdout == "[\n\n]\n")
  }

  @Test func theLanguageIsTheFlagThenTheSavedOneThenTheEnvironmentThenEnglish() throws {
    func language(_ arguments: [String], _ environment: [String: String]) throws -> String {
      let result = try mood(["show", "--bogus"] + arguments, environment)
      #expect(result.status == 64)
      return result.stderr.hasPrefix("错误：") ? "zh" : result.stderr.hasPrefix("Error:") ? "en" : "?"
    }
    #expect(try language([], [:]) == "en")
    #expect(try language([], ["LANG": "zh_CN.UTF-8"]) == "zh")
    #expect(try language([], ["LANG": "zh_CN.UTF-8", "LC_MESSAGES": "en_GB.UTF-8"]) == "en")
    #expect(try language([], ["LANG": "en_US.UTF-8", "LC_ALL": "zh_SG.UTF-8"]) == "zh")
    #expect(try language([], ["LANG": "zh_CN.UTF-8", "LC_ALL": "C"]) == "en")
    #expect(try language([], ["LANG": "zh_CN.UTF-8", "LC_ALL": ""]) == "zh")
    #expect(try language([], ["LANG": "ja_JP.UTF-8"]) == "en")
    try mood(["config", "set", "locale", "zh-Hans"]).succeeded()
    #expect(try language([], ["LC_ALL": "en_US.UTF-8"]) == "zh")
    #expect(try language(["--locale", "en"], [:]) == "en")
    #expect(try language(["--locale=en-GB"], ["LANG": "zh_CN.UTF-8"]) == "en")
  }

  @Test func theSavedTimeZoneWinsOverTZAndLosesToTheFlag() throws {
    // Now is 20:00 in London: already 04:00 the next day in Shanghai, 15:00 in New York.
    #expect(try mood(["config", "set", "tz", "Asia/Shanghai"]).status == 0)
    let saved = try mood(["log", "5"], ["TZ": "Europe/London"])
    #expect(saved.status == 0, "\(saved.stderr)")
    let flagged = try mood(["log", "6", "--tz", "America/New_York"], ["TZ": "Europe/London"])
    #expect(flagged.status == 0, "\(flagged.stderr)")
    let list = try mood(["list", "--json", "--from", "2026-11-01", "--tz", "Asia/Shanghai"])
    #expect(list.status == 0, "\(list.stderr)")
    let entries = try #require(
      try JSONSerialization.jsonObject(with: list.stdoutBytes) as? [[String: Any]])
    // Each day with its own score and zone: the saved zone's day holds the 5, the flag's the 6.
    let days = entries.map { entry in
      "\(entry["day"] ?? "") \(entry["score"] ?? "") \(entry["timeZone"] ?? "")"
    }
    #expect(days.sorted() == ["2026-11-29 6 America/New_York", "2026-11-30 5 Asia/Shanghai"])
  }

  @Test func theSavedWeekStartWinsOverTheEnvironmentsRegionButNotOverTheOptions() throws {
    try mood(["log", "7"]).succeeded()
    func calendar(_ arguments: [String], _ environment: [String: String] = [:]) throws -> Data {
      let output = store.directory.file("calendar-\(UUID().uuidString).svg")
      let result = try mood(["chart", "calendar", "-o", output] + arguments, environment)
      #expect(result.status == 0, "\(result.stderr)")
      return try Data(contentsOf: URL(fileURLWithPath: output))
    }
    let monday = try calendar([])
    let sunday = try calendar(["--locale", "en-US"])
    #expect(sunday != monday)
    #expect(try calendar([], ["LANG": "en_US.UTF-8"]) == sunday)
    try mood(["config", "set", "week-start", "monday"]).succeeded()
    #expect(try calendar([], ["LANG": "en_US.UTF-8"]) == monday)
    #expect(try calendar(["--locale", "en-US"]) == sunday)
    try mood(["config", "set", "week-start", "sunday"]).succeeded()
    #expect(try calendar([]) == sunday)
    #expect(try calendar(["--locale", "en"]) == sunday)
    #expect(try calendar(["--locale", "en-GB"]) == monday)
  }

  @Test func theSavedThemeAndSizeDrawTheCardUnlessAnOptionSaysOtherwise() throws {
    try mood(["log", "7"]).succeeded()
    func card(_ arguments: [String]) throws -> Data {
      let output = store.directory.file("card-\(UUID().uuidString).png")
      let result = try mood(["card", "-o", output] + arguments)
      #expect(result.status == 0, "\(result.stderr)")
      return try Data(contentsOf: URL(fileURLWithPath: output))
    }
    let plain = try card([])
    let darkSquare = try card(["--theme", "dark", "--size", "square"])
    try mood(["config", "set", "theme", "dark"]).succeeded()
    try mood(["config", "set", "size", "square"]).succeeded()
    #expect(try card([]) == darkSquare)
    #expect(try card(["--theme", "light", "--size", "portrait"]) == plain)
  }
}

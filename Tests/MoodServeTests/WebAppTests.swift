import CardRender
import Foundation
import MoodApp
import MoodCore
import MoodServe
import MoodStore
import MoodSystem
import Stats
import StoreTestSupport
import TestSupport
import Testing

/// The web app's parts without a socket: the route table and its handlers on a real store, the
/// security rules, the language choice and the static paths.
@Suite struct WebAppTests {
  let store: TemporaryStore
  let context: ServeContext
  let router: Router
  let security = WebSecurity(
    listen: "127.0.0.1", port: 8787, token: String(repeating: "a", count: 64))

  init() throws {
    store = try TemporaryStore()
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    context = ServeContext(
      settings: try ServeSettings(
        storePath: store.path, environment: ["MOODCARD_NOW": "2026-11-29T20:00:00Z"],
        timeZone: try #require(Zone(identifier: "Etc/UTC")),
        assets: package.appendingPathComponent("Sources/Web"),
        fonts: package.appendingPathComponent("Fonts")))
    router = WebApp.router(security: security)
  }

  private func call(
    _ method: String, _ path: String, query: [String: String] = [:], body: String = ""
  ) -> HTTPResponse {
    router.respond(
      HTTPRequest(
        method: HTTPMethod(rawValue: method), path: path, query: query, body: Data(body.utf8)),
      context: context)
  }

  private func error(_ response: HTTPResponse) -> String {
    (try? JSONDecoder().decode([String: String].self, from: response.body))?["error"] ?? ""
  }

  // MARK: - Routes

  @Test func routePatternsMatchSegmentsAndTheRestOfAPath() {
    let entry = Route("GET", "/api/entries/:day") { _, _ in HTTPResponse(status: 200) }
    #expect(entry.match("/api/entries/2026-11-29") == ["day": "2026-11-29"])
    #expect(entry.match("/api/entries/") == nil)
    #expect(entry.match("/api/entries/2026-11-29/x") == nil)
    #expect(entry.match("/api/entries") == nil)
    let files = Route("GET", "/static/*path") { _, _ in HTTPResponse(status: 200) }
    #expect(files.match("/static/a/b.css") == ["path": "a/b.css"])
  }

  @Test func noTwoRoutesAnswerTheSameMethodAndPath() {
    #expect(Router.clashes(in: router.routes).isEmpty)
    let tables = [
      EntryRoutes.routes, WordRoutes.routes, PictureRoutes.routes, HabitRoutes.routes,
      DataRoutes.routes, SyncRoutes.routes, PageRoutes.routes(security: security),
      InstallRoutes.routes,
      PhoneRoutes.routes(security: security), WorkerRoutes.routes(security: security),
    ]
    #expect(router.routes.count == tables.map(\.count).reduce(0, +))
    let ok: Route.Handler = { _, _ in HTTPResponse(status: .ok) }
    let table = [
      Route(.get, "/api/entries/:day", ok), Route(.put, "/api/entries/:day", ok),
      Route(.get, "/api/entries/:name", ok), Route(.get, "/api/entries/:day/card", ok),
      Route(.get, "/static/*path", ok), Route(.get, "/static/*file", ok),
    ]
    #expect(Router.clashes(in: table) == ["GET /api/entries/:name", "GET /static/*file"])
  }

  @Test func aPutIsTheUpsertOfMoodLogAndLeftOutFieldsKeepTheirValues() throws {
    let created = call(
      "PUT", "/api/entries/2026-11-28",
      body: #"{"score": 6, "words": ["Calm", "焦虑"], "tags": ["Work", "work"], "reason": "Hm"}"#)
    #expect(created.status == 201)
    let updated = call("PUT", "/api/entries/2026-11-28", body: #"{"score": 7, "reason": ""}"#)
    #expect(updated.status == 200)
    let entry = try #require(try store.read { try $0.entry(on: .at("2026-11-28")) })
    #expect(entry.score.value == 7)
    #expect(entry.words == ["calm", "anxious"])
    #expect(entry.tags == ["Work"], "tags are normalized as mood log does")
    #expect(entry.reason.isEmpty, "an empty reason clears it, as --reason \"\" does")
    let json = try #require(
      try JSONSerialization.jsonObject(with: call("GET", "/api/entries/2026-11-28").body)
        as? [String: Any])
    #expect(
      Set(json.keys)
        == [
          "day", "score", "words", "tags", "reason", "discuss", "loggedAt", "timeZone",
          "updatedAt",
        ])
  }

  @Test func aRefusedQueryNamesEachValueAsThePageSendsIt() {
    let cases: [([String: String], String)] = [
      (["from": "2026-02-30"], #"from "2026-02-30": February 2026 has 28 days"#),
      (
        ["to": "2026-03-01"],
        #"to "2026-03-01" needs from DAY; give one range: days N (1 to 3660, ending today), "#
          + "from DAY [to DAY], month YYYY-MM, year YYYY or all"
      ),
      (["month": "2026-13"], #"month "2026-13": expected YYYY-MM with a month from 01 to 12"#),
      (["days": "7", "year": "2026"], "days and year cannot be combined"),
    ]
    for (query, message) in cases {
      let response = call("GET", "/api/entries", query: query)
      #expect(response.status == .badRequest, "\(query)")
      #expect(error(response).hasPrefix(message), "\(query): \(error(response))")
      #expect(!error(response).contains("--"), "\(query): \(error(response))")
    }
    let chart = call("GET", "/api/charts/line.svg", query: ["width": "9"])
    #expect(error(chart) == #"width "9": expected a whole number of pixels from 320 to 4000"#)
    // A flag is set by its name alone, 1 or true, and left unset by any other value.
    let saved = call(
      "PUT", "/api/entries/2026-11-29", body: #"{"score": 7, "reason": "walked by the sea"}"#)
    #expect(saved.status == .created)
    for (value, showsReason) in [("false", true), ("0", true), ("", false), ("1", false)] {
      let card = call("GET", "/api/cards/2026-11-29.svg", query: ["no-reason": value])
      #expect(card.status == .ok)
      #expect(
        card.header("X-Alt-Text")?.contains("walked") == showsReason, "no-reason=\(value)")
    }
    // The card's options read `no-footer` as `mood card --no-footer` does.
    let footed = call("GET", "/api/cards/2026-11-29.svg")
    let bare = call("GET", "/api/cards/2026-11-29.svg", query: ["no-footer": ""])
    #expect(bare.status == .ok && footed.status == .ok)
    #expect(bare.body != footed.body)
  }

  @Test func errorsAreJSONWithTheStatusTheyDeserve() {
    let cases: [(String, String, String, Int, String)] = [
      ("PUT", "/api/entries/2026-11-29", #"{"score": 0}"#, 422, "invalid score \"0\""),
      ("PUT", "/api/entries/yesterday", #"{"score": 5}"#, 400, "YYYY-MM-DD"),
      ("GET", "/api/entries/2026-02-30", "", 400, "2026-02-30"),
      ("DELETE", "/api/entries/2026-11-29", "", 404, "2026-11-29"),
      ("PATCH", "/api/habits/12", #"{"archived": true}"#, 404, "#12"),
      ("PUT", "/api/habits/x/days/2026-11-29", #"{"done": true}"#, 400, "\"x\" is not a habit id"),
      ("GET", "/api/charts/line.svg", "", 200, ""),
      ("GET", "/api/nowhere", "", 404, "/api/nowhere"),
      ("POST", "/api/import", "day,mood\n", 422, "unrecognized header"),
    ]
    for (method, path, body, status, message) in cases {
      let response = call(method, path, body: body)
      #expect(response.status.rawValue == status, "\(method) \(path): \(error(response))")
      if status >= 400 {
        #expect(response.header("Content-Type") == "application/json")
        #expect(error(response).contains(message), "\(error(response))")
      }
    }
    let badQuery = call("GET", "/api/entries", query: ["days": "9999"])
    #expect(badQuery.status == 400)
    #expect(error(badQuery) == "days \"9999\": expected a whole number from 1 to 3660")
  }

  @Test func aFailureOfTheServerSaysWhatFailedInThePersonsWordsNeverItsDetail() {
    struct Unforeseen: Error {}
    let misused = StoreError.sqlite(
      code: 21, message: "bad parameter or other API misuse",
      context: .statement("SELECT day FROM entries"), path: "/s")
    let malformed = StoreError.sqlite(
      code: 11, message: "database disk image is malformed",
      context: .statement("SELECT day FROM entries"), path: "/s")
    let full = StoreError.sqlite(
      code: 13, message: "database or disk is full", context: .statement("COMMIT"), path: "/s")
    let cases: [(any Error, Bool, Int, String, String)] = [
      (
        misused, false, 500, "your journal could not be read; the log of mood serve says why",
        "无法读取你的日记；原因见 mood serve 的日志"
      ),
      (
        malformed, false, 500,
        "the store at /s is damaged and cannot be read; MoodCard changed nothing. Restore your "
          + "latest backup with `mood restore FILE` (a restore keeps the store it replaced "
          + "beside it as STORE.<time>.bak)",
        "/s 处的数据文件已损坏，无法读取；MoodCard 没有做任何改动。请用 `mood restore 文件` 恢复最近的备份"
          + "（恢复时会把被替换的数据保留在旁边，名为 STORE.<时间>.bak）"
      ),
      (
        Unforeseen(), true, 500, "your change could not be saved; the log of mood serve says why",
        "无法保存你的更改；原因见 mood serve 的日志"
      ),
      (
        RenderError.cairo(operation: "cairo_create", status: "out of memory"), false, 500,
        "the picture could not be drawn; the log of mood serve says why",
        "无法绘制图片；原因见 mood serve 的日志"
      ),
      (
        full, true, 507,
        "your computer's disk is full, so this change was not saved: free some space on it, "
          + "then save again (what is already saved can still be read)",
        "你电脑的磁盘已满，所以这次更改没有保存：请在上面腾出一些空间，然后再保存（已经保存的内容仍然可以查看）"
      ),
    ]
    for (failure, changing, status, english, chinese) in cases {
      for (language, expected) in [(CardLocale.english, english), (.simplifiedChinese, chinese)] {
        let response = HTTPResponse.failure(
          failure, messages: Messages.load(language), changing: changing)
        #expect(response.status.rawValue == status)
        #expect(response.header("Content-Type") == "application/json")
        #expect(error(response) == expected)
      }
    }
  }

  @Test func thePreviewChecksTheDraftWithoutSavingIt() throws {
    let preview = call(
      "POST", "/api/preview/2026-11-29.png", query: ["download": ""],
      body: #"{"score": 8, "words": ["calm", "grateful"], "reason": "Sea"}"#)
    #expect(preview.status == 200)
    #expect(preview.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(
      preview.header("Content-Disposition") == "attachment; filename=\"mood-2026-11-29.png\"")
    let alt = try #require(preview.header("X-Alt-Text")?.removingPercentEncoding)
    // The renderer's alt text: what the card shows, title then description.
    #expect(
      alt
        == "Mood card, Sunday, 29 November 2026: 8 out of 10. Sunday, 29 November 2026. Mood 8 "
        + "out of 10, shown by a happy face with smiling eyes. Words: Calm, Grateful. "
        + "Reason: “Sea”.")
    #expect(try store.read { try $0.entryCount() } == 0)
    let unknown = call(
      "POST", "/api/preview/2026-11-29.png", body: #"{"score": 5, "words": ["calmm"]}"#)
    #expect(unknown.status == 422)
    #expect(error(unknown).contains("Calm"), "the message suggests the close word")
  }

  @Test func aWordOfOnesOwnIsAddedAsMoodWordsAddDoesAndCanBeChosen() throws {
    let added = call(
      "POST", "/api/words",
      body: #"{"english": " Cozy ", "chinese": " 舒适 ", "valence": "pleasant"}"#)
    #expect(added.status == 201)
    let word = try #require(try JSONSerialization.jsonObject(with: added.body) as? [String: Any])
    #expect(word["id"] as? String == "cozy")
    #expect(word["english"] as? String == "Cozy")
    #expect(word["chinese"] as? String == "舒适")
    #expect(word["builtIn"] as? Bool == false)
    let words = try #require(
      try JSONSerialization.jsonObject(with: call("GET", "/api/words").body) as? [[String: Any]])
    #expect(words.last?["id"] as? String == "cozy", "custom words come after the built-in ones")
    #expect(
      call("PUT", "/api/entries/2026-11-29", body: #"{"score": 7, "words": ["舒适"]}"#)
        .status == 201)
    #expect(try store.read { try $0.entry(on: .at("2026-11-29")) }?.words == ["cozy"])

    let cases: [(String, Int, String)] = [
      (#"{"english": "calm", "valence": "neutral"}"#, 422, #"already has "Calm""#),
      (
        #"{"english": "Warm", "chinese": "平静", "valence": "pleasant"}"#, 422, #"already has "Calm""#
      ),
      (#"{"english": "Warm"}"#, 400, #""valence" is missing"#),
      (#"{"english": "Warm", "valence": "warm"}"#, 422, #"invalid valence "warm""#),
      (#"{"english": "  ", "valence": "neutral"}"#, 422, "1 to 40 characters"),
      (#"{"chinese": "暖"}"#, 400, #"a JSON object with "english""#),
    ]
    for (body, status, message) in cases {
      let response = call("POST", "/api/words", body: body)
      #expect(response.status.rawValue == status, "\(body): \(error(response))")
      #expect(error(response).contains(message), "\(error(response))")
    }
    #expect(try store.read { try $0.vocabulary() }.words.filter { !$0.isBuiltIn }.count == 1)
  }

  @Test func aWordOfOnesOwnIsRenamedAndDeletedAsMoodWordsDoes() throws {
    _ = call(
      "POST", "/api/words", body: #"{"english": "Sleepy", "chinese": "困", "valence": "neutral"}"#)
    _ = call(
      "POST", "/api/words", body: #"{"english": "惬意", "chinese": "惬意", "valence": "pleasant"}"#)
    #expect(
      call("PUT", "/api/entries/2026-11-29", body: #"{"score": 5, "words": ["困"]}"#).status == 201)

    let renamed = call("PATCH", "/api/words/sleepy", body: #"{"english": " Drowsy "}"#)
    #expect(renamed.status == 200, "\(error(renamed))")
    let word = try #require(try JSONSerialization.jsonObject(with: renamed.body) as? [String: Any])
    #expect(word["id"] as? String == "sleepy")
    #expect(word["english"] as? String == "Drowsy")
    #expect(word["chinese"] as? String == "困", "a name left out stays")
    let chineseOnly = call(
      "PATCH", "/api/words/惬意", body: #"{"english": "舒心", "chinese": " 舒心 "}"#)
    #expect(chineseOnly.status == 200, "\(error(chineseOnly))")
    let own = try store.read { try $0.vocabulary() }.words.filter { !$0.isBuiltIn }
    #expect(own.map(\.english) == ["Drowsy", "舒心"])
    #expect(own.map(\.chinese) == ["困", "舒心"])
    #expect(try store.read { try $0.entry(on: .at("2026-11-29")) }?.words == ["sleepy"])

    let cases: [(String, String, String, Int, String)] = [
      ("PATCH", "/api/words/calm", #"{"english": "Serene"}"#, 422, "one of MoodCard's words"),
      ("PATCH", "/api/words/nope", #"{"english": "Serene"}"#, 422, #"unknown mood word "nope""#),
      ("PATCH", "/api/words/sleepy", #"{"english": "Tired"}"#, 422, #"already has "Tired""#),
      ("PATCH", "/api/words/sleepy", #"{"english": "", "chinese": ""}"#, 422, "1 to 40"),
      // As `mood words rename`: the page, not the API, gives a Chinese name in English too.
      ("PATCH", "/api/words/sleepy", #"{"english": " ", "chinese": "困"}"#, 422, "1 to 40"),
      ("PATCH", "/api/words/sleepy", "[]", 400, "a JSON object"),
      ("DELETE", "/api/words/sleepy", "", 409, #"1 entry has the word "Drowsy""#),
      ("DELETE", "/api/words/calm", "", 422, "one of MoodCard's words"),
    ]
    for (method, path, body, status, message) in cases {
      let response = call(method, path, body: body)
      #expect(response.status.rawValue == status, "\(method) \(path) \(body): \(error(response))")
      #expect(error(response).contains(message), "\(error(response))")
    }
    #expect(call("DELETE", "/api/words/惬意").status == 204)
    let left = try store.read { try $0.vocabulary() }.words.filter { !$0.isBuiltIn }
    #expect(left.map(\.id) == ["sleepy"])
  }

  @Test func aDaylioDryRunListsEachMoodWithItsScoreAndAsksForMissingOnes() throws {
    let csv = """
      full_date,date,weekday,time,mood,activities,note
      2026-11-22,November 22,Sunday,20:00,okay,walk,
      2026-11-21,November 21,Saturday,20:00,Okay,,
      2026-11-20,November 20,Friday,20:00,rad,friends,Sea
      """
    struct Mood: Decodable, Equatable {
      let label: String, rows: Int, score: Int?
    }
    struct Report: Decodable {
      let error: String?, moods: [Mood]
    }
    let unmapped = call("POST", "/api/import", query: ["dry-run": ""], body: csv)
    #expect(unmapped.status == 422)
    let asked = try JSONDecoder().decode(Report.self, from: unmapped.body)
    #expect(asked.error?.hasPrefix(#"no score for the mood "okay""#) == true)
    #expect(
      asked.moods == [
        Mood(label: "okay", rows: 2, score: nil), Mood(label: "rad", rows: 1, score: 9),
      ])

    let mapped = call(
      "POST", "/api/import", query: ["dry-run": "", "mood-map": "okay=6,rad=10"], body: csv)
    #expect(mapped.status == 200, "\(error(mapped))")
    let report = try JSONDecoder().decode(Report.self, from: mapped.body)
    #expect(
      report.moods == [
        Mood(label: "okay", rows: 2, score: 6), Mood(label: "rad", rows: 1, score: 10),
      ])
    #expect(try store.read { try $0.entryCount() } == 0, "a dry run writes nothing")

    #expect(
      call("POST", "/api/import", query: ["mood-map": "okay=6,rad=10"], body: csv).status == 200)
    #expect(try store.read { try $0.entry(on: .at("2026-11-21")) }?.score.value == 6)
    #expect(try store.read { try $0.entry(on: .at("2026-11-20")) }?.score.value == 10)
  }

  @Test func theCalendarTellsWhereEachDayIs() throws {
    _ = call("PUT", "/api/entries/2026-11-03", body: #"{"score": 4}"#)
    let response = call("GET", "/api/charts/calendar.json", query: ["month": "2026-11"])
    #expect(response.status == 200)
    struct Cells: Decodable {
      struct Cell: Decodable { let day: String, score: Int?, x: Double, y: Double, width: Double }
      let cells: [Cell]
    }
    let cells = try JSONDecoder().decode(Cells.self, from: response.body).cells
    #expect(cells.count == 30)
    #expect(cells.first { $0.day == "2026-11-03" }?.score == 4)
    #expect(cells.allSatisfy { (0...1).contains($0.x) && (0...1).contains($0.y) && $0.width > 0 })
  }

  @Test func theRecentWordsAreTheLast90DaysMostUsedFirstAndTheSpanCountsTheLoggedDays() throws {
    let logged = { () throws -> Int? in
      let span = try JSONSerialization.jsonObject(with: call("GET", "/api/span").body)
      return (span as? [String: Any])?["logged"] as? Int
    }
    #expect(try logged() == 0)
    for (day, words) in [
      ("2026-11-29", #"["tired","calm"]"#), ("2026-11-20", #"["calm"]"#),
      ("2026-08-01", #"["sad"]"#),
    ] {
      _ = call("PUT", "/api/entries/\(day)", body: #"{"score": 5, "words": \#(words)}"#)
    }
    let recent = call("GET", "/api/words/recent")
    #expect(recent.status == 200)
    // Calm twice, then tired; sad is older than 90 days.
    #expect(try JSONDecoder().decode([String].self, from: recent.body) == ["calm", "tired"])
    #expect(try logged() == 3)
  }

  // MARK: - Pages

  /// The Data page states each rule for the days the store has in the command's own words (the
  /// line `mood import --dry-run` prints), in each language, and the page's CJK face draws them.
  @Test func theDataPageStatesEachConflictRuleInTheCommandsWords() throws {
    let rules: [MessageKey] = [.importConflictKeep, .importConflictReplace, .importConflictMerge]
    let cjk = Set(try #require(context.settings.webFonts.face("cjk-400")).characters)
    for locale in CardLocale.allCases {
      let page = call("GET", "/data", query: ["lang": locale.rawValue])
      let html = String(decoding: page.body, as: UTF8.self)
      let messages = Messages.load(locale)
      for (rule, policy) in zip(rules, ["keep", "replace", "merge"]) {
        let text = messages(rule)
        #expect(
          html.contains(
            #"<p id="rule-\#(policy)" class="conflict-rule quiet small">"#
              + WebPages.escape(text) + "</p>"), "\(policy) in \(locale)")
        #expect(html.contains(#"value="\#(policy)" aria-describedby="rule-\#(policy)""#))
        let missing = text.unicodeScalars.filter { $0.value >= 0x2E80 && !cjk.contains($0) }
        #expect(missing.isEmpty, "\(String(String.UnicodeScalarView(missing)))")
      }
    }
  }

  @Test func pagesAreFilledFromTheCatalogOfTheChosenLanguage() throws {
    let english = call("GET", "/")
    #expect(english.status == 200)
    #expect(english.header("Content-Type") == "text/html; charset=utf-8")
    let text = String(decoding: english.body, as: UTF8.self)
    #expect(text.contains("<html lang=\"en\">"))
    #expect(text.contains("<meta name=\"csrf-token\" content=\"\(security.csrfToken)\">"))
    for path in PageRoutes.pages.keys {
      for language in UserLocale.spoken {
        let page = call("GET", path, query: ["lang": language])
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(!html.contains("{{"), "every placeholder of \(path) in \(language) is filled")
        #expect(!html.contains("maxlength"), "\(path) cuts no text in UTF-16 units")
      }
    }
    #expect(!text.contains("<script>"), "no inline script")
    // The fields' limits are the store's, counted by the page in graphemes, never cut by a
    // `maxlength` that counts UTF-16 units.
    #expect(text.contains(#"id="new-word-en" data-limit="\#(WordNameProblem.maximumLength)""#))
    #expect(text.contains(#"data-limit="\#(MoodEntry.maximumReasonLength)""#))
    #expect(!text.contains("maxlength"))

    let chinese = router.respond(
      HTTPRequest(method: "GET", path: "/history", headers: ["accept-language": "zh-CN,zh;q=0.9"]),
      context: context)
    #expect(String(decoding: chinese.body, as: UTF8.self).contains("<title>历史 · MoodCard</title>"))
    let switched = call("GET", "/", query: ["lang": "zh-Hans"])
    #expect(switched.header("Set-Cookie")?.hasPrefix("moodcard-lang=zh-Hans;") == true)
  }

  @Test func templatesAreReadOnceWhenTheServerStartsAndAMissingOneStopsTheStart() throws {
    let copy = try TemporaryDirectory()
    let assets = URL(fileURLWithPath: copy.path).appendingPathComponent("web")
    try FileManager.default.copyItem(at: context.settings.assets, to: assets)
    func settings() throws -> ServeSettings {
      try ServeSettings(
        storePath: store.path, environment: context.settings.environment,
        timeZone: context.settings.timeZone, assets: assets, fonts: context.settings.fonts)
    }
    let started = ServeContext(settings: try settings())
    let before = router.respond(HTTPRequest(method: "GET", path: "/habits"), context: started)
    // Edited and removed after the start: the page is still the one read at the start.
    let head = assets.appendingPathComponent("pages/head.html")
    try Data("changed".utf8).write(to: head)
    try FileManager.default.removeItem(at: assets.appendingPathComponent("pages/habits.html"))
    let after = router.respond(HTTPRequest(method: "GET", path: "/habits"), context: started)
    #expect(after.status == 200)
    #expect(after.body == before.body)
    #expect(String(decoding: after.body, as: UTF8.self).contains("<title>"))

    let missing = try #require(throws: ServeError.self) { try settings() }
    #expect(missing.key == .webPageMissing)
    #expect(
      missing.values["path"] == .text(assets.appendingPathComponent("pages/habits.html").path))
  }

  @Test func theLanguageComesFromTheQueryTheCookieThenAcceptLanguage() {
    func language(_ headers: [String: String], query: [String: String] = [:]) -> String {
      WebCatalog.language(
        for: HTTPRequest(method: "GET", path: "/", query: query, headers: headers))
    }
    #expect(language([:]) == "en")
    #expect(language(["accept-language": "zh-CN,zh;q=0.9,en;q=0.8"]) == "zh-Hans")
    #expect(language(["accept-language": "fr-FR, en;q=0.5, zh;q=0.7"]) == "zh-Hans")
    #expect(language(["accept-language": "zh-TW,zh-Hant;q=0.9,en;q=0.5"]) == "en")
    #expect(language(["accept-language": "zh-Hans-TW"]) == "zh-Hans")
    #expect(language(["accept-language": "zh-CN", "cookie": "moodcard-lang=en"]) == "en")
    #expect(language(["cookie": "moodcard-lang=en"], query: ["lang": "zh-Hans"]) == "zh-Hans")
  }

  @Test func bothCatalogsHaveTheSameKeysAndEveryPageKeyIsInThem() throws {
    let assets = context.settings.assets
    let english = try WebCatalog(language: "en", assets: assets)
    let chinese = try WebCatalog(language: "zh-Hans", assets: assets)
    #expect(Set(english.texts.keys) == Set(chinese.texts.keys))
    let pages = try FileManager.default.contentsOfDirectory(
      atPath: assets.appendingPathComponent("pages").path)
    for page in pages {
      let text = try String(
        contentsOf: assets.appendingPathComponent("pages/\(page)"), encoding: .utf8)
      for match in text.matches(of: /\{\{([a-zA-Z][\w.]*)\}\}/) {
        #expect(english.texts[String(match.1)] != nil, "\(page): \(match.1)")
      }
    }
    // And every key a script asks for: the quoted keys inside each t(…) call.
    let scripts = assets.appendingPathComponent("static")
    var asked = 0
    for script in try FileManager.default.contentsOfDirectory(atPath: scripts.path)
    where script.hasSuffix(".js") {
      let text = try String(contentsOf: scripts.appendingPathComponent(script), encoding: .utf8)
      for call in text.matches(of: /\bt\(([^)]*)\)/) {
        for key in call.1.matches(of: /"([a-zA-Z]+\.[\w.]+)"/) {
          asked += 1
          #expect(english.texts[String(key.1)] != nil, "\(script): \(key.1)")
        }
      }
    }
    #expect(asked > 30)
  }

  @Test func staticPathsResolveOnlyInsideTheirFolder() throws {
    let folder = context.settings.assets.appendingPathComponent("static")
    #expect(WebAssets.file("app.css", in: folder) != nil)
    for path in [
      "../pages/checkin.html", "a/../../x", "", ".", "..", "/etc/passwd", ".hidden", "x\0y",
    ] {
      #expect(WebAssets.file(path, in: folder) == nil, "\(path)")
    }
    let outside = try TemporaryDirectory()
    let link = outside.file("link")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/etc/hostname")
    #expect(WebAssets.file("link", in: URL(fileURLWithPath: outside.path)) == nil)
  }

  @Test func theWebFilesAreFoundBesideTheFontsInTheTreeAndWhenInstalled() throws {
    let fonts = context.settings.fonts.path
    func folder(_ environment: [String: String]) throws -> URL {
      try WebAssets.folder(finder: ResourceFinder(environment: environment, executable: "/"))
    }
    #expect(
      try folder(["MOODCARD_FONTS": fonts]).path
        == context.settings.assets.standardizedFileURL.path)
    let prefix = try TemporaryDirectory()
    let share = URL(fileURLWithPath: prefix.path).appendingPathComponent("share/moodcard")
    for name in ["web/i18n/en.catalog", "fonts/Inter-Regular.otf"] {
      let file = share.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("{}".utf8).write(to: file)
    }
    let installed = try folder(["MOODCARD_FONTS": share.appendingPathComponent("fonts").path])
    #expect(installed.path == share.appendingPathComponent("web").path)
    #expect(throws: ServeError.self) {
      try folder(["MOODCARD_FONTS": fonts, "MOODCARD_WEB": prefix.path])
    }
  }

  // MARK: - Security

  @Test func theScreenAppliesEveryRuleBeforeTheBodyIsRead() throws {
    let host = "127.0.0.1:8787"
    func screen(
      _ method: String, _ path: String, _ headers: [String: String], query: [String: String] = [:]
    )
      -> Int?
    {
      security.screen(
        HTTPRequest(
          method: HTTPMethod(rawValue: method), path: path, query: query, headers: headers),
        messages: Messages(language: .english, texts: [:]))?
        .status.rawValue
    }
    let opened = security.screen(
      HTTPRequest(
        method: "GET", path: "/", query: ["token": security.token], headers: ["host": host]),
      messages: Messages(language: .english, texts: [:]))
    #expect(opened?.status == 303)
    let set = try #require(opened?.header("Set-Cookie")?.split(separator: ";").first)
    #expect(!set.contains(security.token))
    #expect(screen("GET", "/", ["host": host, "cookie": "moodcard-8787=\(security.token)"]) == 401)
    #expect(screen("GET", "/", ["host": host], query: ["token": "b"]) == 401)
    #expect(screen("GET", "/", ["host": host]) == 401)
    let cookie = String(set)
    #expect(screen("GET", "/", ["host": host, "cookie": cookie]) == nil)
    #expect(screen("GET", "/", ["host": "localhost:8787", "cookie": cookie]) == nil)
    #expect(screen("GET", "/", ["host": "attacker.example:8787", "cookie": cookie]) == 403)
    #expect(screen("GET", "/", ["cookie": cookie]) == 403)
    let page = [
      "host": host, "cookie": cookie, "origin": "http://\(host)", "sec-fetch-site": "same-origin",
      "x-csrf-token": security.csrfToken,
    ]
    #expect(screen("PUT", "/api/entries/2026-11-29", page) == nil)
    #expect(
      screen("DELETE", "/api/entries/2026-11-29", page.merging(["origin": "null"]) { $1 }) == 403)
    #expect(screen("POST", "/api/habits", page.filter { $0.key != "x-csrf-token" }) == 403)
    #expect(
      screen("POST", "/api/habits", page.merging(["sec-fetch-site": "cross-site"]) { $1 }) == 403)
    #expect(
      screen("PUT", "/x", ["host": host, "authorization": "Bearer \(security.token)"]) == nil)
  }

  /// `finish` puts every security header on an answer and on the refusals `screen` makes before
  /// any route is asked (401 without a session, 403 for another Host or a change without the
  /// CSRF token); `ServeTests` finds them on the wire, with the server's own 413 and 503.
  @Test func everyResponseCarriesTheSecurityHeaders() {
    let page = HTTPRequest(method: "GET", path: "/", headers: ["host": "127.0.0.1:8787"])
    SecurityHeaders.expect("200", security.finish(HTTPResponse(status: 200), to: page).header)
    let messages = Messages.load(.english)
    let refusals: [(Int, HTTPRequest)] = [
      (401, HTTPRequest(method: "GET", path: "/api/entries", headers: ["host": "127.0.0.1:8787"])),
      (401, HTTPRequest(method: "GET", path: "/", headers: ["host": "127.0.0.1:8787"])),
      (403, HTTPRequest(method: "GET", path: "/api/entries", headers: ["host": "evil.example"])),
    ]
    for (status, request) in refusals {
      let refusal = security.screen(request, messages: messages)
      #expect(refusal?.status.rawValue == status, "\(request.path)")
      let finished = security.finish(refusal ?? HTTPResponse(status: 200), to: request)
      SecurityHeaders.expect("\(status) \(request.path)", finished.header)
    }
    // A route's own caching is kept, and said once.
    var cached = HTTPResponse(status: 200)
    cached.add("Cache-Control", "private, max-age=60")
    let finished = security.finish(cached, to: page)
    #expect(finished.headers.filter { $0.name.lowercased() == "cache-control" }.count == 1)
    #expect(finished.header("cache-control") == "private, max-age=60")
  }
}

import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// What the web app says when it refuses a request (a bad body or day, a path with nothing,
/// a method a path does not take, no session, a foreign Host or change, a body too large), over
/// a real server, whole, in English and in the Chinese of a page that asks in Chinese.
@Suite struct WebRefusalLanguageTests {
  let store: TemporaryStore
  let server: ServeProcess

  init() throws {
    store = try TemporaryStore()
    server = try ServeProcess(store: store.path)
  }

  /// A refused request: how it is sent, then its status and error in English and Chinese.
  struct Refusal: Sendable {
    let method: String
    let path: String
    /// Whether the request carries the page's session, and headers that replace its own.
    var session = true
    var headers: [String: String] = [:]
    var body = ""
    var sendsBody = true
    let status: Int
    let english: String
    let chinese: String
  }

  static let refusals: [Refusal] = [
    Refusal(
      method: "PUT", path: "/api/entries/2026-11-29", body: "not json", status: 400,
      english: "the body is not well-formed JSON: invalid JSON at the document, line 1 "
        + #"(character 1); the body must be a JSON object with "score" (1 to 10) and optional "#
        + #""words", "tags" (lists of strings) and "reason" (a string)"#,
      chinese: "请求体不是格式正确的 JSON：JSON 无效，位于 文档顶层，第 1 行（第 1 个字符）；"
        + #"请求体应为 JSON 对象，含 "score"（1 到 10），可选 "words"、"tags"（字符串列表）和 "reason"（字符串）"#),
    Refusal(
      method: "PUT", path: "/api/entries/2026-11-29", body: #"{"score": 5, "tags": ["a",]}"#,
      status: 400,
      english: "the body is not well-formed JSON: a comma after the last item at tags, line 1 "
        + #"(character 25); JSON allows none there; the body must be a JSON object with "score" "#
        + #"(1 to 10) and optional "words", "tags" (lists of strings) and "reason" (a string)"#,
      chinese: "请求体不是格式正确的 JSON：最后一项后面有逗号，位于 tags，第 1 行（第 25 个字符）；"
        + "JSON 不允许在那里出现逗号；"
        + #"请求体应为 JSON 对象，含 "score"（1 到 10），可选 "words"、"tags"（字符串列表）和 "reason"（字符串）"#),
    Refusal(
      method: "PUT", path: "/api/entries/2026-11-29", body: #"{"words": []}"#, status: 400,
      english: #""score" is missing"#, chinese: #"缺少 "score""#),
    Refusal(
      method: "PUT", path: "/api/entries/2026-02-30", body: #"{"score": 5}"#, status: 400,
      english: #"invalid day "2026-02-30": February 2026 has 28 days; expected a day written "#
        + "YYYY-MM-DD",
      chinese: "无效的日期“2026-02-30”：2026年2月只有 28 天；应为写成 YYYY-MM-DD 的日期"),
    Refusal(
      method: "POST", path: "/api/habits", body: "[]", status: 400,
      english: #"the body must be a JSON object with "name""#,
      chinese: #"请求体应为含 "name" 的 JSON 对象"#),
    Refusal(
      method: "PUT", path: "/api/habits/walk/days/2026-11-29", body: #"{"done": true}"#,
      status: 400,
      english: #""walk" is not a habit id; expected a whole number"#,
      chinese: "“walk”不是习惯 id；应为整数"),
    Refusal(
      method: "POST", path: "/api/words", body: #"{"english": "Zesty"}"#, status: 400,
      english: #""valence" is missing: pleasant, neutral or unpleasant"#,
      chinese: #"缺少 "valence"：应为 pleasant、neutral 或 unpleasant"#),
    Refusal(
      method: "PATCH", path: "/api/words/zesty", body: "[]", status: 400,
      english: #"the body must be a JSON object with "english" and "chinese""#,
      chinese: #"请求体应为含 "english" 和 "chinese" 的 JSON 对象"#),
    Refusal(
      method: "GET", path: "/nowhere", status: 404, english: "there is nothing at /nowhere",
      chinese: "/nowhere 处什么也没有"),
    Refusal(
      method: "GET", path: "/api/cards/2026-11-29.gif", status: 404,
      english: "there is nothing at /api/cards/2026-11-29.gif; expected NAME.png|svg|pdf",
      chinese: "/api/cards/2026-11-29.gif 处什么也没有；应为 NAME.png|svg|pdf"),
    Refusal(
      method: "DELETE", path: "/api/tags", status: 405,
      english: "DELETE is not allowed on /api/tags; use GET",
      chinese: "/api/tags 不接受 DELETE 请求；请用 GET"),
    Refusal(
      method: "GET", path: "/api/entries", session: false, status: 401,
      english: "open the address that `mood serve` printed, with its token; this browser has no "
        + "valid session",
      chinese: "请打开 `mood serve` 打印的地址（含令牌）；此浏览器没有有效的会话"),
    Refusal(
      method: "PUT", path: "/api/entries/2026-11-29",
      headers: ["X-CSRF-Token": "forged"],
      body: #"{"score": 5}"#, status: 403,
      english: "a change needs the page's token in the X-CSRF-Token header",
      chinese: "更改需要在 X-CSRF-Token 请求头中带上页面的令牌"),
    Refusal(
      method: "PUT", path: "/api/entries/2026-11-29",
      headers: ["Origin": "http://evil.example"],
      body: #"{"score": 5}"#, status: 403,
      english: "a change must come from this server's own pages (Origin)",
      chinese: "更改必须来自此服务器自己的页面（Origin）"),
    Refusal(
      method: "PUT", path: "/api/entries/2026-11-29",
      headers: ["Content-Length": "100000000"],
      body: "{", sendsBody: false, status: 413,
      english: "the request body of 100000000 bytes is over the limit of 33554432 bytes",
      chinese: "请求体有 100000000 字节，超过了 33554432 字节的上限"),
    Refusal(
      method: "POST", path: "/api/import?dry-run",
      headers: ["Content-Length": "20000000000"],
      body: "{", sendsBody: false, status: 413,
      english: "the file of 19073.5 MiB is over the 16384.0 MiB an import takes",
      chinese: "文件有 19073.5 MiB，超过了导入可接受的 16384.0 MiB"),
  ]

  @Test func everyRefusalIsSaidInThePagesLanguage() throws {
    for refusal in Self.refusals {
      for (language, expected) in [
        ([:], refusal.english), (["Accept-Language": "zh-CN,zh;q=0.9"], refusal.chinese),
      ] {
        let response = try RawHTTP.send(
          port: server.port, refusal.method, refusal.path,
          headers: (refusal.session ? try server.pageHeaders() : [:])
            .merging(refusal.headers) { $1 }.merging(language) { $1 },
          body: Data(refusal.body.utf8), sendsBody: refusal.sendsBody)
        #expect(response.status == refusal.status, "\(refusal.method) \(refusal.path)")
        #expect(
          (try? response.json() as? [String: String])?["error"] == expected,
          "\(refusal.method) \(refusal.path): \(response.text)")
      }
    }
  }

  @Test func aForeignHostIsToldWhichHostsThisServerAnswers() throws {
    let hosts = "127.0.0.1:\(server.port), [::1]:\(server.port), localhost:\(server.port)"
    for (language, expected) in [
      ([:], "this server answers only to \(hosts); the Host header was \"evil.example\""),
      (["Accept-Language": "zh-CN"], "此服务器只响应 \(hosts)；收到的 Host 请求头：\"evil.example\""),
    ] {
      let response = try RawHTTP.send(
        port: server.port, "GET", "/api/entries",
        headers: try server.pageHeaders().merging(["Host": "evil.example"]) { $1 }
          .merging(language) { $1 })
      #expect(response.status == 403)
      #expect((try? response.json() as? [String: String])?["error"] == expected, "\(response.text)")
    }
  }

  @Test func aPageWithoutASessionIsToldInItsLanguage() throws {
    let english = try RawHTTP.send(port: server.port, "GET", "/")
    #expect(english.status == 401)
    #expect(english.headers["content-type"] == "text/html; charset=utf-8")
    #expect(english.text.contains("<h1>Not connected</h1>"))
    #expect(english.text.contains("This browser is not connected to MoodCard on your computer."))
    // The page's own words, never the command line's.
    #expect(!english.text.contains("`mood serve`"))
    let chinese = try RawHTTP.send(
      port: server.port, "GET", "/", headers: ["Accept-Language": "zh-CN"])
    #expect(chinese.status == 401)
    #expect(chinese.text.contains("<h1>未连接</h1>"))
    #expect(chinese.text.contains("此浏览器未连接到你电脑上的 MoodCard。"))
    #expect(!chinese.text.contains("`mood serve`"))
  }

}

import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// Odd requests to `mood serve`, over a real socket: each gets a JSON answer with the security
/// headers, in the page's language, and never reaches a route it does not name.
@Suite struct ServeOddRequestTests {
  let store: TemporaryStore
  let server: ServeProcess

  init() throws {
    store = try TemporaryStore()
    server = try ServeProcess(store: store.path)
  }

  private func send(_ method: String, _ path: String, headers: [String: String] = [:])
    throws -> RawHTTPResponse
  {
    try RawHTTP.send(
      port: server.port, method, path,
      headers: ["Cookie": server.cookie].merging(headers) { $1 })
  }

  /// Checks `response` is `status`, JSON, with the security headers, and returns its error.
  private func refusal(_ response: RawHTTPResponse, _ status: Int) -> String {
    #expect(response.status == status)
    #expect(response.headers["content-type"] == "application/json")
    #expect(response.headers["content-security-policy"]?.contains("default-src 'none'") == true)
    #expect(response.headers["x-content-type-options"] == "nosniff")
    #expect(response.headers["cache-control"] == "no-store")
    return (try? response.json() as? [String: String])?["error"] ?? response.text
  }

  @Test func aTargetOrHeadersTooLongAreJSONWithTheSecurityHeaders() throws {
    let long = try send("GET", "/api/entries?x=" + String(repeating: "a", count: 100_000))
    #expect(refusal(long, 414) == "the address of the request is over the limit of 16384 bytes")
    let big = try send(
      "GET", "/api/entries", headers: ["X-Big": String(repeating: "b", count: 100_000)])
    #expect(refusal(big, 431) == "the request's headers are over the limit of 65536 bytes")
    let chinese = try send(
      "GET", "/api/entries",
      headers: ["X-Big": String(repeating: "b", count: 100_000), "Accept-Language": "zh-CN"])
    #expect(refusal(chinese, 431) == "请求头超过了 65536 字节的上限")
  }

  @Test func traceAndUnknownMethodsAre405() throws {
    for method in ["TRACE", "BREW"] {
      let response = try send(method, "/")
      #expect(
        refusal(response, 405) == "\(method) is not allowed on /; use DELETE, GET, HEAD, "
          + "PATCH, POST or PUT")
      #expect(response.headers["allow"] == "DELETE, GET, HEAD, PATCH, POST, PUT")
    }
  }

  @Test func aNulInThePathIs400AndReachesNoRoute() throws {
    let expected =
      "the address of the request holds %00, a NUL character, which no address of "
      + "MoodCard has"
    #expect(refusal(try send("GET", "/static/app.css%00.js"), 400) == expected)
    let put = try RawHTTP.send(
      port: server.port, "PUT", "/api/entries/2026-11-15%00junk",
      headers: try server.pageHeaders(), body: Data(#"{"score": 5}"#.utf8))
    #expect(refusal(put, 400) == expected)
    #expect(try store.read { try $0.entryCount() } == 0, "nothing was saved")
    #expect(refusal(try send("GET", "/api/entries?day=2026-11-15%00x"), 400) == expected)
  }

  @Test func aThousandQueryParametersAreAnswered() throws {
    let query = (0..<1000).map { "p\($0)=\($0)" }.joined(separator: "&")
    let response = try send("GET", "/api/entries?" + query)
    #expect(response.status == 200)
    #expect(try response.json() as? [Any] != nil)
  }
}

import Foundation
import MoodServe
import StoreTestSupport
import TestSupport
import Testing

/// The server's compressed answers over a real socket: the built `mood serve` on port 0.
@Suite struct ServeCompressionTests {
  let store: TemporaryStore
  let server: ServeProcess

  init() throws {
    store = try TemporaryStore()
    server = try ServeProcess(store: store.path)
  }

  private func get(_ path: String, accepting codings: String? = nil) throws -> RawHTTPResponse {
    var headers = ["Cookie": server.cookie]
    headers["Accept-Encoding"] = codings
    return try RawHTTP.send(port: server.port, "GET", path, headers: headers)
  }

  /// A page (made for each request), a kept style sheet and script, the UI's font rules, an
  /// SVG and a JSON list: the texts a first visit loads.
  static let texts = [
    "/", "/history", "/static/app.css", "/static/checkin.js", "/fonts/faces.css",
    "/api/faces/8.svg", "/api/words", "/sw.js",
  ]

  @Test(arguments: texts)
  func textIsCompressedInTheCodingAcceptedAndDecodesToTheSameBytes(path: String) throws {
    let plain = try get(path)
    #expect(plain.status == 200)
    #expect(plain.headers["content-encoding"] == nil, "nothing compressed unasked")
    #expect(plain.headers["vary"] == "Accept-Encoding")
    for (accepted, coding) in [
      ("gzip", "gzip"), ("gzip, deflate, br", "br"), ("br;q=1, gzip;q=0.5", "br"),
    ] {
      let answer = try get(path, accepting: accepted)
      #expect(answer.status == 200)
      #expect(answer.headers["content-encoding"] == coding, "\(path) with \(accepted)")
      #expect(answer.headers["vary"] == "Accept-Encoding")
      #expect(
        answer.body.count < plain.body.count / 2,
        "\(path): \(answer.body.count) of \(plain.body.count)")
      #expect(
        Decompression.decode(answer.body, coding: coding) == plain.body, "\(path) in \(coding)")
    }
  }

  @Test func aClientThatRefusesBothCodingsGetsTheBodyAsItIs() throws {
    for accepted in ["identity", "br;q=0, gzip;q=0", "*;q=0", "deflate"] {
      let answer = try get("/static/app.css", accepting: accepted)
      #expect(answer.headers["content-encoding"] == nil, "\(accepted)")
      #expect(answer.text.contains("font-family"), "\(accepted)")
    }
    #expect(try get("/static/app.css", accepting: "*").headers["content-encoding"] == "br")
    #expect(
      try get("/static/app.css", accepting: "br;q=0, *").headers["content-encoding"] == "gzip")
  }

  @Test func imagesFontsAndSmallAnswersAreNotCompressedAgain() throws {
    let card = try get("/api/faces/8.png", accepting: "br, gzip")
    let font = try get("/fonts/inter-400.woff2", accepting: "br, gzip")
    #expect(font.status == 200)
    #expect(font.headers["content-encoding"] == nil, "WOFF2 is Brotli inside already")
    let session = try get("/api/session", accepting: "br, gzip")
    #expect(session.status == 200)
    #expect(session.headers["content-encoding"] == nil, "a secret is never compressed")
    #expect(card.status == 200)
    #expect(card.headers["content-encoding"] == nil)
  }
}

/// Which coding an `Accept-Encoding` header asks for.
@Suite struct ContentCodingTests {
  private func coding(_ header: String?) -> ContentCoding? {
    var request = HTTPRequest(method: .get, path: "/")
    request.headers["accept-encoding"] = header
    return ContentCoding.accepted(by: request)
  }

  @Test func brotliIsPreferredThenGzipAndAZeroWeightRefuses() {
    #expect(coding(nil) == nil)
    #expect(coding("") == nil)
    #expect(coding("gzip, deflate") == .gzip)
    #expect(coding("gzip, deflate, br, zstd") == .brotli)
    #expect(coding("BR;Q=0.1") == .brotli)
    #expect(coding("br;q=0, gzip") == .gzip)
    #expect(coding("br;q=0, gzip;q=0.0") == nil)
    #expect(coding("*;q=0.5") == .brotli)
    #expect(coding("gzip;q=0, *") == .brotli)
  }
}

import FoundationEssentials

/// The compression of the web app's answers: text (pages, styles, scripts, JSON, SVG, the
/// manifest) in the coding the request accepts, Brotli else gzip, with `Vary: Accept-Encoding`.
/// Every answer a route makes passes through `encode` on the worker that made it
/// (`WebApp.respond`), never on the server's own thread, which serves every connection. What a
/// route keeps (`KeptAnswers`: styles, scripts, fonts) comes compressed already, once per server.
///
/// Figures (debug build, 2 cores under a load of 7, curl on 127.0.0.1, p50 of 100 requests):
///
/// | answer                    | as it is | gzip   | Brotli | time: as it is, gzip, Brotli |
/// |---------------------------|----------|--------|--------|------------------------------|
/// | the check-in page, made   | 17.1 KB  | 5.1 KB | 4.8 KB | 1.1, 2.0, 3.5 ms             |
/// | `/api/words`, made        | 3.6 KB   | 0.8 KB | 0.8 KB | 2.9, 1.5, 2.3 ms             |
/// | `app.css`, kept           | 19.2 KB  | 4.6 KB | 4.2 KB | 1.3 ms, each, once kept      |
/// | `checkin.js`, kept        | 21.6 KB  | 6.2 KB | 5.7 KB |                              |
/// | `/fonts/faces.css`, kept  | 6.1 KB   | 1.0 KB | 0.8 KB |                              |
///
/// Before, with nothing compressed, the page took 1.1 ms and `/api/words` 1.8 ms. A kept file's
/// first request pays for its compression once (`app.css`: 90 ms).
///
/// BREACH (a network observer who makes the browser send requests and reads the compressed
/// sizes to guess a secret in the answer) does not apply to these answers:
/// - the pages carry the CSRF token, but reflect nothing of the request: a page is its
///   template, the token and today, in a language chosen from a fixed list; an attacker has no
///   text of theirs to put beside the token, and guessing it byte by byte needs that;
/// - a request made from another site carries no session (the cookie is `SameSite=Strict`),
///   so it gets a 401 with no token in it, never a page to measure;
/// - the answers that are secrets themselves (`/api/session`, `/api/addresses`) are shorter
///   than `smallestBody` and so never compressed.
package enum AnswerCompression {
  /// Bodies shorter than this go as they are: they fit in one packet either way, and the
  /// small answers that carry a secret stay out of any compression.
  package static let smallestBody = 1024

  /// Whether a body of the media type `type` is text, which compresses; images other than
  /// SVG, fonts (WOFF2 is Brotli inside) and PDF are compressed already.
  package static func compresses(_ type: String) -> Bool {
    let media = type.split(separator: ";").first.map { $0.trimmingWhitespace().lowercased() } ?? ""
    return media.hasPrefix("text/")
      || ["application/json", "image/svg+xml", "application/manifest+json"].contains(media)
  }

  /// `response` as it goes to `request`: its body compressed fast when it is text of at least
  /// `smallestBody` bytes, in the coding the request accepts. An answer in its coding already
  /// (one `KeptAnswers` keeps, which varies by `Accept-Encoding`) goes as it is.
  package static func encode(_ response: HTTPResponse, for request: HTTPRequest) -> HTTPResponse {
    guard response.header("Vary") != varies, response.body.count >= smallestBody,
      compresses(response.header("Content-Type") ?? "")
    else { return response }
    guard let coding = ContentCoding.accepted(by: request),
      let body = coding.compress(response.body, effort: .fast)
    else { return varied(response) }
    return encoded(response, body: body, coding: coding)
  }

  /// `response` with `body`, its body in `coding`, and the headers that say so.
  package static func encoded(_ response: HTTPResponse, body: Data, coding: ContentCoding)
    -> HTTPResponse
  {
    var response = varied(response)
    response.body = body
    response.add("Content-Encoding", coding.rawValue)
    return response
  }

  /// The `Vary` of an answer whose body depends on the request's `Accept-Encoding`.
  private static let varies = "Accept-Encoding"

  /// `response` marked as one of several bodies by `Accept-Encoding`, compressed or not, so
  /// that no cache gives one client the coding another accepted.
  package static func varied(_ response: HTTPResponse) -> HTTPResponse {
    var response = response
    response.add("Vary", varies)
    return response
  }
}

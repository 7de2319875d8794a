import FoundationEssentials
import Stats

/// The pages (`WebPages`, filled in with their language's texts when the server starts), their
/// styles and scripts, and the UI's fonts (`WebFonts`); the styles, scripts and fonts are kept
/// in memory, compressed, once first asked for (`KeptAnswers`).
package enum PageRoutes {
  /// The pages, by path.
  package static let pages = [
    "/": "checkin", "/history": "history", "/charts": "charts", "/habits": "habits",
    "/data": "data",
  ]

  package static func routes(security: WebSecurity) -> [Route] {
    pages.sorted { $0.key < $1.key }.map { path, name in
      Route(.get, path) { request, context in
        try page(name, request: request, context: context, csrf: security.csrfToken)
      }
    } + [
      Route(.get, "/static/*path") { request, context in
        let folder = context.settings.assets.appendingPathComponent("static")
        return try kept(request, context) { contents(request, in: folder) }
      },
      // The UI's fonts: their rules, and each face's subset, made on the first request.
      Route(.get, "/fonts/*path") { request, context in
        let fonts = context.settings.webFonts
        var response = try kept(request, context) {
          let path = request.parameters["path"] ?? ""
          if path == "faces.css" { return (Data(fonts.css.utf8), "text/css; charset=utf-8") }
          guard path.hasSuffix(".woff2"), let face = fonts.face(String(path.dropLast(6))) else {
            return nil
          }
          guard let font = try fonts.woff2(face, fonts: context.settings.fonts) else {
            throw WebError(.internalServerError, .webFontUnavailable, ["font": .text(face.file)])
          }
          return (font, WebAssets.mediaType(of: URL(fileURLWithPath: path)))
        }
        response.add("Cache-Control", "private, max-age=86400")
        return response
      },
      // What the desktop launcher and `mood remind` ask with the token (`ServeAddressFile`):
      // a one-time address, so the token's own stays out of the browser's history.
      Route(.post, "/api/addresses") { _, _ in
        try .json(["address": security.oneTimeAddress()], status: .created)
      },
    ]
  }

  /// The page `name` in the language of `request`, with the server's CSRF token and today.
  /// - Parameter values: the page's own values, by `{{@name}}`, written into it as they are.
  package static func page(
    _ name: String, request: HTTPRequest, context: ServeContext, csrf: String,
    values: [String: String] = [:]
  )
    throws -> HTTPResponse
  {
    let language = WebCatalog.language(for: request)
    guard let page = context.settings.pages.page(name, language: language) else {
      throw WebError.nothing(at: request)
    }
    let html = page.filled(
      with: values.merging(["@csrf": csrf, "@today": context.settings.today().description]) {
        $1
      })
    var response = HTTPResponse.text(html, type: "text/html")
    if let chosen = request.query["lang"], UserLocale.spoken.contains(chosen) {
      response.add(
        "Set-Cookie",
        "\(WebCatalog.cookieName)=\(chosen); Path=/; SameSite=Strict; Max-Age=31536000")
    }
    return response
  }

  /// The answer `context.settings.kept` keeps for the path of `request`, made by `make` when
  /// first asked; 404 when `make` finds nothing there.
  static func kept(
    _ request: HTTPRequest, _ context: ServeContext,
    make: () throws -> (body: Data, type: String)?
  ) throws -> HTTPResponse {
    guard let answer = try context.settings.kept.answer(request.path, for: request, make: make)
    else { throw WebError.nothing(at: request) }
    return answer
  }

  /// The file the route's `*path` names inside `folder`, with its media type; `nil` for
  /// anything outside it.
  static func contents(_ request: HTTPRequest, in folder: URL) -> (body: Data, type: String)? {
    guard let file = WebAssets.file(request.parameters["path"] ?? "", in: folder),
      let data = FileManager.default.contents(atPath: file.path)
    else { return nil }
    return (data, WebAssets.mediaType(of: file))
  }
}

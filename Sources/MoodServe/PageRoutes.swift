import FoundationEssentials
import Stats

/// The pages (`WebPages`, filled in with their language's texts when the server starts), their
/// styles and scripts, and the bundled fonts.
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
        try file(request, in: context.settings.assets.appendingPathComponent("static"))
      },
      Route(.get, "/fonts/*path") { request, context in
        var response = try file(request, in: context.settings.fonts, extensions: ["otf", "ttf"])
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

  /// The file the route's `*path` names inside `folder`; 404 for anything outside it.
  private static func file(_ request: HTTPRequest, in folder: URL, extensions: Set<String>? = nil)
    throws -> HTTPResponse
  {
    let relative = request.parameters["path"] ?? ""
    guard let file = WebAssets.file(relative, in: folder),
      extensions?.contains(file.pathExtension.lowercased()) ?? true,
      let data = FileManager.default.contents(atPath: file.path)
    else { throw WebError.nothing(at: request) }
    return .data(data, type: WebAssets.mediaType(of: file))
  }
}

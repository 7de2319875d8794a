import CardRender
import Foundation

/// The pages, their styles and scripts, and the bundled fonts.
///
/// A page is an HTML template under `pages/` in which `{{key}}` is the catalog's text for
/// `key` (HTML-escaped), `{{>name}}` the template `pages/name.html`, and `{{@lang}}`,
/// `{{@csrf}}`, `{{@today}}`, `{{@texts}}` (the catalog as JSON, for the scripts) and
/// `{{@dayChartLimit}}` (the most days the `days` chart draws) what they name. The scripts are files: the Content-Security-Policy runs no inline script.
enum PageRoutes {
  /// The pages, by path.
  static let pages = [
    "/": "checkin", "/history": "history", "/charts": "charts", "/habits": "habits",
    "/data": "data",
  ]

  static func routes(security: WebSecurity) -> [Route] {
    pages.sorted { $0.key < $1.key }.map { path, name in
      Route("GET", path) { request, context in
        try page(name, request: request, context: context, csrf: security.csrfToken)
      }
    } + [
      Route("GET", "/static/*path") { request, context in
        try file(request, in: context.settings.assets.appendingPathComponent("static"))
      },
      Route("GET", "/fonts/*path") { request, context in
        var response = try file(request, in: context.settings.fonts, extensions: ["otf", "ttf"])
        response.add("Cache-Control", "private, max-age=86400")
        return response
      },
    ]
  }

  /// The page `name` in the language of `request`.
  static func page(_ name: String, request: HTTPRequest, context: ServeContext, csrf: String)
    throws -> HTTPResponse
  {
    let assets = context.settings.assets
    let catalog = try WebCatalog(language: WebCatalog.language(for: request), assets: assets)
    let texts = String(decoding: try JSONEncoder().encode(catalog.texts), as: UTF8.self)
      // Inside a <script type="application/json"> block "</" would end it.
      .replacingOccurrences(of: "<", with: "\\u003c")
    let values = [
      "@lang": catalog.language, "@csrf": csrf,
      "@today": try context.settings.today().description, "@texts": texts,
      "@dayChartLimit": String(DayBarChartLayout.maximumDays),
    ]
    let html = try render(name, assets: assets) { key in
      values[key] ?? escape(catalog[key])
    }
    var response = HTTPResponse.text(html, type: "text/html")
    if let chosen = request.query["lang"], WebCatalog.languages.contains(chosen) {
      response.add(
        "Set-Cookie",
        "\(WebCatalog.cookieName)=\(chosen); Path=/; SameSite=Strict; Max-Age=31536000")
    }
    return response
  }

  /// The template `name` with its `{{…}}` filled in by `value`.
  static func render(_ name: String, assets: URL, value: (String) -> String) throws -> String {
    let path = assets.appendingPathComponent("pages/\(name).html").path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw WebError.notFound(.webTemplateMissing, ["path": .text(path)])
    }
    var text = String(decoding: data, as: UTF8.self)
    var output = ""
    while let open = text.range(of: "{{") {
      guard let close = text.range(of: "}}", range: open.upperBound..<text.endIndex) else { break }
      output += text[..<open.lowerBound]
      let key = String(text[open.upperBound..<close.lowerBound])
      output +=
        key.hasPrefix(">")
        ? try render(String(key.dropFirst()), assets: assets, value: value) : value(key)
      text = String(text[close.upperBound...])
    }
    return output + text
  }

  /// `text` safe inside HTML text and attribute values.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
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

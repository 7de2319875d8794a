import FoundationEssentials
import MoodSystem

/// What the service worker needs: its script at the root (`/sw.js`, so that its scope is the
/// whole app without `Service-Worker-Allowed`), and `/api/session`, the current CSRF token for
/// a page the worker kept from an earlier run of the server.
///
/// The Content-Security-Policy needs no change for it: a worker's script falls back from
/// `worker-src` to `script-src 'self'`, its `importScripts` is `script-src`, and its fetches
/// are `connect-src 'self'`.
package enum WorkerRoutes {
  /// The faces the check-in page shows, in both themes, and the page's icon: the app shell's.
  static let faces =
    (1...10).flatMap { score in ["light", "dark"].map { "/api/faces/\(score).svg?theme=\($0)" } }
    + ["/api/faces/8.svg"]

  /// The routes, with `security`'s CSRF token for `/api/session`.
  package static func routes(security: WebSecurity) -> [Route] {
    [
      Route(.get, "/sw.js") { request, context in
        var response = try PageRoutes.kept(request, context) { script(context.settings) }
        // The browser asks again at each page it opens, so that an update takes over soon.
        response.add("Cache-Control", "no-cache")
        return response
      },
      // Behind the same checks as every other route: only a page with a session learns it.
      Route(.get, "/api/session") { _, _ in try .json(["csrf": security.csrfToken]) },
    ]
  }

  /// The service worker's script, with the shell's files and their version filled in: the
  /// version is a digest of every file the shell is made of, so that any change to them is a
  /// new worker, which replaces the old one's caches.
  private static func script(_ settings: ServeSettings) -> (body: Data, type: String)? {
    let files = FileManager.default
    func path(_ relative: String) -> String {
      settings.assets.appendingPathComponent(relative).path
    }
    func names(in folder: String) -> [String] {
      ((try? files.contentsOfDirectory(atPath: path(folder))) ?? []).sorted()
    }
    guard let template = files.contents(atPath: path("worker/sw.js")) else { return nil }
    var digested = Data(settings.webFonts.css.utf8)
    for folder in ["i18n", "pages", "static", "worker"] {
      for name in names(in: folder) {
        digested += Data(name.utf8) + (files.contents(atPath: path("\(folder)/\(name)")) ?? Data())
      }
    }
    // The Latin faces every page uses; the CJK ones are kept as a page first uses them. The
    // manifest and icons too: an installed app opened away from the computer shows its icon.
    let shell =
      PageRoutes.pages.keys.sorted() + names(in: "static").map { "/static/\($0)" }
      + ["/fonts/faces.css"]
      + settings.webFonts.faces.filter { $0.family == "Inter" }.map { "/fonts/\($0.name).woff2" }
      + faces + InstallRoutes.publicPaths.sorted()
    let list = "[" + shell.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    let script = String(decoding: template, as: UTF8.self)
      .replacingEvery("{{@version}}", with: FNV1a.hex(digested))
      .replacingEvery("{{@shell}}", with: list)
    return (Data(script.utf8), "text/javascript; charset=utf-8")
  }
}

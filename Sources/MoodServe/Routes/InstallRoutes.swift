import CardRender
import FoundationEssentials
import MoodCore
import Stats
import Synchronization

/// What makes the web app an app on a phone's home screen: the web app manifest, its icons,
/// the iOS touch icon and the favicon, drawn by `CardRender` as the desktop icon is (the face
/// of a good day), each once, then kept in memory.
///
/// These paths are served without a credential: they hold nothing of the journal, and the
/// browser fetches the manifest and its icons without cookies (a manifest is fetched in `cors`
/// mode unless the page asks for `crossorigin="use-credentials"`, and iOS fetches the touch
/// icon without the page's cookies), so behind the session they would answer 401 and the app
/// could not be installed. The Host check still applies to them (`WebSecurity.screen`).
package enum InstallRoutes {
  /// The score whose face is the icon, as for the desktop icon (`mood-icon`).
  static let iconScore = 8

  /// One picture of the app: its path, its side in pixels, and how the face sits on it.
  struct Icon: Sendable {
    let path: String
    let side: Int
    let format: CardFormat
    let background: CardRenderer.IconBackground
    /// What a manifest says it is for: `any` or `maskable`; `nil` for an icon no manifest
    /// lists.
    let purpose: String?
  }

  /// The face's share of a tile: inside the central 80 % circle a home screen never crops,
  /// with a little room to spare.
  private static let safeShare = 0.72

  /// The icons the manifest lists, the touch icon and the favicons.
  static let icons = [
    Icon(path: "/icons/192.png", side: 192, format: .png, background: .none, purpose: "any"),
    Icon(path: "/icons/512.png", side: 512, format: .png, background: .none, purpose: "any"),
    Icon(
      path: "/icons/maskable-512.png", side: 512, format: .png,
      background: .tile(share: safeShare), purpose: "maskable"),
    // iOS draws a transparent touch icon on black, and rounds its corners itself.
    Icon(
      path: "/apple-touch-icon.png", side: 180, format: .png, background: .tile(share: 0.84),
      purpose: nil),
    Icon(
      path: "/favicon.svg", side: CardRenderer.faceSide, format: .svg, background: .none,
      purpose: nil),
  ]

  /// The favicon's picture: `/favicon.ico` holds it in an ICO file.
  static let faviconPicture = Icon(
    path: "/favicon.ico", side: 32, format: .png, background: .none, purpose: nil)

  /// The paths served without a credential (see the type's comment).
  package static let publicPaths = Set(icons.map(\.path)).union([
    "/manifest.webmanifest", faviconPicture.path,
  ])

  /// The colour of the page behind the app as it opens: app.css's light `--bg`.
  static let backgroundColor = "#f5f2ec"

  package static let routes: [Route] =
    [Route(.get, "/manifest.webmanifest", manifest), Route(.get, faviconPicture.path, favicon)]
    + icons.map { icon in
      Route(.get, icon.path) { _, context in
        cached(.data(try drawn(icon, context: context), type: icon.format.mediaType))
      }
    }

  /// The manifest's members.
  private struct Manifest: Encodable {
    struct Picture: Encodable {
      let src: String, sizes: String, type: String, purpose: String
    }
    let name = "MoodCard"
    let shortName = "MoodCard"
    let id = "/"
    let startURL = "/"
    let scope = "/"
    let display = "standalone"
    let backgroundColor = InstallRoutes.backgroundColor
    let themeColor = InstallRoutes.backgroundColor
    let icons: [Picture]

    private enum CodingKeys: String, CodingKey {
      case name, id, scope, display, icons
      case shortName = "short_name", startURL = "start_url"
      case backgroundColor = "background_color", themeColor = "theme_color"
    }
  }

  /// `GET /manifest.webmanifest`: the app's name, where it starts (the check-in), and its
  /// icons. The name is the same in every language, so the manifest is too.
  static func manifest(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let listed = icons.compactMap { icon in
      icon.purpose.map { purpose in
        Manifest.Picture(
          src: icon.path, sizes: "\(icon.side)x\(icon.side)", type: icon.format.mediaType,
          purpose: purpose)
      }
    }
    var response = try HTTPResponse.json(Manifest(icons: listed))
    response.headers.removeAll { $0.name == "Content-Type" }
    response.add("Content-Type", "application/manifest+json")
    return cached(response)
  }

  /// `GET /favicon.ico`: the 32-pixel face in an ICO file, for what asks for the favicon by
  /// its old name without reading a page (the pages link `/favicon.svg`).
  static func favicon(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let png = try drawn(faviconPicture, context: context)
    return cached(.data(icoFile(holding: png, side: faviconPicture.side), type: "image/x-icon"))
  }

  /// An ICO file of one PNG picture (Windows Vista's format, which every browser reads): a
  /// 6-byte header, one 16-byte directory entry, then the PNG.
  static func icoFile(holding png: Data, side: Int) -> Data {
    func little(_ value: Int, bytes: Int) -> [UInt8] {
      (0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    // Reserved, type 1 (an icon), one picture.
    let header = little(0, bytes: 2) + little(1, bytes: 2) + little(1, bytes: 2)
    // Width, height, no palette, reserved, one plane, 32 bits a pixel, the size and where the
    // PNG starts.
    let entry =
      little(side, bytes: 1) + little(side, bytes: 1) + [0, 0] + little(1, bytes: 2)
      + little(32, bytes: 2) + little(png.count, bytes: 4) + little(header.count + 16, bytes: 4)
    return Data(header + entry) + png
  }

  /// The pictures drawn so far, by path: each is drawn once per run.
  private static let drawnIcons = Mutex<[String: Data]>([:])

  /// The bytes of `icon`, drawn on first use with the worker's renderer.
  private static func drawn(_ icon: Icon, context: ServeContext) throws -> Data {
    if let known = drawnIcons.withLock({ $0[icon.path] }) { return known }
    let picture = try context.cards().face(
      score: try Score(iconScore), theme: .light, as: icon.format, side: icon.side,
      background: icon.background
    ).data
    drawnIcons.withLock { $0[icon.path] = picture }
    return picture
  }

  /// `response`, which stays the same for as long as this binary runs: a day in the cache.
  private static func cached(_ response: HTTPResponse) -> HTTPResponse {
    var response = response
    response.add("Cache-Control", "public, max-age=86400")
    return response
  }
}

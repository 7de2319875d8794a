import FoundationEssentials
import Glibc
import MoodApp

/// Finds the folder of the web app's pages, styles, scripts and message catalogs beside the
/// bundled fonts, which `FontLocator` finds.
///
/// In order: `$MOODCARD_WEB`; `Sources/Web` beside the fonts' folder (the package's `Fonts/`,
/// for a development build); `web` beside it (`PREFIX/share/moodcard/fonts` and `.../web`
/// after `make install`).
package struct WebAssets: Sendable {
  /// A file every web asset folder has; its presence identifies the folder.
  package static let markerFile = "i18n/en.json"

  /// The environment to read `MOODCARD_WEB` from.
  package var environment: [String: String]
  /// The folder of the bundled fonts.
  package var fonts: URL

  package init(environment: [String: String], fonts: URL) {
    self.environment = environment
    self.fonts = fonts
  }

  /// The asset folder.
  /// - Throws: `ServeError` listing the places searched.
  package func locate() throws -> URL {
    if let path = environment["MOODCARD_WEB"], !path.isEmpty {
      let folder = URL(fileURLWithPath: path, isDirectory: true)
      guard holdsAssets(folder) else {
        throw ServeError(
          .webAssetsVariableInvalid, ["path": .text(path), "marker": .text(Self.markerFile)])
      }
      return folder
    }
    let parent = fonts.deletingLastPathComponent()
    let candidates = ["Sources/Web", "web"].map {
      parent.appendingPathComponent($0, isDirectory: true).standardizedFileURL
    }
    if let found = candidates.first(where: holdsAssets) { return found }
    throw ServeError(
      .webAssetsNotFound,
      ["searched": .text(candidates.map(\.path).joined(separator: ", "))])
  }

  private func holdsAssets(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(Self.markerFile).path)
  }

  /// The file at `relative` inside `folder`, or `nil` when the path would leave the folder:
  /// an empty, `.` or `..` segment, a hidden file, a NUL, or a symbolic link pointing out.
  package static func file(_ relative: String, in folder: URL) -> URL? {
    let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard !segments.isEmpty,
      segments.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\0") })
    else { return nil }
    let root = folder.resolvingSymlinksInPath().standardizedFileURL.path
    let file = folder.appendingPathComponent(relative).resolvingSymlinksInPath()
      .standardizedFileURL
    guard file.path.hasPrefix(root + "/") else { return nil }
    var info = stat()
    guard stat(file.path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
    return file
  }

  /// The media type of a file, from its extension.
  package static func mediaType(of file: URL) -> String {
    switch file.pathExtension.lowercased() {
    case "html": return "text/html; charset=utf-8"
    case "css": return "text/css; charset=utf-8"
    case "js": return "text/javascript; charset=utf-8"
    case "json": return "application/json"
    case "svg": return "image/svg+xml"
    case "png": return "image/png"
    case "otf": return "font/otf"
    case "ttf": return "font/ttf"
    case "woff2": return "font/woff2"
    default: return "application/octet-stream"
    }
  }
}

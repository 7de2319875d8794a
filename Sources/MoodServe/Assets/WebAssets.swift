import CardRender
import FoundationEssentials
import Glibc
import MoodApp
import MoodSystem

/// The web app's pages, styles, scripts and message catalogs: their folder, which
/// `ResourceFinder` finds (`ResourceFolder.web`), and the files in it.
package enum WebAssets {
  /// The asset folder `finder` finds: `$MOODCARD_WEB`, else `Sources/Web` or `web` beside the
  /// fonts' folder.
  /// - Throws: `ServeError` naming the refused variable or listing the places searched; the
  ///   fonts' `RenderError` when the fonts are not found.
  package static func folder(finder: ResourceFinder) throws -> URL {
    do {
      return try finder.locate(.web)
    } catch .variableRefused(.web, let path) {
      throw ServeError(
        .webAssetsVariableInvalid,
        ["path": .text(path), "marker": .text(ResourceFolder.web.marker)])
    } catch .notFound(.web, let searched) {
      throw ServeError(
        .webAssetsNotFound, ["searched": .text(searched.joined(separator: ", "))])
    } catch {
      throw RenderError(error)
    }
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

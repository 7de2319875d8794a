/// A folder of MoodCard's data files, and how to recognise it: each is found by `ResourceFinder`
/// the same way in a development build, after `make install` and in the Debian package (which
/// is `make install` under `/usr`).
public enum ResourceFolder: Sendable, CaseIterable {
  /// The bundled fonts: `Fonts/` in the source tree, `share/moodcard/fonts` when installed.
  case fonts
  /// The message catalogs: `Messages/` in the source tree, `share/moodcard/messages` when
  /// installed.
  case messages
  /// The web app's pages, styles, scripts and catalogs: `Sources/Web` in the source tree,
  /// `share/moodcard/web` when installed, each found beside the fonts' folder.
  case web

  /// The environment variable that names the folder and wins over every other place, if any.
  public var variable: String? {
    switch self {
    case .fonts: return "MOODCARD_FONTS"
    case .messages: return nil
    case .web: return "MOODCARD_WEB"
    }
  }

  /// A file every such folder has; its presence identifies the folder.
  public var marker: String {
    switch self {
    case .fonts: return "Inter-Regular.otf"
    case .messages: return "en.catalog"
    case .web: return "i18n/en.catalog"
    }
  }

  /// The folder's path in the source tree, from the package's folder.
  var inSourceTree: String {
    switch self {
    case .fonts: return "Fonts"
    case .messages: return "Messages"
    case .web: return "Sources/Web"
    }
  }

  /// The folder's name under `PREFIX/share/moodcard` after `make install`.
  var installed: String {
    switch self {
    case .fonts: return "fonts"
    case .messages: return "messages"
    case .web: return "web"
    }
  }
}

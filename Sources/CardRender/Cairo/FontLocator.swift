import Foundation

/// Finds the folder of bundled fonts.
///
/// In order: `$MOODCARD_FONTS`; a `Fonts/` folder in the executable's folder or any folder
/// above it (a build in `.build/debug` finds the package's `Fonts/`); `../share/moodcard/fonts`
/// beside the executable's folder (after `make install`).
public struct FontLocator: Sendable {
  /// A file every bundled font folder has; its presence identifies the folder.
  public static let markerFile = "Inter-Regular.otf"

  /// The environment to read `MOODCARD_FONTS` from.
  public var environment: [String: String]
  /// The running executable.
  public var executable: URL

  /// A locator for this process: its environment and its executable.
  public init() {
    self.init(
      environment: ProcessInfo.processInfo.environment,
      executable: ResourceLocator().executable)
  }

  /// A locator with an explicit environment and executable, for tests.
  public init(environment: [String: String], executable: URL) {
    self.environment = environment
    self.executable = executable
  }

  /// The font folder.
  /// - Throws: `RenderError.fontsVariableInvalid` when `$MOODCARD_FONTS` is set to a folder
  ///   without the fonts, `RenderError.fontsNotFound` listing the places searched.
  public func locate() throws -> URL {
    if let path = environment["MOODCARD_FONTS"], !path.isEmpty {
      let folder = URL(fileURLWithPath: path, isDirectory: true)
      guard holdsFonts(folder) else { throw RenderError.fontsVariableInvalid(path: path) }
      return folder
    }
    let (folder, searched) = ResourceLocator(executable: executable).locate(
      folder: "Fonts", installed: "fonts", marker: Self.markerFile)
    if let folder { return folder }
    throw RenderError.fontsNotFound(searched: ["$MOODCARD_FONTS (unset)"] + searched)
  }

  private func holdsFonts(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(Self.markerFile).path)
  }
}

import FoundationEssentials
import MoodCore
import MoodSystem

/// Finds the folder of bundled fonts.
///
/// In order: `$MOODCARD_FONTS`; a `Fonts/` folder in the executable's folder or any folder
/// above it (a build in `.build/debug` finds the package's `Fonts/`); `../share/moodcard/fonts`
/// beside the executable's folder (after `make install`); the `Fonts/` folder of the MoodCard
/// package this library was compiled from, so a program that depends on MoodCard (as a path
/// or a checked-out dependency) finds them without setting anything. Each place costs one
/// file check, and the search stops at the first that holds the fonts.
public struct FontLocator: Sendable {
  /// A file every bundled font folder has; its presence identifies the folder.
  static let markerFile = "Inter-Regular.otf"

  /// The environment to read `MOODCARD_FONTS` from.
  var environment: [String: String]
  /// The executable whose folder, and those above it, are searched for `Fonts/`.
  var executable: URL
  /// The `Fonts/` folder of the MoodCard package, searched last.
  var packageFonts: URL?

  /// A locator for this process: its environment and its executable.
  public init() {
    self.init(
      environment: ProcessEnvironment.values(of: ["MOODCARD_FONTS"]),
      executable: ResourceLocator().executable)
  }

  /// A locator with an explicit environment and executable, for tests; by default it ends
  /// with the package's own `Fonts/`.
  public init(
    environment: [String: String], executable: URL,
    packageFonts: URL? = FontLocator.fontsOfThisPackage
  ) {
    self.environment = environment
    self.executable = executable
    self.packageFonts = packageFonts
  }

  /// The package's `Fonts/`, four folders above this source file
  /// (`Sources/CardRender/Cairo/FontLocator.swift`), wherever the package was compiled.
  public static let fontsOfThisPackage: URL? = {
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { folder.deleteLastPathComponent() }
    return folder.appendingPathComponent("Fonts", isDirectory: true)
  }()

  /// The font folder.
  /// - Throws: `RenderError.fontsVariableInvalid` when `$MOODCARD_FONTS` is set to a folder
  ///   without the fonts, `RenderError.fontsNotFound` listing the places searched.
  public func locate() throws -> URL {
    if let path = environment["MOODCARD_FONTS"], !path.isEmpty {
      let folder = URL(fileURLWithPath: path, isDirectory: true)
      guard holdsFonts(folder) else { throw RenderError.fontsVariableInvalid(path: path) }
      return folder
    }
    let located = ResourceLocator(executable: executable).locate(
      folder: "Fonts", installed: "fonts", marker: Self.markerFile)
    if let folder = located.folder { return folder }
    var searched = located.searched
    if let packageFonts {
      if holdsFonts(packageFonts) { return packageFonts }
      searched.append(packageFonts.path)
    }
    throw RenderError.fontsNotFound(searched: ["$MOODCARD_FONTS (unset)"] + searched)
  }

  private func holdsFonts(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(Self.markerFile).path)
  }
}

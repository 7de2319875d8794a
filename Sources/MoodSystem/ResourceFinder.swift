import FoundationEssentials
import Glibc

/// Finds MoodCard's data folders (`ResourceFolder`): the one search behind the fonts, the
/// message catalogs and the web app.
///
/// The fonts and the catalogs, in order: the folder's variable (`$MOODCARD_FONTS`); its
/// source-tree name in the executable's folder or any folder above it (a build in
/// `.build/debug` finds the package's own); `../share/moodcard/<installed name>` beside the
/// executable's folder (`make install`, and `/usr/share/moodcard` in the Debian package); the
/// folder of the MoodCard package this library was compiled from, so a program that depends on
/// MoodCard finds them without setting anything. The web app: `$MOODCARD_WEB`, then
/// `Sources/Web` and `web` beside the fonts' folder. Each place costs one file check, and the
/// search stops at the first that holds the folder's marker.
public struct ResourceFinder: Sendable {
  /// Why a folder was not found.
  public enum Failure: Error, Equatable, Sendable {
    /// The folder's variable names `path`, which does not hold the folder's marker.
    case variableRefused(ResourceFolder, path: String)
    /// No place holds the folder; `searched` lists them in the order they were searched.
    case notFound(ResourceFolder, searched: [String])

    /// The places searched: the variable's folder alone when it was refused.
    public var searched: [String] {
      switch self {
      case .variableRefused(_, let path): return [path]
      case .notFound(_, let searched): return searched
      }
    }
  }

  /// The environment the folders' variables are read from.
  public var environment: [String: String]
  /// The executable the search starts from: its folder and those above it, then
  /// `../share/moodcard` beside its folder.
  public var executable: String
  /// The MoodCard package's folder, searched last; `nil` to leave it out.
  public var packageFolder: String?

  /// A finder for this process: its environment and its executable.
  public init() {
    self.init(
      environment: ProcessEnvironment.values(of: ResourceFolder.allCases.compactMap(\.variable)),
      executable: Self.runningExecutable)
  }

  /// A finder with an explicit environment and executable, for tests and for a server that
  /// found its folders once; by default it ends with the package's own folders.
  public init(
    environment: [String: String], executable: String,
    packageFolder: String? = ResourceFinder.packageOfThisLibrary
  ) {
    self.environment = environment
    self.executable = executable
    self.packageFolder = packageFolder
  }

  /// The running executable's path. Linux names it in `/proc/self/exe`, a path with no
  /// symbolic link left in it; the name the program was started by is resolved only when that
  /// cannot be read.
  public static var runningExecutable: String {
    if let path = PathName.destination(ofLink: "/proc/self/exe") { return path }
    let path = CommandLine.arguments.first ?? "."
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  /// The folder of the MoodCard package this library was compiled from, three folders above
  /// this source file (`Sources/MoodSystem/ResourceFinder.swift`).
  public static let packageOfThisLibrary = PathName.folder(
    of: PathName.folder(of: PathName.folder(of: #filePath)))

  /// The first place that holds `folder`.
  /// - Throws: `Failure.variableRefused` when the folder's variable names a place without its
  ///   marker, `Failure.notFound` listing every place searched; for the web app, the fonts'
  ///   failure when the fonts are not found.
  public func locate(_ folder: ResourceFolder) throws(Failure) -> URL {
    if let variable = folder.variable, let path = environment[variable], !path.isEmpty {
      guard holds(folder, path) else { throw .variableRefused(folder, path: path) }
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    if folder == .web { return try besideFonts(folder) }
    var searched: [String] = []
    let executableFolder = PathName.folder(of: executable)
    var above = executableFolder
    while true {
      let candidate = PathName.joining(above, folder.inSourceTree)
      if holds(folder, candidate) { return URL(fileURLWithPath: candidate, isDirectory: true) }
      searched.append(candidate)
      let parent = PathName.folder(of: above)
      if parent == above || parent.isEmpty { break }
      above = parent
    }
    var last = [
      PathName.joining(PathName.folder(of: executableFolder), "share/moodcard/" + folder.installed)
    ]
    if let packageFolder { last.append(PathName.joining(packageFolder, folder.inSourceTree)) }
    for candidate in last {
      if holds(folder, candidate) { return URL(fileURLWithPath: candidate, isDirectory: true) }
      searched.append(candidate)
    }
    throw .notFound(folder, searched: searched)
  }

  /// The web app's folder in the source tree or its installed name beside the fonts' folder,
  /// so that it comes with the fonts wherever they were found.
  private func besideFonts(_ folder: ResourceFolder) throws(Failure) -> URL {
    let parent = try locate(.fonts).deletingLastPathComponent()
    let candidates = [folder.inSourceTree, folder.installed].map {
      parent.appendingPathComponent($0, isDirectory: true).standardizedFileURL
    }
    if let found = candidates.first(where: { holds(folder, $0.path) }) { return found }
    throw .notFound(folder, searched: candidates.map(\.path))
  }

  /// Whether `path` holds `folder`'s marker. Path names as text: `URL`'s standardising cost
  /// more than every file check of the search.
  private func holds(_ folder: ResourceFolder, _ path: String) -> Bool {
    access(PathName.joining(path, folder.marker), F_OK) == 0
  }
}

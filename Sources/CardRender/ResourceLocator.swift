import FoundationEssentials

/// Finds a folder of MoodCard's data files (the fonts, the message catalogs) the same way in a
/// build and after `make install`: a folder named `folder` in the executable's folder or any
/// folder above it (a build in `.build/debug` finds the package's own), else
/// `../share/moodcard/<installed>` beside the executable's folder.
public struct ResourceLocator: Sendable {
  /// The executable the search starts from: its folder and those above it, then
  /// `../share/moodcard` beside its folder.
  public var executable: URL

  /// A locator for the running executable.
  public init() {
    // Linux names the running executable in /proc/self/exe.
    let path =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments.first ?? "."
    self.init(executable: URL(fileURLWithPath: path).resolvingSymlinksInPath())
  }

  /// A locator for `executable`, for tests.
  public init(executable: URL) {
    self.executable = executable
  }

  /// The first folder holding `marker`, or `nil` and every place searched.
  /// - Parameters:
  ///   - folder: the folder's name in the source tree (`Fonts`).
  ///   - installed: its name under `share/moodcard` (`fonts`).
  ///   - marker: a file every such folder has.
  public func locate(folder name: String, installed: String, marker: String)
    -> (folder: URL?, searched: [String])
  {
    func holdsMarker(_ folder: URL) -> Bool {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent(marker).path)
    }
    var searched: [String] = []
    var folder = executable.deletingLastPathComponent().standardizedFileURL
    while true {
      let candidate = folder.appendingPathComponent(name, isDirectory: true)
      if holdsMarker(candidate) { return (candidate, searched) }
      searched.append(candidate.path)
      let parent = folder.deletingLastPathComponent().standardizedFileURL
      if parent.path == folder.path { break }
      folder = parent
    }
    let shared = executable.deletingLastPathComponent()
      .appendingPathComponent("../share/moodcard/\(installed)", isDirectory: true)
      .standardizedFileURL
    if holdsMarker(shared) { return (shared, searched) }
    return (nil, searched + [shared.path])
  }
}

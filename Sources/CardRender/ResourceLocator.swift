import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem

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
    // Linux names the running executable in /proc/self/exe, a path with no symbolic link left
    // in it; the name the program was started by is resolved only when that cannot be read.
    if let path = PathName.destination(ofLink: "/proc/self/exe") {
      self.init(executable: URL(fileURLWithPath: path))
    } else {
      let path = CommandLine.arguments.first ?? "."
      self.init(executable: URL(fileURLWithPath: path).resolvingSymlinksInPath())
    }
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
    // Path names as text: `URL`'s standardising cost more than every file check of the search.
    func holdsMarker(_ folder: String) -> Bool {
      access(PathName.joining(folder, marker), F_OK) == 0
    }
    var searched: [String] = []
    let executableFolder = PathName.folder(of: executable.path)
    var folder = executableFolder
    while true {
      let candidate = PathName.joining(folder, name)
      if holdsMarker(candidate) {
        return (URL(fileURLWithPath: candidate, isDirectory: true), searched)
      }
      searched.append(candidate)
      let parent = PathName.folder(of: folder)
      if parent == folder || parent.isEmpty { break }
      folder = parent
    }
    let shared = PathName.joining(
      PathName.folder(of: executableFolder), "share/moodcard/" + installed)
    if holdsMarker(shared) { return (URL(fileURLWithPath: shared, isDirectory: true), searched) }
    return (nil, searched + [shared])
  }
}

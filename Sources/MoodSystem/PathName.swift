/// Path names as text, split and joined on `/` as `NSString`'s path methods do, without
/// Foundation: the one home of these rules for every module.
/// ```swift
/// PathName.folder(of: "/data/mood.sqlite")    // "/data"
/// PathName.folder(of: "mood.sqlite")          // ""
/// PathName.lastPart(of: "/data/cards/")       // "cards"
/// PathName.joining("/data", "mood.sqlite")    // "/data/mood.sqlite"
/// ```
package enum PathName {
  /// The path without its last part: `""` for a bare name, `"/"` for a part of the root.
  package static func folder(of path: String) -> String {
    let trimmed = withoutTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    let folder = withoutTrailingSlashes(String(trimmed[..<slash]))
    return folder.isEmpty ? "/" : folder
  }

  /// The last part of the path, trailing slashes aside: `"/"` for the root itself.
  package static func lastPart(of path: String) -> String {
    let trimmed = withoutTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
    let part = trimmed[trimmed.index(after: slash)...]
    return part.isEmpty ? "/" : String(part)
  }

  /// `name` inside `folder`, with one slash between them: `name` alone when `folder` is empty.
  package static func joining(_ folder: String, _ name: String) -> String {
    if folder.isEmpty { return name }
    return withoutTrailingSlashes(folder) + (folder.allSatisfy { $0 == "/" } ? "" : "/") + name
  }

  private static func withoutTrailingSlashes(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.utf8.count > 1, trimmed.last == "/" { trimmed.removeLast() }
    return String(trimmed)
  }
}

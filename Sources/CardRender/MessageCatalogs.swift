import FoundationEssentials
import MoodCore
import MoodSystem
import Stats
import Synchronization

/// Where the message catalogs are: `Messages/<language>.catalog`, read by the `mood` command
/// for its messages and by the renderers for the pictures' texts.
///
/// In order: a `Messages/` folder in the executable's folder or any folder above it (a build in
/// `.build/debug` finds the package's own); `../share/moodcard/messages` beside the
/// executable's folder (after `make install`); the `Messages/` folder of the MoodCard package
/// this library was compiled from, so a program that depends on MoodCard finds them as it finds
/// the fonts (`FontLocator`).
package enum MessageCatalogs {
  /// The file that marks a folder of catalogs.
  package static let markerFile = "en.catalog"

  /// The package's `Messages/`, three folders above this source file
  /// (`Sources/CardRender/MessageCatalogs.swift`), wherever the package was compiled.
  static let ofThisPackage: URL = {
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { folder.deleteLastPathComponent() }
    return folder.appendingPathComponent("Messages", isDirectory: true)
  }()

  /// The folder of the catalogs, or `nil` and every place searched.
  package static func locate(locator: ResourceLocator = ResourceLocator())
    -> (folder: URL?, searched: [String])
  {
    let located = locator.locate(folder: "Messages", installed: "messages", marker: markerFile)
    if located.folder != nil { return located }
    let marker = ofThisPackage.appendingPathComponent(markerFile).path
    if FileManager.default.fileExists(atPath: marker) { return (ofThisPackage, located.searched) }
    return (nil, located.searched + [ofThisPackage.path])
  }

  /// The texts of `language`'s catalog in `folder`, by key. Each file is read and parsed once
  /// per process: a picture command needs the same catalog for its messages (`mood`) and for
  /// its pictures' texts (`PictureText`).
  /// - Throws: when the file cannot be read, or `KeyValueText.Malformed`.
  package static func texts(of language: CardLocale, in folder: URL) throws -> [String: String] {
    let file = folder.appendingPathComponent("\(language.languageCode).catalog").path
    if let known = parsed.withLock({ $0[file] }) { return known }
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    let texts = try data.withUnsafeBytes {
      try KeyValueText(utf8: $0.bindMemory(to: UInt8.self)).dictionary
    }
    parsed.withLock { $0[file] = texts }
    return texts
  }

  /// The catalogs parsed so far, by file path.
  private static let parsed = Mutex<[String: [String: String]]>([:])
}

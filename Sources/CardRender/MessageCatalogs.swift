import FoundationEssentials
import MoodCore
import MoodSystem
import Stats
import Synchronization

/// The message catalogs, `Messages/<language>.catalog`, read by the `mood` command for its
/// messages and by the renderers for the pictures' texts, from the folder `ResourceFinder`
/// finds (`ResourceFolder.messages`); the web app's, `i18n/<language>.catalog`, are in the
/// same format (`KeyValueText`) and read the same way.
package enum MessageCatalogs {
  /// The texts of `language`'s catalog in `folder`, by key. Each file is read and parsed once
  /// per process: a picture command needs the same catalog for its messages (`mood`) and for
  /// its pictures' texts (`PictureText`).
  /// - Throws: when the file cannot be read, or `KeyValueText.Malformed`.
  package static func texts(of language: CardLocale, in folder: URL) throws -> [String: String] {
    try texts(ofFile: folder.appendingPathComponent("\(language.languageCode).catalog").path)
  }

  /// The texts of the catalog `file`, by key, read and parsed once per process.
  /// - Throws: when the file cannot be read, or `KeyValueText.Malformed`.
  package static func texts(ofFile file: String) throws -> [String: String] {
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

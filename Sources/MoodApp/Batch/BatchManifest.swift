import CardRender
import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem
import Stats

/// What `mood batch` last wrote into a folder: for each file, the fingerprint of what was
/// drawn and the file's size. Kept beside the cards as `.mood-batch.json`.
///
/// A card is up to date when its file has the recorded size and its fingerprint, made from
/// the card's whole model (the entry as drawn and every option), the format and the renderer's
/// revision, is the one recorded. Times are not compared: a changed option leaves the entry's
/// time alone but changes the fingerprint.
package struct BatchManifest: Codable, Equatable {
  /// One file written by a batch.
  package struct Record: Codable, Equatable {
    /// The fingerprint of what the file shows.
    package var fingerprint: String
    /// The file's size in bytes.
    package var bytes: Int

    package init(fingerprint: String, bytes: Int) {
      self.fingerprint = fingerprint
      self.bytes = bytes
    }
  }

  /// The manifest's own layout version.
  package var version = 1
  /// The records by file name (`2026-11-01.png`, `sheet-2026-11.png`).
  package var files: [String: Record] = [:]

  /// The manifest's file name inside the folder.
  package static let fileName = ".mood-batch.json"

  /// The manifest in `folder`, or an empty one when there is none or it cannot be read: then
  /// every card is drawn again, which is always safe.
  package init(folder: URL) {
    let url = folder.appendingPathComponent(BatchManifest.fileName)
    guard let data = try? Data(contentsOf: url),
      let manifest = try? JSONDecoder().decode(BatchManifest.self, from: data),
      manifest.version == 1
    else { return }
    self = manifest
  }

  /// Whether `name` in `folder` holds what `fingerprint` describes.
  package func isUpToDate(_ name: String, fingerprint: String, in folder: URL) -> Bool {
    guard let record = files[name], record.fingerprint == fingerprint else { return false }
    var info = stat()
    return stat(folder.appendingPathComponent(name).path, &info) == 0
      && Int(info.st_size) == record.bytes
  }

  /// Writes the manifest into `folder` by the rules of output files (a temporary file beside
  /// it, then a rename), like the cards it lists.
  /// - Throws: `RenderError.cannotWrite` naming the manifest.
  package func write(to folder: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    let path = folder.appendingPathComponent(BatchManifest.fileName).path
    do {
      try OutputFile.write(try encoder.encode(self), to: path, waitingForDisk: false)
    } catch let failure as OutputFile.Failure {
      throw RenderError.cannotWrite(failure)
    }
  }

  /// The fingerprint of `value` drawn in `format`: a 64-bit FNV-1a hash of its JSON (keys
  /// sorted, so the same value gives the same text in every run), the format, the renderer's
  /// revision, MoodCard's version and the pictures' words in `language`, which the catalogs
  /// hold (an edited translation draws the cards again). It detects change; it is not a
  /// security measure.
  package static func fingerprint<Value: Encodable>(
    of value: Value, format: CardFormat, language: CardLocale
  ) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let header =
      "\(Release.version) r\(CardRenderer.revision) \(format.rawValue)\n"
      + language.pictureWords + "\n"
    return FNV1a.hex(Data(header.utf8) + (try encoder.encode(value)))
  }
}

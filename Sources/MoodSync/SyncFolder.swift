import FoundationEssentials
import MoodSystem

/// The folder a sync tool carries between computers. Each computer writes only in its own
/// folder inside it (one writer per path, so the sync tool never has two versions of a file to
/// reconcile), and only whole files: each is written under a temporary name and renamed.
///
///     FOLDER/laptop/batch-000000000001-9f3c…age
///     FOLDER/laptop/snapshot-000000000040-1b2e…age
///     FOLDER/laptop/applied.age
///     FOLDER/desktop/…
public struct SyncFolder: Sendable {
  public let path: String

  public init(path: String) { self.path = path }

  /// A file of a computer's folder.
  public struct File: Sendable, Hashable {
    public let device: DeviceID
    public let name: SyncFileName
    public let path: String
  }

  /// The computers with a folder here.
  /// - Throws: `SyncError.folder` when the folder is missing: a drive not mounted, a sync tool
  ///   not set up. It is never made here.
  public func devices() throws -> [DeviceID] {
    guard FileManager.default.fileExists(atPath: path) else {
      throw SyncError.folder(path, reason: "it does not exist (is its drive mounted?)")
    }
    return try names(in: path).compactMap { name in
      guard !name.hasPrefix("."), let device = try? DeviceID(name) else { return nil }
      // Listing tells a folder from a file without Foundation's ObjCBool.
      return (try? FileManager.default.contentsOfDirectory(atPath: path + "/" + name)) != nil
        ? device : nil
    }.sorted()
  }

  /// The files in `device`'s folder, conflict copies and temporary files included.
  public func files(of device: DeviceID) throws -> [File] {
    let folder = path + "/" + device.text
    guard FileManager.default.fileExists(atPath: folder) else { return [] }
    return try names(in: folder).sorted().map {
      File(device: device, name: SyncFileName($0), path: folder + "/" + $0)
    }
  }

  /// Writes a file into `device`'s folder: a temporary file first, its bytes on the disk, then
  /// renamed, so the sync tool and readers see the whole file or none.
  func write(_ bytes: [UInt8], as name: SyncFileName, of device: DeviceID) throws {
    guard let text = name.text else { return }
    let folder = path + "/" + device.text
    do {
      if !FileManager.default.fileExists(atPath: folder) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
      }
      try OutputFile.write(Data(bytes), to: folder + "/" + text, permissions: 0o600)
    } catch let failure as OutputFile.Failure {
      throw SyncError.folder(failure.path, reason: failure.reason)
    } catch {
      throw SyncError.folder(folder, reason: "\(error)")
    }
  }

  func read(_ file: File) throws -> [UInt8] {
    do { return Array(try Data(contentsOf: URL(fileURLWithPath: file.path))) } catch {
      throw SyncError.folder(file.path, reason: "cannot be read")
    }
  }

  func remove(_ file: File) throws {
    guard FileManager.default.fileExists(atPath: file.path) else { return }
    do { try FileManager.default.removeItem(atPath: file.path) } catch {
      throw SyncError.folder(file.path, reason: "cannot be removed")
    }
  }

  private func names(in folder: String) throws -> [String] {
    do { return try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
      throw SyncError.folder(folder, reason: "cannot be listed")
    }
  }
}

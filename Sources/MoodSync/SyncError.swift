import Age

/// Why sync could not go on. Damaged or incomplete files in the folder are not errors: they
/// are skipped (and reported) until they are whole.
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A device name that cannot name a folder.
  case invalidDevice(String)
  /// A file of the folder is not a MoodCard sync file this version reads (its path and why).
  case damaged(String, reason: String)
  /// The folder or a file in it could not be read or written (its path and the system's words).
  case folder(String, reason: String)
  /// A batch the merge needs to tell what came before is not in the merge state.
  case missingHistory(BatchRef)
  /// The sync key does not open the folder's files: another journal's folder, or another key.
  case wrongKey(String)
  /// The age format failed while sealing.
  case sealing(AgeError)

  public var description: String {
    switch self {
    case .invalidDevice(let text):
      "device name \"\(text)\" is not 1 to \(DeviceID.maximumLength) letters, digits, - or _"
    case .damaged(let path, let reason): "\(path) is not a readable sync file: \(reason)"
    case .folder(let path, let reason): "sync folder \(path): \(reason)"
    case .missingHistory(let batch): "the merge state lacks batch \(batch)"
    case .wrongKey(let path): "the journal's sync key does not open \(path)"
    case .sealing(let error): "cannot seal a batch: \(error)"
    }
  }
}

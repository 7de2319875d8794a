import MoodCore
import MoodSystem

/// Why a file cannot be read, written, or opened, created or restored as a store, as
/// `StoreError` and `ImportError` name it. `mood` says each in the person's language; only what
/// the system or SQLite itself says (`.system`) is quoted as it is given.
public enum FileProblem: Equatable, Sendable {
  /// One of the fixed reasons of `StoreRule`.
  case rule(StoreRule)
  /// One of the path rules of output files (an empty path, a folder, a missing folder).
  case path(OutputFile.Rule)
  /// A file to read that is not a regular file.
  case notRegularFile
  /// `folder`, a part of the store's path, is a file.
  case folderIsAFile(String)
  /// SQLite's integrity check found these problems (SQLite's own words).
  case integrityCheck([String])
  /// The file's schema version is outside what this MoodCard reads (1 to `supported`).
  case schemaVersion(Int, supported: Int)
  /// An SQLite database whose application id is another program's.
  case applicationID(Int64)
  /// The file cannot be written for the system's `reason`, though it can be read.
  case readOnlyFile(reason: String)
  /// The store's folder cannot be written for the system's `reason`, and SQLite keeps its
  /// working files (`-wal`, `-shm`) there.
  case readOnlyFolder(String, reason: String)
  /// Reading or writing it as a store failed with `error`.
  indirect case failed(StoreError)
  /// What the system or SQLite says, as it is given: `permission denied`.
  case system(String)
}

extension FileProblem: CustomStringConvertible {
  public var description: String {
    switch self {
    case .rule(let rule): return rule.rawValue
    case .path(let rule): return rule.rawValue
    case .notRegularFile: return "it is not a regular file"
    case .folderIsAFile(let folder): return "\(folder) is a file, not a folder"
    case .integrityCheck(let problems):
      return "SQLite's integrity check reports \(problems.joined(separator: "; "))"
    case .schemaVersion(let version, let supported):
      return "its schema version is \(version); this MoodCard reads 1 to \(supported)"
        + (version > supported ? "; update MoodCard" : "")
    case .applicationID(let id): return "it is an SQLite database with application id \(id)"
    case .readOnlyFile(let reason): return reason + "; commands that only read it still work"
    case .readOnlyFolder(let folder, let reason):
      return "its folder \(folder) cannot be written (\(reason)), and the store keeps its "
        + "working files there; commands that only read it still work"
    case .failed(let error): return error.description
    case .system(let text): return text
    }
  }

  /// What the system says about `errno`, in its words.
  package static func system(errno code: Int32) -> FileProblem {
    .system(SystemReason.text(errno: code))
  }

  /// What the system says about a failed file operation (`CocoaError`, `POSIXError`), in its
  /// words.
  package static func system(of error: any Error) -> FileProblem {
    .system(SystemReason.text(of: error))
  }

  /// The problem of an output file's failure: one of its path rules, else the system's words.
  init(_ failure: OutputFile.Failure) {
    self = failure.rule.map(FileProblem.path) ?? .system(failure.reason)
  }
}

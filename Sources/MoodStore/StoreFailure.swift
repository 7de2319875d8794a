import CSQLite
import Glibc

/// What an SQLite failure means for the person whose store it is, said in MoodCard's words and
/// never in SQLite's: the code's primary result (the low byte of an extended code) decides.
public enum StoreFailure: Equatable, Sendable {
  /// The file is damaged (`SQLITE_CORRUPT`, `SQLITE_NOTADB`): a backup brings it back.
  case damaged
  /// The disk is full (`SQLITE_FULL`).
  case diskFull
  /// A write went past the limit on a file's size (`ulimit -f`: `EFBIG` under an I/O error).
  case fileTooLarge
  /// The disk failed or went away (`SQLITE_IOERR`).
  case inputOutput
  /// The file or its folder cannot be written (`SQLITE_READONLY` and its extended codes).
  case readOnly
  /// The system refused access (`SQLITE_PERM`, `SQLITE_AUTH`, `SQLITE_CANTOPEN`).
  case permission
  /// Memory ran out (`SQLITE_NOMEM`).
  case outOfMemory
  /// Anything else: a fault of MoodCard's, not of the data or the disk.
  case unexpected

  /// The failure of SQLite's result `code`; the system's `errno` decides an I/O error's
  /// meaning where there is one (a full disk fails SQLite's shared-memory file as an I/O error).
  init(code: Int32, errno: Int32) {
    if code & 0xFF == SQLITE_IOERR || code & 0xFF == SQLITE_CANTOPEN {
      switch errno {
      case ENOSPC, EDQUOT: self = .diskFull; return
      case EFBIG: self = .fileTooLarge; return
      case EROFS: self = .readOnly; return
      case EACCES, EPERM: self = .permission; return
      default: break
      }
    }
    switch code & 0xFF {
    case SQLITE_CORRUPT, SQLITE_NOTADB: self = .damaged
    case SQLITE_FULL: self = .diskFull
    case SQLITE_IOERR: self = .inputOutput
    case SQLITE_READONLY: self = .readOnly
    case SQLITE_PERM, SQLITE_AUTH, SQLITE_CANTOPEN: self = .permission
    case SQLITE_NOMEM: self = .outOfMemory
    default: self = .unexpected
    }
  }

  /// The failure in English, for the store at `path` while it was doing `step`; `mood` says it
  /// from its message catalog in the person's language.
  func description(path: String, step: StoreStep) -> String {
    switch self {
    case .damaged:
      return "the store at \(path) is damaged and cannot be read; MoodCard changed nothing. "
        + "Restore your latest backup with `mood restore FILE` (a restore keeps the store it "
        + "replaced beside it as STORE.<time>.bak)"
    case .diskFull:
      return "the store at \(path) cannot be written: no space left on device; nothing was "
        + "saved. Free some space and try again"
    case .fileTooLarge:
      return "the store at \(path) cannot be written: file too large (the limit on the size of "
        + "a file, ulimit -f); nothing was saved"
    case .inputOutput:
      return "the store at \(path) could not be read or written: an input/output error; "
        + "check that its disk is still there"
    case .readOnly:
      return "the store at \(path) cannot be written: the file or its folder is read-only; "
        + "commands that only read it still work"
    case .permission:
      return "the store at \(path) cannot be opened: permission denied"
    case .outOfMemory:
      return "the store at \(path) could not be used: out of memory"
    case .unexpected:
      return "the store at \(path) failed while \(step), for a reason MoodCard did not "
        + "expect; nothing was changed. Try again"
    }
  }
}

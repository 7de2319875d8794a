import FoundationEssentials
import Glibc

/// What the system says about a failed file operation, in its own words (`strerror`,
/// lowercased to sit inside a sentence): the one part of a message that stays as it is given,
/// in every language.
/// ```swift
/// SystemReason.text(errno: ENOENT)   // "no such file or directory"
/// ```
package enum SystemReason {
  /// The system's text for an `errno` value: `no such file or directory`.
  package static func text(errno code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }

  /// The system's text for a file error of FoundationEssentials (`CocoaError`, `POSIXError`),
  /// through the POSIX error under it: the error's code mapped to its `errno` when there is
  /// none, and "input/output error" for an error that names no cause.
  package static func text(of error: any Error) -> String {
    if let posix = error as? POSIXError { return text(errno: posix.code.rawValue) }
    guard let cocoa = error as? CocoaError else { return text(errno: EIO) }
    if let posix = cocoa.underlying as? POSIXError { return text(errno: posix.code.rawValue) }
    switch cocoa.code {
    case .fileReadNoSuchFile, .fileNoSuchFile: return text(errno: ENOENT)
    case .fileReadNoPermission, .fileWriteNoPermission: return text(errno: EACCES)
    case .fileWriteFileExists: return text(errno: EEXIST)
    case .fileWriteOutOfSpace: return text(errno: ENOSPC)
    case .fileWriteVolumeReadOnly: return text(errno: EROFS)
    case .fileReadTooLarge: return text(errno: EFBIG)
    default: return text(errno: EIO)
    }
  }
}

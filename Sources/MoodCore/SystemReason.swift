import Foundation

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

  /// The system's text for a Foundation file error, through the POSIX error under it, rather
  /// than Foundation's English sentence about it.
  package static func text(of error: any Error) -> String {
    let nsError = error as NSError
    if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      posix.domain == NSPOSIXErrorDomain
    {
      return text(errno: Int32(posix.code))
    }
    if nsError.domain == NSPOSIXErrorDomain { return text(errno: Int32(nsError.code)) }
    switch nsError.code {
    case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return text(errno: ENOENT)
    case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return text(errno: EACCES)
    default: return nsError.localizedDescription
    }
  }
}

/// What kind of failure an error is: MoodApp classifies every error of the library once
/// (`Failure+Errors`), and each front end maps the kinds in one complete `switch` with no
/// `default:` (exit codes in `mood`'s `CommandError`, statuses in MoodServe's
/// `HTTPResponse.failure`), so a new kind does not compile until both decide.
///
/// | kind | exit | HTTP |
/// |---|---|---|
/// | malformed | 64 | 400 |
/// | invalid | 64 | 422 |
/// | notFound | 66 | 404 |
/// | conflict | 65 | 409 |
/// | damaged | 65 | 422 |
/// | storeDamaged | 65 | 500 |
/// | busy | 75 | 503 |
/// | readOnly | 74 | 503 |
/// | diskFull | 74 | 507 |
/// | cannotCreate | 73 | 500 |
/// | unavailable | 69 | 500 |
/// | refused | 77 | 403 |
/// | failed | 74 | 500 |
package enum Failure: Sendable, Equatable, CaseIterable {
  /// A request not in the form accepted: an option, a parameter, a body, a range.
  case malformed
  /// A value in form that the journal's rules refuse: a day after today, a reason too long,
  /// an unknown word, a name that may not be.
  case invalid
  /// What was named is not there: a day's entry, a habit, a session, a device, a file to read.
  case notFound
  /// The request clashes with what the journal holds: a name taken, a word in use, an entry
  /// changed since it was read.
  case conflict
  /// A file given (to import, to decrypt, a configuration) is damaged or not what it claims.
  case damaged
  /// The journal's own file is damaged, not a journal, or of a newer MoodCard.
  case storeDamaged
  /// Another process holds the journal; trying again may work.
  case busy
  /// The journal cannot be written here (read-only media, a folder this user cannot write).
  case readOnly
  /// The disk took no more bytes (full, a quota, a size limit).
  case diskFull
  /// An output cannot be made at its path.
  case cannotCreate
  /// A library, program or font MoodCard needs is missing.
  case unavailable
  /// A passphrase or key does not open the file, or may not be used.
  case refused
  /// Reading or writing failed otherwise, or something nobody foresaw: said as what failed,
  /// never how.
  case failed
}

/// An error of a front end's own that knows its kind (`mood`'s preferences, a missing
/// `systemctl`), classified where it is declared.
package protocol ClassifiedError: Error {
  var failure: Failure { get }
}

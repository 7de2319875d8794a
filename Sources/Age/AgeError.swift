/// Why an age file could not be written or read. The messages are MoodApp's (its catalog), as
/// for the store's errors.
public enum AgeError: Error, Equatable, Sendable {
  /// libsodium cannot be opened or started (the system's words).
  case libraryMissing(String)
  /// The file's header does not follow the format; the file was changed or cut short.
  case damagedHeader(HeaderProblem)
  /// The header parses and a key opens it, but its MAC does not match: it was changed.
  case headerChanged
  /// None of the passphrases or keys given opens the file.
  case noMatchingKey(AgeKeyKind)
  /// The payload stops being readable at `offset` (bytes into the file): changed, cut short,
  /// or longer than the sealed data.
  case damagedPayload(offset: Int)
  /// scrypt could not have the memory it needs.
  case outOfMemory
  /// A recipient's text is not an age public key (`age1…`).
  case invalidRecipient(String)
  /// Line `line` of an identity file is not an age secret key (`AGE-SECRET-KEY-1…`); the
  /// line itself is never repeated, as it may be a secret.
  case invalidIdentity(line: Int)
  /// An identity file holds no key.
  case noIdentity
  /// An empty passphrase was given to encrypt with.
  case emptyPassphrase

  /// What is wrong in a header.
  public enum HeaderProblem: Equatable, Sendable {
    /// The file starts as an age file of another version (its first line).
    case version(String)
    /// The header line `line` (from 1) breaks the format.
    case line(Int)
    /// A passphrase stanza's work factor is outside what is read (`maximum` and below).
    case workFactor(String, maximum: Int)
    /// A passphrase stanza is not alone in the header, as the format requires.
    case passphraseNotAlone
    /// No stanza is of a kind this reader opens (scrypt, X25519): a label was changed, or the
    /// file is for an age plugin. Said by a caller that knows no plugin
    /// (`AgeFile.sealsForUnknownKeys`); `decrypt` says `noMatchingKey`.
    case noKnownStanza
    /// An X25519 share gives the all-zero secret: a forged stanza.
    case lowOrderShare
    /// The payload's 16-byte nonce is missing or short.
    case missingNonce
  }
}

/// Which kind of key a file was tried with: a passphrase, or secret keys.
public enum AgeKeyKind: Equatable, Sendable {
  case passphrase, secretKey
}

import Age
import FoundationEssentials
import MoodStore

/// The age files of encrypted backups and exports (`--encrypt`): bytes sealed for a
/// passphrase or public keys into a file, and a file that may be one read back into memory.
/// Their text is only ever in memory: what is written is sealed, and what is read is opened
/// whole before anything uses it.
public enum EncryptedFile {
  /// Whether the file at `path` starts as an age file; false for any other, or none.
  public static func isEncrypted(_ path: String) -> Bool {
    guard let file = try? InputFile(path: path, maximumBytes: .max) else { return false }
    defer { try? file.close() }
    return AgeFile.isEncrypted((try? file.readChunk().prefix(32)) ?? [])
  }

  /// The age file at `path`, read whole (at most `InputFile.defaultMaximumBytes`), with what
  /// opens it: a passphrase or keys.
  /// - Throws: `FailureMessage` naming the file when it is damaged (65), as decrypting it would
  ///   say, or its header seals it for no kind of key MoodCard knows.
  public static func read(_ path: String) throws -> (file: [UInt8], opensWith: AgeKeyKind) {
    let input = try InputFile(path: path)
    let file = [UInt8](try input.readAll())
    try input.close()
    // MoodCard reads no age plugin's files: a header sealed for no key it knows was changed.
    if AgeFile.sealsForUnknownKeys(file) {
      throw FailureMessage(AgeError.damagedHeader(.noKnownStanza), path: path)
    }
    guard let kind = AgeFile.keyKind(of: file) else {
      // The header does not parse: opening it says where.
      try open(file, named: path, with: [])
      return (file, .secretKey)
    }
    return (file, kind)
  }

  /// The text of `file`, an age file read from `path`, opened with `identities`.
  /// - Throws: `FailureMessage` naming the file: damaged (65) or not opened by the key (77).
  public static func open(_ file: [UInt8], named path: String, with identities: [AgeIdentity])
    throws -> [UInt8]
  {
    do { return try AgeFile.decrypt(file, with: identities) } catch let error as AgeError {
      throw FailureMessage(error, path: path)
    }
  }

  /// `text` sealed for `recipients`, as the age file `path` (for messages) will hold.
  public static func seal(_ text: [UInt8], for recipients: [AgeRecipient], path: String) throws
    -> [UInt8]
  {
    do { return try AgeFile.encrypt(text, to: recipients) } catch let error as AgeError {
      throw FailureMessage(error, path: path)
    }
  }

  /// Seals `text` for `recipients` into a new file at `path`, renamed into place when whole.
  public static func write(_ text: [UInt8], to path: String, for recipients: [AgeRecipient])
    throws
  {
    try AtomicFile.write(Data(try seal(text, for: recipients, path: path)), to: path)
  }
}

import Age
import FoundationEssentials
import Glibc
import MoodApp
import MoodSystem

/// The options of an encrypted backup or export (`--encrypt`, `--recipient`,
/// `--recipients-file`, `--passphrase-file`) and of reading one back (`--identity`,
/// `--passphrase-file`), declared once for the commands that take them.
enum EncryptionGroup {
  static let encrypt = Flag(
    "encrypt", "Encrypt in the age format, with a passphrase asked twice (or the keys given)")
  static let recipient = Option<String>(
    "recipient", "age1…", "Encrypt for this age public key; may be given more than once")
  static let recipientsFile = Option<String>(
    "recipients-file", "FILE", "Encrypt for the age public keys in FILE, one a line",
    values: .file)
  static let passphraseFile = Option<String>(
    "passphrase-file", "FILE", "The passphrase: the first line of FILE, which must be mode 0600",
    values: .file)
  static let identity = Option<String>(
    "identity", "FILE", "Decrypt with the age secret keys in FILE (as age-keygen writes it)",
    values: .file)

  /// The options of a command that writes a file, which may be encrypted.
  static let sealing: [any OptionDeclaring] = [encrypt, recipient, recipientsFile, passphraseFile]
  /// The options of a command that reads a file, which may be encrypted.
  static let opening: [any OptionDeclaring] = [passphraseFile, identity]

  /// The largest passphrase file read: a passphrase is one line.
  private static let passphraseFileBytes: Int64 = 4096

  /// The passphrase of `--passphrase-file`: its first line, from a file only its owner can read.
  /// - Throws: `FailureMessage` for a file others can read, or an empty passphrase.
  static func passphrase(inFile path: String) throws -> Passphrase {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & 0o077 != 0 {
      throw FailureMessage(
        .refused, .passphraseFileOpen,
        ["path": .text(path), "mode": .text("0" + String(info.st_mode & 0o777, radix: 8))])
    }
    let text = String(
      decoding: try PersonalFile.readPassphraseFile(path, maximumBytes: passphraseFileBytes),
      as: UTF8.self)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    let passphrase = Passphrase(String(line.hasSuffix("\r") ? line.dropLast() : line))
    guard !passphrase.isEmpty else { throw FailureMessage(.invalid, .passphraseEmpty) }
    return passphrase
  }

  /// A passphrase typed on the terminal after `prompt`.
  /// - Throws: `CommandError.declined` when cancelled; `FailureMessage` when there is no
  ///   terminal or nothing was typed.
  static func askPassphrase(_ prompt: String) throws -> Passphrase {
    switch TerminalSecret.read(prompt: prompt + " ") {
    case .typed(let text) where text.isEmpty: throw FailureMessage(.invalid, .passphraseEmpty)
    case .typed(let text): return Passphrase(text)
    case .cancelled: throw CommandError.declined
    case .noTerminal: throw FailureMessage(.invalid, .passphraseNoTerminal)
    }
  }

  /// The text of the file at `path`, a key file.
  static func text(of path: String) throws -> String {
    let file = try PersonalFile.open(path)
    defer { try? file.close() }
    return String(decoding: try file.readAll(), as: UTF8.self)
  }
}

/// How a file is to be sealed, as a command's options ask: not at all, for a passphrase (from
/// a file, or asked twice on the terminal), or for public keys.
struct Sealing {
  let encrypt: Bool
  let recipients: [String]
  let recipientsFile: String?
  let passphraseFile: String?

  init(_ words: ParsedWords) throws {
    encrypt = words.contains(EncryptionGroup.encrypt)
    recipients = try words.values(EncryptionGroup.recipient)
    recipientsFile = try words.value(EncryptionGroup.recipientsFile)
    passphraseFile = try words.value(EncryptionGroup.passphraseFile)
    if passphraseFile != nil, !recipients.isEmpty || recipientsFile != nil {
      throw ValidationError(.encryptPassphraseAndKeys, [:])
    }
  }

  /// Whether the file is to be encrypted: `--encrypt`, or a key or passphrase file given.
  var isRequested: Bool {
    encrypt || !recipients.isEmpty || recipientsFile != nil || passphraseFile != nil
  }

  /// The recipients of the file at `path`: the keys given, else the passphrase of the file
  /// given, else one typed twice on the terminal.
  func ageRecipients(for path: String, messages: Messages) throws -> [AgeRecipient] {
    var keys: [AgePublicKey] = []
    do { keys = try recipients.map(AgePublicKey.init) } catch let error as AgeError {
      throw FailureMessage(error, path: path)
    }
    if let recipientsFile {
      do {
        keys += try AgePublicKey.keys(inFile: try EncryptionGroup.text(of: recipientsFile))
      } catch let error as AgeError { throw FailureMessage(error, path: recipientsFile) }
      if keys.isEmpty {
        throw FailureMessage(.invalid, .ageNoRecipient, ["path": .text(recipientsFile)])
      }
    }
    if !keys.isEmpty { return keys.map(AgeRecipient.publicKey) }
    if let passphraseFile {
      return [.passphrase(try EncryptionGroup.passphrase(inFile: passphraseFile))]
    }
    let first = try EncryptionGroup.askPassphrase(messages(.passphraseNewPrompt, ["path": path]))
    let again = try EncryptionGroup.askPassphrase(messages(.passphraseAgainPrompt))
    guard first == again else { throw FailureMessage(.invalid, .passphraseMismatch) }
    return [.passphrase(first)]
  }

  /// The line a command prints after writing a file sealed for `recipients`.
  static func note(_ recipients: [AgeRecipient], messages: Messages) -> String {
    if case .passphrase = recipients.first { return messages(.encryptedForPassphrase) }
    return recipients.count == 1
      ? messages(.encryptedForKeysOne)
      : messages(.encryptedForKeysOther, ["count": recipients.count])
  }
}

/// What opens a file that may be encrypted, as a command's options say: `--identity` for keys,
/// `--passphrase-file` or the terminal for a passphrase.
struct Opening {
  let identityFile: String?
  let passphraseFile: String?

  init(_ words: ParsedWords) throws {
    identityFile = try words.value(EncryptionGroup.identity)
    passphraseFile = try words.value(EncryptionGroup.passphraseFile)
  }

  /// The bytes of the file at `path`: decrypted in memory when it is an age file, else nil
  /// (the command reads it as it always has).
  func decryptedFile(_ path: String, messages: Messages) throws -> [UInt8]? {
    guard EncryptedFile.isEncrypted(path) else { return nil }
    let (file, kind) = try EncryptedFile.read(path)
    return try EncryptedFile.open(
      file, named: path, with: try identities(kind, for: path, messages: messages))
  }

  private func identities(_ kind: AgeKeyKind, for path: String, messages: Messages) throws
    -> [AgeIdentity]
  {
    switch kind {
    case .passphrase:
      if let passphraseFile {
        return [.passphrase(try EncryptionGroup.passphrase(inFile: passphraseFile))]
      }
      return [
        .passphrase(try EncryptionGroup.askPassphrase(messages(.passphrasePrompt, ["path": path])))
      ]
    case .secretKey:
      guard let identityFile else {
        throw FailureMessage(.invalid, .ageNeedsIdentity, ["path": .text(path)])
      }
      do {
        return try AgeSecretKey.keys(inFile: try EncryptionGroup.text(of: identityFile)).map(
          AgeIdentity.secretKey)
      } catch let error as AgeError {
        throw FailureMessage(error, path: identityFile)
      }
    }
  }
}

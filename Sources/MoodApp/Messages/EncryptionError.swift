import Age

/// An encrypted file that cannot be written or read as asked, or a passphrase or key that
/// cannot be used: a message of the catalog, and what kind of failure it is for the exit
/// status and the HTTP status.
package struct EncryptionError: MessageError, Equatable {
  /// What went wrong.
  package enum Kind: Sendable {
    /// The file is damaged or changed: exit 65, HTTP 422.
    case damaged
    /// The passphrase or key does not open it, or may not be used (a passphrase file others
    /// can read): exit 77, HTTP 403.
    case refused
    /// A recipient, identity or passphrase given is not one: exit 64, HTTP 422.
    case invalid
    /// libsodium or the memory scrypt needs is missing: exit 69, HTTP 503.
    case unavailable
  }

  package let kind: Kind
  package let key: MessageKey
  package let values: [String: MessageValue]

  package init(_ kind: Kind, _ key: MessageKey, _ values: [String: MessageValue] = [:]) {
    self.kind = kind
    self.key = key
    self.values = values
  }

  /// The message of `error`, met reading or writing the file at `path`.
  package init(_ error: AgeError, path: String) {
    let file: [String: MessageValue] = ["path": .text(path)]
    switch error {
    case .libraryMissing(let reason):
      self.init(.unavailable, .ageLibraryMissing, ["reason": .text(reason)])
    case .outOfMemory: self.init(.unavailable, .ageOutOfMemory)
    case .damagedHeader(.version(let line)):
      self.init(.damaged, .ageOtherVersion, file.merging(["version": .text(line)]) { $1 })
    case .damagedHeader(.line(let line)):
      self.init(.damaged, .ageDamagedHeader, file.merging(["line": .text("\(line)")]) { $1 })
    case .damagedHeader(.missingNonce):
      self.init(.damaged, .ageCutAfterHeader, file)
    case .damagedHeader(.workFactor(let found, let maximum)):
      self.init(
        .damaged, .ageWorkFactor,
        file.merging(["found": .text(found), "maximum": .text("\(maximum)")]) { $1 })
    case .damagedHeader(.passphraseNotAlone), .damagedHeader(.lowOrderShare), .headerChanged:
      self.init(.damaged, .ageHeaderChanged, file)
    case .damagedPayload(let offset):
      self.init(.damaged, .ageDamagedPayload, file.merging(["offset": .text("\(offset)")]) { $1 })
    case .noMatchingKey(.passphrase): self.init(.refused, .ageWrongPassphrase, file)
    case .noMatchingKey(.secretKey): self.init(.refused, .ageWrongKey, file)
    case .invalidRecipient(let text):
      self.init(.invalid, .ageInvalidRecipient, ["value": .text(text)])
    case .invalidIdentity(let line):
      self.init(.invalid, .ageInvalidIdentity, file.merging(["line": .text("\(line)")]) { $1 })
    case .noIdentity: self.init(.invalid, .ageNoIdentity, file)
    case .emptyPassphrase: self.init(.invalid, .passphraseEmpty)
    }
  }
}

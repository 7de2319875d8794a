import Age

/// A failure said as a message of the catalog and its values, with its kind: what a use case
/// throws where no library error says it (a device not found, a name taken, a passphrase
/// refused), for the exit status and the HTTP status to follow from `failure`.
package struct FailureMessage: MessageError, ClassifiedError, Equatable {
  package let failure: Failure
  package let key: MessageKey
  package let values: [String: MessageValue]

  package init(_ failure: Failure, _ key: MessageKey, _ values: [String: MessageValue] = [:]) {
    self.failure = failure
    self.key = key
    self.values = values
  }

  /// The message of `error`, met reading or writing the age file at `path`.
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
    case .damagedHeader(.passphraseNotAlone): self.init(.damaged, .agePassphraseNotAlone, file)
    case .damagedHeader(.noKnownStanza): self.init(.damaged, .ageNoKnownStanza, file)
    case .damagedHeader(.lowOrderShare), .headerChanged:
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

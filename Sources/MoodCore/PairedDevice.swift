import FoundationEssentials

/// A phone (or any browser) paired to this computer: what `mood devices` lists. Its secret is
/// never kept, only the secret's SHA-256, so the file of devices opens no journal.
package struct PairedDevice: Equatable, Sendable {
  /// A short random id, which `mood devices revoke` takes as well as the name.
  package var id: String
  /// The name the person gave it, or "Phone 1", "Phone 2", …
  package var name: String
  /// When it was paired.
  package var pairedAt: Date
  /// When it was last seen, to the minute; `nil` before its first request after pairing.
  package var lastSeenAt: Date?

  package init(id: String, name: String, pairedAt: Date, lastSeenAt: Date? = nil) {
    self.id = id
    self.name = name
    self.pairedAt = pairedAt
    self.lastSeenAt = lastSeenAt
  }
}

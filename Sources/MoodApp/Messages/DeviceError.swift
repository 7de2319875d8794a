/// A device that `mood devices` or the Data page cannot find or name as asked: a message of
/// the catalog, and what kind of failure it is for the exit status and the HTTP status.
package struct DeviceError: MessageError, Equatable {
  /// What went wrong.
  package enum Kind: Sendable {
    /// No device has that name or id: exit 66, HTTP 404.
    case unknown
    /// Another device has the name: exit 65, HTTP 409.
    case nameTaken
    /// Not a name a device may have: exit 64, HTTP 422.
    case invalidName
  }

  package let kind: Kind
  package let key: MessageKey
  package let values: [String: MessageValue]

  package init(_ kind: Kind, _ key: MessageKey, _ values: [String: MessageValue] = [:]) {
    self.kind = kind
    self.key = key
    self.values = values
  }
}

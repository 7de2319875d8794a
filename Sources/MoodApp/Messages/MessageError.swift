/// An error that is a message of the catalog and its values, put into words in the person's
/// language when it is reported: a refused value (`ValidationError`) or a front end's own
/// failure, such as a server that cannot start.
package protocol MessageError: Error {
  /// The message.
  var key: MessageKey { get }
  /// The values of its placeholders.
  var values: [String: MessageValue] { get }
}

/// A value, or a combination of values, a request does not accept: on the command line a
/// usage error (exit 64), in the web app a 400.
///
/// It holds a message of the catalog and its values, not text: a grammar refuses a value
/// before the person's language is known, and the message is put into words when it is
/// reported.
package struct ValidationError: MessageError, Equatable {
  /// The message, naming the value and what is accepted.
  package let key: MessageKey
  /// The values of its placeholders.
  package let values: [String: MessageValue]

  package init(_ key: MessageKey, _ values: [String: MessageValue] = [:]) {
    self.key = key
    self.values = values
  }

  /// The message in the language of `messages`.
  package func text(_ messages: Messages) -> String { messages(key, values: values) }
}

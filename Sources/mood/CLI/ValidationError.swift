/// A value or a combination of options the command line does not accept: a usage error, exit 64.
///
/// It holds a message of the catalog and its values, not text: an option's grammar refuses a
/// value before the run's language is known, and the message is put into words when it is
/// reported.
struct ValidationError: Error, Equatable {
  /// The message, naming the value and what is accepted.
  let key: MessageKey
  /// The values of its placeholders.
  let values: [String: MessageValue]

  init(_ key: MessageKey, _ values: [String: MessageValue] = [:]) {
    self.key = key
    self.values = values
  }

  /// The message in the language of `messages`.
  func text(_ messages: Messages) -> String { messages(key, values: values) }
}

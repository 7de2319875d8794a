/// Why the web app's server could not start, or its address file be read: a message of the
/// catalog and its values, said in the person's language when it is reported. In MoodApp, as
/// `mood remind` reads the address file too.
package struct ServeError: MessageError {
  package let key: MessageKey
  package let values: [String: MessageValue]

  package init(_ key: MessageKey, _ values: [String: MessageValue]) {
    self.key = key
    self.values = values
  }
}

/// A value or a combination of options the command line does not accept: a usage error, exit 64.
struct ValidationError: Error, CustomStringConvertible {
  /// The message, naming the value and what is accepted.
  let description: String

  init(_ description: String) { self.description = description }
}

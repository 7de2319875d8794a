/// The one grammar of a flag given as text (a web query's `?archived`, `?no-reason=1`): a bare
/// flag, `true` or `1` set it, `false` or `0` clear it, and anything else is refused, so a
/// flag never means the opposite of what was written.
package enum FlagText {
  /// Whether `text`, given for the flag `name` (as the front end spells it), sets it.
  /// - Throws: `ValidationError` naming the value and the accepted ones.
  package static func isSet(_ text: String, name: String) throws -> Bool {
    switch text.lowercased() {
    case "", "true", "1": return true
    case "false", "0": return false
    default:
      throw ValidationError.unknownChoice(
        text, noun: .text(name), choices: ["true", "false", "1", "0"])
    }
  }
}

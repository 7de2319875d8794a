import MoodSystem

/// Lists of strings kept as JSON arrays in one column (`["calm","tired"]`): written here, read
/// back by `JSONWalk.strings(_:)`, the one reader of JSON's grammar.
package enum JSONList {
  /// The strings as a JSON array, written as every JSON text of MoodCard is (`JSONValue`).
  package static func encode(_ items: [String]) -> String {
    JSONValue.array(items.map(JSONValue.string)).text
  }

  /// The strings of a JSON array of strings, `nil` when the text is not one.
  package static func decode(_ text: String) -> [String]? { JSONWalk.strings(text.utf8) }
}

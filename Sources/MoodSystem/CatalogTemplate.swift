/// The `{name}` placeholders of the message catalogs' texts (`KeyValueText` files), filled in by
/// name: the one grammar of placeholders for the command's messages and the pictures' texts.
/// ```swift
/// CatalogTemplate.fill("No entries from {from} to {to}.", ["from": "1", "to": "2"])
/// // "No entries from 1 to 2."
/// ```
package enum CatalogTemplate {
  /// The names of the `{name}` placeholders in `text`, in order.
  package static func placeholders(in text: String) -> [String] {
    var names: [String] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  /// `text` with each `{name}` replaced by `values[name]`; a placeholder without a value stays.
  package static func fill(_ text: String, _ values: [String: String]) -> String {
    guard text.contains("{") else { return text }
    var result = ""
    var rest = text[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      result += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      result += values[name] ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}

/// Writes RFC 4180 CSV: fields separated by commas, records ended by CRLF, and a field put in
/// double quotes (its quotes doubled) when it holds a comma, a quote, a line break, or white space
/// at either end that a spreadsheet program would otherwise trim.
///
/// ```swift
/// CSVWriter.record(["2026-03-04", "7", "said \"hi\", left"])
/// // "2026-03-04,7,\"said \"\"hi\"\", left\"\r\n"
/// ```
public enum CSVWriter {
  /// The UTF-8 byte-order mark, which some spreadsheet programs need to read UTF-8.
  public static let byteOrderMark = "\u{FEFF}"

  /// One record: the fields, quoted where needed, joined by commas, ended by CRLF.
  public static func record(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",") + "\r\n"
  }

  /// One field, quoted when it needs to be.
  public static func field(_ text: String) -> String {
    let needsQuotes =
      text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
      || text.first?.isWhitespace == true || text.last?.isWhitespace == true
    guard needsQuotes else { return text }
    return "\""
      + text.split(separator: "\"", omittingEmptySubsequences: false)
      .joined(separator: "\"\"") + "\""
  }
}

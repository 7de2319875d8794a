/// Where a record is in another app's file, as an error names it.
public enum RecordPlace: Equatable, Sendable, CustomStringConvertible {
  /// A line of a text file (CSV), counted from 1.
  case line(Int)
  /// An item of a JSON document, by its path: `dayEntries[3]`, `[12].scores[0]`.
  case item(String)

  public var description: String {
    switch self {
    case .line(let line): return "line \(line)"
    case .item(let path): return path
    }
  }
}

/// A row of the store, as `StoreError.damagedRow` names it: by what it holds.
public enum StoredItem: Equatable, Sendable {
  /// The entry of a day, as its `day` column reads (`nil` when that column is unreadable).
  case entry(day: String?)
  /// A row of the habits' done/not-done records.
  case habitRecord
  /// A habit, by its name, or by its `id` when the name is unreadable.
  case habit(name: String?, id: String)
  /// A custom mood word, by its id (`nil` when unreadable).
  case customWord(id: String?)
  /// A recorded therapy session, by its day (`nil` when unreadable).
  case session(day: String?)
}

extension StoredItem: CustomStringConvertible {
  public var description: String {
    switch self {
    case .entry(let day): return "the entry for \(day ?? "an unreadable day")"
    case .habitRecord: return "a habit record"
    case .habit(let name?, _): return "the habit \"\(name)\""
    case .habit(nil, let id): return "the habit #\(id)"
    case .customWord(let id): return "the custom word \(id ?? "?")"
    case .session(let day): return "the session on \(day ?? "an unreadable day")"
    }
  }
}

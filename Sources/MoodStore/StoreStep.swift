/// What the store was doing when SQLite failed, as `StoreError.sqlite` names it.
public enum StoreStep: Equatable, Sendable {
  /// Running an SQL statement.
  case statement(String)
  /// Closing the connection.
  case closing
  /// Starting SQLite's online backup of the store.
  case startingBackup
  /// Copying the store's pages in the online backup.
  case copying
  /// Finishing the online backup.
  case finishingBackup
}

extension StoreStep: CustomStringConvertible {
  /// The step in a person's words: a statement is "reading the store" or "writing the store".
  public var description: String {
    switch self {
    case .statement: return isRead ? "reading the store" : "writing the store"
    case .closing: return "closing the store"
    case .startingBackup: return "starting a backup"
    case .copying: return "copying the store"
    case .finishingBackup: return "finishing a backup"
    }
  }

  /// Whether the step only reads: a query, a pragma, or the start of a read transaction.
  public var isRead: Bool {
    guard case .statement(let sql) = self else { return false }
    let verb = sql.drop { $0 == " " || $0 == "\n" }.prefix { $0.isLetter }.uppercased()
    return ["SELECT", "PRAGMA", "WITH"].contains(verb) || sql.hasPrefix("BEGIN DEFERRED")
  }

  /// The step as a log shows it: a statement cut to 80 characters.
  public var detail: String {
    guard case .statement(let sql) = self else { return description }
    return sql.count > 80 ? String(sql.prefix(77)) + "..." : sql
  }
}

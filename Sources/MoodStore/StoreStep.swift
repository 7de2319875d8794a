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
  public var description: String {
    switch self {
    case .statement(let sql): return StoreStep.shortened(sql)
    case .closing: return "closing the store"
    case .startingBackup: return "starting a backup"
    case .copying: return "copying the store"
    case .finishingBackup: return "finishing a backup"
    }
  }

  /// A statement cut to 80 characters for a message.
  package static func shortened(_ statement: String) -> String {
    statement.count > 80 ? String(statement.prefix(77)) + "..." : statement
  }
}

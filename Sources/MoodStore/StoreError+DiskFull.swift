import CSQLite

extension StoreError {
  /// Whether SQLite found no room left on the device (`SQLITE_FULL`, which it also gives for
  /// `ENOSPC`): the web app answers 507.
  public var meansDiskFull: Bool {
    if case .sqlite(let code, _, _) = self { return code & 0xFF == SQLITE_FULL }
    return false
  }
}

import MoodCore

extension Database {
  /// Records `day` as the day of a therapy session; a day recorded already stays as it is.
  /// - Returns: whether the day was new.
  @discardableResult
  public func addSession(on day: Day) throws -> Bool {
    try query("INSERT INTO sessions (day) VALUES (?) ON CONFLICT DO NOTHING", [.text("\(day)")])
    return changes == 1
  }

  /// Forgets the session on `day`.
  /// - Throws: `StoreError.sessionNotFound` when no session is recorded on it.
  public func deleteSession(on day: Day) throws {
    try query("DELETE FROM sessions WHERE day = ?", [.text("\(day)")])
    guard changes == 1 else { throw StoreError.sessionNotFound(day) }
  }

  /// The days of every recorded session, oldest first.
  public func sessions() throws -> [Day] {
    try query("SELECT day FROM sessions ORDER BY day").map { row in
      try decodingRow(.session(day: try? row.text(0))) { try Day(parsing: row.text(0)) }
    }
  }

  /// The day of the latest session on or before `today`, `nil` when none is recorded. One
  /// recorded after today (the clock was set back since) is not the last yet.
  public func lastSession(onOrBefore today: Day) throws -> Day? {
    guard
      let text = try query("SELECT max(day) FROM sessions WHERE day <= ?", [.text("\(today)")])
        .first?.optionalText(0)
    else { return nil }
    return try decodingRow(.session(day: text)) { try Day(parsing: text) }
  }
}

import TestSupport

/// Whether some process holds a store's write lock, asked of SQLite itself: the `sqlite3`
/// program cannot begin an IMMEDIATE transaction (its busy timeout is 0, so it answers at
/// once). A kill test waits on this state to kill a writer inside its transaction, never on a
/// fixed delay.
enum StoreWriteLock {
  static func isHeld(_ store: String) throws -> Bool {
    let probe = try ChildProcess.run(
      "/usr/bin/sqlite3", [store, "BEGIN IMMEDIATE; ROLLBACK;"], environment: [:])
    return probe.status != 0 && probe.stderr.contains("locked")
  }
}

import Synchronization

extension ZoneRules {
  /// Parsed files by path: a process reads and parses each zone once.
  private static let cache = Mutex<[String: ZoneRules]>([:])

  /// The rules of the TZif file at `path`, parsed on first use; nil when it cannot be read or
  /// is not TZif (not remembered, so a file put in place later is found).
  static func cached(path: String) -> ZoneRules? {
    if let rules = cache.withLock({ $0[path] }) { return rules }
    guard let bytes = ZoneFolder.contents(of: path), let rules = ZoneRules(tzif: bytes) else {
      return nil
    }
    cache.withLock { $0[path] = rules }
    return rules
  }
}

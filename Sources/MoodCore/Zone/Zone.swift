import FoundationEssentials

/// A time zone of the IANA database, read from the system's TZif files (RFC 8536).
///
/// MoodCard's own zone type, so that no module needs ICU (Foundation's `TimeZone` knows only GMT
/// without it). Two zones are equal when their identifiers are.
///
/// ```swift
/// let london = Zone(identifier: "Europe/London")
/// london?.secondsFromGMT(for: Date(timeIntervalSince1970: 1_782_000_000))  // 3600 (BST)
/// ```
public struct Zone: Sendable, Hashable {
  /// The zone's IANA name, such as `Europe/London`, `UTC` or `Etc/GMT+12`.
  public let identifier: String
  let rules: ZoneRules

  /// The zone named `identifier` in the zone folder (`$TZDIR`, else `/usr/share/zoneinfo`), or
  /// nil when there is no such zone or its file is not valid TZif.
  ///
  /// `UTC` and `GMT` always exist, even with no zone files, as do the fixed offsets Foundation
  /// named (`GMT+0800`, also read from `UTC+8` or `GMT+08:00`; see `init(gmtOffsetName:)`). The
  /// three-letter names Foundation took from ICU (`PST`) stand for their zones (see
  /// `legacyNames`). Any other name must look like an IANA name: ASCII letters, digits, `_`, `+` and `-` in
  /// components separated by `/`, outside the `posix/` and `right/` copies.
  public init?(identifier: String) {
    self.init(identifier: identifier, folder: ZoneFolder.path)
  }

  /// The zone named `identifier` in `folder`, or the fixed offset it names.
  init?(identifier: String, folder: String) {
    if let zone = Zone(gmtOffsetName: identifier)
      ?? Zone(legacyName: identifier, folder: folder)
    {
      self = zone
      return
    }
    self.init(fileNamed: identifier, folder: folder)
  }

  /// `UTC`, `GMT`, or the zone of the file named `identifier` in `folder`.
  init?(fileNamed identifier: String, folder: String) {
    if identifier == "UTC" || identifier == "GMT" {
      self.init(identifier: identifier, rules: .utc)
      return
    }
    guard ZoneFolder.isZoneName(identifier),
      let rules = ZoneRules.cached(path: folder + "/" + identifier)
    else { return nil }
    self.init(identifier: identifier, rules: rules)
  }

  init(identifier: String, rules: ZoneRules) {
    self.identifier = identifier
    self.rules = rules
  }

  /// Coordinated Universal Time.
  public static let utc = Zone(identifier: "UTC", rules: .utc)

  /// The difference in seconds between local time in this zone and UTC at `date`, positive
  /// east of Greenwich: 3600 for London in summer, -18000 for New York in winter.
  public func secondsFromGMT(for date: Date) -> Int {
    rules.offset(at: ZoneRules.seconds(date))
  }

  public static func == (lhs: Zone, rhs: Zone) -> Bool { lhs.identifier == rhs.identifier }

  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

import MoodCore

/// A day of the week, numbered as ISO 8601 does: Monday is 1, Sunday is 7.
public enum Weekday: Int, Sendable, Hashable, Codable, CaseIterable {
  case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

  /// The weekday `day` falls on, from its ISO weekday (Monday 1, Sunday 7).
  public init(of day: Day) {
    // `isoWeekday` is always 1...7.
    self = Weekday(rawValue: day.isoWeekday) ?? .monday
  }

  /// The weekday's lower-case English name, as scripts read it: `monday`. Spelt out rather
  /// than reflected from the case name, which cost `mood stats` 0.7 ms of metadata look-ups.
  public var name: String {
    switch self {
    case .monday: return "monday"
    case .tuesday: return "tuesday"
    case .wednesday: return "wednesday"
    case .thursday: return "thursday"
    case .friday: return "friday"
    case .saturday: return "saturday"
    case .sunday: return "sunday"
    }
  }

  /// The seven weekdays in calendar column order when weeks start on this day.
  public var week: [Weekday] {
    (0..<7).compactMap { Weekday(rawValue: (rawValue - 1 + $0) % 7 + 1) }
  }

  /// The first day of the week for a locale identifier (`en`, `en-US`, `zh-Hans`, `en_GB`).
  ///
  /// MoodCard's languages without a region (`en`, `zh-Hans`) start weeks on Monday, as ISO 8601
  /// and Chinese calendars do. With a region, regions whose calendars start on Sunday (the United
  /// States, Canada, Japan, Brazil and the others CLDR lists, but not mainland China) or on
  /// Saturday (Egypt and several of its neighbours) get that day; every other region gets Monday.
  /// The table is fixed here rather than read from the system so a calendar is the same on every
  /// machine.
  public static func firstOfWeek(localeIdentifier: String) -> Weekday {
    let subtags = localeIdentifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst()
    let region = subtags.first { tag in
      (tag.count == 2 && tag.allSatisfy(\.isLetter))
        || (tag.count == 3 && tag.allSatisfy(\.isNumber))
    }
    guard let region = region?.uppercased() else { return .monday }
    if sundayRegions.contains(region) { return .sunday }
    if saturdayRegions.contains(region) { return .saturday }
    return .monday
  }

  private static let sundayRegions: Set<String> = [
    "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CO", "DM", "DO", "ET", "GT", "GU", "HK",
    "HN", "ID", "IL", "IN", "JM", "JP", "KE", "KH", "KR", "LA", "MH", "MM", "MO", "MT", "MX", "MZ",
    "NI", "NP", "PA", "PE", "PH", "PK", "PR", "PT", "PY", "SA", "SG", "SV", "TH", "TT", "TW", "UM",
    "US", "VE", "VI", "WS", "YE", "ZA", "ZW",
  ]

  private static let saturdayRegions: Set<String> = [
    "AE", "AF", "BH", "DJ", "DZ", "EG", "IQ", "IR", "JO", "KW", "LY", "OM", "QA", "SD", "SY",
  ]
}

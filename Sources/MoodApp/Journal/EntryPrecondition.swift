import MoodCore

/// What a write asks of a day's entry as it is when the write comes: HTTP's `If-Match` (its
/// version, `EntryVersion`, or `*`, any entry) and `If-None-Match: *` (no entry), so that a
/// page that read the day does not overwrite a change it has not seen.
package enum EntryPrecondition: Sendable, Equatable {
  /// Any entry or none: the command line, a request without either header.
  case none
  /// The entry's version must be one of these tags, or any entry with `*`.
  case matching([String])
  /// The day must have no entry.
  case absent

  /// Whether a write may replace `current`, the day's entry as it is now.
  package func allows(_ current: MoodEntry?) -> Bool {
    switch self {
    case .none: return true
    case .matching(let tags):
      guard let current else { return false }
      return tags.contains("*") || tags.contains(EntryVersion.tag(of: current))
    case .absent: return current == nil
    }
  }
}

/// A write refused because the day's entry is not what the writer last saw: `current` is the
/// entry as it is now (`nil`: deleted), for the page to show beside the person's own.
package struct EntryConflict: Error, Equatable {
  package let day: Day
  package let current: MoodEntry?

  package init(day: Day, current: MoodEntry?) {
    self.day = day
    self.current = current
  }
}

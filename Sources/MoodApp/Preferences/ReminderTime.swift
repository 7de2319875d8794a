/// A time of day for the reminder, `HH:MM` on a 24-hour clock.
package struct ReminderTime: Sendable, Equatable, CustomStringConvertible {
  package let hour: Int
  package let minute: Int

  /// The time of the reminder when the person saved none: `mood remind --install`'s and the
  /// calendar event's a phone keeps (`GET /api/reminder`).
  package static let standard = ReminderTime(hour: 20, minute: 30)

  private init(hour: Int, minute: Int) {
    self.hour = hour
    self.minute = minute
  }

  /// The time `text` names (`20:30`, `7:05`), or `nil`.
  package init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour),
      (0...59).contains(minute), parts.joined().allSatisfy(\.isASCII)
    else { return nil }
    self.hour = hour
    self.minute = minute
  }

  /// `20:30`.
  package var description: String {
    (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}

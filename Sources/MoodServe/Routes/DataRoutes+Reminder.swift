import MoodApp

extension DataRoutes {
  /// The reminder's time, as `mood remind` reads it.
  private struct Reminder: Encodable {
    /// `HH:MM`: the saved `reminder-time`, else `ReminderTime.standard`.
    let time: String
  }

  /// `GET /api/reminder`: `{"time": "20:30"}`, the time of the daily reminder, for the phone's
  /// own calendar to remind at (the page makes the calendar file: MoodCard sends no push).
  /// - Throws: `Preferences.Failure` when the saved preferences cannot be read.
  package static func reminder(_ request: HTTPRequest, _ context: ServeContext) throws
    -> HTTPResponse
  {
    let saved = try Preferences.load(environment: context.settings.environment)[.reminderTime]
    let time = saved.flatMap(ReminderTime.init) ?? .standard
    return try .json(Reminder(time: time.description))
  }
}

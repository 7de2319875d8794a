import MoodApp
import Stats

extension EntryRoutes {
  /// `GET /api/stats?days=N` (or `?from=&to=`, or `?all`; the last 30 days by default): the
  /// numbers of `mood stats --json`, its streaks counted by the one streak rule (`Streak`), so
  /// that the web app and the command line never give one question two answers.
  package static func stats(_ request: HTTPRequest, _ context: ServeContext) throws
    -> HTTPResponse
  {
    let range = try RangeForm.entries.request(WebQuery(request))
    let (summary, _) = try context.journal().stats(
      in: range ?? .standard, today: context.settings.today(), includeArchived: false)
    return try .json(summary)
  }
}

import FoundationEssentials
import MoodCore
import MoodStore

/// `/api/entries`: the day's entry, read and written as `mood list --json` and `mood log` do,
/// and the recent tags to suggest.
enum EntryRoutes {
  static let routes: [Route] = [
    Route("GET", "/api/entries", list),
    Route("GET", "/api/entries/:day", show),
    Route("PUT", "/api/entries/:day", save),
    Route("DELETE", "/api/entries/:day", delete),
    Route("GET", "/api/tags", tags),
  ]

  /// `GET /api/entries?from=&to=` (or `?days=N`; the last 30 days by default).
  static func list(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let list = try ListCommand(request.options(context.settings))
    let range = try (list.range ?? .standard).resolved(today: context.settings.today())
    return try .json(try context.read { try $0.entries(in: range) }.map(EntryJSON.init))
  }

  static func show(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let day = try pathDay(request)
    guard let entry = try context.read({ try $0.entry(on: day) }) else {
      throw StoreError.entryNotFound(day)
    }
    return try .json(EntryJSON(entry))
  }

  /// What `PUT` takes: the score, and the words, tags and reason to change.
  private struct Body: Decodable {
    let score: Int?
    let words: [String]?
    let tags: [String]?
    let reason: String?
  }

  /// `PUT /api/entries/DAY` with `{"score","words","tags","reason"}`: the upsert of `mood log`,
  /// with its checks and messages. 201 when the day had no entry, else 200.
  static func save(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let day = try pathDay(request)
    let body = try request.decodedBody(Body.self, expected: .webBodyEntry, scoreAt: "score")
    guard let score = body.score else { throw WebError.badRequest(.webScoreMissing) }
    let settings = context.settings
    let today = settings.today()
    guard day <= today else { throw DomainError.dayAfterToday(day, today: today) }
    let change = EntryChange(
      score: try Score(score), words: body.words, tags: body.tags, reason: body.reason)
    let now = settings.now()
    let (saved, outcome) = try context.write { db in
      try change.save(on: day, in: db, at: now, timeZone: settings.timeZone)
    }
    return try .json(EntryJSON(saved), status: outcome == .created ? 201 : 200)
  }

  static func delete(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let day = try pathDay(request)
    try context.write { try $0.deleteEntry(on: day) }
    return HTTPResponse(status: 204)
  }

  /// `GET /api/tags`: the tags of the last 90 days, most used first, to suggest.
  static func tags(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let range = DayRange(last: context.settings.today(), count: 90)
    var counts: [String: Int] = [:]
    for entry in try context.read({ try $0.entries(in: range) }) {
      for tag in entry.tags { counts[tag, default: 0] += 1 }
    }
    return try .json(counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key))
  }

  /// The day named by the path's `:day`.
  static func pathDay(_ request: HTTPRequest) throws -> Day {
    try day(request.parameters["day"] ?? "")
  }

  /// The day `text` names, `YYYY-MM-DD`.
  /// - Throws: `WebError.badRequest` naming the text.
  static func day(_ text: String) throws -> Day {
    do { return try Day(parsing: text) } catch let error as DomainError {
      let (key, values) = error.message
      throw WebError.badRequest(.webInvalidDay, ["error": .message(key, values)])
    }
  }
}

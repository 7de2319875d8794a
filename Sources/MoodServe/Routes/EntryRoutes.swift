import FoundationEssentials
import MoodApp
import MoodCore

/// `/api/entries`: the day's entry, read and written as `mood list --json` and `mood log` do,
/// and the recent tags to suggest.
package enum EntryRoutes {
  package static let routes: [Route] = [
    Route(.get, "/api/entries", list),
    Route(.get, "/api/entries/:day", show),
    Route(.put, "/api/entries/:day", save),
    Route(.delete, "/api/entries/:day", delete),
    Route(.get, "/api/tags", tags),
    Route(.get, "/api/span", span),
    Route(.get, "/api/stats", stats),
  ]

  /// `GET /api/entries?from=&to=` (or `?days=N`, or `?all`; the last 30 days by default).
  package static func list(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let range = try RangeForm.entries.request(WebQuery(request))
    let entries = try context.journal().entries(
      in: range ?? .standard, today: context.settings.today())
    return try .json(entries.map(EntryJSON.init))
  }

  /// `GET /api/entries/DAY`: the entry, with its version as the `ETag`; 404 when the day has
  /// none, or, with `?missing=null`, 200 and `null`: the page asks so, as a day not logged yet
  /// is no failure and must not show as one in the browser's console.
  package static func show(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let day = try pathDay(request)
    if request.query["missing"] == "null" {
      guard let entry = try context.journal().entry(on: day) else {
        return try .json(EntryJSON?.none)
      }
      return try versioned(entry)
    }
    return try versioned(try context.journal().namedEntry(on: day).0)
  }

  /// The entry as JSON with its version as the `ETag`.
  private static func versioned(_ entry: MoodEntry, status: HTTPStatus = .ok) throws -> HTTPResponse
  {
    var response = try HTTPResponse.json(EntryJSON(entry), status: status)
    response.add("ETag", EntryVersion.tag(of: entry))
    return response
  }

  /// The 409 of a write whose `If-Match` is not the day's version: the entry as it is now
  /// (`null` when it was deleted), for the page to show beside the person's own.
  private struct Conflict: Encodable {
    let error: String
    let entry: EntryJSON?

    private enum CodingKeys: String, CodingKey { case error, entry }

    /// Writes `"entry": null` for a deleted day, where the synthesized coding leaves it out.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(error, forKey: .error)
      try container.encode(entry, forKey: .entry)
    }
  }

  /// What `PUT` and a preview take: the score, and the words, tags, reason and mark to discuss
  /// to change.
  private struct Body: Decodable {
    let score: Int?
    let words: [String]?
    let tags: [String]?
    let reason: String?
    let discuss: Bool?
  }

  /// The change a `PUT` (or a card's preview) body asks for.
  /// - Throws: `WebError.badRequest` for a body that is not well-formed JSON, not such an
  ///   object or has no score.
  package static func change(_ request: HTTPRequest) throws -> EntryChange {
    let body = try request.decodedBody(Body.self, expected: .webBodyEntry, scoreAt: "score")
    guard let score = body.score else { throw WebError.badRequest(.webScoreMissing) }
    return EntryChange(
      score: try Score(score), words: body.words, tags: body.tags, reason: body.reason,
      discuss: body.discuss)
  }

  /// `PUT /api/entries/DAY` with `{"score","words","tags","reason"}`: the upsert of `mood log`,
  /// with its checks and messages. 201 when the day had no entry, else 200, with the new
  /// version as the `ETag`. With `If-Match` (any tag of its list), a day changed since is a 409
  /// holding the entry as it is now; with `If-None-Match: *` (create only: the page read no
  /// entry), a day that has one is a 412 holding it. The check and the write are one
  /// transaction, so no other save comes between them. A `PUT` of what the day already holds
  /// (sent again after its answer was lost) is a 200, whatever its condition.
  package static func save(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let day = try pathDay(request)
    let change = try change(request)
    let settings = context.settings
    let precondition = precondition(of: request)
    do {
      let saved = try context.journal().save(
        change, on: day, today: settings.today(), at: settings.now(),
        timeZone: settings.timeZone, precondition: precondition)
      return try versioned(saved.entry, status: saved.isNew ? .created : .ok)
    } catch let conflict as EntryConflict {
      return try self.conflict(
        conflict, status: precondition == .absent ? .preconditionFailed : .conflict,
        request: request, context: context)
    }
  }

  /// What the request's `If-Match` and `If-None-Match` headers ask of the day's entry.
  private static func precondition(of request: HTTPRequest) -> EntryPrecondition {
    if let wanted = request.header("If-Match") {
      return .matching(wanted.split(separator: ",").map { $0.trimmingWhitespace() })
    }
    if request.header("If-None-Match")?.trimmingWhitespace() == "*" { return .absent }
    return .none
  }

  /// The 409 (or 412, `status`) of a write refused because the day changed since the page
  /// read it.
  private static func conflict(
    _ conflict: EntryConflict, status: HTTPStatus = .conflict, request: HTTPRequest,
    context: ServeContext
  ) throws -> HTTPResponse {
    let messages = context.settings.messages(for: request)
    var response = try HTTPResponse.json(
      Conflict(
        error: messages(.webEntryChanged, values: ["day": .text("\(conflict.day)")]),
        entry: conflict.current.map(EntryJSON.init)), status: status)
    if let current = conflict.current { response.add("ETag", EntryVersion.tag(of: current)) }
    return response
  }

  /// `DELETE /api/entries/DAY`: 204. With `If-Match`, a day changed since is a 409 holding
  /// the entry as it is now, as for a `PUT`, and stays.
  package static func delete(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse
  {
    let day = try pathDay(request)
    do {
      try context.journal().deleteEntry(on: day, precondition: precondition(of: request))
    } catch let conflict as EntryConflict {
      return try self.conflict(conflict, request: request, context: context)
    }
    return HTTPResponse(status: .noContent)
  }

  /// How far back the entries go, for the pages to tell which charts can draw them all.
  private struct Span: Encodable {
    /// The oldest entry's day, `nil` without entries.
    let first: Day?
    /// The days from `first` through today, what "All" asks a chart to draw.
    let days: Int
    /// How many days have an entry: the charts page asks for a few before it draws any.
    let logged: Int
    /// The last session's day on or before today, `nil` without one: the report page offers
    /// "since my last session" when it is before today.
    let lastSession: Day?
  }

  /// `GET /api/span`: `{"first", "days", "logged", "lastSession"}`, the range `?all` stands
  /// for, how many of its days are logged, and the session a report may start after.
  package static func span(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let today = context.settings.today()
    let (first, logged, session) = try context.journal().span(today: today)
    return try .json(
      Span(
        first: first, days: first.map { $0.days(to: today) + 1 } ?? 1, logged: logged,
        lastSession: session))
  }

  /// `GET /api/tags`: the tags of the last 90 days, most used first, to suggest.
  package static func tags(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    return try .json(try context.journal().recentTags(today: context.settings.today()))
  }

  /// The day named by the path's `:day`.
  package static func pathDay(_ request: HTTPRequest) throws -> Day {
    try day(request.parameters["day"] ?? "")
  }

  /// The day `text` names, `YYYY-MM-DD`.
  /// - Throws: `WebError.badRequest` naming the text.
  package static func day(_ text: String) throws -> Day {
    do { return try Day(parsing: text) } catch let error as DomainError {
      let (key, values) = error.message
      throw WebError.badRequest(.webInvalidDay, ["error": .message(key, values)])
    }
  }
}

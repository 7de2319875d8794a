import FoundationEssentials
import MoodApp
import MoodCore

/// `/api/habits`: the habits, a day's done or not done, adding and archiving.
package enum HabitRoutes {
  package static let routes: [Route] = [
    Route(.get, "/api/habits", list),
    Route(.get, "/api/habits/days", days),
    Route(.post, "/api/habits", add),
    Route("PATCH", "/api/habits/:id", change),
    Route(.put, "/api/habits/:id/days/:day", mark),
  ]

  /// A habit as the API gives it, with whether it was done on the day asked about.
  private struct Item: Encodable {
    let id: Int64, name: String, icon: String?, color: String, archived: Bool
    let createdDay: Day, done: Bool?

    init(_ habit: Habit, done: Bool?) {
      id = habit.id
      name = habit.name
      icon = habit.icon
      color = habit.color.description
      archived = habit.isArchived
      createdDay = habit.createdDay
      self.done = done
    }
  }

  /// `GET /api/habits?day=YYYY-MM-DD&archived`: the habits in list order, each with `done`
  /// on the day (today by default): `true`, `false`, or `null` when nothing is recorded.
  package static func list(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let day = try request.query["day"].map(EntryRoutes.day) ?? context.settings.today()
    let archived = try WebQuery(request).isSet("archived")
    let habits = try context.journal().habits(on: day, includeArchived: archived)
    return try .json(habits.map { Item($0.habit, done: $0.done) })
  }

  /// A habit's record on a day.
  private struct Record: Encodable {
    let id: Int64, day: Day, done: Bool
  }

  /// `GET /api/habits/days?days=N` (or `?from=&to=`, as `/api/entries` takes; the last 30
  /// days by default): `[{"id", "day", "done"}]`, every record of the range, which a phone
  /// keeps to show and switch the habits of those days offline.
  package static func days(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let range = try RangeForm.entries.request(WebQuery(request))
    let records = try context.journal().habitRecords(
      in: range ?? .standard, today: context.settings.today())
    return try .json(records.map { Record(id: $0.habitID, day: $0.day, done: $0.isDone) })
  }

  private struct NewHabit: Decodable {
    let name: String
    let icon: String?
    let color: String?
  }

  /// `POST /api/habits` with `{"name", "icon", "color"}`: as `mood habit add`. 201.
  package static func add(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let body = try request.decodedBody(NewHabit.self, expected: .webBodyNewHabit)
    let color = try body.color.flatMap { $0.isEmpty ? nil : try HexColor(parsing: $0) }
    let icon = body.icon.flatMap { $0.isEmpty ? nil : $0 }
    let habit = try context.journal().addHabit(
      name: body.name, icon: icon, color: color, today: try context.settings.recordableToday())
    return try .json(Item(habit, done: nil), status: .created)
  }

  private struct Change: Decodable {
    let archived: Bool?
    let name: String?
  }

  /// `PATCH /api/habits/ID` with `{"archived": true}` or `{"name": "…"}`.
  package static func change(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse
  {
    let id = try habitID(request)
    let body = try request.decodedBody(Change.self, expected: .webBodyHabitChange)
    let habit = try context.journal().changeHabit(
      .id(id), HabitEdit(name: body.name, archived: body.archived))
    return try .json(Item(habit, done: nil))
  }

  private struct Mark: Decodable {
    let done: Bool
  }

  /// `PUT /api/habits/ID/days/YYYY-MM-DD` with `{"done": true}`: as `mood habit done`
  /// (`false`: `habit undo`). Not for an archived habit or a future day.
  package static func mark(_ request: HTTPRequest, _ context: ServeContext) throws -> HTTPResponse {
    let id = try habitID(request)
    let day = try EntryRoutes.pathDay(request)
    let body = try request.decodedBody(Mark.self, expected: .webBodyHabitMark)
    let habit = try context.journal().mark(
      .id(id), on: day, done: body.done, today: context.settings.today())
    return try .json(Item(habit, done: body.done))
  }

  private static func habitID(_ request: HTTPRequest) throws -> Int64 {
    guard let id = request.parameters["id"].flatMap({ Int64($0) }) else {
      throw WebError.badRequest(.webHabitID, ["id": .text(request.parameters["id"] ?? "")])
    }
    return id
  }
}

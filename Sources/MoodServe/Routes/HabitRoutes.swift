import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore

/// `/api/habits`: the habits, a day's done or not done, adding and archiving.
package enum HabitRoutes {
  package static let routes: [Route] = [
    Route(.get, "/api/habits", list),
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
    let archived = request.query["archived"] != nil
    let items = try context.read { db in
      let done = Dictionary(
        try db.completions(in: try DayRange(first: day, last: day)).map { ($0.habitID, $0.isDone) }
      ) { $1 }
      return try db.habits(includeArchived: archived).map { Item($0, done: done[$0.id]) }
    }
    return try .json(items)
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
    let today = try context.settings.recordableToday()
    let habit = try context.write { db in
      try db.addHabit(name: body.name, icon: icon, color: color, createdDay: today)
    }
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
    let habit = try context.write { db in
      var habit = try db.habit(id: id)
      if let archived = body.archived {
        try db.setArchived(habit, archived)
        habit = try db.habit(id: id)
      }
      if let name = body.name { habit = try db.rename(habit, to: name) }
      return habit
    }
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
    let today = context.settings.today()
    guard day <= today else { throw DomainError.dayAfterToday(day, today: today) }
    let habit = try context.write { db in
      let habit = try db.habit(id: id)
      guard !habit.isArchived else { throw StoreError.habitNotFound(habit.name, archived: true) }
      try db.setCompletion(of: habit, on: day, done: body.done)
      return habit
    }
    return try .json(Item(habit, done: body.done))
  }

  private static func habitID(_ request: HTTPRequest) throws -> Int64 {
    guard let id = request.parameters["id"].flatMap({ Int64($0) }) else {
      throw WebError.badRequest(.webHabitID, ["id": .text(request.parameters["id"] ?? "")])
    }
    return id
  }
}

import MoodCore
import MoodStore

/// `mood habit ...`: habits and their done / not-done days.
enum HabitCommands {
  static let group = Command(
    name: "habit", abstract: "Add, record and manage habits",
    subcommands: [add, list, done, undo, archive, unarchive, rename, delete])

  static let add = Command(
    name: "add", abstract: "Add a habit",
    arguments: [.required("NAME", "The habit's name, unique ignoring case")],
    options: [
      .value("icon", "EMOJI", "One emoji shown beside the name"),
      .value("color", "HEX", "The colour in charts, #RRGGBB (default: the next of six)"),
      .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
    ],
    run: { invocation in
      let name = invocation.argument(0) ?? ""
      let color = try invocation.value("color").map(HexColor.init(parsing:))
      let icon = try invocation.value("icon").map { try Habit.validatedIcon($0) }
      let today = try invocation.today()
      let store = try invocation.openStore()
      let habit = try store.write { db in
        try db.addHabit(name: name, icon: icon, color: color, createdDay: today)
      }
      try store.close()
      try Console.print("Added the habit \(label(habit)).")
    })

  static let list = Command(
    name: "list", abstract: "List habits and whether each is done today",
    options: [
      .flag("all", "Include archived habits"),
      .value("date", "DAY", "Show the record of this day instead of today"),
      .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
    ],
    run: { invocation in
      let day = try invocation.optionalDay(option: "date") ?? invocation.today()
      let store = try invocation.openStoreForReading()
      try store.read { db in
        let habits = try db.habits(includeArchived: invocation.flag("all"))
        guard !habits.isEmpty else {
          let archived = try db.habits(includeArchived: true).count
          Console.error(
            archived == 0
              ? "No habits yet; add one with `mood habit add NAME`."
              : "No active habits; \(count(archived, "habit")) archived: `mood habit list --all` "
                + "lists \(archived == 1 ? "it" : "them"), `mood habit unarchive NAME` brings "
                + "one back.")
          return
        }
        let records = try db.completions(in: DayRange(first: day, last: day))
        for habit in habits {
          let record = records.first { $0.habitID == habit.id }
          let mark = record.map { $0.isDone ? "[x]" : "[-]" } ?? "[ ]"
          let note = habit.isArchived ? "  (archived)" : ""
          try Console.print("\(mark) \(label(habit))  \(habit.color)\(note)")
        }
      }
      try store.close()
    })

  static let done = record(name: "done", abstract: "Record a habit as done on a day", done: true)
  static let undo = record(
    name: "undo", abstract: "Record a habit as not done on a day", done: false)

  private static func record(name: String, abstract: String, done: Bool) -> Command {
    Command(
      name: name, abstract: abstract,
      arguments: [.required("NAME", "The habit's name")],
      options: [
        .value("date", "DAY", "YYYY-MM-DD, today or yesterday (default: today)"),
        .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
      ],
      run: { invocation in
        let day = try invocation.recordableDay(option: "date")
        let store = try invocation.openStore()
        let habit = try store.write { db in
          let habit = try db.activeHabit(named: invocation.argument(0) ?? "")
          try db.setCompletion(of: habit, on: day, done: done)
          return habit
        }
        try store.close()
        try Console.print("\(label(habit)): \(done ? "done" : "not done") on \(day).")
      })
  }

  static let archive = archiving(name: "archive", archived: true)
  static let unarchive = archiving(name: "unarchive", archived: false)

  private static func archiving(name: String, archived: Bool) -> Command {
    Command(
      name: name,
      abstract: archived
        ? "Hide a habit from today's list, keeping its history" : "Bring back an archived habit",
      arguments: [.required("NAME", "The habit's name")],
      run: { invocation in
        let store = try invocation.openStore()
        let habit = try store.write { db in
          let habit = try db.habit(named: invocation.argument(0) ?? "")
          try db.setArchived(habit, archived)
          return habit
        }
        try store.close()
        try Console.print("\(archived ? "Archived" : "Brought back") the habit \(label(habit)).")
      })
  }

  static let rename = Command(
    name: "rename", abstract: "Rename a habit, keeping its history",
    arguments: [.required("OLD", "The habit's name now"), .required("NEW", "Its new name")],
    run: { invocation in
      let store = try invocation.openStore()
      let renamed = try store.write { db in
        try db.rename(
          db.habit(named: invocation.argument(0) ?? ""), to: invocation.argument(1) ?? "")
      }
      try store.close()
      try Console.print("Renamed the habit to \(label(renamed)).")
    })

  static let delete = Command(
    name: "delete", abstract: "Delete a habit and its whole history",
    discussion: "To hide a habit and keep its history, use `mood habit archive` instead.",
    arguments: [.required("NAME", "The habit's name")],
    options: [.flag("yes", short: "y", "Delete without asking")],
    run: { invocation in
      let store = try invocation.openStore(ifMissing: .useEmpty)
      let (habit, days) = try store.read { db in
        let habit = try db.habit(named: invocation.argument(0) ?? "")
        return (habit, try db.completions().filter { $0.habitID == habit.id }.count)
      }
      try invocation.confirm(
        "delete the habit \(habit.name) and its \(count(days, "recorded day"))")
      let removed = try store.write { db in try db.delete(habit) }
      try store.close()
      try Console.print(
        "Deleted the habit \(label(habit)) and its \(count(removed, "recorded day")).")
    })

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  private static func label(_ habit: Habit) -> String {
    TerminalText.visible(habit.icon.map { "\($0) \(habit.name)" } ?? habit.name)
  }
}

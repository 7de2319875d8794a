/// How a front end names a habit: the command line by its name (ignoring case; the active
/// habit, else the most recently archived), the web app by the store's id.
package enum HabitReference: Sendable, Equatable {
  case named(String)
  case id(Int64)
}

/// What a person changes of a habit (`mood habit rename`, `archive`, the Habits page): each
/// field given changes, each left out (`nil`) stays.
package struct HabitEdit: Sendable, Equatable {
  /// The new name.
  package var name: String?
  /// Archive (`true`) or bring back (`false`).
  package var archived: Bool?

  package init(name: String? = nil, archived: Bool? = nil) {
    self.name = name
    self.archived = archived
  }
}

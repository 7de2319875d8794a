import Stats

/// The words of a card.
extension CardLocale {
  /// The line naming the habits done: `Done today: 🚶 Walk · 📚 Read`, `今天完成：🚶 Walk · 📚 Read`.
  /// Each habit's icon is joined to its name and each " ·" to the habit before it by a no-break
  /// space, so a line never ends on a lone icon nor starts with a separator.
  func habitsDoneLine(_ habits: [CardHabit]) -> String {
    let labels = habits.map { habit in habit.icon.map { "\($0)\u{00A0}\(habit.name)" } ?? habit.name
    }
    return text(.doneToday, ["habits": labels.joined(separator: "\u{00A0}· ")])
  }

  /// The words in the footer, naming the app the card came from: `MoodCard · my day`.
  var cardFooter: String { text(.cardFooter) }
}

import Stats

/// The words of a card.
extension CardLocale {
  /// The line naming the habits done: `Done today: 🚶 Walk · 📚 Read`, `今天完成：🚶 Walk · 📚 Read`.
  /// A habit's label is whole: its icon, the words of its name (no-break spaces) and the
  /// characters of a Chinese name (`CardLocale.unbroken`) are joined, and so is each " ·" to the
  /// habit before it, so a line breaks only between habits ("📵 No phone / after 10" never), never
  /// ends on a lone icon nor starts with a separator.
  func habitsDoneLine(_ habits: [CardHabit]) -> String {
    let labels = habits.map { habit in
      let name = CardLocale.unbroken(habit.name).replacingEvery(" ", with: "\u{00A0}")
      return habit.icon.map { "\($0)\u{00A0}\(name)" } ?? name
    }
    return text(.doneToday, ["habits": labels.joined(separator: "\u{00A0}· ")])
  }

  /// The words in the footer, naming the app the card came from: `MoodCard · my day`.
  var cardFooter: String { text(.cardFooter) }
}

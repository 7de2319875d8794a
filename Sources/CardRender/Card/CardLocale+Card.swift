import Stats

/// The words of a card.
extension CardLocale {
  /// The line naming the habits done: `Done today: 🚶 Walk · 📚 Read`, `今天完成：🚶 Walk · 📚 Read`.
  func habitsDoneLine(_ labels: [String]) -> String {
    text(.doneToday, ["habits": labels.joined(separator: " · ")])
  }

  /// The words in the footer, naming the app the card came from: `MoodCard · my day`.
  var cardFooter: String { text(.cardFooter) }
}

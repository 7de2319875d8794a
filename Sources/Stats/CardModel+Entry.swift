import MoodCore

extension CardModel {
  /// The card for one day's entry.
  ///
  /// ```swift
  /// let model = CardModel(entry: entry, vocabulary: Vocabulary(custom: []),
  ///                       options: CardOptions(theme: .dark, locale: .simplifiedChinese))
  /// ```
  /// - Parameters:
  ///   - entry: the day's entry.
  ///   - vocabulary: names the entry's words; a word no longer in it shows its id.
  ///   - habitsDone: the habits done that day, in the order to show them; pass none to leave
  ///     habits off the card.
  ///   - options: theme, language, size, scale and what to leave off.
  public init(
    entry: MoodEntry, vocabulary: Vocabulary, habitsDone: [Habit] = [],
    options: CardOptions = CardOptions()
  ) {
    let words =
      options.showsWords
      ? entry.words.map { id in
        vocabulary.word(id: id).map {
          CardWord(label: $0.name(for: options.locale.languageCode), valence: $0.valence)
        } ?? CardWord(label: id, valence: .neutral)
      } : []
    self.init(
      day: entry.day, score: entry.score, words: words,
      tags: options.showsTags ? entry.tags : [],
      reason: options.showsReason ? entry.reason : "",
      habits: habitsDone.map { CardHabit(name: $0.name, icon: $0.icon) },
      theme: options.theme, locale: options.locale, size: options.size, scale: options.scale,
      showsFooter: options.showsFooter)
  }
}

import FoundationEssentials

extension MoodEntry {
  /// The entry `mood import --on-conflict merge` keeps for a day the store has (`self`) and a
  /// file has too (`other`), by one rule for every format:
  /// - the score, the times (logged, created) and the time zone stay the store's;
  /// - the reason stays the store's, or is the file's when the store's is empty;
  /// - the words of both, the store's first; the tags of both, one spelling each (the store's);
  /// - marked to discuss when either is;
  /// - updated at the later of the two when the file added anything.
  ///
  /// Merging an entry with what it already holds gives it back unchanged, so importing a file
  /// twice changes nothing the second time; nothing is cut, so no limit can refuse the result.
  ///
  /// ```swift
  /// let kept = try stored.merging(fromFile)   // stored.score, stored.words + new words
  /// ```
  public func merging(_ other: MoodEntry) throws -> MoodEntry {
    func merged(updatedAt: Date) throws -> MoodEntry {
      // `.store`: both sides passed the text rule already (the store's when it was written).
      try MoodEntry(
        day: day, score: score, words: words + other.words, tags: tags + other.tags,
        reason: reason.isEmpty ? other.reason : reason,
        isMarkedToDiscuss: isMarkedToDiscuss || other.isMarkedToDiscuss, loggedAt: loggedAt,
        timeZone: timeZone, createdAt: createdAt, updatedAt: updatedAt, origin: .store)
    }
    let unchanged = try merged(updatedAt: updatedAt)
    return unchanged == self ? self : try merged(updatedAt: max(updatedAt, other.updatedAt))
  }
}

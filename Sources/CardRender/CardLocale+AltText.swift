import Stats

/// The grammar of alt texts; the words are the catalogs' (`PictureKey`).
extension CardLocale {
  /// The face of `score` in words: `a crying face`, `大哭的脸`.
  func faceDescription(score: Int) -> String {
    let faces: [PictureKey] = [
      .face1, .face2, .face3, .face4, .face5, .face6, .face7, .face8, .face9, .face10,
    ]
    return text(faces[min(max(score, 1), 10) - 1])
  }

  /// `8 out of 10`, `8 分（满分 10 分）`.
  func scoreOutOfTen(_ score: Int) -> String { text(.scoreOutOfTen, ["score": score]) }

  /// A card's alt title: `Mood card, Friday, 27 November 2026: 8 out of 10`.
  func cardAltTitle(dateLine: String, score: Int) -> String {
    text(.cardAltTitle, ["date": dateLine, "score": scoreOutOfTen(score)])
  }

  /// The sentences of a card's alt text, each for a part that is drawn.
  func cardAltSentences(
    dateLine: String, score: Int, words: [String], hiddenWords: Int, reason: String?,
    tags: String?, habits: String?
  ) -> [String] {
    var sentences = [
      dateLine,
      text(
        .cardAltMood, ["score": scoreOutOfTen(score), "face": faceDescription(score: score)]),
    ]
    if !words.isEmpty {
      let shown = list(words)
      sentences.append(
        text(
          .cardAltWords,
          [
            "words": hiddenWords == 0
              ? shown : text(.cardAltMoreWords, ["words": shown, "count": hiddenWords])
          ]))
    }
    if let reason { sentences.append(text(.cardAltReason, ["reason": reason])) }
    if let tags { sentences.append(text(.cardAltTags, ["tags": tags])) }
    if let habits { sentences.append(habits) }
    return sentences
  }

  /// Sentences joined as the language writes them.
  func sentences(_ parts: [String]) -> String {
    switch self {
    case .english:
      // A quotation ends the sentence only when it ends with its own stop: “…get up” takes a
      // full stop after it, or a screen reader runs it into the next sentence.
      let stops = ".!?…"
      return parts.map { part in
        let end = part.last == "”" ? part.dropLast().last : part.last
        return end.map { stops.contains($0) } == true ? part : part + "."
      }.joined(separator: " ")
    case .simplifiedChinese:
      return parts.map { $0.last.map { "。！？…".contains($0) } == true ? $0 : $0 + "。" }
        .joined()
    }
  }

  /// A list of label-and-value pairs: `Happy 12, Calm 9`, `开心 12、平静 9`.
  func pairs(_ items: [(String, String)]) -> String {
    list(items.map { "\($0.0) \($0.1)" })
  }

  /// The score histogram's alt text: `Days per score: 1: 3 days, 2: 0 days, …`.
  func daysPerScore(_ columns: [String]) -> String {
    text(.daysPerScore, ["days": list(columns)])
  }

  /// One column of the score histogram: `1: 3 days`, `1 分 3 天`.
  func scoreDays(_ score: Int, _ days: String) -> String {
    text(days == "1" ? .scoreDaysOne : .scoreDaysOther, ["score": score, "days": days])
  }

  /// A sheet's alt title: `Mood cards, 1–30 Nov 2026`.
  func sheetAltTitle(_ range: String) -> String { text(.sheetAltTitle, ["range": range]) }

  /// A report's alt title: `Mood report, 31 Oct – 29 Nov 2026`.
  func reportAltTitle(_ range: String) -> String { text(.reportAltTitle, ["range": range]) }

  /// `Day: score` pairs of a sheet.
  func dayScore(_ day: String, _ score: Int) -> String {
    text(.dayScore, ["day": day, "score": score])
  }
}

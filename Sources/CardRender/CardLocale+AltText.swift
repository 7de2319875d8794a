import Stats

/// The grammar of alt texts, in English and Simplified Chinese.
extension CardLocale {
  /// The face of `score` in words: `a crying face`, `大哭的脸`.
  func faceDescription(score: Int) -> String {
    let index = min(max(score, 1), 10) - 1
    switch self {
    case .english:
      return [
        "a crying face", "a sad face with a tear", "a worried, uneasy face",
        "a slightly frowning face", "a neutral face", "a slightly smiling face",
        "a smiling face with rosy cheeks", "a happy face with smiling eyes",
        "a beaming, laughing face", "a grinning face with star eyes",
      ][index]
    case .simplifiedChinese:
      return [
        "大哭的脸", "流泪的伤心脸", "忧虑不安的脸", "微微皱眉的脸", "平静的脸", "微笑的脸", "脸颊泛红的笑脸",
        "眯眼开心的脸", "开怀大笑的脸", "星星眼的大笑脸",
      ][index]
    }
  }

  /// `8 out of 10`, `8 分（满分 10 分）`.
  func scoreOutOfTen(_ score: Int) -> String {
    self == .english ? "\(score) out of 10" : "\(score) 分（满分 10 分）"
  }

  /// A card's alt title: `Mood card, Friday, 27 November 2026: 8 out of 10`.
  func cardAltTitle(dateLine: String, score: Int) -> String {
    switch self {
    case .english: return "Mood card, \(dateLine): \(scoreOutOfTen(score))"
    case .simplifiedChinese: return "心情卡片：\(dateLine)，\(scoreOutOfTen(score))"
    }
  }

  /// The sentences of a card's alt text, each for a part that is drawn.
  func cardAltSentences(
    dateLine: String, score: Int, words: [String], hiddenWords: Int, reason: String?,
    tags: String?, habits: String?
  ) -> [String] {
    let english = self == .english
    var sentences = [
      dateLine,
      english
        ? "Mood \(scoreOutOfTen(score)), shown by \(faceDescription(score: score))"
        : "心情 \(scoreOutOfTen(score))，\(faceDescription(score: score))",
    ]
    if !words.isEmpty {
      let list = words.joined(separator: english ? ", " : "、")
      let more =
        hiddenWords == 0 ? "" : english ? " and \(hiddenWords) more" : " 等，另有 \(hiddenWords) 个"
      sentences.append((english ? "Words: " : "心情词：") + list + more)
    }
    if let reason { sentences.append(english ? "Reason: “\(reason)”" : "原因：“\(reason)”") }
    if let tags { sentences.append((english ? "Tags: " : "标签：") + tags) }
    if let habits { sentences.append(habits) }
    return sentences
  }

  /// Sentences joined as the language writes them.
  func sentences(_ parts: [String]) -> String {
    switch self {
    case .english:
      return parts.map { $0.last.map { ".!?…”".contains($0) } == true ? $0 : $0 + "." }
        .joined(separator: " ")
    case .simplifiedChinese:
      return parts.map { $0.last.map { "。！？…".contains($0) } == true ? $0 : $0 + "。" }
        .joined()
    }
  }

  /// A list of label-and-value pairs: `Happy 12, Calm 9`, `开心 12、平静 9`.
  func pairs(_ items: [(String, String)]) -> String {
    items.map { "\($0.0) \($0.1)" }.joined(separator: self == .english ? ", " : "、")
  }

  /// `Days per score`, for the score histogram's alt text.
  var daysPerScore: String { self == .english ? "Days per score" : "各分数的天数" }

  /// One column of the score histogram: `1: 3 days`, `1 分 3 天`.
  func scoreDays(_ score: Int, _ days: String) -> String {
    self == .english ? "\(score): \(days) day\(days == "1" ? "" : "s")" : "\(score) 分 \(days) 天"
  }

  /// A sheet's alt title: `Mood cards, 1–30 Nov 2026`.
  func sheetAltTitle(_ range: String) -> String {
    self == .english ? "Mood cards, \(range)" : "心情卡片：\(range)"
  }

  /// A report's alt title: `Mood report, 31 Oct – 29 Nov 2026`.
  func reportAltTitle(_ range: String) -> String {
    self == .english ? "Mood report, \(range)" : "心情报告：\(range)"
  }

  /// `Day: score` pairs of a sheet.
  func dayScore(_ day: String, _ score: Int) -> String {
    self == .english ? "\(day): \(score)" : "\(day)：\(score) 分"
  }
}

import MoodCore

/// How a State of Mind sample's valence becomes a MoodCard score: the one rule, shown in the dry
/// run and the guide.
///
/// The valence -1…1 is stretched onto 1…10 and rounded, a half down (toward the middle):
/// `score = round(1 + 4.5 × (valence + 1))`. A sample without a valence is scored from the
/// middle of its classification's range (HealthKit splits -1…1 into seven equal classes).
///
/// | valence | score | | valence | score |
/// |---|---|---|---|---|
/// | -1 … -0.889 | 1 | | above 0 … 0.222 | 6 |
/// | above -0.889 … -0.667 | 2 | | above 0.222 … 0.444 | 7 |
/// | above -0.667 … -0.444 | 3 | | above 0.444 … 0.667 | 8 |
/// | above -0.444 … -0.222 | 4 | | above 0.667 … 0.889 | 9 |
/// | above -0.222 … 0 | 5 | | above 0.889 … 1 | 10 |
///
/// Classification 1 … 7 (very unpleasant … very pleasant) scores 2, 3, 4, 5, 7, 8, 9.
public enum StateOfMindScale {
  /// The score of `valence` (clamped to -1…1).
  public static func score(valence: Double) -> Score {
    let stretched = 1 + 4.5 * (min(max(valence, -1), 1) + 1)
    let value = Int((stretched - 0.5).rounded(.up))
    return Score.all[min(max(value, Score.minimum), Score.maximum) - Score.minimum]
  }

  /// The score of HealthKit's valence classification 1 (very unpleasant) … 7 (very pleasant):
  /// the score of its range's middle, `(classification - 4) × 2/7`; nil outside 1…7.
  public static func score(classification: Int) -> Score? {
    guard (1...7).contains(classification) else { return nil }
    return score(valence: Double(classification - 4) * 2 / 7)
  }

  /// The valences where the score changes, for the table a dry run shows: the upper end of
  /// each score's range but the last.
  public static var upperBounds: [Double] {
    (Score.minimum..<Score.maximum).map { (Double($0) - 0.5) / 4.5 - 1 }
  }
}

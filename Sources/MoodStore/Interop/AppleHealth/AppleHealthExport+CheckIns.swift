import MoodCore

extension AppleHealthExport {
  /// One check-in per sample, for `CheckInDays`: a daily mood is the day's own value; labels
  /// become words (`StateOfMindLabel.word`), associations tags.
  public var checkIns: [CheckIn] {
    samples.compactMap { sample in
      guard let score = sample.score else { return nil }
      return CheckIn(
        place: .line(sample.line), day: sample.day, time: sample.loggedAt, score: score,
        isDailyValue: sample.kind == .dailyMood, words: sample.labels.compactMap(\.word),
        tags: sample.associations.map(\.tag))
    }
  }

  /// The dry run's table: the whole scale (valence ranges, then the classifications of samples
  /// without a valence), each label's word, each association's tag, and what is left out.
  public var mapping: ImportMapping {
    var mapping = ImportMapping()
    let bounds = StateOfMindScale.upperBounds
    for score in Score.all {
      let index = score.value - Score.minimum
      let low = index == 0 ? "-1" : "above " + Self.valenceText(bounds[index - 1])
      let high = index < bounds.count ? Self.valenceText(bounds[index]) : "1"
      let count = samples.filter { $0.valence != nil && $0.score == score }.count
      mapping.note("valence \(low) … \(high)", to: "\(score)", in: .scores, count: count)
    }
    for sample in samples where sample.valence == nil {
      guard let classification = sample.classification, let score = sample.score else { continue }
      mapping.note("classification \(classification)", to: "\(score)", in: .scores)
    }
    for label in samples.flatMap(\.labels) {
      if let word = label.word {
        mapping.note(label.rawValue, to: word, in: .words)
      } else {
        mapping.leave(.labelWithoutWord(label.rawValue))
      }
    }
    for association in samples.flatMap(\.associations) {
      mapping.note(association.rawValue, to: association.tag, in: .tags)
    }
    for tally in notUnderstood {
      mapping.leave(.notUnderstood("\(tally.what)"), count: tally.count)
    }
    mapping.leave(.otherRecords, count: otherRecords)
    return mapping
  }

  /// `-0.889`: a valence bound with three decimals, as the guide's table shows it.
  private static func valenceText(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let sign = thousandths < 0 ? "-" : ""
    let magnitude = abs(thousandths)
    let fraction = String(magnitude % 1000)
    return sign + "\(magnitude / 1000)"
      + (magnitude % 1000 == 0
        ? "" : "." + String(repeating: "0", count: 3 - fraction.count) + fraction)
  }
}

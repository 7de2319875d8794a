import FoundationEssentials
import MoodCore

/// One State of Mind sample of an Apple Health export, as read: what was understood of it, and
/// where it is in the file.
public struct StateOfMindSample: Sendable, Equatable {
  /// HealthKit's `HKStateOfMind.Kind`.
  public enum Kind: Sendable, Equatable {
    /// How the person felt over the whole day: the day's own score.
    case dailyMood
    /// How the person felt at one moment.
    case momentaryEmotion
  }

  /// The line of the sample's start tag.
  public let line: Int
  public let kind: Kind
  /// The day as the sample's date is written (its local date, at the offset the phone had).
  public let day: Day
  /// The instant of the sample's date.
  public let loggedAt: Date
  /// The zone the date was written in: `HKTimeZone` when given, else its fixed offset
  /// (`GMT-0500`).
  public let timeZone: String
  /// The valence, -1 (very unpleasant) to 1 (very pleasant), when given.
  public let valence: Double?
  /// HealthKit's valence classification, 1 (very unpleasant) to 7 (very pleasant), when given.
  public let classification: Int?
  /// The labels understood, as HealthKit names them (`happy`, `worried`), in the file's order.
  public let labels: [StateOfMindLabel]
  /// The associations understood (`family`, `selfCare`), in the file's order.
  public let associations: [StateOfMindAssociation]

  /// The sample's score by `StateOfMindScale`: from the valence, else from the classification.
  public var score: Score? {
    valence.map(StateOfMindScale.score(valence:))
      ?? classification.flatMap(StateOfMindScale.score(classification:))
  }
}

/// HealthKit's `HKStateOfMind.Label`: the feelings a person picks in Apple's State of Mind, and
/// the MoodCard word each becomes (the table a dry run shows).
///
/// Names are HealthKit's (`HKStateOfMind.Label`, iOS 18); a file may spell one `happy`, `Happy`
/// or `HKStateOfMindLabelHappy` (see `AppleHealthNames.key`).
public enum StateOfMindLabel: String, Sendable, CaseIterable {
  case amazed, amused, angry, annoyed, anxious, ashamed, brave, calm, confident, content
  case disappointed, discouraged, disgusted, drained, embarrassed, excited, frustrated
  case grateful, guilty, happy, hopeful, hopeless, indifferent, irritated, jealous, joyful
  case lonely, overwhelmed, passionate, peaceful, proud, relieved, sad, satisfied, scared
  case stressed, surprised, worried

  /// The label read from a file's spelling, or nil.
  public init?(fileText: String) {
    let key = AppleHealthNames.key(fileText, droppingPrefix: "hkstateofmindlabel")
    guard let label = StateOfMindLabel.allCases.first(where: { $0.rawValue == key }) else {
      return nil
    }
    self = label
  }

  /// The id of the MoodCard word the label becomes (a built-in word), or nil for `disgusted`,
  /// which no built-in word is near: it is left out and named in the dry run.
  public var word: String? {
    switch self {
    case .amazed, .surprised: "surprised"
    case .amused, .happy, .joyful: "happy"
    case .angry: "angry"
    case .annoyed, .irritated: "annoyed"
    case .anxious, .worried: "anxious"
    case .ashamed, .guilty: "guilty"
    case .brave, .confident: "confident"
    case .calm, .peaceful: "calm"
    case .content, .satisfied: "content"
    case .disappointed: "disappointed"
    case .discouraged, .hopeless: "low"
    case .disgusted: nil
    case .drained: "tired"
    case .embarrassed, .jealous: "insecure"
    case .excited: "excited"
    case .frustrated: "frustrated"
    case .grateful: "grateful"
    case .hopeful: "hopeful"
    case .indifferent: "neutral"
    case .lonely: "lonely"
    case .overwhelmed: "overwhelmed"
    case .passionate: "energetic"
    case .proud: "proud"
    case .relieved: "relaxed"
    case .sad: "sad"
    case .scared: "scared"
    case .stressed: "stressed"
    }
  }
}

/// HealthKit's `HKStateOfMind.Association`: what a feeling was about. Each becomes a MoodCard
/// tag of its English name (`Self-care`), the table a dry run shows.
public enum StateOfMindAssociation: String, Sendable, CaseIterable {
  case community, currentEvents, dating, education, family, fitness, friends, health, hobbies
  case identity, money, partner, selfCare, spirituality, tasks, travel, weather, work

  /// The association read from a file's spelling (`selfCare`, `self_care`,
  /// `HKStateOfMindAssociationSelfCare`), or nil.
  public init?(fileText: String) {
    let key = AppleHealthNames.key(fileText, droppingPrefix: "hkstateofmindassociation")
    guard
      let association = StateOfMindAssociation.allCases.first(where: {
        $0.rawValue.lowercased() == key
      })
    else { return nil }
    self = association
  }

  /// The tag the association becomes: Apple's English name for it.
  public var tag: String {
    switch self {
    case .community: "Community"
    case .currentEvents: "Current events"
    case .dating: "Dating"
    case .education: "Education"
    case .family: "Family"
    case .fitness: "Fitness"
    case .friends: "Friends"
    case .health: "Health"
    case .hobbies: "Hobbies"
    case .identity: "Identity"
    case .money: "Money"
    case .partner: "Partner"
    case .selfCare: "Self-care"
    case .spirituality: "Spirituality"
    case .tasks: "Tasks"
    case .travel: "Travel"
    case .weather: "Weather"
    case .work: "Work"
    }
  }
}

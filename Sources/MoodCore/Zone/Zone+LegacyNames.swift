extension Zone {
  /// The three-letter zone names ICU keeps from Java's first releases, with the zone each stands
  /// for: `PST` is Los Angeles, `IST` Kolkata, `BST` Dhaka. Foundation took them (`--tz PST`
  /// worked, and an entry logged so keeps the name), and the zone files do not have them, so
  /// they are read here: a backup or store holding one keeps its offsets. Each agrees with
  /// Foundation's zone of the same name at every instant (see `ZoneParityTests`).
  static let legacyNames: [String: String] = [
    "ACT": "Australia/Darwin", "AET": "Australia/Sydney",
    "AGT": "America/Argentina/Buenos_Aires", "ART": "Africa/Cairo", "AST": "America/Anchorage",
    "BET": "America/Sao_Paulo", "BST": "Asia/Dhaka", "CAT": "Africa/Harare",
    "CNT": "America/St_Johns", "CST": "America/Chicago", "CTT": "Asia/Shanghai",
    "EAT": "Africa/Addis_Ababa", "ECT": "Europe/Paris", "IET": "America/Indiana/Indianapolis",
    "IST": "Asia/Kolkata", "JST": "Asia/Tokyo", "MIT": "Pacific/Apia", "NET": "Asia/Yerevan",
    "NST": "Pacific/Auckland", "PLT": "Asia/Karachi", "PNT": "America/Phoenix",
    "PRT": "America/Puerto_Rico", "PST": "America/Los_Angeles", "SST": "Pacific/Guadalcanal",
    "VST": "Asia/Ho_Chi_Minh",
  ]

  /// The zone a legacy name stands for, under that name.
  init?(legacyName name: String, folder: String) {
    guard let file = Zone.legacyNames[name], let zone = Zone(fileNamed: file, folder: folder)
    else { return nil }
    self.init(identifier: name, rules: zone.rules)
  }
}

/// How names and values of an Apple Health export are compared: Apple documents none of the
/// State of Mind attributes of `export.xml`, so each is matched loosely, by its letters and
/// digits in lower case, with HealthKit's prefix dropped (`HKStateOfMindLabelHappy`,
/// `happy` and `Happy` are one label; `valence_classification` and `valenceClassification` one
/// attribute).
enum AppleHealthNames {
  /// `text` in lower case with only its ASCII letters and digits, and `prefix` (lower case)
  /// dropped from its start.
  static func key(_ text: String, droppingPrefix prefix: String = "") -> String {
    // On the bytes: asking each scalar's Unicode properties cost seconds in a 500 MB file,
    // when every record's `type` passed here. Bytes of other scalars are 0x80 and above, so
    // they are dropped as the scalars are.
    var kept: [UInt8] = []
    kept.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        kept.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): kept.append(byte + 0x20)
      default: continue
      }
    }
    let key = String(decoding: kept, as: UTF8.self)
    return key.hasPrefix(prefix) && key.count > prefix.count
      ? String(key.dropFirst(prefix.count)) : key
  }

  /// Whether a `Record`'s `type` names State of Mind (`HKDataTypeStateOfMind`, in any case
  /// and with any separators): asked of every record of an export, so it is searched on the
  /// bytes as they come, without building the key (which took a tenth of the reading).
  static func isStateOfMind(type: String) -> Bool {
    let word: StaticString = "stateofmind"
    var matched = 0
    for byte in type.utf8 {
      let folded: UInt8
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        folded = byte
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): folded = byte + 0x20
      default: continue
      }
      // No start of the word recurs inside it, so a mismatch restarts at this byte.
      if folded == word.utf8Start[matched] {
        matched += 1
        if matched == word.utf8CodeUnitCount { return true }
      } else {
        matched = folded == word.utf8Start[0] ? 1 : 0
      }
    }
    return false
  }

  /// What an attribute (or a `MetadataEntry` key) of a State of Mind sample means.
  enum Role: Equatable {
    case kind, valence, classification, labels, associations, date, endDate, timeZone
    /// Known and not needed (the source app, the device, the type, the record's id).
    case ignored
  }

  /// The role of the attribute called `name`, or nil when it is not understood.
  static func role(ofAttribute name: String) -> Role? {
    let key = key(key(name, droppingPrefix: "hk"), droppingPrefix: "stateofmind")
    switch key {
    case "kind", "reflectiveinterval": return .kind
    case "valence": return .valence
    case "valenceclassification", "classification": return .classification
    case "labels", "label": return .labels
    case "associations", "association", "domains": return .associations
    case "startdate", "date": return .date
    case "enddate", "creationdate": return .endDate
    case "timezone": return .timeZone
    case "type", "sourcename", "sourceversion", "device", "uuid", "metadataentry", "unit":
      return .ignored
    default: return nil
    }
  }

  /// The kind a file's `kind` value names (`HKStateOfMindKindDailyMood`, `dailyMood`, `2`),
  /// or nil. HealthKit's raw values: 1 momentary emotion, 2 daily mood.
  static func kind(_ text: String) -> StateOfMindSample.Kind? {
    switch key(text, droppingPrefix: "hkstateofmindkind") {
    case "dailymood", "daily", "mood", "2": return .dailyMood
    case "momentaryemotion", "momentary", "emotion", "1": return .momentaryEmotion
    default: return nil
    }
  }

  /// The classification 1…7 a file's value names (`5`, `slightlyPleasant`,
  /// `HKStateOfMindValenceClassificationSlightlyPleasant`), or nil.
  static func classification(_ text: String) -> Int? {
    let names = [
      "veryunpleasant", "unpleasant", "slightlyunpleasant", "neutral", "slightlypleasant",
      "pleasant", "verypleasant",
    ]
    let key = key(text, droppingPrefix: "hkstateofmindvalenceclassification")
    if let number = Int(key), (1...7).contains(number) { return number }
    return names.firstIndex(of: key).map { $0 + 1 }
  }

  /// The items of a list attribute: `happy,calm`, `happy; calm` or `happy|calm`.
  static func items(_ text: String) -> [String] {
    text.split(whereSeparator: { ",;|".contains($0) }).map { String($0).trimmingWhitespace() }
      .filter { !$0.isEmpty }
  }
}

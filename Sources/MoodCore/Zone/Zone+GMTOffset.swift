import MoodSystem

extension Zone {
  /// The fixed zone Foundation's `TimeZone(identifier:)` made of `GMT` or `UTC` with an offset
  /// east of Greenwich (`UTC+8`, `GMT-03:30`, `GMT+0545`), under the name Foundation gave it
  /// (`GMT+0800`, `GMT-0330`, `GMT` for no offset): entries logged and backups written before
  /// MoodCard had its own zones hold these names. Nil for any other text.
  ///
  /// Its sign is the everyday one, the opposite of `Etc/GMT+8`'s and of a POSIX `TZ` rule's,
  /// which is why `Zone.current` does not read `TZ` this way.
  init?(gmtOffsetName name: String) {
    guard let offset = Self.offset(ofGMTName: name) else { return nil }
    guard offset != 0 else {
      self.init(identifier: "GMT", rules: .utc)
      return
    }
    let minutes = abs(offset) / 60
    self.init(
      identifier: (offset < 0 ? "GMT-" : "GMT+")
        + NumberText.zeroPadded(minutes / 60 * 100 + minutes % 60, width: 4),
      rules: ZoneRules(transitions: [], offsets: [], initialOffset: offset, footer: nil))
  }

  /// Seconds east of UTC of `GMT` or `UTC`, a sign, then `H`, `HH`, `HHMM`, `H:MM` or `HH:MM`
  /// (`.` for `:` too), up to 18 hours: the names Foundation reads as fixed offsets.
  private static func offset(ofGMTName name: String) -> Int? {
    let bytes = Array(name.utf8)
    guard bytes.count >= 5, name.hasPrefix("GMT") || name.hasPrefix("UTC"),
      bytes[3] == UInt8(ascii: "+") || bytes[3] == UInt8(ascii: "-")
    else { return nil }
    let rest = bytes[4...]
    let hours: ArraySlice<UInt8>
    let minutes: ArraySlice<UInt8>
    if let separator = rest.firstIndex(where: { ":.".utf8.contains($0) }) {
      (hours, minutes) = (rest[..<separator], rest[(separator + 1)...])
      guard minutes.count == 2 else { return nil }
    } else if rest.count == 4 {
      (hours, minutes) = (rest.prefix(2), rest.suffix(2))
    } else {
      (hours, minutes) = (rest, [])
    }
    guard (1...2).contains(hours.count), (hours + minutes).allSatisfy(\.isASCIIDigit) else {
      return nil
    }
    let (h, m) = (number(hours), number(minutes))
    guard m < 60, h < 18 || (h == 18 && m == 0) else { return nil }
    return (bytes[3] == UInt8(ascii: "-") ? -1 : 1) * (h * 3600 + m * 60)
  }

  private static func number(_ digits: ArraySlice<UInt8>) -> Int {
    digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
  }
}

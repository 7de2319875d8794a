import Glibc
import MoodSystem

extension Zone {
  /// The zone of this process, as the C library chooses it: `TZ` (a leading `:` dropped; an
  /// absolute path to a file in the zone folder, or to a link into it, gives that file's name),
  /// else the link `/etc/localtime` into the zone folder, else the name in `/etc/timezone`, else
  /// UTC. `TZ=:/etc/localtime`, often set to spare glibc a look at that file on every call,
  /// names the system's zone as an unset `TZ` does.
  ///
  /// A `TZ` that names no zone file (a POSIX rule such as `EST5EDT4,M3.2.0,M11.1.0` or
  /// `GMT+8`, an abbreviation such as `PDT`, a typo) gives the system's zone, as Foundation
  /// did: a rule has no name an entry could keep, and the system's zone is what such a `TZ`
  /// usually stands for. An empty `TZ` gives UTC, as the C library says.
  public static var current: Zone {
    current(
      tz: getenv("TZ").map { String(cString: $0) }, folder: ZoneFolder.path,
      localtime: "/etc/localtime", timezoneFile: "/etc/timezone")
  }

  /// The current zone from the value of `TZ` (nil when unset) and the system's files.
  static func current(tz: String?, folder: String, localtime: String, timezoneFile: String)
    -> Zone
  {
    if let tz {
      let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
      if name.isEmpty { return .utc }
      if let zone = zone(namedBy: name, folder: folder, localtime: localtime) { return zone }
    }
    if let zone = zone(linkedFrom: localtime, folder: folder) { return zone }
    if let bytes = ZoneFolder.contents(of: timezoneFile),
      let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first,
      let zone = Zone(fileNamed: line.trimmingWhitespace(), folder: folder)
    {
      return zone
    }
    return .utc
  }

  /// The zone `TZ` names: a name in `folder` or one of Foundation's three-letter names (`PST`),
  /// or the path of a file in it or of a link into it;
  /// nil for the `localtime` file itself, the system's zone, which is found as without `TZ`.
  private static func zone(namedBy name: String, folder: String, localtime: String) -> Zone? {
    guard name.hasPrefix("/") else {
      return Zone(fileNamed: name, folder: folder) ?? Zone(legacyName: name, folder: folder)
    }
    guard name != localtime else { return nil }
    if let file = ZoneFolder.name(ofPath: name, in: folder),
      let zone = Zone(fileNamed: file, folder: folder)
    {
      return zone
    }
    return zone(linkedFrom: name, folder: folder)
  }

  /// The zone of the file in `folder` that the symbolic link at `path` points to.
  private static func zone(linkedFrom path: String, folder: String) -> Zone? {
    guard let target = PathName.destination(ofLink: path),
      let name = ZoneFolder.name(ofPath: target, in: folder)
    else { return nil }
    return Zone(fileNamed: name, folder: folder)
  }
}

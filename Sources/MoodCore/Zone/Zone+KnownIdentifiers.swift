import Glibc

extension Zone {
  /// The names of every zone in the zone folder, sorted, with `UTC` and `GMT`: what
  /// `Zone(identifier:)` accepts, for completing `--tz`. Reads and checks every file, so it is
  /// for completion and listings, not for every start.
  public static var knownIdentifiers: [String] { knownIdentifiers(folder: ZoneFolder.path) }

  static func knownIdentifiers(folder: String) -> [String] {
    var names: Set = ["GMT", "UTC"]
    collectZoneNames(in: folder, prefix: "", into: &names)
    return names.sorted()
  }

  /// Adds the TZif files under `folder` to `names`; links to files count, links to folders are
  /// not followed (no loops).
  private static func collectZoneNames(
    in folder: String, prefix: String, into names: inout Set<String>
  ) {
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      let name = prefix + entryName
      let path = folder + "/" + entryName
      guard ZoneFolder.isZoneName(name) else { continue }
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFDIR {
        collectZoneNames(in: path, prefix: name + "/", into: &names)
      } else if let bytes = ZoneFolder.contents(of: path), ZoneRules(tzif: bytes) != nil {
        names.insert(name)
      }
    }
  }
}

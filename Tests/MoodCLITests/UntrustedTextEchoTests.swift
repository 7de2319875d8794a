import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// Text from files and arguments is never echoed raw: through the built `mood`, a title-setting
/// escape sequence, a C1 control, DEL and a right-to-left override placed in each field of a
/// Daylio export, in each field of a JSON backup and in each argument a command names back,
/// reach standard output and error only visibly escaped (`\x1B]0;`), never as themselves.
@Suite struct UntrustedTextEchoTests {
  /// What a hostile file or argument holds: an OSC title sequence ended by BEL, a C1 CSI, DEL
  /// and a bidirectional override.
  static let payload = "\u{1B}]0;PWNED\u{07}\u{9B}31m\u{7F}\u{202E}"
  /// Its escape sequence's start, as every echo shows it.
  static let shown = "\\x1B]0;PWNED\\x07"

  let store: TemporaryStore
  let folder: TemporaryDirectory

  init() throws {
    store = try TemporaryStore()
    folder = try TemporaryDirectory()
    try MoodBinary.run(["habit", "add", "Walk"], store: store.path).succeeded()
  }

  /// The scalars no output may hold: C0 controls but tab and line feed, DEL, C1, and the
  /// bidirectional controls.
  static func rawControls(in text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x09, 0x0A: return false
      case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        return true
      default: return false
      }
    }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }

  /// Runs `arguments`, and checks nothing raw was printed and, when `echoes`, that the payload
  /// was named, escaped.
  private func expectSafe(
    _ arguments: [String], echoes: Bool = true, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try MoodBinary.run(arguments, store: store.path)
    let output = result.stdout + result.stderr
    #expect(
      Self.rawControls(in: output).isEmpty, "\(label): \(output)", sourceLocation: sourceLocation)
    if echoes {
      #expect(output.contains(Self.shown), "\(label): \(output)", sourceLocation: sourceLocation)
    }
  }

  @Test func noArgumentIsEchoedRaw() throws {
    let p = Self.payload
    let cases: [[String]] = [
      ["show", p], ["log", p], ["log", "5", "--tz", p], ["log", "5", "--date", p],
      ["log", "5", "--words", p], ["list", "--from", p], ["list", "--to", p], ["chart", p], [p],
      ["log", "5", "--" + p], ["card", "--theme", p], ["import", p], ["backup", "--to", p],
      ["habit", "done", p], ["words", "rename", p, "x"], ["devices", "revoke", p],
      ["report", "--paper", p], ["card", "--size", p], ["log", "5", "--tags", p],
      ["stats", "--days", p], ["export", "--format", p], ["config", "set", p, "1"],
    ]
    #expect(cases.count == 22)
    for arguments in cases {
      // A tag is refused by its character's code, which names the problem without echoing it.
      try expectSafe(
        arguments, echoes: arguments != ["log", "5", "--tags", p], arguments.joined(separator: " "))
    }
  }

  /// A valid backup, then the same with the payload in one field.
  private func backup(_ change: (inout [String: Any]) -> Void) throws -> String {
    var entry: [String: Any] = [
      "createdAt": "2026-11-28T20:00:00.000Z", "day": "2026-11-28", "discuss": false,
      "loggedAt": "2026-11-28T20:00:00.000Z", "reason": "fine", "score": 6, "tags": ["x"],
      "timeZone": "Etc/UTC", "updatedAt": "2026-11-28T20:00:00.000Z", "words": ["calm"],
    ]
    var habit: [String: Any] = [
      "archived": false, "color": "#4F7CAC", "createdDay": "2026-11-01", "id": 1, "name": "Run",
      "order": 1,
    ]
    var document: [String: Any] = [
      "completions": [], "format": "moodcard-backup", "sessions": [], "version": 1, "words": [],
    ]
    var fields = document.merging(["entry": entry, "habit": habit]) { $1 }
    change(&fields)
    entry = fields.removeValue(forKey: "entry") as? [String: Any] ?? entry
    habit = fields.removeValue(forKey: "habit") as? [String: Any] ?? habit
    document = fields
    document["entries"] = [entry]
    document["habits"] = [habit]
    let path = folder.file("backup-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A Daylio export of two rows with `header`, then the rows with the payload where `row` puts
  /// it.
  private func daylio(
    header: String = "full_date,date,weekday,time,mood,activities,note", row: String
  )
    throws -> String
  {
    let path = folder.file("daylio-\(UUID().uuidString).csv")
    let text = header + "\n" + row + "\n" + "2026-11-27,November 27,Friday,20:00,good,\"\",\"\"\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func noFieldOfAFileIsEchoedRaw() throws {
    let p = Self.payload
    func entryField(_ key: String, _ value: Any) -> (inout [String: Any]) -> Void {
      { fields in
        var entry = fields["entry"] as? [String: Any] ?? [:]
        entry[key] = value
        fields["entry"] = entry
      }
    }
    func habitField(_ key: String, _ value: Any) -> (inout [String: Any]) -> Void {
      { fields in
        var habit = fields["habit"] as? [String: Any] ?? [:]
        habit[key] = value
        fields["habit"] = habit
      }
    }
    let files: [(String, String)] = [
      ("JSON day", try backup(entryField("day", p))),
      ("JSON words", try backup(entryField("words", [p]))),
      ("JSON timeZone", try backup(entryField("timeZone", p))),
      ("JSON createdAt", try backup(entryField("createdAt", p))),
      ("JSON score", try backup(entryField("score", p))),
      ("JSON format", try backup { $0["format"] = p }),
      ("JSON habit color", try backup(habitField("color", p))),
      ("JSON habit createdDay", try backup(habitField("createdDay", p))),
      ("JSON key", try backup(entryField(p, 1))),
      (
        "Daylio header",
        try daylio(header: "full_date,date,weekday,time,mood,activities," + p, row: "")
      ),
      ("Daylio mood", try daylio(row: "2026-11-28,November 28,Saturday,20:00,\(p),\"\",\"\"")),
      ("Daylio date", try daylio(row: "\(p),November 28,Saturday,20:00,good,\"\",\"\"")),
      ("Daylio time", try daylio(row: "2026-11-28,November 28,Saturday,\(p),good,\"\",\"\"")),
      ("Daylio weekday", try daylio(row: "2026-11-28,November 28,\(p),20:00,good,\"\",\"\"")),
      ("Daylio fields", try daylio(row: "2026-11-28,\(p)")),
    ]
    #expect(files.count == 15)
    for (label, path) in files { try expectSafe(["import", path], echoes: false, label) }
  }

  @Test func aHundredThousandCharacterFirstLineIsNamedByItsStart() throws {
    let path = folder.file("brackets.csv")
    try Data((String(repeating: "[", count: 100_000) + "\nx\n").utf8).write(
      to: URL(fileURLWithPath: path))
    let result = try MoodBinary.run(["import", path], store: store.path)
    #expect(result.status == 65)
    #expect(result.stderr.utf8.count < 1000, "\(result.stderr.utf8.count) bytes")
    // A `[` starts a JSON array (a Pixels backup): the message names where the nesting broke.
    #expect(
      result.stderr.hasPrefix(
        "Error: the file is not well-formed JSON: arrays and objects nested more than 64 deep"),
      "\(result.stderr)")
  }
}

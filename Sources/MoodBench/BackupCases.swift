import Foundation

/// Encrypted backups of a store of ten years, beside Debian's `age` sealing and opening the
/// same file: `mood backup` for a key and for a passphrase (scrypt at N = 2^18, as `age -p`,
/// which needs a terminal and so is not run), and `mood restore` of each.
enum BackupCases {
  static func run(runs: Int, mood: String, work: String, report: inout Report) throws {
    let store = work + "/backup-ten-years.sqlite"
    try? FileManager.default.removeItem(atPath: store)
    try TenYearStore.create(at: store)
    let identity = work + "/backup-identity.txt"
    try? FileManager.default.removeItem(atPath: identity)
    guard try ProcessRun.run(["/usr/bin/age-keygen", "-o", identity], environment: [:]).status == 0
    else { throw BenchError("age-keygen failed (Debian package age)") }
    let recipient =
      try String(contentsOfFile: identity, encoding: .utf8)
      .split(separator: "\n").first { $0.hasPrefix("# public key: ") }
      .map { String($0.dropFirst("# public key: ".count)) } ?? ""
    let passphrase = work + "/backup-passphrase"
    FileManager.default.createFile(
      atPath: passphrase, contents: Data("bench passphrase\n".utf8),
      attributes: [.posixPermissions: 0o600])
    let plain = work + "/backup.sqlite", keyed = work + "/backup.sqlite.age"
    let sealed = work + "/backup-passphrase.sqlite.age", byAge = work + "/backup-by-age.age"
    let restored = work + "/restored.sqlite"
    let runner = ProcessCases(
      runs: runs,
      environment: [
        "MOODCARD_STORE": store, "MOODCARD_NOW": "2026-11-29T20:00:00Z", "TZ": "Etc/UTC",
      ])
    let restoring = ProcessCases(
      runs: runs,
      environment: [
        "MOODCARD_STORE": restored, "MOODCARD_NOW": "2026-11-29T20:00:00Z", "TZ": "Etc/UTC",
      ])
    report.table(
      "Encrypted backup of ten years (3,653 entries), beside Debian's age",
      columns: ["command", "median (10–90 %)", "peak memory", "file"])
    let writes = try runner.compare([
      .init(command: [mood, "backup", plain], output: plain),
      .init(command: [mood, "backup", keyed, "--recipient", recipient], output: keyed),
      .init(command: ["/usr/bin/age", "-r", recipient, "-o", byAge, plain], output: byAge),
      .init(command: [mood, "backup", sealed, "--passphrase-file", passphrase], output: sealed),
    ])
    let reads = try restoring.compare([
      .init(command: [mood, "restore", plain, "--yes"]),
      .init(command: [mood, "restore", keyed, "--yes", "--identity", identity]),
      .init(command: ["/usr/bin/age", "-d", "-i", identity, "-o", work + "/opened.sqlite", keyed]),
      .init(command: [mood, "restore", sealed, "--yes", "--passphrase-file", passphrase]),
    ])
    let names = [
      "`mood backup` (plain)", "`mood backup --recipient`", "`age -r` of the plain backup",
      "`mood backup --passphrase-file`", "`mood restore` (plain)", "`mood restore --identity`",
      "`age -d -i`", "`mood restore --passphrase-file`",
    ]
    for (name, timing) in zip(names, writes + reads) {
      report.row([
        name, timing.samples.summary, String(format: "%.1f MiB", timing.peakMiB),
        timing.bytes > 0 ? String(format: "%.2f MB", Double(timing.bytes) / 1e6) : "",
      ])
    }
    report.note(
      String(
        format: "mood backup --recipient / age -r: %.2fx; mood restore --identity / plain: %.2fx",
        writes[1].samples.median / writes[2].samples.median,
        reads[1].samples.median / reads[0].samples.median))
    // Restores keep a copy of the store they replace: the bench's own files go.
    for file in (try? FileManager.default.contentsOfDirectory(atPath: work)) ?? []
    where file.hasPrefix("restored.sqlite.") {
      try? FileManager.default.removeItem(atPath: work + "/" + file)
    }
  }
}

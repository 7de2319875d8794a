import Age
import FoundationEssentials
import MoodApp
import MoodCore

/// Taking data out and putting it back: the JSON backup, the CSV, and importing a backup or a
/// Daylio export, with a dry run first.
package enum DataRoutes {
  package static let routes: [Route] = [
    Route(.get, "/api/export.json", exportJSON),
    Route(.get, "/api/export.csv", exportCSV),
    Route(.post, "/api/backup.age", encryptedBackup),
    Route(.post, "/api/import", takesFile: true, importFile),
    Route(.get, "/api/reminder", reminder),
  ]

  /// `GET /api/export.json`: the full backup that `mood import` and `POST /api/import` read.
  package static func exportJSON(_ request: HTTPRequest, _ context: ServeContext) throws
    -> HTTPResponse
  {
    let data = try context.journal().backupJSON()
    let today = context.settings.today()
    return .download(data, type: "application/json", filename: "mood-backup-\(today).json")
  }

  /// `GET /api/export.csv?from=&to=|days=|all&habits&bom`: as `mood export --format csv`.
  package static func exportCSV(_ request: HTTPRequest, _ context: ServeContext) throws
    -> HTTPResponse
  {
    let export = try CSVRequest(WebQuery(request))
    let text = try context.journal().csv(export, today: context.settings.today()).text
    let name = export.habits ? "habits" : "entries"
    return .download(
      Data(text.utf8), type: "text/csv; charset=utf-8", filename: "mood-\(name).csv")
  }

  /// `POST /api/backup.age` with `{"passphrase": "…"}`: the store as `mood backup --encrypt`
  /// writes it, an age file sealed with the passphrase; `mood restore` and `age -d` open it.
  /// The passphrase comes only over the page's own connection, and is not kept.
  package static func encryptedBackup(_ request: HTTPRequest, _ context: ServeContext) throws
    -> HTTPResponse
  {
    struct Body: Decodable { let passphrase: String }
    let body = try request.decodedBody(Body.self, expected: .webBodyPassphrase)
    let passphrase = Passphrase(body.passphrase)
    guard !passphrase.isEmpty else { throw FailureMessage(.invalid, .passphraseEmpty) }
    let filename = "moodcard-\(context.settings.today()).sqlite.age"
    let sealed = try EncryptedFile.seal(
      try context.journal().image(), for: [.passphrase(passphrase)], path: filename)
    return .download(Data(sealed), type: "application/octet-stream", filename: filename)
  }

  /// What an import reports: the lines `mood import` prints, the counts, and a Daylio
  /// export's moods with the score each was given.
  private struct Outcome: Encodable {
    let lines: [String]
    let warnings: [String]
    let dryRun: Bool
    let entries: [String: Int]
    let moods: [Mood]
  }

  /// A Daylio mood label, its row count, and its score (none when it has no score yet).
  private struct Mood: Encodable {
    let label: String
    let rows: Int
    let score: Int?

    init(label: String, rows: Int, score: Int?) {
      self.label = label
      self.rows = rows
      self.score = score
    }
  }

  /// The 422 of a Daylio export with moods that have no score: the message, and every mood of
  /// the file, so that the page can ask for the missing scores.
  private struct Unmapped: Encodable {
    let error: String
    let moods: [Mood]
  }

  /// `POST /api/import?name=&dry-run&on-conflict=keep|replace|merge&from=NAME&mood-map=L=N` with the
  /// file as the body: as `mood import`, every format it reads, checked whole before anything
  /// is written. The body arrives in a temporary file beside the store (`Route.takesFile`),
  /// never whole in memory, so an Apple Health export of hundreds of MB is streamed as the
  /// command streams it. A Daylio export with moods that have no score is a 422 listing the
  /// file's moods.
  package static func importFile(_ request: HTTPRequest, _ context: ServeContext) throws
    -> HTTPResponse
  {
    do { return try importing(request, context) } catch {
      guard let moods = ImportPlan.unmappedMoods(in: error) else { throw error }
      return try .json(
        Unmapped(
          error: "\(error)",
          moods: moods.map { Mood(label: $0.label, rows: $0.rows, score: $0.score) }),
        status: .unprocessableContent)
    }
  }

  private static func importing(_ request: HTTPRequest, _ context: ServeContext) throws
    -> HTTPResponse
  {
    let name = request.query["name"] ?? "upload"
    let command = try ImportRequest(WebQuery(request))
    let (policy, dryRun) = (command.policy, command.dryRun)
    let input =
      try request.upload.map {
        ImportInput(
          file: try PersonalFile.open(
            $0.path, shownAs: name, maximumBytes: ImportInput.largestFile))
      } ?? ImportInput(name: name, bytes: Array(request.body))
    let plan = try ImportPlan(
      input: input, format: command.format,
      moodMap: command.moodMap, timeZone: context.settings.timeZone,
      today: context.settings.today(), messages: context.settings.messages(for: request)
    ) { try context.journal().vocabulary() }
    let report = try context.journal().importing(plan, onConflict: policy, dryRun: dryRun)
    return try .json(
      Outcome(
        lines: [plan.summary] + (dryRun ? plan.mapping : [])
          + ImportPlan.lines(
            report, dryRun: dryRun, policy: policy,
            messages: context.settings.messages(for: request)),
        warnings: plan.warnings, dryRun: dryRun,
        entries: [
          "added": report.entries.added, "updated": report.entries.updated,
          "skipped": report.entries.skipped,
        ], moods: plan.moods.map { Mood(label: $0.label, rows: $0.rows, score: $0.score) }))
  }
}

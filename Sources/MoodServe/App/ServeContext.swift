import CardRender
import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem
import Stats

/// What every worker of `mood serve` shares: where the store is, the clock and time zone that
/// decide today, and where the page assets and fonts are.
package struct ServeSettings: Sendable {
  /// The store's path; each worker opens its own connection to it.
  package let storePath: String
  /// Whether the store is served for reading only: it cannot be written (read-only media, a
  /// folder this user cannot write), so every save is refused with the reason.
  package var isReadOnly = false
  /// The environment of the `mood serve` process (`MOODCARD_NOW` fixes the clock).
  package let environment: [String: String]
  /// The time zone of today and of new entries.
  package let timeZone: Zone
  /// The folder of the pages, styles, scripts and message catalogs.
  package let assets: URL
  /// The folder of the bundled fonts.
  package let fonts: URL
  /// The command line's texts, for the server's own messages (the pages have their own).
  package let messages: Messages
  /// The command line's texts in each language the pages speak, for what the API says to a
  /// page (its errors, an import's report): loaded once, as a request must not read a file.
  package let pageMessages: [String: Messages]
  /// The pages in each language, read from their templates once.
  package let pages: WebPages
  /// The UI's fonts: their faces, read from the catalogs and templates once.
  package let webFonts: WebFonts
  /// The answers kept for the server's life (styles, scripts, fonts), compressed once; shared
  /// by every worker.
  package let kept = KeptAnswers()
  /// The HTTPS addresses and the CA of a server a phone may reach; `nil` on this computer's own
  /// addresses alone.
  package var phone: PhoneAccess?
  /// The largest file the Data page's import takes: as large as `mood import` opens
  /// (`ImportInput.largestFile`), written to a temporary file beside the store as it arrives.
  package var uploadLimit = ImportInput.largestFile

  /// Settings for a server of the store at `storePath`, with the pages under `assets` read.
  /// - Throws: `ServeError` when a page's template or catalog is missing or unreadable;
  ///   `ValidationError` when `$MOODCARD_NOW` is not an instant.
  package init(
    storePath: String, environment: [String: String], timeZone: Zone, assets: URL,
    fonts: URL, messages: Messages = .load(.english)
  ) throws {
    self.storePath = storePath
    self.environment = environment
    self.timeZone = timeZone
    self.assets = assets
    self.fonts = fonts
    self.messages = messages
    fixedNow = environment["MOODCARD_NOW"] == nil ? nil : try Clock.now(environment: environment)
    let pageMessages = Dictionary(
      uniqueKeysWithValues: CardLocale.allCases.map { ($0.rawValue, Messages.load($0)) })
    self.pageMessages = pageMessages
    pages = try WebPages(
      names: Array(PageRoutes.pages.values) + PhoneRoutes.templates + LockRoutes.templates,
      assets: assets, commandTexts: pageMessages)
    webFonts = try WebFonts(
      assets: assets, languages: UserLocale.spoken, shown: pages.commandTexts)
  }

  /// The texts in the language of the page that sent `request` (`?lang=`, its cookie, then
  /// `Accept-Language`), as the pages choose theirs.
  package func messages(for request: HTTPRequest) -> Messages {
    pageMessages[WebCatalog.language(for: request)] ?? messages
  }

  /// Says on standard error, in the server's language, that `request` failed and why: the
  /// detail a person is not shown.
  package func log(_ request: HTTPRequest, failure detail: String) {
    StandardError.line(
      messages(
        .serveRequestFailed,
        ["method": request.method, "path": request.path, "detail": detail]))
  }

  /// The instant `$MOODCARD_NOW` fixes, read once.
  private let fixedNow: Date?

  /// The current instant: `$MOODCARD_NOW` when set, as for every command.
  package func now() -> Date { fixedNow ?? Date() }

  /// Today in the server's time zone.
  package func today() -> Day { Day(instant: now(), timeZone: timeZone) }

  /// Today as a day to record, as `today()` but refused outside the years 1...9999.
  package func recordableToday() throws -> Day { try Day(today: now(), timeZone: timeZone) }
}

/// One worker's own connection to the store and renderers. Handle classes are not `Sendable`,
/// so each worker thread makes its own and keeps it; both are made on first use.
///
/// The store connection is kept open, yet nothing is cached above it: every read starts a new
/// SQLite read, so a write by another `mood` process is seen by the next request.
package final class ServeContext {
  package let settings: ServeSettings
  /// The sync thread, told of each save so that it sends it soon; `nil` without sync.
  package let syncing: ServeSync?
  private var openJournal: Journal?
  private var typesetter: Typesetter?

  package init(settings: ServeSettings, syncing: ServeSync? = nil) {
    self.settings = settings
    self.syncing = syncing
  }

  deinit { try? openJournal?.close() }

  /// The worker's door to the journal, opened (and the store created if missing) on first use.
  /// While its disk is full it is read only, and each request tries again for room: reads are
  /// answered throughout, saves get 507 until there is room, then go through.
  package func journal() throws -> Journal {
    if let openJournal, !openJournal.waitsForRoom { return openJournal }
    // Each save is recorded for sync in its own transaction (when the store syncs), and the
    // sync thread told of it.
    let journal =
      settings.isReadOnly
      ? try Journal(readingFrom: settings.storePath)
      : try Journal.openedForServing(
        at: settings.storePath, environment: settings.environment,
        telling: syncing.map { syncing in [ChangeNotice { syncing.nudge() }] } ?? [])
    try? openJournal?.close()
    openJournal = journal
    return journal
  }

  /// The card renderer; it shares its fonts with the chart and report renderers.
  package func cards() throws -> CardRenderer { CardRenderer(typesetter: try sharedTypesetter()) }

  /// The chart renderer, with the card renderer's fonts.
  package func charts() throws -> ChartRenderer {
    ChartRenderer(typesetter: try sharedTypesetter())
  }

  /// The report renderer, with the card renderer's fonts.
  package func reports() throws -> ReportRenderer {
    ReportRenderer(typesetter: try sharedTypesetter())
  }

  private func sharedTypesetter() throws -> Typesetter {
    if let typesetter { return typesetter }
    let made = try Typesetter(
      finder: ResourceFinder(
        environment: ["MOODCARD_FONTS": settings.fonts.path], executable: settings.fonts.path))
    typesetter = made
    return made
  }
}

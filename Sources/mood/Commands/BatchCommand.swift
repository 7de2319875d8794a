import CMalloc
import CardRender
import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem
import Stats

/// `mood batch`: the card of every logged day of a month (or any range of days) at once, on
/// all cores, into a folder.
struct BatchCommand: ParsableCommand {
  static let name = "batch"
  static let abstract = "Draw the card of every logged day of a month, on all cores"
  static let discussion = """
    Cards go to DIR (default: mood-YYYY-MM, or mood-FROM-TO for another range) as \
    YYYY-MM-DD.png (or .svg, .pdf), each written whole or not at all. A run again skips the \
    cards that are up to date with their entry and the options (recorded in the folder's \
    .mood-batch.json); --force draws them all. Ctrl-C stops after the cards in hand and \
    exits 130. A range without entries exits 66. Without a range: the current month.
    Example: mood batch --month 2026-11 --theme dark --sheet
    """
  static let output = Option<String>(
    "output", short: "o", "DIR", "The folder for the cards (created if missing)",
    values: .directory)
  static let format = PictureOutputGroup.format.withHelp("png (default), svg or pdf")
  /// The most workers `--jobs` accepts.
  static let jobs = Option<Int>.number(
    "jobs", "N", in: 1...64, "Cards drawn at once (default: the number of cores)")
  static let sheet = Flag("sheet", "Also draw the range on one calendar sheet of thumbnails")
  static let sheetSize = Option<SheetSize>.choice(
    "sheet-size", "SIZE",
    "The sheet's page (implies --sheet): a4 (default), letter (both 300 dpi) or social "
      + "(1080x1350)", noun: .nounSheetSize)
  static let force = Flag("force", "Draw every card, also those that are up to date")
  static let quiet = Flag("quiet", "Show no progress")
  static let look = CardLookGroup()
  static let options: [any OptionDeclaring] = [
    RangeGroup.cards, output, jobs, format, sheet, sheetSize, force, quiet, look,
    CommonOptions.tz,
  ]

  let range: RangeRequest?
  let folder: String?
  let format: CardFormat
  let jobs: Int
  /// The sheet's page, when the sheet is drawn.
  let sheetSize: SheetSize?
  let force: Bool
  let quiet: Bool
  let look: CardLook
  let zone: Zone

  init(_ words: ParsedWords) throws {
    look = try Self.look.look(words)
    format = try words.value(Self.format, default: .png)
    range = try RangeGroup.cards.request(words)
    folder = try words.value(Self.output)
    jobs = try words.value(Self.jobs, default: ProcessInfo.processInfo.activeProcessorCount)
    let sheetSize = try words.value(Self.sheetSize)
    self.sheetSize = sheetSize ?? (words.contains(Self.sheet) ? .a4 : nil)
    force = words.contains(Self.force)
    quiet = words.contains(Self.quiet)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let range = try (range ?? .month(containing: today)).resolved(today: today)
    let messages = context.messages

    Self.keepLargeBlocks()
    // The workers load their fonts while the store is read and the cards planned; never more
    // workers than days.
    let batch = CardBatch(jobs: min(jobs, range.count), format: format)
    let journal = try context.openJournalForReading()
    let models = try journal.cards(in: range, look: look)
    try journal.close()
    guard !models.isEmpty else {
      throw CommandError.noInput(
        messages(.batchNoEntries, ["from": range.first, "to": range.last]))
    }
    let sheet = try sheetSize.map {
      try CardSheet(
        range: range, cards: models, firstWeekday: look.locale.firstWeekday,
        options: look.options, size: $0, today: today)
    }

    let path = folder ?? "mood-" + Self.rangeName(range)
    let folder = URL(fileURLWithPath: path, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw CommandError.cannotCreate(
        messages(.cannotCreateFolder, ["path": path, "reason": SystemReason.text(of: error)]))
    }
    var manifest = BatchManifest(folder: folder)
    let pending = try models.compactMap { model -> Pending? in
      let name = "\(model.day).\(format.rawValue)"
      let fingerprint = try BatchManifest.fingerprint(
        of: model, format: format, language: model.locale)
      let upToDate = !force && manifest.isUpToDate(name, fingerprint: fingerprint, in: folder)
      return upToDate ? nil : Pending(name: name, fingerprint: fingerprint, model: model)
    }

    let signals = StopSignals()
    defer { signals.stop() }
    let progress = BatchProgress(
      style: .init(quiet: quiet, environment: context.environment), total: pending.count,
      messages: messages)
    try Self.draw(
      pending, with: batch, into: folder, manifest: &manifest, progress: progress,
      stop: signals.request, messages: messages)
    let skipped = models.count - pending.count
    let drawn = messages.count(pending.count, one: .batchCardsOne, other: .batchCardsOther)
    try Console.print(
      messages(
        skipped > 0 ? .batchDrewSkipped : .batchDrew,
        ["cards": drawn, "folder": path, "skipped": skipped]))
    if let sheet {
      try Self.draw(
        sheet, as: format, into: folder, manifest: &manifest, force: force, messages: messages)
    }
  }

  /// Draws the `pending` cards into `folder` and records each in `manifest`, also when a card
  /// fails or a signal stops the run, so that the next run skips what was written.
  /// - Throws: the first failure, or `CommandError.interrupted` after a signal.
  private static func draw(
    _ pending: [Pending], with batch: CardBatch, into folder: URL,
    manifest: inout BatchManifest, progress: BatchProgress, stop: StopSignals.Request,
    messages: Messages
  ) throws {
    let ledger = BatchLedger()
    var failure: (any Error)?
    progress.start()
    do {
      _ = try batch.render(pending.map(\.model), shouldStop: { stop.isRequested }) {
        index, card in
        let item = pending[index]
        try card.write(to: folder.appendingPathComponent(item.name), waitingForDisk: false)
        for warning in card.warnings {
          Console.error(messages.warningLine(warning, in: item.name))
        }
        ledger.record(item.name, .init(fingerprint: item.fingerprint, bytes: card.data.count))
        progress.cardWritten(item.name)
      }
    } catch {
      failure = error
    }
    progress.finish()
    let written = ledger.all
    if !written.isEmpty {
      manifest.files.merge(written) { $1 }
      try manifest.write(to: folder)
    }
    if let failure { throw failure }
    if let signal = stop.signalNumber {
      throw CommandError.interrupted(
        messages(
          .batchInterrupted,
          ["written": written.count, "total": pending.count, "folder": folder.relativePath]),
        signal: signal)
    }
  }

  /// Draws `sheet` into `folder` unless the manifest says it is up to date.
  private static func draw(
    _ sheet: CardSheet, as format: CardFormat, into folder: URL, manifest: inout BatchManifest,
    force: Bool, messages: Messages
  ) throws {
    let name = "sheet-\(rangeName(sheet.range)).\(format.rawValue)"
    let path = folder.appendingPathComponent(name)
    let fingerprint = try BatchManifest.fingerprint(
      of: sheet, format: format, language: sheet.locale)
    if !force, manifest.isUpToDate(name, fingerprint: fingerprint, in: folder) {
      try Console.print(messages(.batchSheetUpToDate, ["path": path.relativePath]))
      return
    }
    let picture = try CardRenderer().render(sheet, as: format)
    for warning in picture.warnings { Console.error(messages.warningLine(warning, in: name)) }
    try PictureOutput.write(picture, to: path.relativePath, messages: messages)
    manifest.files[name] = .init(fingerprint: fingerprint, bytes: picture.data.count)
    try manifest.write(to: folder)
  }

  /// Every card allocates and frees pictures and compression buffers of megabytes on each
  /// worker. By default glibc maps and unmaps blocks that large, or trims its heaps after
  /// them, and each unmapping interrupts the other workers' cores to flush their address
  /// caches; kept in the heaps, the blocks are reused instead (about 4 % of a batch on 2 cores).
  private static func keepLargeBlocks() {
    mallopt(M_MMAP_THRESHOLD, 64 << 20)
    mallopt(M_TRIM_THRESHOLD, 256 << 20)
  }

  /// A card still to draw: its file name, fingerprint and model.
  private struct Pending: Sendable {
    let name: String
    let fingerprint: String
    let model: CardModel
  }

  /// `2026-11` for a whole month, else `2026-11-03-2026-11-16`: the default folder is named
  /// `mood-` and this, the sheet `sheet-` and this.
  static func rangeName(_ range: DayRange) -> String {
    let first = range.first
    if first == first.firstOfMonth, range.last == first.lastOfMonth {
      return NumberText.zeroPadded(first.year, width: 4) + "-"
        + NumberText.zeroPadded(first.month, width: 2)
    }
    return "\(range.first)-\(range.last)"
  }
}

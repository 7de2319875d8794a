import CMalloc
import CardRender
import Foundation
import MoodCore
import MoodStore
import Stats

/// `mood batch`: the card of every logged day of a month (or any range of days) at once, on
/// all cores, into a folder.
enum BatchCommand {
  static let command = Command(
    name: "batch", abstract: "Draw the card of every logged day of a month, on all cores",
    discussion: """
      Cards go to DIR (default: mood-YYYY-MM, or mood-FROM-TO for --from and --to) as \
      YYYY-MM-DD.png (or .svg, .pdf), each written whole or not at all. A run again skips the \
      cards that are up to date with their entry and the options (recorded in the folder's \
      .mood-batch.json); --force draws them all. Ctrl-C stops after the cards in hand and \
      exits 130. A range without entries exits 66. Without a range: the current month.
      Example: mood batch --month 2026-11 --theme dark --sheet
      """,
    options: [
      .value("month", "YYYY-MM", "The month to draw"),
      .value("from", "DAY", "The first day of a range that is not a month"),
      .value("to", "DAY", "The last day of the range (default: today)"),
      .value("output", short: "o", "DIR", "The folder for the cards (created if missing)"),
      .value("jobs", "N", "Cards drawn at once (default: the number of cores)"),
      .value("format", "FORMAT", "png (default), svg or pdf"),
      .flag("sheet", "Also draw the range on one calendar sheet of thumbnails"),
      .flag("force", "Draw every card, also those that are up to date"),
      .flag("quiet", "Show no progress"),
    ] + CardCommand.cardOptionTable,
    run: { invocation in
      let options = try CardCommand.cardOptions(invocation)
      let format = try CardCommand.format(invocation, output: nil)
      let today = try invocation.today()
      let range = try invocation.statsRange(today: today, fallback: .month(containing: today))

      keepLargeBlocks()
      // The workers load their fonts while the store is read and the cards planned; never more
      // workers than days.
      let batch = CardBatch(jobs: min(try jobs(invocation), range.count), format: format)
      let store = try invocation.openStoreForReading()
      let models = try store.read { db in
        try CardCommand.cardModels(
          db, range: range, options: options, habits: invocation.flag("habits"))
      }
      try store.close()
      guard !models.isEmpty else {
        throw CommandError.noInput(
          invocation.messages(.batchNoEntries, ["from": range.first, "to": range.last]))
      }
      let sheet =
        invocation.flag("sheet")
        ? try CardSheet(
          range: range, cards: models,
          firstWeekday: invocation.settings.locale.firstWeekday, options: options,
          today: today)
        : nil

      let path = invocation.value("output") ?? "mood-" + rangeName(range)
      let folder = URL(fileURLWithPath: path, isDirectory: true)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw CommandError.cannotCreate(
          invocation.messages(
            .cannotCreateFolder, ["path": path, "reason": error.localizedDescription]))
      }
      var manifest = BatchManifest(folder: folder)
      let force = invocation.flag("force")
      let pending = try models.compactMap { model -> Pending? in
        let name = "\(model.day).\(format.rawValue)"
        let fingerprint = try BatchManifest.fingerprint(of: model, format: format)
        let upToDate = !force && manifest.isUpToDate(name, fingerprint: fingerprint, in: folder)
        return upToDate ? nil : Pending(name: name, fingerprint: fingerprint, model: model)
      }

      let signals = StopSignals()
      defer { signals.stop() }
      let progress = BatchProgress(
        style: .init(quiet: invocation.flag("quiet"), environment: invocation.environment),
        total: pending.count, messages: invocation.messages)
      try draw(
        pending, with: batch, into: folder, manifest: &manifest, progress: progress,
        stop: signals.request, messages: invocation.messages)
      let skipped = models.count - pending.count
      let messages = invocation.messages
      let drawn = messages.count(pending.count, one: .batchCardsOne, other: .batchCardsOther)
      try Console.print(
        messages(
          skipped > 0 ? .batchDrewSkipped : .batchDrew,
          ["cards": drawn, "folder": path, "skipped": skipped]))
      if let sheet {
        try draw(
          sheet, as: format, into: folder, manifest: &manifest, force: force, messages: messages)
      }
    })

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
          Console.error(messages(.warningLine, ["message": "\(item.name): \(warning)"]))
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
    let fingerprint = try BatchManifest.fingerprint(of: sheet, format: format)
    if !force, manifest.isUpToDate(name, fingerprint: fingerprint, in: folder) {
      try Console.print(messages(.batchSheetUpToDate, ["path": path.relativePath]))
      return
    }
    let picture = try CardRenderer().render(sheet, as: format)
    for warning in picture.warnings {
      Console.error(messages(.warningLine, ["message": "\(name): \(warning)"]))
    }
    try picture.write(to: path)
    manifest.files[name] = .init(fingerprint: fingerprint, bytes: picture.data.count)
    try manifest.write(to: folder)
    try Console.print(messages(.wrote, ["path": path.relativePath]))
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

  /// The most workers `--jobs` accepts.
  private static let maximumJobs = 64

  private static func jobs(_ invocation: Invocation) throws -> Int {
    guard let text = invocation.value("jobs") else {
      return ProcessInfo.processInfo.activeProcessorCount
    }
    guard let jobs = Int(text), (1...maximumJobs).contains(jobs) else {
      throw invocation.usageError(
        invocation.messages(
          .invalidWholeNumber,
          ["name": "jobs", "value": text, "lowest": 1, "highest": maximumJobs]))
    }
    return jobs
  }

  /// `2026-11` for a whole month, else `2026-11-03-2026-11-16`: the default folder is named
  /// `mood-` and this, the sheet `sheet-` and this.
  static func rangeName(_ range: DayRange) -> String {
    let first = range.first
    if first == first.firstOfMonth, range.last == first.lastOfMonth {
      return String(format: "%04d-%02d", first.year, first.month)
    }
    return "\(range.first)-\(range.last)"
  }
}

import CardRender
import Foundation
import MoodCore

/// One card as a whole process, the PNG written: `mood card` beside the reference C program
/// and takumi (from Python, with the bundled fonts).
enum CardProcessCases {
  /// The store holding the workload's day, and the `mood card` times, for the serve case.
  struct Result {
    let store: String
    let samples: Samples
  }

  static func run(
    runs: Int, mood: String, reference: String?, work: String, report: inout Report
  ) throws -> Result {
    let cardStore = work + "/card.sqlite"
    try BenchStore.create(
      at: cardStore,
      entries: [
        try MoodEntry(
          day: Workload.day, score: Score(7), words: Workload.words, reason: Workload.reason,
          loggedAt: Date(timeIntervalSince1970: Double(Workload.day.dayNumber) * 86_400 + 72_000),
          timeZone: "Europe/London")
      ])
    let processes = ProcessCases(
      runs: runs, environment: ["MOODCARD_STORE": cardStore, "TZ": "Etc/UTC", "HOME": work])
    var jobs = [
      ProcessCases.Job(
        command: [mood, "card", "2025-03-14", "-o", work + "/card.png"], output: work + "/card.png")
    ]
    var names = ["`mood card`"]
    if let reference {
      jobs.append(
        .init(command: [reference, "card", "--png", work + "/ref.png"], output: work + "/ref.png"))
      names.append("reference C (moodref card)")
    }
    if let python = Peers.python(importing: "takumi_py") {
      let out = work + "/takumi.png"
      jobs.append(
        .init(
          command: [python, Peers.script("takumi_card.py"), try FontLibrary.folder().path, out],
          output: out))
      names.append("takumi (Python)")
    } else {
      report.note("takumi is missing: `make bench` installs it.")
    }
    let cards = try processes.compare(jobs)
    report.table(
      "One card, whole process (PNG written)",
      columns: ["program", "median (10–90 %)", "peak memory", "bytes", "this / mood card"])
    for (timing, name) in zip(cards, names) {
      report.row([
        name, timing.samples.summary, String(format: "%.1f MiB", timing.peakMiB),
        String(timing.bytes),
        String(format: "%.2fx", timing.samples.median / cards[0].samples.median),
      ])
    }
    if reference != nil {
      report.note(
        String(
          format: "mood card / reference: time %.2fx, bytes %.2fx",
          cards[0].samples.median / cards[1].samples.median,
          Double(cards[0].bytes) / Double(cards[1].bytes)))
    }
    return Result(store: cardStore, samples: cards[0].samples)
  }
}

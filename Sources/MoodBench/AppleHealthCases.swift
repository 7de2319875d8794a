import Foundation
import MoodStore

/// Apple Health's `export.xml` as the issue sizes it: 500 MB holding ten years of State of Mind
/// (a daily mood and two momentary emotions a day) among other records (heart rate with a
/// metadata entry, steps), streamed through `AppleHealthExport` in a process of its own, so
/// that its peak memory is its own (`mood-bench --apple-health FILE`).
enum AppleHealthCases {
  /// The size the export is generated to.
  static let exportBytes = 500_000_000

  static func run(runs: Int, mood: String, work: String, report: inout Report) throws {
    let export = work + "/export.xml"
    // Deleted however the case ends: half a gigabyte is not left in the temporary folder.
    defer { try? FileManager.default.removeItem(atPath: export) }
    let samples = try generate(at: export)
    let bench = CommandLine.arguments[0]
    let store = work + "/import-health.sqlite"
    report.table(
      "Apple Health export.xml of 500 MB, ten years of State of Mind (target < 15 s, < 64 MiB)",
      columns: ["case", "median (10–90 %)", "peak memory", "file"])
    // The reader alone, then the whole `mood import` (the day rule, the transaction rolled back).
    let cases = [
      ("State of Mind streamed (\(samples) samples)", [bench, "--apple-health", export]),
      (
        "`mood import export.xml --dry-run`",
        [mood, "import", export, "--tz", "UTC", "--dry-run", "--store", store]
      ),
    ]
    // The samples run to 2026-12-01: "today" is after it.
    let environment = ["MOODCARD_NOW": "2026-12-31T20:00:00Z", "TZ": "Etc/UTC"]
    for (name, command) in cases {
      var timings = Samples()
      var peak = 0.0
      for _ in 0..<max(1, min(runs, 3)) {
        let run = try ProcessRun.run(command, environment: environment)
        guard run.status == 0 else { throw BenchError("\(name) failed with \(run.status)") }
        timings.add(run.milliseconds)
        peak = max(peak, run.peakMiB)
      }
      report.row([
        name, timings.summary, String(format: "%.1f MiB", peak),
        String(format: "%.0f MB", Double(exportBytes) / 1e6),
      ])
    }
  }

  /// Reads `path` as `mood import` does and prints the number of samples.
  static func stream(_ path: String) throws -> Int {
    let file = try InputFile(path: path, maximumBytes: AppleHealthExport.entryLimit)
    let export = try AppleHealthExport(name: path) { try file.readChunk() }
    try file.close()
    return export.samples.count
  }

  /// Writes the export; returns the number of State of Mind samples in it.
  private static func generate(at path: String) throws -> Int {
    FileManager.default.createFile(atPath: path, contents: nil)
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw BenchError("cannot write \(path)")
    }
    defer { try? handle.close() }
    var buffer = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE HealthData [
      <!ELEMENT HealthData (ExportDate,Me,(Record|Workout|StateOfMind)*)>
      <!ATTLIST HealthData locale CDATA #REQUIRED>
      <!ELEMENT Record ((MetadataEntry)*)>
      <!ELEMENT MetadataEntry EMPTY>
      <!ATTLIST MetadataEntry key CDATA #REQUIRED value CDATA #REQUIRED>
      ]>
      <HealthData locale="en_GB">
       <ExportDate value="2026-11-29 09:00:00 +0000"/>

      """
    var written = 0
    var samples = 0
    let days = 3_653
    // Other records per day, so the file reaches its size.
    let perDay = exportBytes / days / 270
    for dayIndex in 0..<days {
      let day = Date(timeIntervalSince1970: 1_480_550_400 + Double(dayIndex) * 86_400)
      let date = ISO8601DateFormatter.string(
        from: day, timeZone: TimeZone(identifier: "UTC") ?? .current,
        formatOptions: [.withFullDate, .withDashSeparatorInDate])
      for index in 0..<perDay {
        let minute = index * 1_440 / max(perDay, 1)
        let time = String(format: "%02d:%02d:00 +0000", minute / 60, minute % 60)
        if index % 2 == 0 {
          buffer += """
             <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Apple Watch" \
            sourceVersion="10.6.1" unit="count/min" creationDate="\(date) \(time)" \
            startDate="\(date) \(time)" endDate="\(date) \(time)" value="\(60 + index % 40)">
              <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>
             </Record>

            """
        } else {
          buffer += """
             <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" \
            creationDate="\(date) \(time)" startDate="\(date) \(time)" endDate="\(date) \(time)" \
            value="\(index % 500)"/>

            """
        }
        if index == perDay / 3 || index == perDay * 2 / 3 || index == perDay - 1 {
          let kind =
            index == perDay - 1 ? "HKStateOfMindKindDailyMood" : "HKStateOfMindKindMomentaryEmotion"
          buffer += """
             <StateOfMind sourceName="iPhone" startDate="\(date) \(time)" \
            endDate="\(date) \(time)" kind="\(kind)" valence="\(Double(index % 21 - 10) / 10)" \
            labels="HKStateOfMindLabelCalm,HKStateOfMindLabelGrateful" \
            associations="HKStateOfMindAssociationWork"/>

            """
          samples += 1
        }
        if buffer.utf8.count > 1 << 20 {
          written += buffer.utf8.count
          handle.write(Data(buffer.utf8))
          buffer = ""
        }
      }
    }
    buffer += "</HealthData>\n"
    written += buffer.utf8.count
    handle.write(Data(buffer.utf8))
    return samples
  }
}

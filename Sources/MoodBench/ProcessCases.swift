import Foundation

/// Whole processes, start to exit with the output written: `mood` beside the reference C
/// program, run in turn so both see the same machine.
struct ProcessCases {
  let runs: Int
  let environment: [String: String]

  /// One timed command: its median and spread, peak memory and output size.
  struct Timing {
    var samples = Samples()
    var peakMiB = 0.0
    var bytes = 0
  }

  /// Runs each command `runs` times, taking turns, and reads the size of its `output` file.
  func compare(_ commands: [(command: [String], output: String?)]) throws -> [Timing] {
    var timings = Array(repeating: Timing(), count: commands.count)
    for _ in 0..<runs {
      for (index, item) in commands.enumerated() {
        let run = try ProcessRun.run(item.command, environment: environment)
        guard run.status == 0 else {
          throw BenchError("\(item.command.joined(separator: " ")) exited with \(run.status)")
        }
        timings[index].samples.add(run.milliseconds)
        timings[index].peakMiB = max(timings[index].peakMiB, run.peakMiB)
      }
    }
    for (index, item) in commands.enumerated() {
      if let output = item.output {
        timings[index].bytes =
          ((try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? Int) ?? 0
      }
    }
    return timings
  }
}

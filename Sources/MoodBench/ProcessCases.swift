import Foundation

/// Whole processes, start to exit with the output written: `mood` beside its peers, run in
/// turn so that all see the same machine.
struct ProcessCases {
  let runs: Int
  let environment: [String: String]

  /// One command to time: its arguments, the file it writes, and the exit status it ends with
  /// when all is well (the reference program's usage message ends with 2).
  struct Job {
    let command: [String]
    var output: String?
    var status: Int32 = 0
  }

  /// One timed command: its median and spread, peak memory and output size.
  struct Timing {
    var samples = Samples()
    var peakMiB = 0.0
    var bytes = 0
  }

  /// Runs each job `runs` times, taking turns, and reads the size of its `output` file.
  func compare(_ jobs: [Job]) throws -> [Timing] {
    var timings = Array(repeating: Timing(), count: jobs.count)
    for _ in 0..<runs {
      for (index, job) in jobs.enumerated() {
        let run = try ProcessRun.run(job.command, environment: environment)
        guard run.status == job.status else {
          throw BenchError("\(job.command.joined(separator: " ")) exited with \(run.status)")
        }
        timings[index].samples.add(run.milliseconds)
        timings[index].peakMiB = max(timings[index].peakMiB, run.peakMiB)
      }
    }
    for (index, job) in jobs.enumerated() {
      if let output = job.output {
        timings[index].bytes =
          ((try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? Int) ?? 0
      }
    }
    return timings
  }
}

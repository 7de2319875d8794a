import Foundation

/// Repeated measurements of one quantity, in milliseconds, and what a report says of them.
struct Samples {
  private(set) var values: [Double] = []

  mutating func add(_ milliseconds: Double) { values.append(milliseconds) }

  /// The median: the figure reports lead with, robust to a stray slow run.
  var median: Double { quantile(0.5) }

  /// The spread as the 10th to 90th percentile, so one outlier does not decide it.
  var spread: (low: Double, high: Double) { (quantile(0.1), quantile(0.9)) }

  /// The value below which a share `q` (0...1) of the samples lie: 0.95 for the p95.
  func quantile(_ q: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let position = q * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down)), upper = Int(position.rounded(.up))
    return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
  }

  /// The p50 and the p95 as two cells of a report's row: `12.3 ms`, `15.0 ms`.
  var latencyCells: [String] {
    [String(format: "%.1f ms", median), String(format: "%.1f ms", quantile(0.95))]
  }

  /// `12.3 ms (11.9–13.0)`.
  var summary: String {
    String(format: "%.1f ms (%.1f–%.1f)", median, spread.low, spread.high)
  }
}

/// Milliseconds since an arbitrary start, from the monotonic clock.
func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

/// Runs `body` `count` times and returns the time of each run.
func measure(_ count: Int, _ body: () throws -> Void) rethrows -> Samples {
  var samples = Samples()
  for _ in 0..<count {
    let start = now()
    try body()
    samples.add(now() - start)
  }
  return samples
}

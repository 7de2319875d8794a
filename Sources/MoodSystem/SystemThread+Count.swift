import FoundationEssentials

extension SystemThread {
  /// How many threads this process has now: the folders of `/proc/self/task`, one a thread;
  /// `nil` where `/proc` is not mounted.
  package static func countInProcess() -> Int? {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task"))?.count
  }
}

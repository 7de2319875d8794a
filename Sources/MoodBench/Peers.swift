import Foundation

/// The programs MoodCard is measured against, beside the reference C program: matplotlib and
/// takumi (the Rust renderer, from Python), and gnuplot. Each is left out of the tables, with a
/// note, where it is missing; `make bench` installs them all.
enum Peers {
  /// The scripts that draw the workload with each peer, kept beside this file.
  static func script(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name).path
  }

  /// `$MOOD_BENCH_PYTHON` (the virtual environment `make bench` makes), else the first
  /// `python3` on `PATH`, when it can import `module`.
  static func python(importing module: String) -> String? {
    let environment = ProcessInfo.processInfo.environment
    let candidates =
      [environment["MOOD_BENCH_PYTHON"]].compactMap { $0 }
      + (environment["PATH"] ?? "/usr/bin").split(separator: ":").map { "\($0)/python3" }
    return candidates.first { path in
      FileManager.default.isExecutableFile(atPath: path)
        && (try? ProcessRun.run([path, "-c", "import \(module)"], environment: environment))?
          .status == 0
    }
  }

  /// `gnuplot` on `PATH` (Debian package gnuplot-nox).
  static let gnuplot: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    return path.split(separator: ":").map { "\($0)/gnuplot" }
      .first(where: FileManager.default.isExecutableFile(atPath:))
  }()
}

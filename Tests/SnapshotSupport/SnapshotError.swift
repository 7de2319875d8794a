/// Why a snapshot could not be compared.
public enum SnapshotError: Error, CustomStringConvertible, Equatable {
  /// The bytes are not a PNG cairo can read.
  case undecodable(String)
  /// An external program the test needs is not on PATH.
  case toolMissing(String, package: String)
  /// An external program failed.
  case toolFailed(String, status: Int32, stderr: String)

  public var description: String {
    switch self {
    case .undecodable(let reason): return "cannot decode the PNG: \(reason)"
    case .toolMissing(let tool, let package):
      return "\(tool) is not on PATH; install it with `apt-get install \(package)`"
    case .toolFailed(let tool, let status, let stderr):
      return "\(tool) exited with status \(status): \(stderr)"
    }
  }
}

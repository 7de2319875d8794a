import Foundation

/// A stand-in `systemctl` for the tests of `--install` and `--uninstall`: it records its calls
/// instead of reaching a systemd session.
public enum FakeSystemctl {
  /// Writes `systemctl` into `folder`: it appends its arguments to the file `calls`, and its
  /// `show-environment` exits `session` (non-zero: no user session). Whether it was written.
  public static func install(in folder: String, calls: String, session: Int = 0) -> Bool {
    let script = """
      #!/bin/sh
      echo "$*" >> \(calls)
      [ "$2" = show-environment ] && exit \(session)
      exit 0

      """
    return FileManager.default.createFile(
      atPath: folder + "/systemctl", contents: Data(script.utf8),
      attributes: [.posixPermissions: 0o755])
  }
}

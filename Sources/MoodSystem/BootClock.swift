import Glibc

/// A reading of the clock that counts from this boot, suspend included (`CLOCK_BOOTTIME`), with
/// the boot it belongs to: a wait timed on it ends when it should, whatever the system time is
/// set to meanwhile, and survives a restart of the program (not of the computer, where a new
/// boot id says the reading means nothing any more).
public struct BootInstant: Equatable, Sendable {
  /// The kernel's id of this boot (`/proc/sys/kernel/random/boot_id`).
  public let bootID: String
  /// Nanoseconds since this boot.
  public let nanoseconds: Int64

  public init(bootID: String, nanoseconds: Int64) {
    self.bootID = bootID
    self.nanoseconds = nanoseconds
  }

  /// The reading now.
  public static func now() -> BootInstant {
    var time = timespec()
    // Fails only for an unknown clock, and Linux has had CLOCK_BOOTTIME since 2.6.39.
    clock_gettime(CLOCK_BOOTTIME, &time)
    return BootInstant(
      bootID: currentBootID(), nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    )
  }

  /// The id of this boot; empty when the kernel does not say, which reads as a new boot each
  /// time (a wait then starts again in full, never ends early).
  private static func currentBootID() -> String {
    guard let file = fopen("/proc/sys/kernel/random/boot_id", "r") else { return "" }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 64)
    guard fgets(&line, Int32(line.count), file) != nil else { return "" }
    return String(
      decoding: line.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

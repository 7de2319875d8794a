import Foundation
import MoodSystem
import TestSupport
import Testing

@testable import mood

/// `ChildProgram`: the programs `mood` starts (the clipboard's, `systemctl`, `notify-send`,
/// `xdg-open`), run with `posix_spawn`.
@Suite struct ChildProgramTests {
  @Test func itsExitStatusOrSignalIsReturned() throws {
    #expect(try ChildProgram(path: "/bin/sh", arguments: ["-c", "exit 3"]).run() == 3)
    #expect(try ChildProgram(path: "/bin/sh", arguments: ["-c", "true"]).run() == 0)
    #expect(
      try ChildProgram(path: "/bin/sh", arguments: ["-c", "kill -TERM $$"]).run() == 128 + 15)
  }

  @Test func aSignalBlockedHereIsNotBlockedInTheChild() throws {
    // As `mood serve` and `mood batch` block SIGTERM on their threads.
    var terminate = sigset_t()
    var before = sigset_t()
    sigemptyset(&terminate)
    sigaddset(&terminate, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &terminate, &before)
    defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
    #expect(
      try ChildProgram(path: "/bin/sh", arguments: ["-c", "kill -TERM $$"]).run() == 128 + 15)
  }

  @Test func itReadsTheGivenInputAndItsArgumentsArriveWhole() throws {
    let folder = try TemporaryDirectory(prefix: "moodcard-child")
    let input = folder.file("in")
    try Data("piped bytes".utf8).write(to: URL(fileURLWithPath: input))
    let descriptor = open(input, O_RDONLY)
    defer { close(descriptor) }
    let output = folder.file("out")
    let status = try ChildProgram(
      path: "/bin/sh",
      arguments: ["-c", "cat > \"$1\"; printf %s \"$2\" >> \"$1\"", "sh", output, "a b 开心"],
      standardInput: descriptor
    ).run()
    #expect(status == 0)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "piped bytesa b 开心")
  }

  @Test func noOtherDescriptorOfThisProcessReachesTheChild() throws {
    // One opened without O_CLOEXEC (here, or by a library) would live on in a program that may
    // outlive `mood`, as wl-copy does serving the clipboard; Foundation's `Process` closed them.
    let descriptor = open("/dev/null", O_RDONLY)
    try #require(descriptor > 2)
    defer { close(descriptor) }
    // Its standard input is there to see; the other descriptor is not.
    let script = "test -e /proc/$$/fd/0 && ! test -e /proc/$$/fd/\(descriptor)"
    #expect(try ChildProgram(path: "/bin/sh", arguments: ["-c", script]).run() == 0)
  }

  @Test func aProgramThatCannotStartThrowsItsReason() {
    #expect(throws: POSIXError.self) {
      try ChildProgram(path: "/nonexistent/program", arguments: []).run()
    }
  }

  @Test func aLaunchedProgramIsWaitedForSoItLeavesNoZombie() throws {
    try ChildProgram(path: "/bin/sh", arguments: ["-c", "exec sleep 0.1"], quiet: true).launch()
    // Running, it is this process's child; ended and not waited for, it would stay one (a
    // zombie) for as long as this process lives.
    var left = sleepingChildren()
    for _ in 0..<100 where left > 0 {
      Thread.sleep(forTimeInterval: 0.05)
      left = sleepingChildren()
    }
    #expect(left == 0)
  }

  /// This process's children named `sleep`, running or zombie, from `/proc/PID/stat`.
  private func sleepingChildren() -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.filter { name in
      guard Int(name) != nil,
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.range(of: ") ", options: .backwards)
      else { return false }
      let fields = stat[close.upperBound...].split(separator: " ")
      return stat.contains("(sleep)") && fields.count > 1 && Int32(fields[1]) == getpid()
    }.count
  }
}

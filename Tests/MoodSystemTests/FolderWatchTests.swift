import Foundation
import MoodSystem
import TestSupport
import Testing

/// Watching folders with inotify: what a wait reports of files made, written, renamed and
/// removed, of a watched folder removed, and of a signal rung from another thread.
@Suite struct FolderWatchTests {
  let folder: TemporaryDirectory
  let signal: WakeSignal
  let watch: FolderWatch

  init() throws {
    folder = try TemporaryDirectory(prefix: "moodcard-watch")
    signal = try WakeSignal()
    watch = try FolderWatch(wakingOn: signal)
  }

  /// Waits, for at most a minute, until a wait reports what `done` asks for; every report.
  private func waitFor(_ done: (FolderWatch.Wake) -> Bool) -> [FolderWatch.Wake] {
    var wakes: [FolderWatch.Wake] = []
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
      let wake = watch.wait(timeout: .seconds(5))
      wakes.append(wake)
      if done(wake) { break }
    }
    return wakes
  }

  @Test func aFileRenamedIntoAWatchedFolderIsReportedInThatFolderAlone() throws {
    let inside = folder.file("laptop")
    let other = folder.file("desktop")
    for path in [inside, other] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }
    #expect(try watch.watch(inside))
    #expect(watch.watched == [inside])
    // Written under a temporary name outside, then renamed in, as sync tools do.
    try Data("sealed".utf8).write(to: URL(fileURLWithPath: other + "/.batch.tmp"))
    try FileManager.default.moveItem(atPath: other + "/.batch.tmp", toPath: inside + "/batch")
    let wakes = waitFor { !$0.changed.isEmpty }
    #expect(wakes.last?.changed == [inside])
    #expect(wakes.allSatisfy { $0.gone.isEmpty && !$0.rung && !$0.overflowed })
  }

  @Test func aWatchedFolderRemovedIsGoneAndWatchedAgainOnceItIsBack() throws {
    let path = folder.file("Sync")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    #expect(try watch.watch(path))
    try FileManager.default.removeItem(atPath: path)
    let wakes = waitFor { $0.gone.contains(path) }
    #expect(wakes.last?.gone == [path])
    #expect(watch.watched.isEmpty)
    #expect(try watch.watch(path) == false, "nothing to watch while it is missing")

    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    #expect(try watch.watch(path))
    try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/file"))
    #expect(waitFor { !$0.changed.isEmpty }.last?.changed == [path])
  }

  @Test func aFileIsNotWatchedAsAFolder() throws {
    let file = folder.file("applied.age")
    try Data().write(to: URL(fileURLWithPath: file))
    #expect(try watch.watch(file) == false)
    #expect(watch.watched.isEmpty)
  }

  @Test func aSignalRungFromAnotherThreadEndsTheWaitOnce() throws {
    let ringer = try SystemThread { [signal] in signal.ring() }
    let wakes = waitFor { $0.rung }
    ringer.join()
    #expect(wakes.last?.rung == true)
    #expect(wakes.last?.changed.isEmpty == true)
    // Taken by the wait: the next one times out.
    #expect(watch.wait(timeout: .milliseconds(20)).timedOut)
  }

  @Test func aWaitWithNothingHappeningTimesOut() throws {
    #expect(try watch.watch(folder.path))
    let wake = watch.wait(timeout: .milliseconds(20))
    #expect(wake.timedOut)
  }
}

import MoodSync
import Testing

@Suite struct HybridClockTests {
  @Test func ticksFollowTheWallClockAndNeverGoBack() {
    var clock = HybridClock()
    let first = clock.tick(now: 1_000)
    #expect(first == HybridTime(wall: 1_000))
    #expect(clock.tick(now: 1_000) == HybridTime(wall: 1_000, counter: 1))
    // The wall clock stepped back: the readings keep going forward.
    #expect(clock.tick(now: 500) == HybridTime(wall: 1_000, counter: 2))
    #expect(clock.tick(now: 2_000) == HybridTime(wall: 2_000))
  }

  @Test func aReceivedReadingIsPassedByTheNextTick() {
    var clock = HybridClock()
    _ = clock.tick(now: 1_000)
    clock.receive(HybridTime(wall: 9_000, counter: 4), now: 1_001)
    #expect(clock.last == HybridTime(wall: 9_000, counter: 5))
    #expect(clock.tick(now: 1_002) == HybridTime(wall: 9_000, counter: 6))
    // An older reading moves nothing but the counter.
    clock.receive(HybridTime(wall: 10, counter: 0), now: 1_003)
    #expect(clock.last == HybridTime(wall: 9_000, counter: 7))
    // The wall clock past everything starts the counter again.
    clock.receive(HybridTime(wall: 9_500, counter: 3), now: 20_000)
    #expect(clock.last == HybridTime(wall: 20_000))
  }

  @Test func aClockAheadBeyondTheToleranceIsToldNotRefused() throws {
    let device = try DeviceID("fast-laptop")
    let hour: Int64 = 3_600_000
    #expect(HybridClock.skew(of: device, written: 1_000 + hour, now: 1_000)?.ahead == hour)
    #expect(
      HybridClock.skew(of: device, written: 1_000 + HybridClock.skewTolerance, now: 1_000) == nil)
    // A file written long ago is late, not skewed.
    #expect(HybridClock.skew(of: device, written: 1_000, now: 1_000 + hour) == nil)
  }

  @Test func stampsOrderByTimeThenDevice() throws {
    let a = try DeviceID("a")
    let b = try DeviceID("b")
    let early = ChangeStamp(time: HybridTime(wall: 5), device: b)
    let tieA = ChangeStamp(time: HybridTime(wall: 6), device: a)
    let tieB = ChangeStamp(time: HybridTime(wall: 6), device: b)
    #expect([tieB, early, tieA].sorted() == [early, tieA, tieB])
  }

  @Test func deviceNamesAreFolderNames() throws {
    #expect(try DeviceID("desk_top-2").text == "desk_top-2")
    for bad in ["", "a/b", "..", "laptop ", String(repeating: "x", count: 65), "ünï"] {
      #expect(throws: SyncError.invalidDevice(bad)) { try DeviceID(bad) }
    }
  }
}

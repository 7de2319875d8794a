import MoodSync

/// What sync needs to know of this computer and its journal's folder: the computer's name
/// (from MoodCard's state folder, never the store, so a copied store is a new computer), the
/// folder, the journal's key, and the clocks (a test's own).
package struct SyncSetup: Sendable {
  package let device: DeviceID
  package let folder: SyncFolder
  package let key: SyncKey
  package let now: @Sendable () -> Int64
  package let newID: @Sendable () -> UInt64
  /// Computers retired (`mood sync forget`): what they applied no longer holds back pruning.
  package var retired: Set<DeviceID> = []

  package init(
    device: DeviceID, folder: SyncFolder, key: SyncKey,
    now: @escaping @Sendable () -> Int64 = SyncEngine.wallClock,
    newID: @escaping @Sendable () -> UInt64 = { UInt64.random(in: 1...UInt64.max) }
  ) {
    self.device = device
    self.folder = folder
    self.key = key
    self.now = now
    self.newID = newID
  }

  /// An engine over `state`, for one transaction (the engine is not kept across them: what it
  /// holds would outlive a rollback).
  package func engine(over state: StoreMergeState) -> SyncEngine {
    let engine = SyncEngine(
      device: device, folder: folder, key: key, state: state, now: now, newID: newID)
    engine.retired = retired
    return engine
  }
}

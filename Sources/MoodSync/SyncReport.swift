/// What one sync did.
public struct SyncReport: Sendable, Hashable {
  /// This computer's batch sealed into the folder, if it had changes.
  public var sealed: BatchRef?
  /// The batches applied, in the order they were.
  public var applied: [BatchRef] = []
  /// The snapshots merged.
  public var snapshots: [DeviceID] = []
  /// The fields whose values changed: what the store must show anew.
  public var changed: Set<FieldKey> = []
  /// This computer's batches removed from the folder because every computer has them.
  public var pruned = 0
  /// Whether a snapshot of this computer's state was written.
  public var wroteSnapshot = false
  public var warnings: [SyncWarning] = []

  public init() {}
}

import FoundationEssentials

/// What `mood sync status` says: the computers of the journal, what is waiting, the conflicts
/// and the warnings.
package struct SyncStatus: Sendable, Equatable {
  /// One computer with a folder in the sync folder, or known from the batches applied here.
  package struct Device: Sendable, Equatable {
    package let name: String
    /// This computer.
    package let isThisComputer: Bool
    /// Retired with `mood sync forget`.
    package let isRetired: Bool
    /// When its latest batch applied here was sealed, by its own clock.
    package let lastChange: Date?
    /// Its whole batches in the folder not applied here yet (they wait for a sync, or for
    /// earlier batches still arriving).
    package let waiting: Int
  }

  package let folder: String
  package let devices: [Device]
  /// Fields changed here that the next sync seals into the folder.
  package let unsent: Int
  /// Fields holding a value that lost a concurrent edit.
  package let conflicts: Int
  /// What the last sync found, if one ran.
  package let lastSync: SyncConfiguration.LastSync?
  /// The synced tree the store itself sits in, if any.
  package let storeInSyncedTree: SyncedTree?
}

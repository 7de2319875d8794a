import FoundationEssentials
import MoodSystem

/// A folder that a sync tool carries, found above the store: a live SQLite file there is
/// copied half-written, forked into conflict copies or corrupted (syncthing#4242), so MoodCard
/// warns (never refuses) at `mood sync init`, `mood sync status` and `mood serve`'s start.
/// The one home of that rule.
package struct SyncedTree: Sendable, Equatable {
  /// The folder carrying the store.
  package let root: String
  /// The sync tool whose marker it holds: `Syncthing`, `Nextcloud or ownCloud`, `Dropbox`.
  package let tool: String

  /// The synced folder holding the store at `storePath`, the nearest first; `nil` when none
  /// of the folders above it holds a known marker: Syncthing's `.stfolder`, the Nextcloud and
  /// ownCloud clients' `.owncloudsync.log` or `.sync_*.db`, Dropbox's `.dropbox`.
  package static func containing(_ storePath: String) -> SyncedTree? {
    var folder = PathName.folder(of: SyncConfiguration.realPath(of: storePath))
    while true {
      if let tool = tool(markedIn: folder) { return SyncedTree(root: folder, tool: tool) }
      // The real path is absolute: its folders end at the root.
      if folder == "/" || folder.isEmpty { return nil }
      folder = PathName.folder(of: folder)
    }
  }

  private static func tool(markedIn folder: String) -> String? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    if names.contains(".stfolder") { return "Syncthing" }
    if names.contains(".owncloudsync.log")
      || names.contains(where: { $0.hasPrefix(".sync_") && $0.hasSuffix(".db") })
    {
      return "Nextcloud or ownCloud"
    }
    if names.contains(".dropbox") { return "Dropbox" }
    return nil
  }
}

/// The words of sync's warnings that both a sync and `mood sync status` say.
package enum SyncWarningText {
  /// `device`'s clock ahead of this one's by `milliseconds`, in whole minutes.
  package static func clockAhead(_ device: String, milliseconds: Int64) -> CatalogMessage {
    (
      .syncClockAhead,
      ["device": .text(device), "minutes": .text("\(max(1, milliseconds / 60_000))")]
    )
  }

  /// The store inside a folder a sync tool carries.
  package static func storeInSyncedTree(_ tree: SyncedTree, store: String) -> CatalogMessage {
    (
      .syncStoreInSyncedTree,
      [
        "store": .text(TerminalText.visible(store)), "root": .text(TerminalText.visible(tree.root)),
        "tool": .text(tree.tool),
      ]
    )
  }
}

extension SyncStatus {
  /// The last sync's warnings that still matter, and the store's place: what `mood sync
  /// status` and the web app's Data page both warn of.
  /// - Parameter store: the store's path, as the person gave it.
  package func warnings(store: String) -> [CatalogMessage] {
    var warnings: [CatalogMessage] = []
    if let tree = storeInSyncedTree {
      warnings.append(SyncWarningText.storeInSyncedTree(tree, store: store))
    }
    for skew in lastSync?.clockAhead ?? [] {
      warnings.append(SyncWarningText.clockAhead(skew.device, milliseconds: skew.ahead))
    }
    for device in lastSync?.forked ?? [] {
      warnings.append((.syncForkedBefore, ["device": .text(device)]))
    }
    return warnings
  }
}

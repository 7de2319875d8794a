import MoodSync

extension JournalSyncReport {
  /// How many fields this sync changed here: what arrived from the other computers.
  package var changedFields: Int { sync.changed.count }

  /// Whether this computer's changes were sealed into the folder.
  package var sentChanges: Bool { sync.sealed != nil }

  /// The warnings a person reads: each computer ahead, each fork, each file waiting or sealed
  /// to another key; batches waiting for earlier ones as one count (they resolve themselves).
  package var warningMessages: [CatalogMessage] {
    var messages: [CatalogMessage] = []
    var early = 0
    for warning in sync.warnings {
      switch warning {
      case .clockAhead(let skew):
        messages.append(SyncWarningText.clockAhead(skew.device.text, milliseconds: skew.ahead))
      case .forked(let device, let seq):
        messages.append(
          (.syncForked, ["device": .text(device.text), "place": .text("\(seq)")]))
      case .waiting(let path):
        messages.append((.syncFileWaiting, ["path": .text(TerminalText.visible(path))]))
      case .foreignKey(let path):
        messages.append((.syncFileForeignKey, ["path": .text(TerminalText.visible(path))]))
      case .early: early += 1
      }
    }
    if early > 0 { messages.append((.syncBatchesEarly, ["count": .text("\(early)")])) }
    return messages
  }
}

import FoundationEssentials
import MoodCore
import MoodSync

extension Journal {
  /// `mood sync conflicts restore ITEM FIELD [--from DEVICE]`: finds the value that lost on
  /// `itemText`'s `fieldText` (set on `device`, when several lost) and restores it.
  /// - Throws: `ValidationError` for an item or field not in form; `FailureMessage` when no
  ///   value lost there (`.notFound`) or several did and `device` does not choose one.
  package func restoreSyncValue(
    item itemText: String, field fieldText: String, from device: String?,
    _ configuration: SyncConfiguration
  ) throws -> SyncConflict {
    let item = try SyncConflict.item(parsing: itemText)
    guard let field = JournalField(rawValue: fieldText) else {
      throw ValidationError(
        .syncFieldInvalid,
        [
          "value": .text(TerminalText.visible(fieldText)),
          "fields": .oneOf(JournalField.allCases.map(\.rawValue)),
        ])
    }
    let found = try syncConflictList(configuration).filter {
      $0.item == item && $0.field == field && (device == nil || $0.device == device)
    }
    guard let conflict = found.first else {
      throw FailureMessage(
        .notFound, .syncNoConflict,
        ["item": .text(TerminalText.visible(itemText)), "field": .text(fieldText)])
    }
    guard found.count == 1 else {
      throw FailureMessage(
        .conflict, .syncConflictAmbiguous,
        [
          "item": .text(TerminalText.visible(itemText)), "field": .text(fieldText),
          "devices": .oneOf(found.map(\.device)),
        ])
    }
    try restoreSyncValue(conflict, configuration)
    return conflict
  }

  /// Restores a value that lost a concurrent edit (`mood sync conflicts restore`, the web's
  /// panel): records it as a change made here now, after seeing every value the field holds,
  /// so it replaces them all and wins on every computer at their next sync; and shows it.
  ///
  /// One transaction. The change is recorded first and the thing is then written from the
  /// merge, as a sync writes what arrived (`SyncedItems`), rather than through `write`'s
  /// use-case path: the merge's resolution is what knows how one field of any kind of thing
  /// becomes its row.
  /// - Returns: the days whose entries changed.
  @discardableResult
  package func restoreSyncValue(_ conflict: SyncConflict, _ configuration: SyncConfiguration)
    throws -> [Day]
  {
    let setup = configuration.setup
    return try file.write { db in
      let state = StoreMergeState(db)
      let engine = setup.engine(over: state)
      try engine.record([JournalChange(conflict.item, conflict.field, conflict.value)])
      var items = SyncedItems(db, state: state, engine: engine)
      try items.write([FieldKey(conflict.item, conflict.field)])
      return items.days.sorted()
    }
  }
}

import MoodCore
import MoodStore
import MoodSync

/// The merge state kept in the store's sync tables (migration `4-sync-state`), read and written
/// through the connection of one transaction: a change and its record for sync, or a sync and
/// what it shows, commit together or not at all.
///
/// One lives for one transaction. What the engine asks for again and again (the frontier, the
/// clock, a writer's headers, the open batch's header) is read once and kept here, written
/// through at once, so that it never outlives a transaction that may roll back.
package final class StoreMergeState: MergeState {
  private let db: Database
  private var cachedFrontier: CausalContext?
  private var cachedClock: HybridTime?
  private var cachedOpenHeader: BatchHeader??
  /// The fields' values read or written so far; every field's once `allHeadsRead`.
  private var cachedHeads: [FieldKey: [FieldHead]] = [:]
  private var allHeadsRead = false
  /// The fields holding values, by item, once `allHeadsRead` (`fields(of:)`), kept up to date
  /// by `setHeads`.
  /// (A few fields an item: a list is cheaper to make than a set of them, 18,000 times.)
  private var fieldsByItem: [JournalItem: [JournalField]]?
  /// Each writer's headers read so far, by place.
  private var placed: [DeviceID: [UInt64: [BatchHeader]]] = [:]

  package init(_ db: Database) { self.db = db }

  // MARK: - Heads

  package func heads(of key: FieldKey) throws -> [FieldHead] {
    if let known = cachedHeads[key] { return known }
    if allHeadsRead { return [] }
    let heads = try readHeads(
      "WHERE item = ? AND field = ?", [.text(SyncText.item(key.item)), .text(key.field.rawValue)]
    ).map(\.head)
    cachedHeads[key] = heads
    return heads
  }

  /// One field (a save's): a row at a time, through one statement prepared once.
  package func setHeads(_ heads: [FieldHead], of key: FieldKey) throws {
    let item = SyncText.item(key.item)
    try forget(key, item: item, holding: heads)
    for (position, head) in heads.enumerated() {
      try db.query(
        Self.insertHead,
        Self.row(item, key.field, position, head))
    }
  }

  /// Deletes the fields' old rows (where there may be some) and inserts the new ones sorted
  /// by item and field, many to a statement (`RowBatch`): a joining computer's 33,000 values
  /// go in as some 500 statements, and in the table's order, so its B-tree is filled page
  /// after page instead of split all over.
  package func setHeads(_ changes: [(key: FieldKey, heads: [FieldHead])]) throws {
    var rows: [(item: String, field: JournalField, heads: [FieldHead])] = []
    rows.reserveCapacity(changes.count)
    for (key, heads) in changes {
      let item = SyncText.item(key.item)
      try forget(key, item: item, holding: heads)
      if !heads.isEmpty { rows.append((item, key.field, heads)) }
    }
    rows.sort { ($0.item, $0.field.rawValue) < ($1.item, $1.field.rawValue) }
    var insert = RowBatch(db, Self.insertHeads, columns: 12)
    for row in rows {
      for (position, head) in row.heads.enumerated() {
        try insert.add(Self.row(row.item, row.field, position, head))
      }
    }
    try insert.finish()
  }

  /// Deletes the rows `key` held, where it may hold some, and keeps `heads` as its values.
  private func forget(_ key: FieldKey, item: String, holding heads: [FieldHead]) throws {
    // A field known to hold nothing yet (most of a computer's first sync) has no rows to
    // delete.
    if (cachedHeads[key] ?? (allHeadsRead ? [] : nil))?.isEmpty != true {
      try db.query(
        "DELETE FROM sync_heads WHERE item = ? AND field = ?",
        [.text(item), .text(key.field.rawValue)])
    }
    cachedHeads[key] = heads
    if heads.isEmpty {
      fieldsByItem?[key.item]?.removeAll { $0 == key.field }
    } else if fieldsByItem?[key.item]?.contains(key.field) != true {
      fieldsByItem?[key.item, default: []].append(key.field)
    }
  }

  private static let insertHeads = """
    INSERT INTO sync_heads (item, field, position, kind, number, text, wall, counter, device,
      batch_writer, batch_seq, batch_id)
    """

  private static let insertHead = insertHeads + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"

  /// A value of a field as its row of `sync_heads`, in `insertHeads`' columns.
  private static func row(_ item: String, _ field: JournalField, _ position: Int, _ head: FieldHead)
    -> [SQLValue]
  {
    [.text(item), .text(field.rawValue), .int(position)] + SyncText.columns(head.value)
      + [
        .integer(head.stamp.time.wall), .integer(Int64(head.stamp.time.counter)),
        .text(head.stamp.device.text),
      ] + SyncText.columns(head.batch)
  }

  package func fields(of item: JournalItem) throws -> [JournalField] {
    if allHeadsRead {
      // By item, made once: asking each of the fields of every item of ten years was a tenth
      // of a computer's join.
      if fieldsByItem == nil {
        var byItem: [JournalItem: [JournalField]] = [:]
        byItem.reserveCapacity(cachedHeads.count)
        for (key, heads) in cachedHeads where !heads.isEmpty {
          byItem[key.item, default: []].append(key.field)
        }
        fieldsByItem = byItem
      }
      let fields = fieldsByItem?[item] ?? []
      return JournalField.allCases.filter { fields.contains($0) }
    }
    let names = Set(
      try db.query(
        "SELECT DISTINCT field FROM sync_heads WHERE item = ?", [.text(SyncText.item(item))]
      ).map { try $0.text(0) })
    return JournalField.allCases.filter { names.contains($0.rawValue) }
  }

  /// Every field: read whole, in one pass, since the engine asks this only to go through them
  /// all (a snapshot's merge, the list of conflicts).
  package func keys() throws -> [FieldKey] {
    if !allHeadsRead {
      var all: [FieldKey: [FieldHead]] = [:]
      for (key, head) in try readHeads("", []) { all[key, default: []].append(head) }
      cachedHeads = all
      allHeadsRead = true
    }
    return cachedHeads.compactMap { $0.value.isEmpty ? nil : $0.key }
  }

  private func readHeads(_ condition: String, _ values: [SQLValue]) throws
    -> [(key: FieldKey, head: FieldHead)]
  {
    try db.query(
      """
      SELECT item, field, kind, number, text, wall, counter, device, batch_writer, batch_seq,
        batch_id
      FROM sync_heads \(condition) ORDER BY item, field, position
      """, values
    ).map { row in
      let field = try SyncText.field(parsing: row.text(1))
      let head = FieldHead(
        value: try SyncText.value(row, at: 2),
        stamp: ChangeStamp(
          time: HybridTime(
            wall: try row.int(5), counter: UInt32(truncatingIfNeeded: try row.int(6))),
          device: try DeviceID(row.text(7))),
        batch: try SyncText.ref(row, at: 8))
      return (FieldKey(try SyncText.item(parsing: row.text(0)), field), head)
    }
  }

  /// The days of `habitUUID` whose completion holds values: from what is kept here once every
  /// field was read (a sync's merge), else through the range of the table's key that is the
  /// habit's, `completion/UUID/` up to `completion/UUID0` ('0' follows '/').
  package func completionDays(ofHabit habitUUID: String) throws -> [Day] {
    if allHeadsRead {
      var days: Set<Day> = []
      for (key, heads) in cachedHeads where !heads.isEmpty {
        if case .completion(let uuid, let day) = key.item, uuid == habitUUID { days.insert(day) }
      }
      return Array(days)
    }
    let prefix = SyncText.item(
      .completion(habitUUID: habitUUID, day: try Day(year: 2000, month: 1, day: 1))
    ).dropLast(10)
    return try db.query(
      "SELECT DISTINCT item FROM sync_heads WHERE item > ? AND item < ?",
      [.text(String(prefix)), .text(String(prefix.dropLast()) + "0")]
    ).compactMap { row in
      guard case .completion(_, let day) = try SyncText.item(parsing: row.text(0)) else {
        return nil
      }
      return day
    }
  }

  /// The only fields that can have a conflict: those holding more than one value, and the
  /// deletions (a deletion loses to an edit made without seeing it, in another field). From
  /// what is kept here once every field was read (a sync's merge), else by one query.
  package func conflictCandidates() throws -> [FieldKey] {
    if allHeadsRead {
      return cachedHeads.compactMap { key, heads in
        heads.count > 1 || (key.field == .exists && heads.contains { $0.value == .flag(false) })
          ? key : nil
      }
    }
    return try db.query(
      """
      SELECT item, field FROM sync_heads GROUP BY item, field HAVING count(*) > 1
      UNION SELECT item, field FROM sync_heads WHERE field = ? AND kind = ? AND number = ?
      """,
      [.text(JournalField.exists.rawValue)] + SyncText.columns(.flag(false)).prefix(2)
    )
    .map { row in
      let field = try SyncText.field(parsing: row.text(1))
      return FieldKey(try SyncText.item(parsing: row.text(0)), field)
    }
  }

  // MARK: - Headers

  package func headers(of writer: DeviceID, at seq: UInt64) throws -> [BatchHeader] {
    try headersByPlace(of: writer)[seq] ?? []
  }

  package func header(of batch: BatchRef) throws -> BatchHeader? {
    try headers(of: batch.writer, at: batch.seq).first { $0.ref == batch }
  }

  package func headers(of writer: DeviceID) throws -> [BatchHeader] {
    try headersByPlace(of: writer).sorted { $0.key < $1.key }.flatMap(\.value)
  }

  package func addHeader(_ header: BatchHeader) throws {
    // The header of this computer's open batch is kept again when sealed, with its time.
    try db.query(
      """
      INSERT INTO sync_headers (writer, seq, id, context, written) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (writer, seq, id) DO UPDATE SET context = excluded.context,
        written = excluded.written
      """,
      SyncText.columns(header.ref) + [
        .text(SyncText.context(header.context)), .integer(header.written),
      ])
    var places = try headersByPlace(of: header.ref.writer)
    var here = places[header.ref.seq] ?? []
    here.removeAll { $0.ref == header.ref }
    places[header.ref.seq] = here + [header]
    placed[header.ref.writer] = places
  }

  package func removeHeader(_ batch: BatchRef) throws {
    try db.query(
      "DELETE FROM sync_headers WHERE writer = ? AND seq = ? AND id = ?", SyncText.columns(batch))
    var places = try headersByPlace(of: batch.writer)
    places[batch.seq]?.removeAll { $0.ref == batch }
    if places[batch.seq]?.isEmpty == true { places[batch.seq] = nil }
    placed[batch.writer] = places
  }

  private func headersByPlace(of writer: DeviceID) throws -> [UInt64: [BatchHeader]] {
    if let known = placed[writer] { return known }
    var places: [UInt64: [BatchHeader]] = [:]
    for row in try db.query(
      "SELECT writer, seq, id, context, written FROM sync_headers WHERE writer = ? ORDER BY seq, id",
      [.text(writer.text)])
    {
      let header = BatchHeader(
        ref: try SyncText.ref(row, at: 0), context: try SyncText.context(parsing: row.text(3)),
        written: try row.int(4))
      places[header.ref.seq, default: []].append(header)
    }
    placed[writer] = places
    return places
  }

  // MARK: - Frontier, clock, open batch

  package func frontier() throws -> CausalContext {
    if let cachedFrontier { return cachedFrontier }
    let frontier = try SyncText.context(parsing: value(named: "frontier") ?? "")
    cachedFrontier = frontier
    return frontier
  }

  package func setFrontier(_ frontier: CausalContext) throws {
    try setValue(SyncText.context(frontier), named: "frontier")
    cachedFrontier = frontier
  }

  package func clock() throws -> HybridTime {
    if let cachedClock { return cachedClock }
    let time = try value(named: "clock").map(SyncText.time(parsing:)) ?? .zero
    cachedClock = time
    return time
  }

  package func setClock(_ time: HybridTime) throws {
    try setValue("\(time.wall) \(time.counter)", named: "clock")
    cachedClock = time
  }

  package func openHeader() throws -> BatchHeader? {
    if let cachedOpenHeader { return cachedOpenHeader }
    var header: BatchHeader?
    if let text = try value(named: "open") {
      let words = text.split(separator: "|", omittingEmptySubsequences: false)
      guard words.count == 3, let written = Int64(words[2]) else {
        throw SyncText.Damaged(text: text)
      }
      header = BatchHeader(
        ref: try SyncText.ref(parsing: String(words[0])),
        context: try SyncText.context(parsing: String(words[1])), written: written)
    }
    cachedOpenHeader = .some(header)
    return header
  }

  package func setOpenHeader(_ header: BatchHeader?) throws {
    try db.query("DELETE FROM sync_open_records")
    if let header {
      try setValue(
        "\(SyncText.ref(header.ref))|\(SyncText.context(header.context))|\(header.written)",
        named: "open")
    } else {
      try db.query("DELETE FROM sync_values WHERE name = 'open'")
    }
    cachedOpenHeader = .some(header)
  }

  /// Replaces the field's record where it is, or puts it after the last: one statement,
  /// through the index of the fields (migration `5-sync-open-record-field`), whatever the
  /// number of records waiting.
  package func putOpenRecord(_ record: SyncRecord) throws {
    try db.query(
      """
      INSERT INTO sync_open_records (position, item, field, kind, number, text, wall, counter)
      VALUES ((SELECT coalesce(max(position) + 1, 0) FROM sync_open_records), ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (item, field) DO UPDATE SET kind = excluded.kind, number = excluded.number,
        text = excluded.text, wall = excluded.wall, counter = excluded.counter
      """,
      [.text(SyncText.item(record.change.item)), .text(record.change.field.rawValue)]
        + SyncText.columns(record.change.value) + [
          .integer(record.time.wall), .integer(Int64(record.time.counter)),
        ])
  }

  package func openBatch() throws -> SyncBatch? {
    guard let header = try openHeader() else { return nil }
    let records = try db.query(
      "SELECT item, field, kind, number, text, wall, counter FROM sync_open_records ORDER BY position"
    ).map { row in
      let field = try SyncText.field(parsing: row.text(1))
      return SyncRecord(
        JournalChange(
          try SyncText.item(parsing: row.text(0)), field, try SyncText.value(row, at: 2)),
        time: HybridTime(
          wall: try row.int(5), counter: UInt32(truncatingIfNeeded: try row.int(6))))
    }
    return SyncBatch(header: header, records: records)
  }

  private func value(named name: String) throws -> String? {
    try db.query("SELECT value FROM sync_values WHERE name = ?", [.text(name)]).first?.text(0)
  }

  private func setValue(_ value: String, named name: String) throws {
    try db.query(
      """
      INSERT INTO sync_values (name, value) VALUES (?, ?)
      ON CONFLICT (name) DO UPDATE SET value = excluded.value
      """, [.text(name), .text(value)])
  }
}

import MoodCore
import MoodStore
import MoodSync

/// How the sync tables spell the merge's values (migration `4-sync-state` describes them): the
/// one place that writes and reads them.
enum SyncText {
  /// A sync table holding something MoodCard did not write there.
  struct Damaged: Error, CustomStringConvertible {
    let text: String
    var description: String { "the sync state holds \"\(text)\", which MoodCard did not write" }
  }

  // MARK: Items

  static func item(_ item: JournalItem) -> String {
    switch item {
    case .entry(let day): "entry/\(day)"
    case .habit(let uuid): "habit/\(uuid)"
    case .completion(let uuid, let day): "completion/\(uuid)/\(day)"
    case .word(let id): "word/\(id)"
    case .session(let day): "session/\(day)"
    }
  }

  static func item(parsing text: String) throws -> JournalItem {
    guard let slash = text.firstIndex(of: "/") else { throw Damaged(text: text) }
    let rest = String(text[text.index(after: slash)...])
    do {
      switch text[..<slash] {
      case "entry": return .entry(try Day(parsing: rest))
      case "habit": return .habit(uuid: rest)
      case "word": return .word(id: rest)
      case "session": return .session(try Day(parsing: rest))
      case "completion":
        guard let last = rest.lastIndex(of: "/") else { break }
        return .completion(
          habitUUID: String(rest[..<last]),
          day: try Day(parsing: String(rest[rest.index(after: last)...])))
      default: break
      }
    } catch {}
    throw Damaged(text: text)
  }

  static func field(parsing text: String) throws -> JournalField {
    guard let field = JournalField(rawValue: text) else { throw Damaged(text: text) }
    return field
  }

  // MARK: Values: kind, number, text

  static func columns(_ value: JournalValue) -> [SQLValue] {
    switch value {
    case .cleared: [0, .null, .null]
    case .number(let number): [1, .int(number), .null]
    case .text(let text): [2, .null, .text(text)]
    case .list(let items): [3, .null, .text(JSONList.encode(items))]
    case .flag(let flag): [4, .bool(flag), .null]
    }
  }

  /// The value in the columns kind, number, text starting at `index`.
  static func value(_ row: Row, at index: Int) throws -> JournalValue {
    switch try row.int(index) {
    case 0: return .cleared
    case 1: return .number(Int(try row.int(index + 1)))
    case 2: return .text(try row.text(index + 2))
    case 3:
      let text = try row.text(index + 2)
      guard let items = JSONList.decode(text) else { throw Damaged(text: text) }
      return .list(items)
    case 4: return .flag(try row.int(index + 1) == 1)
    case let kind: throw Damaged(text: "kind \(kind)")
    }
  }

  // MARK: Batches, contexts, times

  /// A batch as the columns writer, seq, id.
  static func columns(_ ref: BatchRef) -> [SQLValue] {
    [
      .text(ref.writer.text), .integer(Int64(bitPattern: ref.seq)),
      .integer(Int64(bitPattern: ref.id)),
    ]
  }

  /// The batch in the columns writer, seq, id starting at `index`.
  static func ref(_ row: Row, at index: Int) throws -> BatchRef {
    BatchRef(
      writer: try DeviceID(row.text(index)), seq: UInt64(bitPattern: try row.int(index + 1)),
      id: UInt64(bitPattern: try row.int(index + 2)))
  }

  static func ref(_ ref: BatchRef) -> String { "\(ref.writer.text):\(ref.seq):\(ref.id)" }

  static func ref(parsing text: String) throws -> BatchRef {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, let seq = UInt64(parts[1]), let id = UInt64(parts[2]),
      let writer = try? DeviceID(String(parts[0]))
    else { throw Damaged(text: text) }
    return BatchRef(writer: writer, seq: seq, id: id)
  }

  static func context(_ context: CausalContext) -> String {
    context.tips.map(ref).joined(separator: " ")
  }

  static func context(parsing text: String) throws -> CausalContext {
    CausalContext(try text.split(separator: " ").map { try ref(parsing: String($0)) })
  }

  static func time(parsing text: String) throws -> HybridTime {
    let parts = text.split(separator: " ")
    guard parts.count == 2, let wall = Int64(parts[0]), let counter = UInt32(parts[1]) else {
      throw Damaged(text: text)
    }
    return HybridTime(wall: wall, counter: counter)
  }
}

import MoodCore

// The journal's identities and values in sync files. The numbers are the format's: a new
// kind, field or value gets a new number, and an old number is never given again.

extension ByteWriter {
  mutating func item(_ item: JournalItem) {
    switch item {
    case .entry(let day):
      byte(1)
      self.day(day)
    case .habit(let uuid):
      byte(2)
      text(uuid)
    case .completion(let habitUUID, let day):
      byte(3)
      text(habitUUID)
      self.day(day)
    case .word(let id):
      byte(4)
      text(id)
    case .session(let day):
      byte(5)
      self.day(day)
    }
  }

  mutating func day(_ day: Day) {
    varint(day.year)
    byte(UInt8(day.month))
    byte(UInt8(day.day))
  }

  mutating func field(_ field: JournalField) { byte(field.syncNumber) }

  mutating func value(_ value: JournalValue) {
    switch value {
    case .cleared: byte(0)
    case .number(let number):
      byte(1)
      signed(Int64(number))
    case .text(let text):
      byte(2)
      self.text(text)
    case .list(let list):
      byte(3)
      varint(list.count)
      for element in list { text(element) }
    case .flag(let flag): byte(flag ? 5 : 4)
    }
  }
}

extension ByteReader {
  mutating func item() throws -> JournalItem {
    switch try byte() {
    case 1: return .entry(try day())
    case 2: return .habit(uuid: try text())
    case 3: return .completion(habitUUID: try text(), day: try day())
    case 4: return .word(id: try text())
    case 5: return .session(try day())
    case let other: throw FormatProblem("item kind \(other) is unknown")
    }
  }

  mutating func day() throws -> Day {
    let year = try varint()
    let month = try byte()
    let day = try byte()
    guard year <= 9999, let value = try? Day(year: Int(year), month: Int(month), day: Int(day))
    else { throw FormatProblem("a day is not a calendar day") }
    return value
  }

  mutating func field() throws -> JournalField {
    let number = try byte()
    guard let field = JournalField.bySyncNumber[number] else {
      throw FormatProblem("field \(number) is unknown")
    }
    return field
  }

  mutating func value() throws -> JournalValue {
    switch try byte() {
    case 0: return .cleared
    case 1:
      let number = try signed()
      guard let value = Int(exactly: number) else { throw FormatProblem("a number is too large") }
      return .number(value)
    case 2: return .text(try text())
    case 3: return .list(try (0..<count()).map { _ in try text() })
    case 4: return .flag(false)
    case 5: return .flag(true)
    case let other: throw FormatProblem("value kind \(other) is unknown")
    }
  }
}

extension JournalField {
  fileprivate var syncNumber: UInt8 {
    switch self {
    case .exists: 0
    case .score: 1
    case .words: 2
    case .tags: 3
    case .reason: 4
    case .discuss: 5
    case .name: 6
    case .icon: 7
    case .colour: 8
    case .archived: 9
    case .order: 10
    case .done: 11
    case .english: 12
    case .chinese: 13
    case .valence: 14
    }
  }

  fileprivate static let bySyncNumber = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.syncNumber, $0) })
}

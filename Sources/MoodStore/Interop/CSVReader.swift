/// One record of a CSV file: its fields and the line it starts on.
public struct CSVRecord: Sendable, Equatable {
  /// The 1-based line on which the record starts.
  public let line: Int
  /// The fields, unquoted, as UTF-8 text.
  public let fields: [String]

  public init(line: Int, fields: [String]) {
    self.line = line
    self.fields = fields
  }
}

/// A streaming reader of RFC 4180 CSV: holds one chunk of input and one record at a time, so a
/// file of any length is read in bounded memory.
///
/// It accepts what real exports contain: CRLF, LF or lone CR line breaks, a UTF-8 byte-order
/// mark before the first record, quoted fields with doubled quotes and line breaks inside, empty
/// fields, and a last line with or without a line break. Lines that are entirely empty are
/// skipped. It refuses, naming the line: a quote inside an unquoted field, text after a closing
/// quote, a quote never closed, a record over `maximumRecordBytes`, a NUL byte or bytes that are
/// not UTF-8.
///
/// ```swift
/// var reader = CSVReader(text: "day,score\r\n2026-03-04,7\r\n")
/// while let record = try reader.next() { print(record.line, record.fields) }
/// ```
public struct CSVReader {
  /// The longest record accepted, in bytes: 1 MiB. A quote left open by mistake would otherwise
  /// swallow the rest of the file into one field.
  public static let defaultMaximumRecordBytes = 1 << 20

  private enum State {
    case fieldStart, unquoted, quoted, quoteInQuoted
  }

  private let nextChunk: () throws -> [UInt8]
  private let maximumRecordBytes: Int
  private var buffer: [UInt8] = []
  private var position = 0
  private var isAtEnd = false
  private var streamOffset = 0
  private var state = State.fieldStart
  private var line = 1
  private var lastWasCR = false
  private var field: [UInt8] = []
  private var fields: [String] = []
  private var recordLine = 1
  private var recordBytes = 0
  private var quoteLine = 1

  /// A reader over chunks of bytes that `nextChunk` returns until it returns an empty array.
  public init(
    maximumRecordBytes: Int = CSVReader.defaultMaximumRecordBytes,
    nextChunk: @escaping () throws -> [UInt8]
  ) {
    self.maximumRecordBytes = maximumRecordBytes
    self.nextChunk = nextChunk
  }

  /// A reader over an opened file.
  public init(file: InputFile, maximumRecordBytes: Int = CSVReader.defaultMaximumRecordBytes) {
    self.init(maximumRecordBytes: maximumRecordBytes, nextChunk: file.readChunk)
  }

  /// A reader over text held in memory.
  public init(text: String) {
    var bytes: [UInt8]? = Array(text.utf8)
    self.init {
      defer { bytes = nil }
      return bytes ?? []
    }
  }

  /// The next record, or `nil` after the last one.
  /// - Throws: `ImportError.malformedCSV` or `.notText` naming the line; errors of the source.
  public mutating func next() throws -> CSVRecord? {
    while true {
      if position == buffer.count {
        if isAtEnd { return try finish() }
        buffer = try nextChunk()
        position = 0
        if buffer.isEmpty {
          isAtEnd = true
          continue
        }
      }
      let byte = buffer[position]
      position += 1
      if let record = try consume(byte) { return record }
    }
  }

  /// Every remaining record.
  /// - Throws: as `next()`.
  public mutating func readAll() throws -> [CSVRecord] {
    var records: [CSVRecord] = []
    while let record = try next() { records.append(record) }
    return records
  }

  // MARK: - Parsing

  private mutating func consume(_ byte: UInt8) throws -> CSVRecord? {
    let cr: UInt8 = 0x0D, lf: UInt8 = 0x0A, quote: UInt8 = 0x22, comma: UInt8 = 0x2C
    if byte == 0 { throw ImportError.notText(line: line) }
    streamOffset += 1
    let afterCR = lastWasCR
    lastWasCR = byte == cr
    if byte == lf && afterCR && state != .quoted {
      return nil  // the LF of a CRLF whose CR already ended the record
    }
    if byte == cr || (byte == lf && !afterCR) { line += 1 }
    recordBytes += 1
    if recordBytes > maximumRecordBytes {
      throw ImportError.malformedCSV(
        line: recordLine,
        problem: .recordTooLong(maximumBytes: maximumRecordBytes))
    }
    switch state {
    case .fieldStart where byte == quote:
      state = .quoted
      quoteLine = line
    case .fieldStart, .unquoted:
      switch byte {
      case comma: try endField()
      case cr, lf: return try endRecord()
      case quote:
        throw ImportError.malformedCSV(
          line: line,
          problem: .quoteInsideUnquotedField)
      default:
        field.append(byte)
        state = .unquoted
        if streamOffset == 3 && field == [0xEF, 0xBB, 0xBF] {
          // The UTF-8 byte-order mark some programs write first: not part of the text.
          field.removeAll()
          state = .fieldStart
          recordBytes = 0
        }
      }
    case .quoted:
      if byte == quote { state = .quoteInQuoted } else { field.append(byte) }
    case .quoteInQuoted:
      switch byte {
      case quote:
        field.append(quote)
        state = .quoted
      case comma: try endField()
      case cr, lf: return try endRecord()
      default:
        throw ImportError.malformedCSV(
          line: line,
          problem: .textAfterClosingQuote)
      }
    }
    return nil
  }

  private mutating func endField() throws {
    guard let text = String(validating: field, as: UTF8.self) else {
      throw ImportError.notText(line: recordLine)
    }
    fields.append(text)
    field.removeAll(keepingCapacity: true)
    state = .fieldStart
  }

  private mutating func endRecord() throws -> CSVRecord? {
    let isBlank = fields.isEmpty && field.isEmpty && state == .fieldStart
    if !isBlank { try endField() }
    let record = isBlank ? nil : CSVRecord(line: recordLine, fields: fields)
    fields.removeAll(keepingCapacity: true)
    recordLine = line
    recordBytes = 0
    state = .fieldStart
    return record
  }

  private mutating func finish() throws -> CSVRecord? {
    if state == .quoted {
      throw ImportError.malformedCSV(
        line: quoteLine, problem: .unclosedQuote)
    }
    return try endRecord()
  }
}

import Foundation
import MoodStore
import TestSupport
import Testing

@Suite struct CSVReaderTests {
  private func records(_ text: String) throws -> [[String]] {
    var reader = CSVReader(text: text)
    return try reader.readAll().map(\.fields)
  }

  /// Reads `bytes` handing them over `size` bytes at a time.
  private func records(_ bytes: [UInt8], chunkSize size: Int) throws -> [CSVRecord] {
    var offset = 0
    var reader = CSVReader {
      defer { offset = min(bytes.count, offset + size) }
      return Array(bytes[offset..<min(bytes.count, offset + size)])
    }
    return try reader.readAll()
  }

  private func failure(_ text: String, maximumRecordBytes: Int = 1 << 20) -> ImportError? {
    var bytes: [UInt8]? = Array(text.utf8)
    var reader = CSVReader(maximumRecordBytes: maximumRecordBytes) {
      defer { bytes = nil }
      return bytes ?? []
    }
    do {
      _ = try reader.readAll()
      return nil
    } catch {
      return error as? ImportError
    }
  }

  @Test func quotedFieldsKeepCommasDoubledQuotesAndLineBreaks() throws {
    let text = "a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n\"\",,\"\"\"\"\r\n"
    #expect(
      try records(text) == [
        ["a", "b", "c"], ["x, y", "say \"hi\"", "two\nlines"], ["", "", "\""],
      ])
  }

  @Test func crlfLfAndLoneCrLineBreaksAllEndRecords() throws {
    #expect(
      try records("a,b\r\nc,d\ne,f\rg,h") == [["a", "b"], ["c", "d"], ["e", "f"], ["g", "h"]])
  }

  @Test func aQuotedCrlfIsKeptAsWritten() throws {
    #expect(try records("\"one\r\ntwo\",x\r\n") == [["one\r\ntwo", "x"]])
  }

  @Test func aTrailingLineBreakMakesNoExtraRecord() throws {
    #expect(try records("a,b\r\n1,2") == records("a,b\r\n1,2\r\n"))
    #expect(try records("a,b\n1,2\n").count == 2)
  }

  @Test func emptyFieldsAreKeptAndBlankLinesSkipped() throws {
    #expect(try records(",\n\n\na,,\n\r\n,b") == [["", ""], ["a", "", ""], ["", "b"]])
  }

  @Test func aByteOrderMarkIsDroppedOnlyAtTheStart() throws {
    #expect(
      try records("\u{FEFF}year,date\n\u{FEFF}x,y") == [["year", "date"], ["\u{FEFF}x", "y"]])
  }

  @Test func recordsGiveTheLineTheyStartOn() throws {
    var reader = CSVReader(text: "h1,h2\r\n\"multi\r\nline\nfield\",x\r\nnext,row\n\nlast,one")
    #expect(try reader.readAll().map(\.line) == [1, 2, 5, 7])
  }

  @Test(arguments: [1, 2, 3, 5, 7, 64])
  func chunkBoundariesDoNotChangeTheResult(chunkSize: Int) throws {
    let text =
      "\u{FEFF}full_date,note\r\n2026-03-04,\"שלום, 😀\r\n\"\"quoted\"\"\"\r\n2026-03-05,plain\r"
      + "2026-03-06,\"\"\n"
    let whole = try records(Array(text.utf8), chunkSize: 1 << 16)
    #expect(
      whole.map(\.fields) == [
        ["full_date", "note"], ["2026-03-04", "שלום, 😀\r\n\"quoted\""], ["2026-03-05", "plain"],
        ["2026-03-06", ""],
      ])
    #expect(whole.map(\.line) == [1, 2, 4, 5])
    #expect(try records(Array(text.utf8), chunkSize: chunkSize) == whole)
  }

  @Test func aQuoteInsideAnUnquotedFieldNamesItsLine() {
    #expect(
      failure("a,b\nc,d\"e\n")
        == .malformedCSV(line: 2, problem: .quoteInsideUnquotedField))
    #expect(
      CSVProblem.quoteInsideUnquotedField.description
        == "a quote (\") inside a field that does not start with one; put the whole field "
        + "in quotes and double the quote (\"\")")
  }

  @Test func textAfterAClosingQuoteNamesItsLine() {
    guard case .malformedCSV(let line, let problem) = failure("a\n\"b\"c\n") else {
      Issue.record("expected malformedCSV")
      return
    }
    #expect(line == 2)
    #expect(problem == .textAfterClosingQuote)
    #expect(problem.description.hasPrefix("text after the closing quote"))
  }

  @Test func aQuoteNeverClosedNamesTheLineItOpensOn() {
    #expect(
      failure("a,b\n1,\"open\n2,3\n4,5\n")
        == .malformedCSV(line: 2, problem: .unclosedQuote))
  }

  @Test func aRecordOverTheLimitIsRefusedInsteadOfBuffered() {
    let text = "a,b\n\"" + String(repeating: "x", count: 5_000) + "\"\n"
    guard case .malformedCSV(let line, let problem) = failure(text, maximumRecordBytes: 1_000)
    else {
      Issue.record("expected malformedCSV")
      return
    }
    #expect(line == 2)
    #expect(problem == .recordTooLong(maximumBytes: 1_000))
    #expect(problem.description.contains("longer than 1000 bytes"))
  }

  @Test func nulBytesAndInvalidUTF8AreNotText() throws {
    #expect(failure("a,b\nc,\u{0}d\n") == .notText(line: 2))
    var bytes: [UInt8]? = Array("a,b\nok,ok\nx,".utf8) + [0xC3, 0x28] + Array("\n".utf8)
    var reader = CSVReader {
      defer { bytes = nil }
      return bytes ?? []
    }
    #expect(throws: ImportError.notText(line: 3)) { try reader.readAll() }
  }

  @Test func aFileIsReadInChunksThroughInputFile() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("big.csv")
    // Several chunks' worth of rows, so records straddle chunk boundaries.
    let rows = (0..<20_000).map { "\($0),\"row \($0), with comma\"\n" }.joined()
    try Data(("n,text\n" + rows).utf8).write(to: URL(fileURLWithPath: path))
    let file = try InputFile(path: path)
    #expect(file.size > 3 * 65_536)
    var reader = CSVReader(file: file)
    var count = 0
    _ = try reader.next()
    while let record = try reader.next() {
      #expect(record.fields == [String(count), "row \(count), with comma"])
      count += 1
    }
    try file.close()
    #expect(count == 20_000)
  }
}

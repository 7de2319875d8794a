import CXML2

/// An XML document read as a stream of element starts, ends and text, through libxml2's
/// `xmlTextReader`: only the current node is held, so a file of any size takes a few hundred
/// KiB, and the bytes come from a closure a chunk at a time (a file, or a zip entry inflating).
///
/// Hostile files are refused, not parsed: entities are never substituted (no `XML_PARSE_NOENT`)
/// and no outside DTD or entity is loaded (no `XML_PARSE_DTDLOAD`, `XML_PARSE_DTDVALID`, and
/// `XML_PARSE_NONET` besides, so nothing is ever fetched); a document type that declares an
/// entity or names an outside DTD, and any entity reference but the five predefined ones, stop
/// the reading with an `XMLProblem`, as do libxml2's own limits (no `XML_PARSE_HUGE`).
///
/// ```swift
/// let reader = try XMLStreamReader(nextChunk: { try file.readChunk() })
/// while let event = try reader.next() {
///   if case .start("Record", _, _) = event { print(reader.attributes()) }
/// }
/// ```
public final class XMLStreamReader {
  /// What the reader met.
  public enum Event: Equatable, Sendable {
    /// An element's start tag (`isEmpty` for `<Name/>`, which has no `.end`), at `depth` (the
    /// document element is 0).
    case start(String, depth: Int, isEmpty: Bool)
    /// An element's end tag.
    case end(String, depth: Int)
    /// Text or CDATA inside an element.
    case text(String)
  }

  /// Options of libxml2's parser: no network, blank text nodes dropped, small text nodes kept
  /// compact; everything that would load or expand an entity left off (see the type's comment).
  private static let options = Int32(
    XML_PARSE_NONET.rawValue | XML_PARSE_NOBLANKS.rawValue | XML_PARSE_COMPACT.rawValue)

  private let reader: OpaquePointer
  private let feed: Feed
  private var isClosed = false
  /// Whether the next move steps over the current element's children (`skipChildren()`).
  private var skipsChildren = false

  /// Starts reading the document `nextChunk` gives (an empty array at the end).
  /// - Throws: what `nextChunk` throws; `ImportError.malformedXML` when libxml2 cannot start.
  public init(name: String, nextChunk: @escaping () throws -> [UInt8]) throws {
    let feed = Feed(name: name, nextChunk: nextChunk)
    let context = Unmanaged.passUnretained(feed).toOpaque()
    guard
      let reader = xmlReaderForIO(
        XMLStreamReader.read, nil, context, nil, nil, XMLStreamReader.options)
    else {
      if let thrown = feed.thrown { throw thrown }
      throw ImportError.malformedXML(path: name, line: 1, problem: .noDocument)
    }
    // libxml2's rule: errors go to this handler instead of standard error.
    xmlTextReaderSetStructuredErrorHandler(reader, XMLStreamReader.noteError, context)
    self.reader = reader
    self.feed = feed
  }

  deinit {
    if !isClosed { xmlFreeTextReader(reader) }
  }

  /// The line of the node read last (an element's start tag), counted from 1; the parser,
  /// which reads ahead, is further on.
  public var line: Int {
    guard let node = xmlTextReaderCurrentNode(reader) else {
      return Int(xmlTextReaderGetParserLineNumber(reader))
    }
    return Int(xmlGetLineNo(node))
  }

  /// The next start, end or text, or `nil` after the document element ends.
  /// - Throws: `ImportError.malformedXML` naming the line and problem, or what the chunk
  ///   closure threw.
  public func next() throws -> Event? {
    while true {
      // libxml2 still parses what xmlTextReaderNext steps over, but none of it reaches Swift.
      let status = skipsChildren ? xmlTextReaderNext(reader) : xmlTextReaderRead(reader)
      skipsChildren = false
      if status == 0 { return nil }
      guard status == 1 else { throw failure() }
      switch UInt32(xmlTextReaderNodeType(reader)) {
      case XML_READER_TYPE_ELEMENT.rawValue:
        return .start(
          name, depth: Int(xmlTextReaderDepth(reader)),
          isEmpty: xmlTextReaderIsEmptyElement(reader) == 1)
      case XML_READER_TYPE_END_ELEMENT.rawValue:
        return .end(name, depth: Int(xmlTextReaderDepth(reader)))
      case XML_READER_TYPE_TEXT.rawValue, XML_READER_TYPE_CDATA.rawValue:
        return .text(xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? "")
      case XML_READER_TYPE_DOCUMENT_TYPE.rawValue:
        try checkDocumentType()
      case XML_READER_TYPE_ENTITY_REFERENCE.rawValue, XML_READER_TYPE_ENTITY.rawValue:
        throw refusal(.entityReference(name: name))
      default:
        continue  // comments, processing instructions, white space
      }
    }
  }

  /// Makes the next `next()` step over the children of the element it just started, and over
  /// its end (`.end` does not come).
  public func skipChildren() { skipsChildren = true }

  /// The value of the attribute `name` of the element `next()` just started, or nil.
  public func attribute(_ name: String) -> String? {
    let moved = name.utf8CString.withUnsafeBufferPointer { text in
      text.withMemoryRebound(to: xmlChar.self) {
        xmlTextReaderMoveToAttribute(reader, $0.baseAddress)
      }
    }
    guard moved == 1 else { return nil }
    defer { xmlTextReaderMoveToElement(reader) }
    return xmlTextReaderConstValue(reader).map { String(cString: $0) }
  }

  /// The attributes of the element `next()` just started, in the file's order.
  public func attributes() -> [(name: String, value: String)] {
    var attributes: [(name: String, value: String)] = []
    guard xmlTextReaderMoveToFirstAttribute(reader) == 1 else { return [] }
    repeat {
      if let value = xmlTextReaderConstValue(reader) {
        attributes.append((name, String(cString: value)))
      }
    } while xmlTextReaderMoveToNextAttribute(reader) == 1
    xmlTextReaderMoveToElement(reader)
    return attributes
  }

  /// Ends the reading and frees libxml2's reader.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    xmlFreeTextReader(reader)
  }

  // MARK: - Checks

  private var name: String {
    xmlTextReaderConstLocalName(reader).map { String(cString: $0) } ?? ""
  }

  /// Refuses a document type that names an outside DTD or declares any entity.
  private func checkDocumentType() throws {
    guard let node = xmlTextReaderCurrentNode(reader), node.pointee.type == XML_DTD_NODE
    else { return }
    let dtd = UnsafeMutableRawPointer(node).assumingMemoryBound(to: xmlDtd.self).pointee
    if let identifier = dtd.SystemID ?? dtd.ExternalID {
      throw refusal(.externalDTD(String(cString: identifier)))
    }
    for table in [dtd.entities, dtd.pentities] {
      guard let table, xmlHashSize(OpaquePointer(table)) > 0 else { continue }
      let first = FirstName()
      xmlHashScan(OpaquePointer(table), FirstName.note, Unmanaged.passUnretained(first).toOpaque())
      throw refusal(.entityDeclared(name: first.name ?? ""))
    }
  }

  private func refusal(_ problem: XMLProblem) -> ImportError {
    .malformedXML(path: feed.name, line: line, problem: problem)
  }

  /// The error that stopped libxml2: what the chunk closure threw, else libxml2's first error.
  private func failure() -> any Error {
    if let thrown = feed.thrown { return thrown }
    guard let error = feed.firstError else { return refusal(.notWellFormed(code: 0)) }
    return ImportError.malformedXML(
      path: feed.name, line: max(error.line, 1), problem: XMLStreamReader.problem(error.code))
  }

  /// libxml2's error numbers (`xmlParserErrors` in xmlerror.h) in the few classes a person
  /// can act on.
  private static func problem(_ code: Int) -> XMLProblem {
    switch UInt32(code) {
    case XML_ERR_UNDECLARED_ENTITY.rawValue, XML_WAR_UNDECLARED_ENTITY.rawValue,
      XML_ERR_ENTITY_IS_EXTERNAL.rawValue, XML_ERR_ENTITY_LOOP.rawValue,
      XML_ERR_ENTITY_BOUNDARY.rawValue:
      return .entityRefused
    case XML_ERR_INVALID_CHAR.rawValue, XML_ERR_INVALID_ENCODING.rawValue,
      XML_ERR_UNKNOWN_ENCODING.rawValue, XML_ERR_UNSUPPORTED_ENCODING.rawValue:
      return .notUTF8
    case XML_ERR_DOCUMENT_EMPTY.rawValue: return .noDocument
    // The push parser under the reader reports a document cut short as content missing at
    // its end.
    case XML_ERR_TAG_NOT_FINISHED.rawValue, XML_ERR_DOCUMENT_END.rawValue: return .unexpectedEnd
    case XML_ERR_TAG_NAME_MISMATCH.rawValue: return .mismatchedTag
    default: return .notWellFormed(code: code)
    }
  }

  // MARK: - libxml2's callbacks

  /// The bytes libxml2 asks for, from the chunk closure; -1 (an I/O error to libxml2) when the
  /// closure throws, which `failure()` then rethrows.
  private static let read: xmlInputReadCallback = { context, buffer, length in
    guard let context, let buffer else { return -1 }
    let feed = Unmanaged<Feed>.fromOpaque(context).takeUnretainedValue()
    return feed.read(into: buffer, count: Int(length))
  }

  private static let noteError: xmlStructuredErrorFunc = { context, error in
    guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue
    else { return }
    let feed = Unmanaged<Feed>.fromOpaque(context).takeUnretainedValue()
    if feed.firstError == nil {
      feed.firstError = (Int(error.pointee.code), Int(error.pointee.line))
    }
  }
}

// MARK: - The byte feed

extension XMLStreamReader {
  /// The chunk closure and what libxml2's callbacks noted: owned by the reader, lent to
  /// libxml2 as its context pointer.
  private final class Feed {
    let name: String
    let nextChunk: () throws -> [UInt8]
    var pending: [UInt8] = []
    var offset = 0
    var ended = false
    var thrown: (any Error)?
    var firstError: (code: Int, line: Int)?

    init(name: String, nextChunk: @escaping () throws -> [UInt8]) {
      self.name = name
      self.nextChunk = nextChunk
    }

    func read(into buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int32 {
      guard thrown == nil else { return -1 }
      while offset == pending.count {
        if ended { return 0 }
        do {
          pending = try nextChunk()
        } catch {
          thrown = error
          return -1
        }
        offset = 0
        ended = pending.isEmpty
      }
      let copied = min(count, pending.count - offset)
      pending.withUnsafeBytes { bytes in
        if let base = bytes.baseAddress {
          UnsafeMutableRawPointer(buffer).copyMemory(from: base + offset, byteCount: copied)
        }
      }
      offset += copied
      return Int32(copied)
    }
  }

  /// The first name of a libxml2 hash table (a declared entity's).
  private final class FirstName {
    var name: String?

    static let note: xmlHashScanner = { _, data, name in
      guard let data, let name else { return }
      let first = Unmanaged<FirstName>.fromOpaque(data).takeUnretainedValue()
      if first.name == nil { first.name = String(cString: name) }
    }
  }
}

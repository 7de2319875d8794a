import CXML2

/// An XML document read as a stream of element starts, ends and text, through libxml2's push
/// parser with SAX2 callbacks: no tree is built, only the events of one chunk of input are
/// held, so a file of any size takes a few hundred KiB, and the bytes come from a closure a
/// chunk at a time (a file, or a zip entry inflating).
///
/// Why SAX and not libxml2's `xmlTextReader`, which this type used before: the reader builds
/// and frees a tree node for every element and attribute, even of what it steps over. The
/// 500 MB `export.xml` of `mood-bench --only health` (1.86 million records), release build,
/// processor time (user + sys) on the shared 2-core machine at load 2 to 5, three runs each:
/// - `mood import export.xml --dry-run`: 6.2–7.1 s through the reader, 2.3–2.5 s now; from a
///   zip of it (24.5 MB), 6.5–7.6 s and 2.7 s (inflating is 0.3 s); peak memory 29 MiB both;
/// - libxml2 alone, in C, keeping nothing: 5.0–5.7 s in xmlTextReaderRead/Next as used
///   here, 1.3 s in xmlParseChunk with SAX2 callbacks;
/// - of the 2.4 s now (perf): libxml2 49 %, MoodCard 39 % (the importer's search of each
///   record's type for State of Mind 6 %), libc's copies 8 %. A first SAX version took 4.5 s:
///   a `Character`-wise search of each value for `&`, the type's key built as a new string, a
///   retain and a dynamic exclusivity check per callback (see `XMLEventQueue`).
///
/// Hostile files are refused, not parsed: entities are never substituted (no `XML_PARSE_NOENT`)
/// and never even recorded (the handler has no `getEntity`, so every reference but the five
/// predefined ones is undeclared to libxml2); no outside DTD or entity is loaded (no
/// `XML_PARSE_DTDLOAD`, no `externalSubset` or `resolveEntity` callback, and `XML_PARSE_NONET`
/// besides, so nothing is ever fetched). A document type that names an outside DTD, and an
/// entity reference libxml2 hands over, stop the parsing at once; a declared entity is refused
/// once the chunk that declares it is parsed, after any refusal libxml2 made of its use in that
/// chunk; libxml2's own limits stay (no `XML_PARSE_HUGE`), and text kept is limited as
/// libxml2's tree is.
///
/// ```swift
/// let reader = try XMLStreamReader(name: "export.xml", nextChunk: { try file.readChunk() })
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
    /// Text or CDATA inside an element (text of white space only is not reported).
    case text(String)
  }

  private let parser: xmlParserCtxtPtr
  private let feed: Feed
  private var isClosed = false
  /// The event `next()` returned last.
  private var current: XMLEventQueue.Pending?

  /// Starts reading the document `nextChunk` gives (an empty array at the end).
  /// - Throws: what `nextChunk` throws; `ImportError.malformedXML` when libxml2 cannot start.
  public init(name: String, nextChunk: @escaping () throws -> [UInt8]) throws {
    let feed = Feed(name: name, nextChunk: nextChunk)
    // libxml2's rule: the encoding is told from the first four bytes given at creation.
    var start: [UInt8] = []
    while start.count < 4 && !feed.inputEnded {
      let chunk = try nextChunk()
      feed.inputEnded = chunk.isEmpty
      start += chunk
    }
    let head = Array(start.prefix(4))
    feed.unread = Array(start.dropFirst(head.count))
    var handler = XMLStreamReader.handler()
    let context = Unmanaged.passUnretained(feed).toOpaque()
    let created = head.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        xmlCreatePushParserCtxt(&handler, context, $0.baseAddress, Int32($0.count), nil)
      }
    }
    guard let parser = created else {
      throw ImportError.malformedXML(path: name, line: 1, problem: .noDocument)
    }
    xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue))
    feed.parser = parser
    self.parser = parser
    self.feed = feed
  }

  deinit { free() }

  /// The line of the event `next()` returned last (of an element's start tag, the line where
  /// the tag ends), counted from 1.
  public var line: Int { current.map { Int($0.line) } ?? feed.parserLine }

  /// The next start, end or text, or `nil` after the document ends.
  /// - Throws: `ImportError.malformedXML` naming the line and problem, or what the chunk
  ///   closure threw; events before the fault come first.
  public func next() throws -> Event? {
    while true {
      if let pending = feed.queue.next() {
        current = pending
        return event(pending)
      }
      current = nil
      if let failure = feed.failure { throw failure }
      if feed.isFinished { return nil }
      feed.parseMore()
    }
  }

  /// Makes the next `next()` step over the children of the element it just started, and over
  /// its end (`.end` does not come). Nothing is done after an empty element, an end or text.
  public func skipChildren() {
    guard let current, current.kind == .start, !current.isEmpty else { return }
    feed.queue.skipDepth = current.depth
  }

  /// The value of the attribute `name` of the element `next()` just started, or nil.
  public func attribute(_ name: String) -> String? {
    guard let current, current.kind == .start else { return nil }
    return feed.queue.attribute(name, of: current)
  }

  /// The attributes of the element `next()` just started, in the file's order (namespace
  /// declarations first, as `xmlns` or their prefix).
  public func attributes() -> [(name: String, value: String)] {
    guard let current, current.kind == .start else { return [] }
    return feed.queue.attributes(of: current)
  }

  /// Ends the reading and frees libxml2's parser.
  public func close() { free() }

  private func free() {
    guard !isClosed else { return }
    isClosed = true
    // The queued names are libxml2's: nothing queued outlives the parser.
    feed.parser = nil
    feed.queue.drop()
    feed.isFinished = true
    // libxml2's rule: a SAX parse that met an entity declaration keeps a document of its own
    // in `myDoc` ("for expat compatibility"), which xmlFreeParserCtxt leaves to the caller.
    if let document = parser.pointee.myDoc { xmlFreeDoc(document) }
    parser.pointee.myDoc = nil
    xmlFreeParserCtxt(parser)
  }

  private func event(_ pending: XMLEventQueue.Pending) -> Event {
    switch pending.kind {
    case .start:
      return .start(pending.elementName, depth: pending.depth, isEmpty: pending.isEmpty)
    case .end: return .end(pending.elementName, depth: pending.depth)
    case .text: return .text(feed.queue.text(pending.range))
    }
  }
}

// MARK: - libxml2's callbacks

extension XMLStreamReader {
  /// Only what the reader reports or refuses has a callback: no `getEntity`,
  /// `getParameterEntity`, `resolveEntity` or `externalSubset`, so nothing is looked up or
  /// loaded; `ignorableWhitespace` is `characters`, which makes libxml2 skip its guess.
  private static func handler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = XML_SAX2_MAGIC
    handler.startElementNs = {
      context, name, _, _, namespaceCount, namespaces, count, defaulted,
      attributes in
      guard let context, let name else { return }
      Feed.with(context) {
        $0.start(
          name, namespaces: namespaces, namespaceCount: Int(namespaceCount),
          attributes: attributes, count: Int(count - defaulted))
      }
    }
    handler.endElementNs = { context, name, _, _ in
      guard let context, let name else { return }
      Feed.with(context) { $0.end(name) }
    }
    handler.characters = { context, text, count in
      guard let context, let text else { return }
      Feed.with(context) { $0.characters(text, count: Int(count)) }
    }
    handler.ignorableWhitespace = handler.characters
    handler.cdataBlock = handler.characters
    handler.internalSubset = { context, _, publicID, systemID in
      guard let context, let identifier = systemID ?? publicID else { return }
      Feed.with(context) { $0.refuse(.externalDTD(String(cString: identifier))) }
    }
    handler.entityDecl = { context, name, _, _, _, _ in
      guard let context, let name else { return }
      Feed.with(context) { $0.declared(name) }
    }
    handler.unparsedEntityDecl = { context, name, _, _, _ in
      guard let context, let name else { return }
      Feed.with(context) { $0.declared(name) }
    }
    handler.reference = { context, name in
      guard let context, let name else { return }
      Feed.with(context) { $0.refuse(.entityReference(name: String(cString: name))) }
    }
    handler.serror = { context, error in
      guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue
      else { return }
      Feed.with(context) { feed in
        if feed.firstError == nil {
          feed.firstError = (Int(error.pointee.code), Int(error.pointee.line))
        }
      }
    }
    return handler
  }

  /// libxml2's error numbers (`xmlParserErrors` in xmlerror.h) in the few classes a person
  /// can act on.
  fileprivate static func problem(_ code: Int) -> XMLProblem {
    switch UInt32(code) {
    case XML_ERR_UNDECLARED_ENTITY.rawValue, XML_WAR_UNDECLARED_ENTITY.rawValue,
      XML_ERR_ENTITY_IS_EXTERNAL.rawValue, XML_ERR_ENTITY_LOOP.rawValue,
      XML_ERR_ENTITY_BOUNDARY.rawValue:
      return .entityRefused
    case XML_ERR_INVALID_CHAR.rawValue, XML_ERR_INVALID_ENCODING.rawValue,
      XML_ERR_UNKNOWN_ENCODING.rawValue, XML_ERR_UNSUPPORTED_ENCODING.rawValue:
      return .notUTF8
    case XML_ERR_DOCUMENT_EMPTY.rawValue: return .noDocument
    // The push parser reports a document cut short as content missing at its end.
    case XML_ERR_TAG_NOT_FINISHED.rawValue, XML_ERR_DOCUMENT_END.rawValue: return .unexpectedEnd
    case XML_ERR_TAG_NAME_MISMATCH.rawValue: return .mismatchedTag
    default: return .notWellFormed(code: code)
    }
  }
}

// MARK: - The feed

extension XMLStreamReader {
  /// The chunk closure, the parser, the events its callbacks queued and the faults they
  /// noted: owned by the reader, lent to libxml2 as its context pointer.
  fileprivate final class Feed {
    let name: String
    let nextChunk: () throws -> [UInt8]
    var parser: xmlParserCtxtPtr?
    /// Bytes read before the parser existed, not yet given to it.
    var unread: [UInt8] = []
    /// The chunk closure gave its empty chunk.
    var inputEnded = false
    var isFinished = false
    var queue = XMLEventQueue()
    var failure: (any Error)?
    var firstError: (code: Int, line: Int)?
    var declaredEntity: (name: String, line: Int)?

    init(name: String, nextChunk: @escaping () throws -> [UInt8]) {
      self.name = name
      self.nextChunk = nextChunk
    }

    /// Runs `body` on the feed behind libxml2's context pointer without a retain and release
    /// per callback: the reader holds the feed for the parser's life.
    static func with(_ context: UnsafeMutableRawPointer, _ body: (Feed) -> Void) {
      Unmanaged<Feed>.fromOpaque(context)._withUnsafeGuaranteedRef(body)
    }

    var parserLine: Int { parser.flatMap { $0.pointee.input.map { Int($0.pointee.line) } } ?? 1 }

    /// Parses the next chunk, after the queue was read to its end.
    func parseMore() {
      queue.clear()
      guard let parser else { return }
      var chunk: [UInt8] = []
      swap(&chunk, &unread)
      if chunk.isEmpty && !inputEnded {
        do {
          chunk = try nextChunk()
        } catch {
          failure = error
          return
        }
        inputEnded = chunk.isEmpty
      }
      isFinished = chunk.isEmpty
      let status = chunk.withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          xmlParseChunk(parser, $0.baseAddress, Int32($0.count), isFinished ? 1 : 0)
        }
      }
      if status != 0 && failure == nil {
        // libxml2's rule: a few faults (an encoder's) are only returned, never reported.
        let (code, line) = firstError ?? (Int(status), parserLine)
        failure = ImportError.malformedXML(
          path: name, line: max(line, 1), problem: XMLStreamReader.problem(code))
      }
      if failure == nil, let declaredEntity {
        failure = ImportError.malformedXML(
          path: name, line: declaredEntity.line,
          problem: .entityDeclared(name: declaredEntity.name))
      }
    }

    func start(
      _ name: UnsafePointer<xmlChar>, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
      namespaceCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
      count: Int
    ) {
      guard let input = parser?.pointee.input else { return }
      // xmlTextReader's own test: the parser stands on the `/>` of an empty element's tag.
      let cursor = input.pointee.cur
      let isEmpty = cursor.map { $0[0] == 0x2F && $0[1] == 0x3E } ?? false
      queue.start(
        name, line: input.pointee.line, isEmpty: isEmpty, namespaces: namespaces,
        namespaceCount: namespaceCount, attributes: attributes, count: count)
    }

    func end(_ name: UnsafePointer<xmlChar>) {
      queue.end(name, line: Int32(clamping: parserLine))
    }

    func characters(_ text: UnsafePointer<xmlChar>, count: Int) {
      if !queue.characters(text, count: count) {
        refuse(.notWellFormed(code: Int(XML_ERR_NO_MEMORY.rawValue)))
      }
    }

    func declared(_ entity: UnsafePointer<xmlChar>) {
      if declaredEntity == nil { declaredEntity = (String(cString: entity), parserLine) }
    }

    /// Stops the parsing with `problem`, unless something stopped it before.
    func refuse(_ problem: XMLProblem) {
      if failure == nil {
        failure = ImportError.malformedXML(path: name, line: parserLine, problem: problem)
      }
      if let parser { xmlStopParser(parser) }
    }
  }
}

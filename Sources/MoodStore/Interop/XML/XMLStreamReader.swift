import CXML2

/// An XML document read as a stream of element starts, ends and text, through libxml2's push
/// parser with SAX2 callbacks: no tree is built, only the events of one chunk of input are
/// held, so a file of any size takes a few hundred KiB, and the bytes come from a closure a
/// chunk at a time (a file, or a zip entry inflating).
///
/// Why SAX and not libxml2's `xmlTextReader`, which this type used before: the reader builds
/// and frees a tree node for every element and attribute, even of what is skipped. On the
/// 500 MB export of `mood-bench --only health` (1.86 million records), release build:
/// FIGURES
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
  private var current: Feed.Pending?

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
      while feed.head < feed.queue.count {
        let pending = feed.queue[feed.head]
        feed.head += 1
        guard feed.admits(pending) else { continue }
        current = pending
        return event(pending)
      }
      current = nil
      if let failure = feed.failure { throw failure }
      if feed.isFinished { return nil }
      try feed.parseMore()
    }
  }

  /// Makes the next `next()` step over the children of the element it just started, and over
  /// its end (`.end` does not come). Nothing is done after an empty element, an end or text.
  public func skipChildren() {
    guard let current, current.kind == .start, !current.isEmpty else { return }
    feed.skipDepth = current.depth
  }

  /// The value of the attribute `name` of the element `next()` just started, or nil.
  public func attribute(_ name: String) -> String? {
    guard let current, current.kind == .start else { return nil }
    let wanted = Array(name.utf8)
    for index in current.range where feed.attributes[index].name.isNamed(wanted) {
      return feed.value(of: index)
    }
    return nil
  }

  /// The attributes of the element `next()` just started, in the file's order (namespace
  /// declarations first, as `xmlns` or their prefix).
  public func attributes() -> [(name: String, value: String)] {
    guard let current, current.kind == .start else { return [] }
    return current.range.map { (String(cString: feed.attributes[$0].name), feed.value(of: $0)) }
  }

  /// Ends the reading and frees libxml2's parser.
  public func close() { free() }

  private func free() {
    guard !isClosed else { return }
    isClosed = true
    // The queued names are libxml2's: nothing queued outlives the parser.
    feed.parser = nil
    feed.queue.removeAll()
    feed.isFinished = true
    // libxml2's rule: a SAX parse that met an entity declaration keeps a document of its own
    // in `myDoc` ("for expat compatibility"), which xmlFreeParserCtxt leaves to the caller.
    if let document = parser.pointee.myDoc { xmlFreeDoc(document) }
    parser.pointee.myDoc = nil
    xmlFreeParserCtxt(parser)
  }

  private func event(_ pending: Feed.Pending) -> Event {
    switch pending.kind {
    case .start:
      return .start(pending.elementName, depth: pending.depth, isEmpty: pending.isEmpty)
    case .end: return .end(pending.elementName, depth: pending.depth)
    case .text: return .text(feed.text(pending.range))
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
      Feed.from(context).start(
        name, namespaces: namespaces, namespaceCount: Int(namespaceCount),
        attributes: attributes, count: Int(count - defaulted))
    }
    handler.endElementNs = { context, name, _, _ in
      guard let context, let name else { return }
      Feed.from(context).end(name)
    }
    handler.characters = { context, text, count in
      guard let context, let text else { return }
      Feed.from(context).characters(text, count: Int(count))
    }
    handler.ignorableWhitespace = handler.characters
    handler.cdataBlock = handler.characters
    handler.internalSubset = { context, _, publicID, systemID in
      guard let context, let identifier = systemID ?? publicID else { return }
      Feed.from(context).refuse(.externalDTD(String(cString: identifier)))
    }
    handler.entityDecl = { context, name, _, _, _, _ in
      guard let context, let name else { return }
      Feed.from(context).declared(name)
    }
    handler.unparsedEntityDecl = { context, name, _, _, _ in
      guard let context, let name else { return }
      Feed.from(context).declared(name)
    }
    handler.reference = { context, name in
      guard let context, let name else { return }
      Feed.from(context).refuse(.entityReference(name: String(cString: name)))
    }
    handler.serror = { context, error in
      guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue
      else { return }
      let feed = Feed.from(context)
      if feed.firstError == nil {
        feed.firstError = (Int(error.pointee.code), Int(error.pointee.line))
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
  /// The chunk closure, the parser, and what its callbacks queued and noted: owned by the
  /// reader, lent to libxml2 as its context pointer. The queue holds the events of one chunk;
  /// attribute values and text are copied into `bytes`, as libxml2's own pointers last only
  /// for the callback.
  fileprivate final class Feed {
    enum Kind: UInt8 { case start, end, text }

    /// An event as queued: the name is libxml2's own copy in its dictionary (alive as long as
    /// the parser); `range` indexes `attributes` for a start, `bytes` for text.
    struct Pending {
      var kind: Kind
      var name: UnsafePointer<xmlChar>?
      var depth: Int
      var isEmpty: Bool
      var line: Int32
      var range: Range<Int>

      var elementName: String { name.map { String(cString: $0) } ?? "" }
    }

    let name: String
    let nextChunk: () throws -> [UInt8]
    var parser: xmlParserCtxtPtr?
    /// Bytes read before the parser existed, not yet given to it.
    var unread: [UInt8] = []
    /// The chunk closure gave its empty chunk.
    var inputEnded = false
    var isFinished = false

    var queue: [Pending] = []
    var head = 0
    var attributes: [(name: UnsafePointer<xmlChar>, value: Range<Int>)] = []
    var bytes: [UInt8] = []
    /// Where in `bytes` the text being gathered starts (libxml2 hands it over in pieces).
    var openText: Int?
    /// The depth of the next element to start.
    var depth = 0
    /// The element whose children `skipChildren()` steps over, by its depth.
    var skipDepth: Int?
    /// The next end closes an empty element (`<Name/>`), which has no `.end`.
    var endsEmpty = false

    var failure: (any Error)?
    var firstError: (code: Int, line: Int)?
    var declaredEntity: (name: String, line: Int)?

    init(name: String, nextChunk: @escaping () throws -> [UInt8]) {
      self.name = name
      self.nextChunk = nextChunk
    }

    static func from(_ context: UnsafeMutableRawPointer) -> Feed {
      Unmanaged<Feed>.fromOpaque(context).takeUnretainedValue()
    }

    var parserLine: Int { parser.flatMap { $0.pointee.input.map { Int($0.pointee.line) } } ?? 1 }

    /// Parses the next chunk, after the queue was read to its end.
    func parseMore() throws {
      queue.removeAll(keepingCapacity: true)
      head = 0
      attributes.removeAll(keepingCapacity: true)
      if let start = openText {
        bytes.removeSubrange(0..<start)
        openText = 0
      } else {
        bytes.removeAll(keepingCapacity: true)
      }
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
        let (code, line) = firstError ?? (0, parserLine)
        failure = ImportError.malformedXML(
          path: name, line: max(line, 1), problem: XMLStreamReader.problem(code))
      }
      if failure == nil, let declaredEntity {
        failure = ImportError.malformedXML(
          path: name, line: declaredEntity.line,
          problem: .entityDeclared(name: declaredEntity.name))
      }
    }

    /// Whether `next()` reports a queued event, or it lies in an element being skipped.
    func admits(_ pending: Pending) -> Bool {
      guard let skipDepth else { return true }
      if pending.kind == .end && pending.depth == skipDepth { self.skipDepth = nil }
      return false
    }

    func value(of index: Int) -> String {
      let value = text(attributes[index].value)
      // libxml2's rule: without entity substitution, an `&` in an attribute (`&amp;`, `&#38;`)
      // comes as `&#38;`, as every other reference is refused or already replaced.
      return value.contains("&") ? value.replacing("&#38;", with: "&") : value
    }

    func text(_ range: Range<Int>) -> String {
      bytes.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
    }

    // MARK: - From the callbacks

    func start(
      _ name: UnsafePointer<xmlChar>, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
      namespaceCount: Int, attributes given: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
      count: Int
    ) {
      closeText()
      let line = Int32(clamping: parserLine)
      defer { depth += 1 }
      guard skipDepth == nil, let cursor = parser?.pointee.input?.pointee.cur else { return }
      // xmlTextReader's own test: the parser stands on the `/>` of an empty element's tag.
      let isEmpty = cursor[0] == 0x2F && cursor[1] == 0x3E
      endsEmpty = isEmpty
      let first = attributes.count
      for index in 0..<namespaceCount {
        // Pairs of prefix (nil for the default namespace) and URI.
        let prefix = namespaces?[2 * index], uri = namespaces?[2 * index + 1]
        let value = uri.map { UnsafeBufferPointer(start: $0, count: Int(xmlStrlen($0))) }
        keep(name: prefix ?? XMLStreamReader.xmlns.utf8Start, value: value)
      }
      for index in 0..<count {
        // Fives: local name, prefix, URI, value start, value end.
        guard let name = given?[5 * index], let start = given?[5 * index + 3],
          let end = given?[5 * index + 4]
        else { continue }
        keep(name: name, value: UnsafeBufferPointer(start: start, count: end - start))
      }
      queue.append(
        Pending(
          kind: .start, name: name, depth: depth, isEmpty: isEmpty, line: line,
          range: first..<attributes.count))
    }

    func end(_ name: UnsafePointer<xmlChar>) {
      closeText()
      depth -= 1
      if let skipDepth {
        if depth == skipDepth { self.skipDepth = nil }
        return
      }
      if endsEmpty {
        endsEmpty = false
        return
      }
      queue.append(
        Pending(
          kind: .end, name: name, depth: depth, isEmpty: false,
          line: Int32(clamping: parserLine), range: 0..<0))
    }

    func characters(_ text: UnsafePointer<xmlChar>, count: Int) {
      guard skipDepth == nil else { return }
      if openText == nil { openText = bytes.count }
      if let openText, bytes.count - openText + count > Int(XML_MAX_TEXT_LENGTH) {
        // libxml2's tree refuses such text the same way ("huge text node").
        refuse(.notWellFormed(code: Int(XML_ERR_NO_MEMORY.rawValue)))
        return
      }
      bytes.append(contentsOf: UnsafeBufferPointer(start: text, count: count))
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

    /// Queues the text gathered, unless it is white space only or lies in a skipped element.
    private func closeText() {
      guard let start = openText else { return }
      openText = nil
      let isBlank = bytes[start...].allSatisfy {
        $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D
      }
      if skipDepth != nil || isBlank {
        bytes.removeSubrange(start...)
        return
      }
      queue.append(
        Pending(
          kind: .text, name: nil, depth: depth, isEmpty: false,
          line: Int32(clamping: parserLine), range: start..<bytes.count))
    }

    private func keep(name: UnsafePointer<xmlChar>, value: UnsafeBufferPointer<xmlChar>?) {
      let first = bytes.count
      if let value { bytes.append(contentsOf: value) }
      attributes.append((name, first..<bytes.count))
    }
  }

  /// The name libxml2's reader gave a default namespace declaration's attribute.
  fileprivate static let xmlns: StaticString = "xmlns"
}

extension UnsafePointer<xmlChar> {
  /// Whether this C string is `name`'s bytes.
  fileprivate func isNamed(_ name: [UInt8]) -> Bool {
    for (index, byte) in name.enumerated() where self[index] != byte { return false }
    return self[name.count] == 0
  }
}

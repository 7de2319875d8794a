import CXML2

/// The events libxml2's SAX2 callbacks met in one chunk of input, as `XMLStreamReader.next()`
/// hands them out: starts with their attributes, ends, and text gathered from its pieces.
/// libxml2's attribute and text pointers last only for the callback, so their bytes are copied
/// into `bytes`; names are libxml2's own, interned in its dictionary for the parser's life.
///
/// One value, mutated whole by each callback: a class's stored properties would each cost a
/// dynamic exclusivity check per callback (8 % of the reading, measured).
struct XMLEventQueue {
  enum Kind: UInt8 { case start, end, text }

  /// An event: `range` indexes `attributes` for a start, `bytes` for text.
  struct Pending {
    var kind: Kind
    var name: UnsafePointer<xmlChar>?
    var depth: Int
    var isEmpty: Bool
    var line: Int32
    var range: Range<Int>

    var elementName: String { name.map { String(cString: $0) } ?? "" }
  }

  private(set) var events: [Pending] = []
  private var head = 0
  private var attributes: [(name: UnsafePointer<xmlChar>, value: Range<Int>)] = []
  private var bytes: [UInt8] = []
  /// Where in `bytes` the text being gathered starts (libxml2 hands it over in pieces).
  private var openText: Int?
  /// The depth of the next element to start.
  private var depth = 0
  /// The element whose children are stepped over, by its depth.
  var skipDepth: Int?
  /// The next end closes an empty element (`<Name/>`), which has no `.end`.
  private var endsEmpty = false

  /// The next event to hand out, or nil when the chunk's are all out; those in an element
  /// being skipped are passed over.
  mutating func next() -> Pending? {
    while head < events.count {
      let pending = events[head]
      head += 1
      guard let skipped = skipDepth else { return pending }
      if pending.kind == .end && pending.depth == skipped { skipDepth = nil }
    }
    return nil
  }

  /// Empties the queue for the next chunk; text still being gathered stays.
  mutating func clear() {
    events.removeAll(keepingCapacity: true)
    head = 0
    attributes.removeAll(keepingCapacity: true)
    if let start = openText {
      bytes.removeSubrange(0..<start)
      openText = 0
    } else {
      bytes.removeAll(keepingCapacity: true)
    }
  }

  /// Forgets every event, when the parser (whose names they hold) is freed.
  mutating func drop() {
    clear()
    events = []
  }

  func text(_ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
  }

  /// The value of the attribute `name` of `start`, or nil.
  func attribute(_ name: String, of start: Pending) -> String? {
    start.range.first { attributes[$0].name.isNamed(name) }.map(value)
  }

  /// The attributes of `start`, in the file's order.
  func attributes(of start: Pending) -> [(name: String, value: String)] {
    start.range.map { (String(cString: attributes[$0].name), value(of: $0)) }
  }

  /// The value of attribute `index`.
  private func value(of index: Int) -> String {
    let range = attributes[index].value
    let value = text(range)
    // libxml2's rule: without entity substitution, an `&` in an attribute (`&amp;`, `&#38;`)
    // comes as `&#38;`, as every other reference is refused or already replaced.
    guard bytes[range].contains(UInt8(ascii: "&")) else { return value }
    return value.replacing("&#38;", with: "&")
  }

  // MARK: - From the callbacks

  /// An element starts; `attributes` is libxml2's array of fives (local name, prefix, URI,
  /// value start, value end), `namespaces` its pairs (prefix, nil for the default, and URI).
  mutating func start(
    _ name: UnsafePointer<xmlChar>, line: Int32, isEmpty: Bool,
    namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, namespaceCount: Int,
    attributes given: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int
  ) {
    closeText(line: line)
    defer { depth += 1 }
    guard skipDepth == nil else { return }
    endsEmpty = isEmpty
    let first = attributes.count
    for index in 0..<namespaceCount {
      let prefix = namespaces?[2 * index], uri = namespaces?[2 * index + 1]
      keep(
        name: prefix ?? XMLEventQueue.xmlns.utf8Start,
        value: uri.map { UnsafeBufferPointer(start: $0, count: Int(xmlStrlen($0))) })
    }
    for index in 0..<count {
      guard let name = given?[5 * index], let start = given?[5 * index + 3],
        let end = given?[5 * index + 4]
      else { continue }
      keep(name: name, value: UnsafeBufferPointer(start: start, count: end - start))
    }
    events.append(
      Pending(
        kind: .start, name: name, depth: depth, isEmpty: isEmpty, line: line,
        range: first..<attributes.count))
  }

  mutating func end(_ name: UnsafePointer<xmlChar>, line: Int32) {
    closeText(line: line)
    depth -= 1
    if let skipped = skipDepth {
      if depth == skipped { skipDepth = nil }
    } else if endsEmpty {
      endsEmpty = false
    } else {
      events.append(
        Pending(kind: .end, name: name, depth: depth, isEmpty: false, line: line, range: 0..<0))
    }
  }

  /// Gathers a piece of text; false when the text would pass libxml2's limit for a text node
  /// (`XML_MAX_TEXT_LENGTH`, which its own tree refuses as "huge text node").
  mutating func characters(_ text: UnsafePointer<xmlChar>, count: Int) -> Bool {
    guard skipDepth == nil else { return true }
    let start = openText ?? bytes.count
    guard bytes.count - start + count <= Int(XML_MAX_TEXT_LENGTH) else { return false }
    openText = start
    bytes.append(contentsOf: UnsafeBufferPointer(start: text, count: count))
    return true
  }

  /// Queues the text gathered, unless it is white space only or lies in a skipped element.
  private mutating func closeText(line: Int32) {
    guard let start = openText else { return }
    openText = nil
    let isBlank = bytes[start...].allSatisfy {
      $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D
    }
    if skipDepth != nil || isBlank {
      bytes.removeSubrange(start...)
    } else {
      events.append(
        Pending(
          kind: .text, name: nil, depth: depth, isEmpty: false, line: line,
          range: start..<bytes.count))
    }
  }

  private mutating func keep(name: UnsafePointer<xmlChar>, value: UnsafeBufferPointer<xmlChar>?) {
    let first = bytes.count
    if let value { bytes.append(contentsOf: value) }
    attributes.append((name, first..<bytes.count))
  }

  /// The name libxml2's reader gave a default namespace declaration's attribute.
  private static let xmlns: StaticString = "xmlns"
}

extension UnsafePointer<xmlChar> {
  /// Whether this C string is `name`'s bytes.
  func isNamed(_ name: String) -> Bool {
    var index = 0
    for byte in name.utf8 {
      guard self[index] == byte else { return false }
      index += 1
    }
    return self[index] == 0
  }
}

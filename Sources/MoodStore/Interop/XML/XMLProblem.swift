/// Why an XML file (Apple Health's `export.xml`) is refused, as `XMLStreamReader` finds it and
/// `ImportError.malformedXML` names it with the line.
///
/// Entities are refused outright: an Apple Health export declares none, and an entity is how a
/// hostile file expands without limit ("billion laughs") or reads another file or a URL.
public enum XMLProblem: Equatable, Sendable {
  /// The document type declares an entity (`<!ENTITY name ...>`).
  case entityDeclared(name: String)
  /// The document type names an outside DTD (`SYSTEM "http://..."`), which is never fetched.
  case externalDTD(String)
  /// An entity reference (`&name;`) other than the five XML predefines.
  case entityReference(name: String)
  /// libxml2 refused an entity as it met it: undeclared, outside, or expanding past its loop
  /// and amplification limits.
  case entityRefused
  /// Bytes that are not UTF-8 (or the encoding the file declares).
  case notUTF8
  /// The file ends before the document does: an element is left open.
  case unexpectedEnd
  /// No document element at all.
  case noDocument
  /// A start and an end tag that do not match.
  case mismatchedTag
  /// A document element other than Apple Health's `HealthData`.
  case notHealthData(found: String)
  /// Anything else XML's grammar does not allow; libxml2's own error number, for a report.
  case notWellFormed(code: Int)
}

extension XMLProblem: CustomStringConvertible {
  public var description: String {
    switch self {
    case .entityDeclared(let name):
      return "the file declares the entity \"\(name)\"; an Apple Health export declares none, "
        + "and entities are refused"
    case .externalDTD(let identifier):
      return "the file names an outside DTD (\"\(identifier)\"), which is never fetched; an "
        + "Apple Health export has its DTD inside"
    case .entityReference(let name):
      return "the entity reference \"&\(name);\"; only &lt; &gt; &amp; &quot; &apos; are read"
    case .entityRefused:
      return "an entity, which is refused (an entity can expand without limit or read another "
        + "file)"
    case .notUTF8: return "bytes that are not UTF-8"
    case .unexpectedEnd: return "the file ends before the XML does (cut short?)"
    case .noDocument: return "no XML document in the file"
    case .mismatchedTag: return "an end tag that does not match its start tag"
    case .notHealthData(let found):
      return "the document element is <\(found)>; an Apple Health export's is <HealthData>"
    case .notWellFormed(let code): return "the XML is not well-formed (libxml2 error \(code))"
    }
  }
}

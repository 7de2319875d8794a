import Foundation
import MoodStore
import TestSupport
import Testing

@Suite struct XMLStreamReaderTests {
  /// Every event of `text`, handed over `size` bytes at a time, with the attributes of starts.
  private func events(_ text: String, chunkSize size: Int = 64 << 10) throws -> [String] {
    let bytes = Array(text.utf8)
    var offset = 0
    let reader = try XMLStreamReader(name: "test.xml") {
      defer { offset = min(bytes.count, offset + size) }
      return Array(bytes[offset..<min(bytes.count, offset + size)])
    }
    defer { reader.close() }
    var events: [String] = []
    while let event = try reader.next() {
      switch event {
      case .start(let name, let depth, let isEmpty):
        let attributes = reader.attributes().map { "\($0.name)=\($0.value)" }
        events.append(
          "<\(name) \(depth)\(isEmpty ? "/" : "")" + attributes.map { " " + $0 }.joined() + ">")
      case .end(let name, let depth): events.append("</\(name) \(depth)>")
      case .text(let text): events.append("'\(text)'")
      }
    }
    return events
  }

  private func problem(_ text: String) -> (line: Int, problem: XMLProblem)? {
    do {
      _ = try events(text)
      return nil
    } catch ImportError.malformedXML(_, let line, let problem) {
      return (line, problem)
    } catch {
      Issue.record("unexpected error \(error)")
      return nil
    }
  }

  @Test func startsEndsTextAndAttributesComeInOrderWhateverTheChunks() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE A [<!ELEMENT A ANY><!ATTLIST A b CDATA #IMPLIED>]>
      <!-- a comment -->
      <A b="1 &amp; &lt;2&gt;"><C d="心情 😊"/><E>text &quot;here&quot;</E></A>
      """
    let expected = [
      "<A 0 b=1 & <2>>", "<C 1/ d=心情 😊>", "<E 1>", "'text \"here\"'", "</E 1>", "</A 0>",
    ]
    #expect(try events(text) == expected)
    #expect(try events(text, chunkSize: 1) == expected)
    #expect(try events(text, chunkSize: 7) == expected)
  }

  @Test func skippedChildrenNeverArrive() throws {
    let bytes = Array("<A><B><C/><D>x</D></B><E/></A>".utf8)
    var sent = false
    let reader = try XMLStreamReader(name: "test.xml") {
      defer { sent = true }
      return sent ? [] : bytes
    }
    var seen: [String] = []
    while let event = try reader.next() {
      seen.append("\(event)")
      if case .start("B", _, _) = event { reader.skipChildren() }
    }
    #expect(
      seen == [
        "start(\"A\", depth: 0, isEmpty: false)", "start(\"B\", depth: 1, isEmpty: false)",
        "start(\"E\", depth: 1, isEmpty: true)", "end(\"A\", depth: 0)",
      ])
  }

  @Test func skippedElementsAreSteppedOverWhereverTheChunksEnd() throws {
    let bytes = Array("<A><B><C/><D>x</D></B>after<E></E><B><F>y</F></B><B/><G/></A>".utf8)
    for size in [1, 3, 64 << 10] {
      var offset = 0
      let reader = try XMLStreamReader(name: "test.xml") {
        defer { offset = min(bytes.count, offset + size) }
        return Array(bytes[offset..<min(bytes.count, offset + size)])
      }
      var seen: [String] = []
      while let event = try reader.next() {
        seen.append("\(event)")
        if case .start("B", _, _) = event { reader.skipChildren() }
      }
      reader.close()
      #expect(
        seen == [
          "start(\"A\", depth: 0, isEmpty: false)", "start(\"B\", depth: 1, isEmpty: false)",
          "text(\"after\")", "start(\"E\", depth: 1, isEmpty: false)", "end(\"E\", depth: 1)",
          "start(\"B\", depth: 1, isEmpty: false)", "start(\"B\", depth: 1, isEmpty: true)",
          "start(\"G\", depth: 1, isEmpty: true)", "end(\"A\", depth: 0)",
        ], "chunks of \(size) bytes")
    }
  }

  @Test func namespaceDeclarationsComeFirstAndDTDDefaultsNever() throws {
    let text = """
      <!DOCTYPE A [<!ATTLIST A d CDATA "default">]>
      <A xmlns="urn:a" xmlns:h="urn:h" h:b="1" c="2"/>
      """
    #expect(try events(text) == ["<A 0/ xmlns=urn:a h=urn:h b=1 c=2>"])
  }

  @Test func textPastLibxml2sLimitIsRefused() {
    let found = problem("<A>" + String(repeating: "a", count: 10_000_001) + "</A>")
    #expect(found?.problem == .notWellFormed(code: 2))
  }

  @Test func aDeclaredEntityIsRefusedBeforeItIsUsed() {
    let found = problem(
      """
      <?xml version="1.0"?>
      <!DOCTYPE A [
      <!ENTITY secret SYSTEM "file:///etc/passwd">
      ]>
      <A b="&secret;">&secret;</A>
      """)
    // libxml2 refuses the outside entity in the attribute before the document type is handed
    // over; either way nothing is read.
    #expect(found?.problem == .entityDeclared(name: "secret") || found?.problem == .entityRefused)
  }

  @Test func theBillionLaughsAreRefusedQuickly() throws {
    let text = try String(
      contentsOfFile: Fixtures.folder + "/apple-health/billion-laughs.xml", encoding: .utf8)
    let found = problem(text)
    #expect(found?.problem == .entityDeclared(name: "lol") || found?.problem.isEntity == true)
  }

  @Test func anOutsideDTDIsNeverFetched() {
    let found = problem(
      """
      <?xml version="1.0"?>
      <!DOCTYPE HealthData SYSTEM "http://127.0.0.1:9/health.dtd">
      <HealthData/>
      """)
    #expect(found?.problem == .externalDTD("http://127.0.0.1:9/health.dtd"))
  }

  @Test func aParameterEntityIsRefused() {
    let found = problem(
      """
      <?xml version="1.0"?>
      <!DOCTYPE A [
      <!ENTITY % remote SYSTEM "http://127.0.0.1:9/x.dtd">
      ]>
      <A/>
      """)
    #expect(found?.problem == .entityDeclared(name: "remote"))
  }

  @Test func anUndeclaredEntityIsRefused() {
    let found = problem("<A>\n<B c=\"&nowhere;\"/></A>")
    #expect(found?.problem == .entityRefused)
    #expect(found?.line == 2)
  }

  @Test func damagedFilesNameTheLineAndTheProblem() {
    #expect(problem("<A>\n<B>\n</A>")?.problem == .mismatchedTag)
    #expect(problem("<A>\n<B>\n</A>")?.line == 3)
    #expect(problem("<A>\n<B c=\"1\">")?.problem == .unexpectedEnd)
    #expect(problem("<A>caf\u{E9}</A>".replacingOccurrences(of: "é", with: "\u{FFFD}")) == nil)
  }

  @Test func bytesThatAreNotUTF8AreRefused() throws {
    var bytes = Array("<A>\n<B c=\"caf".utf8) + [0xE9] + Array("\"/></A>".utf8)
    let reader = try XMLStreamReader(name: "test.xml") {
      defer { bytes = [] }
      return bytes
    }
    #expect {
      while try reader.next() != nil {}
    } throws: { error in
      guard case ImportError.malformedXML("test.xml", 2, .notUTF8) = error else { return false }
      return true
    }
  }

  @Test func whatTheChunkClosureThrowsComesBackUnchanged() throws {
    struct Broken: Error {}
    var calls = 0
    let reader = try XMLStreamReader(name: "test.xml") {
      calls += 1
      if calls > 1 { throw Broken() }
      return Array("<A><B/>".utf8)
    }
    #expect(throws: Broken.self) {
      while try reader.next() != nil {}
    }
  }
}

extension XMLProblem {
  fileprivate var isEntity: Bool {
    switch self {
    case .entityDeclared, .entityReference, .entityRefused: true
    default: false
    }
  }
}

import Foundation
import MoodServe
import StoreTestSupport
import TestSupport
import Testing

/// The UI's fonts: WOFF2 subsets that the server makes from the bundled fonts, read back by
/// the container's own rules.
@Suite struct WebFontTests {
  let store: TemporaryStore
  let server: ServeProcess

  init() throws {
    store = try TemporaryStore()
    server = try ServeProcess(store: store.path)
  }

  /// A WOFF2 file as its header and table directory say.
  struct Container {
    var flavor = ""
    var length = 0
    var sfntSize = 0
    var compressedSize = 0
    var tables: [(tag: String, flags: UInt8, length: Int)] = []
    var compressed = Data()

    init(_ data: Data) throws {
      let bytes = [UInt8](data)
      var at = 0
      func number(_ size: Int) throws -> Int {
        guard at + size <= bytes.count else { throw CocoaError(.fileReadCorruptFile) }
        defer { at += size }
        return bytes[at..<at + size].reduce(0) { $0 << 8 | Int($1) }
      }
      func text(_ size: Int) throws -> String {
        guard at + size <= bytes.count else { throw CocoaError(.fileReadCorruptFile) }
        defer { at += size }
        return String(decoding: bytes[at..<at + size], as: UTF8.self)
      }
      func base128() throws -> Int {
        var value = 0
        for _ in 0..<5 {
          let byte = try number(1)
          value = value << 7 | (byte & 0x7F)
          if byte & 0x80 == 0 { return value }
        }
        throw CocoaError(.fileReadCorruptFile)
      }
      #expect(try text(4) == "wOF2")
      flavor = try text(4)
      length = try number(4)
      let count = try number(2)
      #expect(try number(2) == 0, "reserved")
      sfntSize = try number(4)
      compressedSize = try number(4)
      at += 4 + 20  // the font's version; no metadata, no private block
      for _ in 0..<count {
        let flags = UInt8(try number(1))
        let tag = flags & 0x3F == 63 ? try text(4) : "#\(flags & 0x3F)"
        tables.append((tag, flags, try base128()))
      }
      compressed = Data(bytes[at..<min(at + compressedSize, bytes.count)])
    }
  }

  @Test(arguments: ["inter-400", "inter-700", "cjk-400", "cjk-700"])
  func eachFaceIsAWOFF2WhoseDirectoryMatchesItsTables(name: String) throws {
    let answer = try server.get("/fonts/\(name).woff2")
    #expect(answer.status == 200)
    #expect(answer.headers["content-type"] == "font/woff2")
    let font = try Container(answer.body)
    #expect(font.flavor == "OTTO", "a CFF font, as the bundled ones are")
    #expect(font.length == answer.body.count)
    #expect(font.length % 4 == 0)
    #expect(font.tables.map(\.tag).contains("CFF "))
    #expect(font.tables.map(\.tag) == font.tables.map(\.tag).sorted(), "in the sfnt's order")
    #expect(font.tables.allSatisfy { $0.flags & 0xC0 == 0 }, "the null transform")
    #expect(
      font.sfntSize == 12 + 16 * font.tables.count
        + font.tables.reduce(0) { $0 + ($1.length + 3) & ~3 })
    let tables = try #require(Decompression.brotli(font.compressed))
    #expect(tables.count == font.tables.reduce(0) { $0 + $1.length })
    // The head table's magic number, where the directory says the table is.
    let head = try #require(font.tables.firstIndex { $0.tag == "head" })
    let start = font.tables[..<head].reduce(0) { $0 + $1.length }
    #expect([UInt8](tables[(start + 12)..<(start + 16)]) == [0x5F, 0x0F, 0x3C, 0xF5])
    // The CJK faces keep the characters the pages show: about 127 KB each (127,332 bytes bold on
    // 2026-12-06, with the words of the lock, sync and offline panels; 120,200 on 2026-12-03),
    // cut from the bundled subset of 11,613 characters.
    #expect(answer.body.count < 135_000, "\(name): \(answer.body.count) bytes")
  }

  @Test func theRulesNameEachFaceWithTheCharactersItKeeps() throws {
    let answer = try server.get("/fonts/faces.css")
    #expect(answer.headers["content-type"] == "text/css; charset=utf-8")
    let rules = answer.text.components(separatedBy: "@font-face").dropFirst()
    #expect(rules.count == 4)
    #expect(rules.allSatisfy { $0.contains("font-display: swap;") })
    let inter = try #require(rules.first { $0.contains("inter-400.woff2") })
    let chinese = try #require(rules.first { $0.contains("cjk-400.woff2") })
    #expect(inter.contains("U+20-7E"))
    #expect(!inter.contains("U+4E2D"))
    // 中 of "中文", and 记 of 记录 in the Chinese catalog.
    #expect(chinese.contains("U+4E2D"))
    #expect(chinese.contains("U+8BB0"))
    #expect(!chinese.contains("U+20-7E"))
    #expect(!answer.text.contains("Emoji"), "the system's emoji draw the pages")
  }

  @Test func aFaceThatIsNotThereIs404() throws {
    for path in [
      "/fonts/Inter-Regular.otf", "/fonts/NotoColorEmoji.ttf", "/fonts/inter-500.woff2",
      "/fonts/faces.js",
    ] {
      #expect(try server.get(path).status == 404, "\(path)")
    }
  }

  @Test func theUIntBase128OfTheFormatHasNoLeadingZeroes() {
    #expect(WOFF2.base128(0) == [0])
    #expect(WOFF2.base128(127) == [0x7F])
    #expect(WOFF2.base128(128) == [0x81, 0x00])
    #expect(WOFF2.base128(63_000) == [0x83, 0xEC, 0x18])
  }

  @Test func anSfntWhoseTablesEndPastTheFileIsRefused() {
    var sfnt = Data([0x4F, 0x54, 0x54, 0x4F, 0, 1, 0, 0, 0, 0, 0, 0])
    sfnt += Data("head".utf8) + Data([0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 54])
    #expect(throws: WOFF2.Malformed.self) { try WOFF2.wrap(sfnt) }
  }
}

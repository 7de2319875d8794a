import Foundation
import Testing

@testable import MoodSystem

/// The text helpers that replace Foundation's, each checked against what Foundation gave on
/// the same inputs (the test binary links Foundation; `mood` no longer does).
@Suite struct FoundationFreeTextTests {
  static let decimals: [Double] = [
    0, -0.0, 0.05, 0.15, 0.25, 0.35, 1.005, 2.675, 6.25, 6.35, 7.45, 9.995, -3.14159, 1e-9,
    123_456.789,
    1e21, -1e300, 10, 5.5, 4.449_999_999,
  ]

  @Test(arguments: decimals)
  func fixedDecimalsAreWhatPrintfWrites(value: Double) {
    for decimals in 0...3 {
      #expect(
        NumberText.fixed(value, decimals: decimals) == String(format: "%.\(decimals)f", value))
    }
  }

  @Test func zeroPaddingIsWhatPrintfWrites() {
    for value in [0, 5, 42, 999, 1_000, 12_345, -5, -123] {
      for width in [0, 1, 2, 4] {
        #expect(NumberText.zeroPadded(value, width: width) == String(format: "%0\(width)d", value))
      }
    }
    for byte in [0, 9, 10, 15, 16, 171, 255] {
      #expect(NumberText.zeroPadded(byte, width: 2, radix: 16) == String(format: "%02x", byte))
    }
  }

  static let paths = [
    "/data/mood.sqlite", "mood.sqlite", "/mood.sqlite", "/", "", "a/b/c", "a/b/", "/a/b//",
    "./x", "../x/y", "//x", "dir/", "/data/月份/卡片.png",
  ]

  @Test func aFolderEndingInSlashesIsJoinedWithOne() {
    #expect(PathName.joining("/a/b//", "card.png") == "/a/b/card.png")
    #expect(PathName.joining("/", "card.png") == "/card.png")
  }

  @Test(arguments: paths)
  func pathPartsAreNSStringsOnes(path: String) {
    #expect(PathName.folder(of: path) == (path as NSString).deletingLastPathComponent)
    #expect(PathName.lastPart(of: path) == (path as NSString).lastPathComponent)
    // NSString keeps a doubled slash at the end of the folder ("/a/b//card.png"); one is enough.
    for name in ["card.png", "子/卡"] where !path.hasSuffix("//") {
      #expect(
        PathName.joining(path, name) == (path as NSString).appendingPathComponent(name),
        "\(path) + \(name)")
    }
  }

  @Test func everyOccurrenceIsReplacedOnItsCodePoints() {
    let cases: [(String, String, String)] = [
      ("a\\b\nc", "\\", "\\\\"), ("line\r\nnext\rlast", "\r\n", "\n"), ("x\r\ny", "\n", "N"),
      ("<b>&</b>", "&", "&amp;"), ("aaaa", "aa", "b"), ("", "a", "b"), ("开心,开心", "开心", "happy"),
      ("e\u{301}e", "e", "E"),
    ]
    for (text, target, replacement) in cases {
      #expect(
        text.replacingEvery(target, with: replacement)
          == (text as NSString).replacingOccurrences(
            of: target, with: replacement, options: .literal,
            range: NSRange(location: 0, length: (text as NSString).length)),
        "\(text.debugDescription)")
    }
    #expect(
      "a<BR>b<Br/>c<br>".replacingEvery("<br>", with: "\n", ignoringASCIICase: true)
        == "a\nb<Br/>c\n")
    #expect("abc".replacingEvery("", with: "x") == "abc")
  }

  @Test func percentEncodingKeepsWhatItIsToldAndEncodesTheRest() {
    let text = "a b/ü?#%~-._开心\u{0}"
    var unreserved = CharacterSet.alphanumerics.intersection(
      CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(0x7F)))
    unreserved.insert(charactersIn: "-._~")
    #expect(
      PercentEncoding.encode(text, keeping: PercentEncoding.isUnreserved)
        == text.addingPercentEncoding(withAllowedCharacters: unreserved))
    #expect(
      PercentEncoding.encode("a/b c", keeping: { $0 == UInt8(ascii: "/") }) == "%61/%62%20%63")
  }
}

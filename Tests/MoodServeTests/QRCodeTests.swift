import Foundation
import MoodServe
import Testing

/// QR codes from libqrencode, drawn as SVG and as terminal text, read back by zbarimg.
@Suite struct QRCodeTests {
  static let address = "https://192.168.1.23:8787/pair?code=K3M9X2PQ"

  @Test func theSVGReadsBackAsTheAddress() throws {
    let code = try #require(QRCode(encoding: Self.address))
    let svg = code.svg(label: "QR code")
    #expect(svg.contains(#"shape-rendering="crispEdges""#))
    #expect(
      svg.contains(#"viewBox="0 0 \#(code.size + 8) \#(code.size + 8)""#), "4 modules of quiet zone"
    )
    #expect(try QRReading.decode(svg: svg) == Self.address)
  }

  @Test func theTerminalTextReadsBackWithAndWithoutColours() throws {
    let code = try #require(QRCode(encoding: Self.address))
    for colored in [false, true] {
      let text = code.terminalText(colored: colored)
      #expect(text.split(separator: "\n").count == (code.side + 1) / 2, "two rows a line")
      #expect(text.allSatisfy { "▀▄█ \n".contains($0) } != colored)
      #expect(try QRReading.decode(terminalText: text) == Self.address)
    }
  }

  @Test func colouredTextPaintsDarkOnLightWhateverTheTerminalsTheme() throws {
    let text = try #require(QRCode(encoding: Self.address)).terminalText(colored: true)
    for line in text.split(separator: "\n") {
      #expect(line.hasPrefix("\u{1B}[38;5;16;48;5;231m"))
      #expect(line.hasSuffix("\u{1B}[0m"))
    }
  }
}

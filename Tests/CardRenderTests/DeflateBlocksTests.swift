import CDeflate
import Foundation
import TestSupport
import Testing

@testable import CardRender

/// `DeflateBlocks`, which finds where libdeflate's final block starts and ends so that PNG
/// pieces compressed apart join into one stream.
@Suite struct DeflateBlocksTests {
  /// Inputs that make libdeflate write each kind of block: stored (random bytes), fixed codes
  /// (a short text of repeats, longer than the inputs libdeflate stores as they are) and
  /// dynamic codes (long texts, picture-like rows, runs of zeros, bytes of skewed frequencies
  /// whose rarest take libdeflate's longest codes).
  static let inputs: [(name: String, bytes: [UInt8], firstBlockType: Int?)] = {
    var generator = SplitMix(seed: 42)
    let random = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let text = Array(
      String(repeating: "Slept badly, but the walk by the river helped. ", count: 400).utf8)
    // Byte k about twice as rare as byte k - 1: codes up to libdeflate's longest, 14 bits.
    let skewed = (0..<200_000).map { _ in UInt8(generator.next().trailingZeroBitCount) }
    var rows: [UInt8] = []
    for row in 0..<300 {
      rows.append(0)
      for x in 0..<900 { rows.append(UInt8(truncatingIfNeeded: (x / 37 + row / 11) * 29)) }
    }
    return [
      ("random", random, 0),
      ("short text", Array((String(repeating: "calm, ", count: 14) + "hopeful").utf8), 1),
      ("long text", text, 2), ("picture rows", rows, 2), ("skewed bytes", skewed, 2),
      ("zeros", [UInt8](repeating: 0, count: 2 << 20), nil), ("one byte", [7], nil),
      ("nothing", [], nil),
    ]
  }()

  @Test(arguments: [1, 4, 6, 9, 12] as [Int32])
  func theFinalBlockIsFoundInEveryKindOfStream(level: Int32) throws {
    for input in Self.inputs {
      let stream = try compressed(input.bytes, level: level)
      if let type = input.firstBlockType {
        #expect(Int(stream[0] >> 1) & 3 == type, "\(input.name) at level \(level)")
      }
      let blocks = try stream.withUnsafeBytes { try DeflateBlocks(walking: $0) }
      // The stream ends within the byte after the last code, on zero padding.
      #expect((blocks.endBit + 7) / 8 == stream.count, "\(input.name) at level \(level)")
      #expect(
        stream[stream.count - 1] >> UInt8(blocks.endBit % 8 == 0 ? 8 : blocks.endBit % 8) == 0)
      #expect(blocks.finalHeaderBit < blocks.endBit)
      #expect(stream[blocks.finalHeaderBit / 8] >> UInt8(blocks.finalHeaderBit % 8) & 1 == 1)
    }
  }

  /// Every pair of inputs, compressed apart, joins into one stream holding both in turn.
  @Test(arguments: [1, 4, 12] as [Int32])
  func piecesJoinIntoOneStream(level: Int32) throws {
    for first in Self.inputs {
      for second in Self.inputs {
        var joined = try compressed(first.bytes, level: level)
        try DeflateBlocks.makeContinuable(&joined)
        joined += try compressed(second.bytes, level: level)
        #expect(
          try decompressed(joined, size: first.bytes.count + second.bytes.count)
            == first.bytes + second.bytes, "\(first.name), then \(second.name)")
      }
    }
  }

  @Test func aStreamCutShortIsAnError() throws {
    let stream = try compressed(Self.inputs[3].bytes, level: 4)
    for length in [0, 1, stream.count / 2, stream.count - 1] {
      #expect(throws: RenderError.self) {
        try Array(stream.prefix(length)).withUnsafeBytes { try DeflateBlocks(walking: $0) }
      }
    }
  }

  @Test func theReservedBlockTypeAndBrokenStoredLengthsAreErrors() throws {
    // Final bit, then type 3.
    #expect(throws: RenderError.self) {
      try [UInt8]([0b0000_0111, 0]).withUnsafeBytes { try DeflateBlocks(walking: $0) }
    }
    // A final stored block of length 1 whose NLEN is not its complement.
    #expect(throws: RenderError.self) {
      try [UInt8]([0b0000_0001, 1, 0, 0xFF, 0xFF, 42]).withUnsafeBytes {
        try DeflateBlocks(walking: $0)
      }
    }
    // The same block, right.
    let stored: [UInt8] = [0b0000_0001, 1, 0, 0xFE, 0xFF, 42]
    let blocks = try stored.withUnsafeBytes { try DeflateBlocks(walking: $0) }
    #expect(blocks.finalHeaderBit == 0 && blocks.endBit == 48)
  }

  private func compressed(_ bytes: [UInt8], level: Int32) throws -> [UInt8] {
    try bytes.withUnsafeBytes { try RawDeflater(level: level).rawStream(of: $0) }
  }

  private func decompressed(_ stream: [UInt8], size: Int) throws -> [UInt8] {
    let decompressor = try #require(libdeflate_alloc_decompressor())
    defer { libdeflate_free_decompressor(decompressor) }
    var output = [UInt8](repeating: 0, count: size)
    var written = 0
    let result = stream.withUnsafeBytes { input in
      output.withUnsafeMutableBytes { out in
        libdeflate_deflate_decompress(
          decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &written)
      }
    }
    #expect(result == LIBDEFLATE_SUCCESS)
    return Array(output[..<written])
  }
}

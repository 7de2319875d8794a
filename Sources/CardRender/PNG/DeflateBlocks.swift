/// Where a raw deflate stream's final block starts and where it ends (RFC 1951), found by
/// walking the stream block by block and code by code without writing its data out.
///
/// libdeflate always ends what it writes with a final block, so two of its streams cannot
/// simply be joined: the first one's final bit must be cleared, and the second must start
/// where the first one's last code ends. This walk finds both places.
///
/// Why the walk rather than a library alone, measured 2026-12-06 on the bench card (1080 x 1350,
/// 4,375,350 bytes of scanlines), release build, 2 cores, medians of 20 fresh processes, CPU
/// time per thread (the machine ran other work at a load of 8 to 10, so wall times there show
/// no free core to gain from):
///
/// | encoding                                       | CPU ms            | bytes   |
/// |------------------------------------------------|-------------------|---------|
/// | libdeflate level 4, one stream on one core     | 20.9              | 130,126 |
/// | the same in 2 pieces, joined by this walk      | 9.6 a piece, 19.9 | 129,807 |
/// | zlib level 3 in 2 `Z_SYNC_FLUSH` pieces        | 21.8              | 154,942 |
/// | zlib level 5 in 2 `Z_SYNC_FLUSH` pieces        | 39.2              | 128,834 |
/// | zlib level 6 (libpng's), one stream            | 43.1              | 124,246 |
///
/// The walk itself takes 0.85 ms (0.74 to 0.90) of the first piece's 9.6. So with a second core
/// free, libdeflate in pieces takes a third off the encoding (10.0 to 6.6 ms on a quiet machine,
/// BENCHMARKS.md), while zlib's own pieces, which need no walk, are 19 % larger at the same CPU
/// time or take twice the CPU time at the same size.
struct DeflateBlocks {
  /// The bit (counted from the first byte's least significant bit) where the final block's
  /// header starts: its first bit is the "final" flag.
  let finalHeaderBit: Int
  /// The bit just after the final block's last code: the padding to the byte boundary follows.
  let endBit: Int

  /// Walks `stream`.
  /// - Throws: `RenderError.encodingFailed` when the stream ends early or holds a block or
  ///   code that deflate does not allow.
  init(walking stream: UnsafeRawBufferPointer) throws {
    var bits = BitReader(stream)
    // One table for each code, filled again for each block.
    let storage = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 3 << 15)
    defer { storage.deallocate() }
    var literals = HuffmanTable(UnsafeMutableBufferPointer(rebasing: storage[0..<1 << 15]))
    var distances = HuffmanTable(UnsafeMutableBufferPointer(rebasing: storage[1 << 15..<2 << 15]))
    var lengthCode = HuffmanTable(UnsafeMutableBufferPointer(rebasing: storage[2 << 15..<3 << 15]))
    while true {
      let header = bits.position
      let isFinal = try bits.read(1) == 1
      switch try bits.read(2) {
      case 0:
        try bits.skipStoredBlock()
      case 1:
        try literals.fill(
          lengths: Deflate.fixedLiteralLengths[...], extraBits: Deflate.literalExtraBits)
        try distances.fill(
          lengths: Deflate.fixedDistanceLengths[...], extraBits: Deflate.distanceExtraBits)
        try bits.skipCodes(literals: literals, distances: distances)
      case 2:
        try bits.readDynamicTables(
          literals: &literals, distances: &distances, lengthCode: &lengthCode)
        try bits.skipCodes(literals: literals, distances: distances)
      default:
        throw RenderError.encodingFailed("a deflate block of the reserved type 3")
      }
      if isFinal {
        finalHeaderBit = header
        endBit = bits.position
        return
      }
    }
  }

  /// Makes `piece`, a whole raw deflate stream, the start of a longer one: its final bit
  /// cleared and an empty stored block (as zlib's sync flush writes) after its last code, so
  /// that it ends on a byte boundary where the next piece's first block can follow.
  static func makeContinuable(_ piece: inout [UInt8]) throws {
    let blocks = try piece.withUnsafeBytes { try DeflateBlocks(walking: $0) }
    piece.removeLast(piece.count - (blocks.endBit + 7) / 8)
    piece[blocks.finalHeaderBit / 8] &= ~(1 << UInt8(blocks.finalHeaderBit % 8))
    // The stored block's header (not final, type 0) is three zero bits, then zeros up to the
    // byte boundary: the padding libdeflate wrote is cleared, in case it was not zero.
    let usedBits = blocks.endBit % 8
    if usedBits != 0 { piece[piece.count - 1] &= UInt8((1 << usedBits) - 1) }
    if usedBits == 0 || usedBits > 5 { piece.append(0) }
    // LEN 0 and its complement NLEN.
    piece += [0x00, 0x00, 0xFF, 0xFF]
  }
}

/// Reads a deflate stream's bits, least significant bit of each byte first, through a 64-bit
/// buffer refilled eight bytes at a time.
private struct BitReader {
  private let bytes: UnsafeRawBufferPointer
  /// The next unread byte.
  private var next = 0
  /// Bits read from the bytes but not yet consumed, the next one lowest.
  private var buffer: UInt64 = 0
  /// How many of `buffer`'s bits are real; below zero once bits past the end were consumed.
  private var buffered = 0

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  /// The number of bits consumed.
  var position: Int { next * 8 - buffered }

  /// Tops the buffer up to at least 56 bits while the stream lasts; zeros after its end.
  @inline(__always) private mutating func refill() {
    if next + 8 <= bytes.count {
      let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: next, as: UInt64.self))
      buffer |= word << UInt64(buffered)
      let taken = (63 - buffered) >> 3
      next += taken
      buffered += taken * 8
    } else {
      while buffered <= 56 && next < bytes.count {
        buffer |= UInt64(bytes[next]) << UInt64(buffered)
        next += 1
        buffered += 8
      }
    }
  }

  /// Drops `count` bits, at most 48, from the buffer.
  @inline(__always) private mutating func consume(_ count: Int) throws {
    buffer &>>= UInt64(count)
    buffered -= count
    guard buffered >= 0 else {
      throw RenderError.encodingFailed("the deflate stream ends inside a block")
    }
  }

  /// The next `count` bits, at most 32, as a number.
  mutating func read(_ count: Int) throws -> Int {
    refill()
    let value = Int(truncatingIfNeeded: buffer & ((1 << UInt64(count)) - 1))
    try consume(count)
    return value
  }

  /// The next symbol of `table`'s code, its extra bits skipped; the buffer must hold its code
  /// and extra bits, or the stream must end there.
  @inline(__always) private mutating func decode(_ table: HuffmanTable) throws -> Int {
    let entry = table.entries[Int(truncatingIfNeeded: buffer & table.mask)]
    guard entry != 0 else {
      throw RenderError.encodingFailed("a deflate code that is not in its table")
    }
    let bits = Int(entry & HuffmanTable.bitsMask)
    buffer &>>= UInt64(bits)
    buffered -= bits
    return Int(entry >> HuffmanTable.symbolShift)
  }

  /// A stored block after its three header bits: padding, LEN, NLEN and LEN bytes.
  mutating func skipStoredBlock() throws {
    try consume(buffered % 8)
    let length = try read(16)
    guard try read(16) == length ^ 0xFFFF else {
      throw RenderError.encodingFailed("a stored deflate block whose length does not check")
    }
    // Whole bytes are left in the buffer: give them back and skip `length` bytes.
    next -= buffered / 8
    buffer = 0
    buffered = 0
    guard next + length <= bytes.count else {
      throw RenderError.encodingFailed("the deflate stream ends inside a block")
    }
    next += length
  }

  /// Literals and matches up to the end-of-block code. A match takes at most 48 bits: a length
  /// code and its extra bits (20), a distance code and its (28); the tables skip the extra bits
  /// with the code.
  mutating func skipCodes(literals: HuffmanTable, distances: HuffmanTable) throws {
    while true {
      if buffered < 48 {
        refill()
        // Past the end the buffer reads as zeros: stop at the first code taken from them.
        guard buffered >= 0 else {
          throw RenderError.encodingFailed("the deflate stream ends inside a block")
        }
      }
      let symbol = try decode(literals)
      if symbol < 256 { continue }
      if symbol == 256 { break }
      _ = try decode(distances)
    }
    guard buffered >= 0 else {
      throw RenderError.encodingFailed("the deflate stream ends inside a block")
    }
  }

  /// A dynamic block's code lengths (RFC 1951, section 3.2.7), filled into its two tables.
  mutating func readDynamicTables(
    literals: inout HuffmanTable, distances: inout HuffmanTable, lengthCode: inout HuffmanTable
  ) throws {
    let literalCount = try read(5) + 257
    let distanceCount = try read(5) + 1
    let lengthCodeCount = try read(4) + 4
    var lengthCodeLengths = [UInt8](repeating: 0, count: 19)
    for index in 0..<lengthCodeCount {
      lengthCodeLengths[Deflate.lengthCodeOrder[index]] = UInt8(try read(3))
    }
    try lengthCode.fill(lengths: lengthCodeLengths[...], extraBits: Deflate.noExtraBits)
    let total = literalCount + distanceCount
    var lengths = [UInt8](repeating: 0, count: total)
    var filled = 0
    while filled < total {
      refill()
      let symbol = try decode(lengthCode)
      guard buffered >= 0 else {
        throw RenderError.encodingFailed("the deflate stream ends inside a block")
      }
      let repeated: (length: UInt8, times: Int)
      switch symbol {
      case 0...15: repeated = (UInt8(symbol), 1)
      case 16:
        guard filled > 0 else {
          throw RenderError.encodingFailed("a deflate block repeats a length before the first")
        }
        repeated = try (lengths[filled - 1], 3 + read(2))
      case 17: repeated = try (0, 3 + read(3))
      default: repeated = try (0, 11 + read(7))
      }
      guard filled + repeated.times <= total else {
        throw RenderError.encodingFailed("a deflate block repeats lengths past its codes")
      }
      for index in filled..<filled + repeated.times { lengths[index] = repeated.length }
      filled += repeated.times
    }
    guard lengths[256] != 0 else {
      throw RenderError.encodingFailed("a deflate block without an end-of-block code")
    }
    try literals.fill(lengths: lengths[..<literalCount], extraBits: Deflate.literalExtraBits)
    try distances.fill(lengths: lengths[literalCount...], extraBits: Deflate.distanceExtraBits)
  }
}

/// A canonical Huffman code (RFC 1951, section 3.2.2) as a table indexed by the stream's next
/// bits, as many as its longest code has: each entry is a symbol shifted left by
/// `symbolShift` and the bits its code and extra bits take, 0 where no code starts or for a
/// symbol the stream may not hold.
private struct HuffmanTable {
  static let symbolShift: UInt16 = 5
  static let bitsMask: UInt16 = 0x1F

  /// Room for the longest codes, 15 bits: 2^15 entries.
  let entries: UnsafeMutableBufferPointer<UInt16>
  /// Selects the bits the table is indexed by.
  private(set) var mask: UInt64 = 0

  init(_ entries: UnsafeMutableBufferPointer<UInt16>) { self.entries = entries }

  /// Makes the table the code of `lengths`, one for each symbol from 0 (0: no code), each
  /// symbol's extra bits given by `extraBits`; a symbol past its end may not be sent.
  mutating func fill(lengths: ArraySlice<UInt8>, extraBits: [Int]) throws {
    var countOfLength = [Int](repeating: 0, count: 16)
    for length in lengths {
      guard length <= 15 else { throw RenderError.encodingFailed("a deflate code longer than 15") }
      countOfLength[Int(length)] += 1
    }
    countOfLength[0] = 0
    let longest = countOfLength.lastIndex { $0 != 0 } ?? 0
    // The first code of each length, and a check that no length has more codes than fit.
    var nextCode = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1..<16 {
      code = (code + countOfLength[length - 1]) << 1
      nextCode[length] = code
      guard code + countOfLength[length] <= 1 << length else {
        throw RenderError.encodingFailed("a deflate code with more codes than its lengths allow")
      }
    }
    let size = 1 << longest
    UnsafeMutableBufferPointer(rebasing: entries[..<size]).update(repeating: 0)
    for (symbol, length) in zip(0..., lengths) where length != 0 {
      let length = Int(length)
      // Codes are sent from their most significant bit: the table is indexed reversed.
      var reversed = 0
      for bit in 0..<length where nextCode[length] & (1 << bit) != 0 {
        reversed |= 1 << (length - 1 - bit)
      }
      nextCode[length] += 1
      guard symbol < extraBits.count else { continue }
      let entry = UInt16(symbol) << HuffmanTable.symbolShift | UInt16(length + extraBits[symbol])
      for index in Swift.stride(from: reversed, to: size, by: 1 << length) {
        entries[index] = entry
      }
    }
    mask = UInt64(size - 1)
  }
}

/// RFC 1951's tables.
private enum Deflate {
  /// The extra bits after each literal and length symbol: none after a literal or the end of
  /// a block (0-256), 0 to 5 after a length (257-285); 286 and 287 are never sent.
  static let literalExtraBits: [Int] =
    Array(repeating: 0, count: 257)
    + [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  /// The extra bits after each distance symbol from 0 to 29; 30 and 31 are never sent.
  static let distanceExtraBits: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
  /// The code-length code's 19 symbols, whose extra bits are read apart.
  static let noExtraBits = [Int](repeating: 0, count: 19)
  /// The order in which a dynamic block gives its code-length code's lengths.
  static let lengthCodeOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
  /// The fixed literal and length code's lengths (section 3.2.6).
  static let fixedLiteralLengths: [UInt8] =
    Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
    + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8)
  /// The fixed distance code: 30 codes of 5 bits, and two that are never used.
  static let fixedDistanceLengths = [UInt8](repeating: 5, count: 32)
}

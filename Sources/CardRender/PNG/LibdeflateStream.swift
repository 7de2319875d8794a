import CDeflate
import CZlib
import FoundationEssentials

/// Scanlines as one zlib stream made by libdeflate: cut into pieces of whole rows, each piece
/// compressed on its own (on all cores at once when asked), and the pieces joined
/// (`DeflateBlocks.makeContinuable`).
///
/// How many pieces depends only on the number of bytes, never on the number of cores, so
/// every core count writes the same bytes. libdeflate cannot start a piece from the data
/// before it, but each piece gets Huffman codes of its own: the card in two
/// pieces is 158 bytes smaller than in one (BENCHMARKS.md).
enum LibdeflateStream {
  /// The least a piece holds: `pieceCount` gives 1, 2 or 4 pieces of at least this.
  static let leastPieceBytes = 1 << 20

  /// 2 pieces from 2 MiB, 4 from 8 MiB, else 1: counts that share out evenly on 2 or 4 cores.
  /// Every piece but the last is walked again to be joined (about 6 % of the time of its
  /// compression), so the fewer the better: on 2 cores the card (4.4 MB) in 2 pieces took
  /// 1.1 ms less than in 4 (BENCHMARKS.md).
  static func pieceCount(bytes: Int) -> Int {
    bytes >= 8 * leastPieceBytes ? 4 : bytes >= 2 * leastPieceBytes ? 2 : 1
  }

  /// `scanlines`, rows of `lineBytes` each, as one zlib stream at `level`.
  /// - Parameter parallel: whether the pieces are compressed on all cores at once, or in turn.
  static func zlibStream(
    of scanlines: UnsafeRawBufferPointer, lineBytes: Int, level: Int32, parallel: Bool
  ) throws -> Data {
    let rows = scanlines.count / lineBytes
    let pieceCount = min(pieceCount(bytes: scanlines.count), max(rows, 1))
    let rowsPerPiece = (rows + pieceCount - 1) / max(pieceCount, 1)
    // The workers only read the scanlines, each its own rows, and all have finished when
    // `DeflatePieces.zlibStream` returns.
    nonisolated(unsafe) let scanlines = scanlines
    return try DeflatePieces.zlibStream(
      header: header(level: level), count: pieceCount, parallel: parallel
    ) { index in
      let start = index * rowsPerPiece * lineBytes
      let end = index == pieceCount - 1 ? scanlines.count : start + rowsPerPiece * lineBytes
      let bytes = UnsafeRawBufferPointer(rebasing: scanlines[start..<end])
      var compressed = try RawDeflater(level: level).rawStream(of: bytes)
      if index < pieceCount - 1 { try DeflateBlocks.makeContinuable(&compressed) }
      return DeflatePieces.Piece(
        compressed: Data(compressed),
        adler: uLong(libdeflate_adler32(1, bytes.baseAddress, bytes.count)), length: bytes.count)
    }
  }

  /// The zlib header libdeflate writes for `level`: deflate with a 32 KiB window, and the
  /// level's hint (fastest below 2, fast below 6, default below 8, else slowest).
  private static func header(level: Int32) -> [UInt8] {
    let hint = level < 2 ? 0 : level < 6 ? 1 : level < 8 ? 2 : 3
    let header = 0x7800 | hint << 6
    let checked = header | (31 - header % 31)
    return [UInt8(checked >> 8), UInt8(checked & 0xFF)]
  }
}

import CZlib
import FoundationEssentials
import MoodCore
import MoodSystem
import Synchronization

/// An image's scanlines compressed in pieces, each its own raw deflate data, and joined into one
/// zlib stream, the pieces made on all cores or in turn (`LibdeflateStream` makes them).
enum DeflatePieces {
  /// One compressed piece: raw deflate data ending on a byte boundary, not final unless it is
  /// the last, and the Adler-32 and length of the scanlines it holds.
  struct Piece {
    let compressed: Data
    let adler: uLong
    let length: Int
  }

  /// Makes pieces `0..<count` with `compress`, on all cores at once when `parallel` or else in
  /// turn, and joins them: `header`, the pieces in order, the Adler-32 of all their data.
  static func zlibStream(
    header: [UInt8], count: Int, parallel: Bool,
    _ compress: @escaping @Sendable (Int) throws -> Piece
  ) throws -> Data {
    let pieces = Results(count: count)
    let work: @Sendable (Int) -> Void = { index in
      pieces.store(Result { try compress(index) }, at: index)
    }
    if parallel && count > 1 {
      ConcurrentLoop.run(iterations: count, work)
    } else {
      (0..<count).forEach(work)
    }
    var stream = Data(header)
    var checksum = adler32(0, nil, 0)
    for piece in try pieces.values() {
      stream.append(piece.compressed)
      checksum = adler32_combine(checksum, piece.adler, piece.length)
    }
    stream.appendBigEndian(UInt32(checksum))
    return stream
  }

  /// The results of the pieces, filled in by concurrent workers, each at its own index.
  private final class Results: @unchecked Sendable {
    // Each worker writes one distinct slot, and the slots are read only after all have
    // finished (`ConcurrentLoop.run` returns then), so the lock only guards the array's
    // storage.
    private let slots: Mutex<[Result<Piece, any Error>?]>

    init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }

    func store(_ result: Result<Piece, any Error>, at index: Int) {
      slots.withLock { $0[index] = result }
    }

    func values() throws -> [Piece] {
      try slots.withLock { $0 }.map { slot in
        guard let slot else { throw RenderError.encodingFailed("a piece was not compressed") }
        return try slot.get()
      }
    }
  }
}

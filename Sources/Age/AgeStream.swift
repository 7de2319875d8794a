/// age's payload: the text in chunks of 64 KiB, each sealed with ChaCha20-Poly1305 under a
/// nonce of an 11-byte big-endian counter and a byte that marks the last chunk (STREAM).
enum AgeStream {
  static let chunkSize = 65_536
  private static let sealedChunkSize = chunkSize + Sodium.tagSize

  /// The sealed chunks of `text` (one empty chunk for an empty text).
  static func seal(_ text: [UInt8], key: [UInt8]) -> [UInt8] {
    var sealed: [UInt8] = []
    sealed.reserveCapacity(text.count + (text.count / chunkSize + 1) * Sodium.tagSize)
    var start = 0
    var counter: UInt64 = 0
    repeat {
      let end = min(start + chunkSize, text.count)
      sealed += Sodium.seal(
        text[start..<end], key: key, nonce: nonce(counter, last: end == text.count))
      start = end
      counter += 1
    } while start < text.count
    return sealed
  }

  /// Opens the chunks of `payload` (the file from `offset` on) in order, giving each chunk's
  /// text to `sink` as soon as its tag is checked, as age's own reader does: a full chunk may
  /// be the last, so it is tried as a middle one, then as the last.
  /// - Throws: `AgeError.damagedPayload` at the first chunk that does not open, or where the
  ///   file ends without a last chunk or goes on after it.
  static func open(
    _ payload: ArraySlice<UInt8>, key: [UInt8], into sink: (ArraySlice<UInt8>) throws -> Void
  ) throws {
    var start = payload.startIndex
    var counter: UInt64 = 0
    var last = false
    repeat {
      let end = min(start + sealedChunkSize, payload.endIndex)
      let chunk = payload[start..<end]
      last = chunk.count < sealedChunkSize
      var text = Sodium.open(chunk, key: key, nonce: nonce(counter, last: last))
      if text == nil, !last {
        text = Sodium.open(chunk, key: key, nonce: nonce(counter, last: true))
        last = true
      }
      // A last chunk is empty only when the whole text is.
      guard let text, !text.isEmpty || counter == 0 else {
        throw AgeError.damagedPayload(offset: start)
      }
      try sink(text[...])
      start = end
      counter += 1
      // Nothing may follow the last chunk, and the file may not end before it.
      guard last == (start == payload.endIndex) else {
        throw AgeError.damagedPayload(offset: start)
      }
    } while !last
  }

  private static func nonce(_ counter: UInt64, last: Bool) -> [UInt8] {
    [0, 0, 0] + (0..<8).map { UInt8(truncatingIfNeeded: counter >> (8 * (7 - $0))) }
      + [last ? 1 : 0]
  }
}

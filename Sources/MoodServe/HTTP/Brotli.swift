import CBrotli
import FoundationEssentials

/// Brotli, the compression of the answers a browser accepts it for and of WOFF2 fonts.
package enum Brotli {
  /// What the data is, so the encoder can tune its model to it.
  package enum Kind: Sendable {
    /// Text: pages, styles, scripts, JSON.
    case text
    /// An OpenType font's tables.
    case font

    fileprivate var mode: BrotliEncoderMode {
      switch self {
      case .text: BROTLI_MODE_TEXT
      case .font: BROTLI_MODE_FONT
      }
    }
  }

  /// The quality of what is compressed once and kept (the styles, scripts and fonts): 10,
  /// not the best, 11, which takes two to three times as long on a first visit for 1 to 3%
  /// less (measured: the CJK subset 86.7 KB in 0.44 s at 10, 85.8 KB in 1.18 s at 11; the
  /// scripts and styles 25.7 KB at 10, 25.0 KB at 11, 27.5 KB at 5).
  package static let keptQuality: Int32 = 10

  /// `data` compressed at `quality` (0 fastest, `bestQuality` smallest), with Brotli's
  /// largest standard window; `nil` only when the encoder fails, which its bound rules out.
  package static func compress(_ data: Data, quality: Int32, kind: Kind = .text) -> Data? {
    var size = moodcard_brotli_bound(data.count)
    guard size > 0 else { return nil }
    var output = Data(count: size)
    let done = output.withUnsafeMutableBytes { out in
      data.withUnsafeBytes { input in
        moodcard_brotli_compress(
          quality, BROTLI_MAX_WINDOW_BITS, kind.mode, input.count,
          input.bindMemory(to: UInt8.self).baseAddress, &size,
          out.bindMemory(to: UInt8.self).baseAddress)
      }
    }
    guard done == BROTLI_TRUE else { return nil }
    output.count = size
    return output
  }
}

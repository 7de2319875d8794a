import CDeflate
import FoundationEssentials
import MoodSystem

/// A compression of an answer's body, as `Content-Encoding` names it: Brotli where the browser
/// accepts it (every current one does over HTTPS and on localhost), else gzip.
package enum ContentCoding: String, Sendable, CaseIterable {
  /// Brotli (RFC 7932), `br`.
  case brotli = "br"
  /// gzip (RFC 1952).
  case gzip

  /// How hard to compress.
  package enum Effort: Sendable {
    /// An answer made for one request, compressed on a worker while the person waits: Brotli
    /// quality 5 and libdeflate level 6 (see `AnswerCompression` for the figures).
    case fast
    /// What is compressed once and kept for the server's life (the styles, scripts):
    /// `Brotli.keptQuality` and libdeflate level 12.
    case smallest
  }

  /// The coding of `request`'s `Accept-Encoding` to answer in, Brotli first; `nil` when it
  /// accepts neither (no header, `identity` only, or `q=0` for both).
  package static func accepted(by request: HTTPRequest) -> ContentCoding? {
    guard let header = request.header("accept-encoding") else { return nil }
    var weights: [String: Double] = [:]
    // A `q=` that is no number refuses the coding: the browser asked for something else.
    for item in WeightedList.items(of: header) { weights[item.value] = item.weight ?? 0 }
    return [ContentCoding.brotli, .gzip].first { (weights[$0.rawValue] ?? weights["*"] ?? 0) > 0 }
  }

  /// `data` in this coding; `nil` only when the library fails, which its bound rules out.
  package func compress(_ data: Data, effort: Effort) -> Data? {
    switch self {
    case .brotli:
      return Brotli.compress(data, quality: effort == .fast ? 5 : Brotli.keptQuality)
    case .gzip:
      guard let compressor = libdeflate_alloc_compressor(effort == .fast ? 6 : 12) else {
        return nil
      }
      defer { libdeflate_free_compressor(compressor) }
      var output = Data(count: libdeflate_gzip_compress_bound(compressor, data.count))
      let size = output.withUnsafeMutableBytes { out in
        data.withUnsafeBytes { input in
          libdeflate_gzip_compress(
            compressor, input.baseAddress, input.count, out.baseAddress, out.count)
        }
      }
      guard size > 0 else { return nil }
      output.count = size
      return output
    }
  }
}

import CFormat

/// Numbers written as C's `printf` writes them, byte for byte: the one home of fixed decimals
/// and zero padding, so that no caller needs Foundation's `String(format:)`.
/// ```swift
/// NumberText.fixed(6.25, decimals: 1)       // "6.2" (printf rounds the binary value)
/// NumberText.zeroPadded(7, width: 2)        // "07"
/// NumberText.zeroPadded(171, width: 2, radix: 16)  // "ab"
/// ```
package enum NumberText {
  /// `2.5 MiB`: a file's size for a message, to a tenth of a mebibyte.
  package static func mebibytes(_ bytes: Int64) -> String {
    let tenths = (bytes * 10 + 524_288) / 1_048_576
    return "\(tenths / 10).\(tenths % 10) MiB"
  }

  /// `value` with `decimals` digits after the point, as `%.Nf` writes it.
  package static func fixed(_ value: Double, decimals: Int) -> String {
    // 309 digits before the point at most, the sign, the point and the decimals.
    var buffer = [CChar](repeating: 0, count: 320 + max(0, decimals))
    let count = moodcard_format_fixed(&buffer, buffer.count, Int32(clamping: decimals), value)
    return String(
      decoding: buffer[0..<Int(max(0, count))].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `value` in `radix` (lower-case letters), zeros after the sign until the whole is `width`
  /// long, as `%0Nd` and `%0Nx` write it.
  package static func zeroPadded(_ value: Int, width: Int, radix: Int = 10) -> String {
    let digits = String(value.magnitude, radix: radix)
    let sign = value < 0 ? "-" : ""
    return sign + String(repeating: "0", count: max(0, width - sign.count - digits.count)) + digits
  }
}

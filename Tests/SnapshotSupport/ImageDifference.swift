import Foundation

/// How two images differ: the numbers a snapshot failure reports, and a picture of where.
public struct ImageDifference {
  /// The share of pixels that changed by more than the tolerance's channel delta.
  public let changedShare: Double
  /// The largest difference of any channel of any pixel, 0...255.
  public let maxChannelDelta: Int
  /// The most changed pixels in one block of `blockSize` x `blockSize` pixels.
  public let densestBlock: Int
  /// The sizes, when they differ: then nothing else is compared.
  public let sizeMismatch: (reference: (Int, Int), actual: (Int, Int))?
  /// The reference faded to grey with the changed pixels in red.
  public let diffImage: SnapshotImage?
  /// The tolerance compared against.
  public let tolerance: SnapshotTolerance

  /// The side of the square blocks whose changed pixels `SnapshotTolerance.blockPixels` limits.
  public static let blockSize = 16

  /// Whether the images match within the tolerance.
  public var matches: Bool {
    sizeMismatch == nil && changedShare <= tolerance.changedPixels
      && densestBlock <= (tolerance.blockPixels ?? Int.max)
  }

  /// `3.2% of pixels changed, max channel delta 41; allowed 0.5%, 8`, with the densest block
  /// when the tolerance limits blocks.
  public var summary: String {
    if let sizes = sizeMismatch {
      return "the size changed from \(sizes.reference.0) x \(sizes.reference.1) to "
        + "\(sizes.actual.0) x \(sizes.actual.1)"
    }
    let block =
      tolerance.blockPixels == nil
      ? ""
      : ", \(densestBlock) in the densest \(Self.blockSize) x \(Self.blockSize) block"
    return "\(percent(changedShare)) of pixels changed, max channel delta \(maxChannelDelta)"
      + "\(block); allowed \(tolerance)"
  }

  /// Compares `actual` with `reference` pixel by pixel.
  public init(reference: SnapshotImage, actual: SnapshotImage, tolerance: SnapshotTolerance)
    throws
  {
    self.tolerance = tolerance
    guard reference.width == actual.width, reference.height == actual.height else {
      sizeMismatch = ((reference.width, reference.height), (actual.width, actual.height))
      changedShare = 1
      maxChannelDelta = 255
      densestBlock = Self.blockSize * Self.blockSize
      diffImage = nil
      return
    }
    sizeMismatch = nil
    let width = reference.width, height = reference.height
    var changed = [Bool](repeating: false, count: width * height)
    var grey = [UInt8](repeating: 0, count: width * height)
    let blocksAcross = (width + Self.blockSize - 1) / Self.blockSize
    var blocks = [Int](
      repeating: 0, count: blocksAcross * ((height + Self.blockSize - 1) / Self.blockSize))
    var maxDelta = 0, changedCount = 0
    try reference.withPixels { refData, refStride in
      try actual.withPixels { actData, actStride in
        for y in 0..<height {
          for x in 0..<width {
            let a = word(refData, refStride, x, y), b = word(actData, actStride, x, y)
            var delta = 0
            for shift in stride(from: 0, through: 24, by: 8) {
              let da = Int((a >> UInt32(shift)) & 0xFF), db = Int((b >> UInt32(shift)) & 0xFF)
              delta = max(delta, abs(da - db))
            }
            maxDelta = max(maxDelta, delta)
            if delta > tolerance.channelDelta {
              changed[y * width + x] = true
              changedCount += 1
              blocks[(y / Self.blockSize) * blocksAcross + x / Self.blockSize] += 1
            }
            let luminance = (Int((a >> 16) & 0xFF) + Int((a >> 8) & 0xFF) + Int(a & 0xFF)) / 3
            grey[y * width + x] = UInt8(190 + luminance * 60 / 255)
          }
        }
      }
    }
    changedShare = width * height == 0 ? 0 : Double(changedCount) / Double(width * height)
    maxChannelDelta = maxDelta
    densestBlock = blocks.max() ?? 0
    diffImage = try SnapshotImage(width: width, height: height) { x, y in
      let index = y * width + x
      return changed[index] ? (230, 20, 40) : (grey[index], grey[index], grey[index])
    }
  }
}

/// The 32-bit pixel at `x`, `y` of ARGB32 rows (a native-endian 0xAARRGGBB word).
private func word(_ data: UnsafeMutablePointer<UInt8>, _ stride: Int, _ x: Int, _ y: Int)
  -> UInt32
{
  data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
    $0.pointee
  }
}

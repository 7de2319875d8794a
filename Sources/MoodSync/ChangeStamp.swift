/// When and where a change was made: its hybrid time, then the computer's name, which breaks
/// ties, so every computer orders every two changes the same way ("the last writer wins").
public struct ChangeStamp: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let time: HybridTime
  public let device: DeviceID

  public init(time: HybridTime, device: DeviceID) {
    self.time = time
    self.device = device
  }

  public static func < (a: ChangeStamp, b: ChangeStamp) -> Bool {
    a.time != b.time ? a.time < b.time : a.device < b.device
  }

  public var description: String { "\(time)@\(device)" }
}

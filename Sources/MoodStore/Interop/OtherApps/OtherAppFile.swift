/// What a reader of another app's file makes of it: its check-ins, in file order, and the
/// mapping table that says how they were read and what was left behind. `CheckInDays` then
/// makes the days, by the one rule.
public struct OtherAppFile: Sendable {
  /// The format the file was read as.
  public let format: ImportFormat
  /// The check-ins, in the file's order.
  public let checkIns: [CheckIn]
  /// How levels, labels, activities and goals were mapped, and what is not imported.
  public let mapping: ImportMapping

  public init(format: ImportFormat, checkIns: [CheckIn], mapping: ImportMapping) {
    self.format = format
    self.checkIns = checkIns
    self.mapping = mapping
  }
}

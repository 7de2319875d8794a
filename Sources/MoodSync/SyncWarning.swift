/// Something a sync found that a person should know, which did not stop it.
public enum SyncWarning: Sendable, Hashable {
  /// A computer's wall clock is ahead of this one's (or this one's behind): its changes win
  /// concurrent edits they would lose by the true time.
  case clockAhead(ClockSkew)
  /// Two batches of one computer name the same place in its history: a store restored or
  /// copied with the computer's identity. Both are merged; nothing is lost.
  case forked(DeviceID, seq: UInt64)
  /// A file in the folder is not whole yet (cut short, still arriving) or not readable; it is
  /// read again next time.
  case waiting(path: String)
  /// A whole file sealed to another key: another journal's, or a key changed on one computer.
  case foreignKey(path: String)
  /// A batch whose earlier batches have not arrived yet; applied when they have.
  case early(BatchRef)
}

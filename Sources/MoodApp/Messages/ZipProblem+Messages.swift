import MoodStore
import MoodSystem

extension ZipProblem {
  /// The problem as a value of a message.
  package var message: MessageValue {
    switch self {
    case .notAZip: return .message(.zipNotAZip, [:])
    case .damaged(let detail): return .message(.zipDamaged, ["detail": .text(detail)])
    case .tooLargeDirectory(let bytes, let limit):
      return .message(
        .zipTooLargeDirectory,
        ["size": .text(NumberText.mebibytes(bytes)), "limit": .text(NumberText.mebibytes(limit))])
    case .tooManyEntries(let count, let limit):
      return .message(.zipTooManyEntries, ["count": .text("\(count)"), "limit": .text("\(limit)")])
    case .climbsOut: return .message(.zipClimbsOut, [:])
    case .link: return .message(.zipLink, [:])
    case .encrypted: return .message(.zipEncrypted, [:])
    case .unsupportedMethod(let method):
      return .message(.zipUnsupportedMethod, ["method": .text("\(method)")])
    case .expandsPast(let limit):
      return .message(.zipExpandsPast, ["limit": .text(NumberText.mebibytes(limit))])
    case .checksumMismatch: return .message(.zipChecksumMismatch, [:])
    case .missingEntry: return .message(.zipMissingEntry, [:])
    }
  }
}

extension RecordPlace {
  /// The place as a value of a message: `line 12`, or a JSON path as it is.
  package var message: MessageValue {
    switch self {
    case .line(let line): return .message(.placeLine, ["line": .text("\(line)")])
    case .item(let path): return .text(TerminalText.visible(path))
    }
  }
}

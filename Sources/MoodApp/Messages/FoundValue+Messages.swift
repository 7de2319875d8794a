import MoodCore
import MoodStore

extension FoundValue {
  /// The value found, as a value of a message: the file's text as it is, else its description.
  package var message: MessageValue {
    switch self {
    case .literal(let text): return .text(TerminalText.excerpt(text))
    case .missingField: return .message(.foundMissingField, [:])
    case .otherType: return .message(.foundOtherType, [:])
    case .unreadable: return .message(.foundUnreadable, [:])
    case .character(let value):
      return .message(.foundCharacter, ["character": JournalText.characterMessage(value)])
    case .textSize(.bytes(let count)):
      return .message(.foundTextBytes, ["count": .text("\(count)")])
    case .textSize(.marks(let count)):
      return .message(.foundTextMarks, ["count": .text("\(count)")])
    case .textSize(.characters(let count)):
      return .message(.foundTextCharacters, ["count": .text("\(count)")])
    case .reasonLength(let length):
      return .message(.foundReasonLength, ["length": .text("\(length)")])
    case .completion(let habit, let day):
      return .message(.foundCompletion, ["habit": .text("\(habit)"), "day": .text(day)])
    case .storedNull: return .message(.foundStoredNull, [:])
    case .storedNumber(let number): return .message(.foundStoredNumber, ["number": .text(number)])
    case .storedText(let text): return .message(.foundStoredText, ["text": .text(text)])
    }
  }
}

import MoodCore
import MoodStore

extension ExpectedForm {
  /// What a field must hold, as a value of a message: one catalog key per form.
  package var message: MessageValue {
    switch self {
    case .day: return .message(.expectedDay, [:])
    case .timestamp: return .message(.expectedTimestamp, [:])
    case .clockTime: return .message(.expectedClockTime, [:])
    case .appleHealthDate: return .message(.expectedAppleHealthDate, [:])
    case .loopMark: return .message(.expectedLoopMark, [:])
    case .loopTimestamp: return .message(.expectedLoopTimestamp, [:])
    case .loopHabitID: return .message(.expectedLoopHabitID, [:])
    case .loopBackup: return .message(.expectedLoopBackup, [:])
    case .existingTime(let day, let timeZone):
      return .message(.expectedExistingTime, ["day": .text("\(day)"), "zone": .text(timeZone)])
    case .year: return .message(.expectedYear, [:])
    case .monthAndDay(let year): return .message(.expectedMonthAndDay, ["year": .text(year)])
    case .wholeNumber: return .message(.expectedWholeNumber, [:])
    case .wholeNumberIn(let range):
      return .message(
        .expectedWholeNumberIn,
        ["lowest": .text("\(range.lowerBound)"), "highest": .text("\(range.upperBound)")])
    case .wholeNumberAbove(let lowest):
      return .message(.expectedWholeNumberAbove, ["lowest": .text("\(lowest)")])
    case .oneOf(let values): return .message(.expectedOneOf, ["values": .oneOf(values)])
    case .base64JSON: return .message(.expectedBase64JSON, [:])
    case .monthFromZero: return .message(.expectedMonthFromZero, [:])
    case .written(let example): return .message(.expectedWritten, ["example": .text(example)])
    case .string: return .message(.expectedString, [:])
    case .boolean: return .message(.expectedBoolean, [:])
    case .array: return .message(.expectedArray, [:])
    case .object: return .message(.expectedObject, [:])
    case .everyField(let version):
      return .message(.expectedEveryField, ["version": .text("\(version)")])
    case .text: return .message(.expectedText, [:])
    case .listOfStrings: return .message(.expectedListOfStrings, [:])
    case .plainText(.single): return .message(.expectedPlainTextLine, [:])
    case .plainText(.multiple): return .message(.expectedPlainText, [:])
    case .color: return .message(.expectedColor, [:])
    case .uuid: return .message(.expectedUUID, [:])
    case .habitNameAndIcon(let maximumLength):
      return .message(.expectedHabitNameAndIcon, ["maximum": .text("\(maximumLength)")])
    case .textWithin(let limit):
      return .message(
        .expectedTextWithin,
        [
          "characters": .text("\(limit.characters)"), "bytes": .text("\(limit.bytes)"),
          "marks": .text("\(TextLimit.marksPerCharacter)"),
        ])
    case .reasonLength(let maximumLength):
      return .message(.expectedReasonLength, ["maximum": .text("\(maximumLength)")])
    case .timeZone: return .message(.expectedTimeZone, [:])
    case .wordID(let id, let englishName):
      return .message(.expectedWordID, ["id": .text(id), "name": .text(englishName)])
    case .newWord: return .message(.expectedNewWord, [:])
    case .knownWordID: return .message(.expectedKnownWordID, [:])
    case .habitID(let known) where known.isEmpty: return .message(.expectedNoCompletions, [:])
    case .habitID(let known):
      return .message(
        .expectedHabitID, ["ids": .text(known.map(String.init).joined(separator: ", "))])
    case .moodLabel: return .message(.expectedMoodLabel, [:])
    case .scoredMoodLabel: return .message(.expectedScoredMoodLabel, [:])
    }
  }
}

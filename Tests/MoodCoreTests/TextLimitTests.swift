import Testing

@testable import MoodCore

/// `TextLimit`: one rule for how much text a field holds, in characters, bytes and marks.
@Suite struct TextLimitTests {
  private static let acute = "\u{301}"

  @Test func aCharacterOfTwoMillionMarksIsRefusedByItsBytesBeforeItIsCounted() {
    let zalgo = "a" + String(repeating: Self.acute, count: 2_000_000)
    #expect(TextLimit.reason.excess(in: zalgo) == .bytes(4_000_001))
    #expect(
      throws: DomainError.textTooLong(field: .reason, excess: .bytes(4_000_001), limit: .reason)
    ) {
      try JournalText.check(zalgo, field: .reason, lines: .multiple)
    }
    #expect(
      DomainError.textTooLong(field: .reason, excess: .bytes(4_000_001), limit: .reason)
        .description == "the reason has 4000001 bytes of UTF-8; at most 4096 fit")
  }

  @Test func marksAreCountedPerCharacterEvenWhenSomethingElseSitsBetweenThem() {
    let sixteen = "e" + String(repeating: Self.acute, count: 16)
    #expect(TextLimit.reason.excess(in: sixteen + " ok") == nil)
    #expect(TextLimit.reason.excess(in: sixteen + Self.acute) == .marks(17))
    // A zero-width joiner does not end a character: the marks around it are one character's.
    let joined = "e" + String(repeating: Self.acute + "\u{200D}", count: 17)
    #expect(joined.count == 1)
    #expect(TextLimit.tag.excess(in: joined) == .marks(17))
    #expect(
      DomainError.textTooLong(field: .tag(2), excess: .marks(17), limit: .tag).description
        == "tag 2 has a character with 17 combining marks; at most 16 fit on one character")
  }

  @Test func writingOfEveryKindFitsAtItsFullLengthInCharacters() {
    for text in [
      String(repeating: "开", count: 500), String(repeating: "🌸", count: 500),
      String(repeating: "🇫🇷", count: 500), String(repeating: "Việt ", count: 100),
      String(repeating: "नमस्ते ", count: 100), String(repeating: "1️⃣", count: 500),
    ] {
      #expect(text.count <= 500)
      #expect(TextLimit.reason.excess(in: text) == nil, "\(text.prefix(4))")
    }
    #expect(TextLimit.reason.excess(in: String(repeating: "🌸", count: 501)) == .characters(501))
    #expect(TextLimit.reason.excess(in: String(repeating: "👨‍👩‍👧‍👦", count: 200)) == .bytes(5000))
    // A conjunct of four scalars takes 12 bytes: 341 of them fill a reason's bytes.
    #expect(TextLimit.reason.excess(in: String(repeating: "क्षि", count: 341)) == nil)
    #expect(TextLimit.reason.excess(in: String(repeating: "क्षि", count: 342)) == .bytes(4104))
  }

  @Test func eachFieldHasItsLimitAndTooManyCharactersIsTheFieldsOwnError() throws {
    #expect(throws: DomainError.reasonTooLong(length: 501)) {
      try JournalText.check(String(repeating: "a", count: 501), field: .reason)
    }
    let tag = String(repeating: "t", count: 61)
    #expect(
      throws: DomainError.textTooLong(field: .tag(1), excess: .characters(61), limit: .tag)
    ) { try JournalText.check(tag, field: .tag(1)) }
    #expect(throws: DomainError.invalidHabitName(tag)) {
      try Habit.validatedName(tag)
    }
    #expect(throws: DomainError.invalidIcon("🏃🏃")) { try Habit.validatedIcon("🏃🏃") }
    let icon = "🏃" + String(repeating: Self.acute, count: 17)
    #expect(
      throws: DomainError.textTooLong(field: .habitIcon, excess: .marks(17), limit: .habitIcon)
    ) { try Habit.validatedIcon(icon) }
    let name = String(repeating: "é", count: 300)
    #expect(
      throws: DomainError.textTooLong(
        field: .wordEnglishName, excess: .bytes(600), limit: .wordName)
    ) { try Vocabulary(custom: []).validateNew(MoodWord(valence: .neutral, english: name)) }
    // Text read back from a store is taken as it is.
    #expect(throws: Never.self) {
      try JournalText.check(tag + tag, field: .tag(1), origin: .store)
    }
  }

  @Test func fittedTextKeepsWhatFitsAndEndsInAnEllipsisWhenCut() {
    #expect(TextLimit.tag.fitted("short") == nil)
    #expect(
      TextLimit.tag.fitted(String(repeating: "t", count: 61)) == String(repeating: "t", count: 59)
        + "…")
    // Only marks over the cap go: nothing else is cut, and no ellipsis is added.
    let heavy = "e" + String(repeating: Self.acute, count: 40) + "nd"
    #expect(TextLimit.tag.fitted(heavy) == "e" + String(repeating: Self.acute, count: 16) + "nd")
    let zalgo = "a" + String(repeating: Self.acute, count: 2_000_000)
    #expect(TextLimit.reason.fitted(zalgo) == "a" + String(repeating: Self.acute, count: 16))
    let family = String(repeating: "👨‍👩‍👧‍👦", count: 500)
    let cut = TextLimit.reason.fitted(family) ?? ""
    #expect(cut == String(repeating: "👨‍👩‍👧‍👦", count: 163) + "…")
    #expect(TextLimit.reason.excess(in: cut) == nil)
  }
}

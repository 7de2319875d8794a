import Foundation
import TestSupport
import Testing

@testable import MoodCore

@Suite struct JournalTextTests {
  @Test func controlsAndNoncharactersAreRefusedEverywhere() {
    // Swift refuses noncharacters in literals, so they are made from their numbers.
    let refused = [
      0x0, 0x1B, 0x7F, 0x85, 0x9F, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF,
    ].map { Unicode.Scalar(UInt32($0))! }
    for scalar in refused {
      #expect(JournalText.firstRefusedScalar(in: "a\(scalar)b") == scalar)
      #expect(JournalText.firstRefusedScalar(in: "a\(scalar)b", lines: .multiple) == scalar)
    }
    let accepted = "Calm 平静 🚶‍♀️ שלום \u{FDCF}\u{FDF0}\u{FFFD}"
    #expect(JournalText.firstRefusedScalar(in: accepted) == nil)
  }

  @Test func tabsAndLineBreaksAreAcceptedOnlyWhereTextSpansLines() {
    for text in ["one\ttwo", "one\ntwo", "one\r\ntwo"] {
      #expect(JournalText.firstRefusedScalar(in: text, lines: .multiple) == nil)
      #expect(JournalText.firstRefusedScalar(in: text) != nil)
    }
  }

  @Test func theDomainRefusesSuchTextWithAMessageNamingIt() throws {
    #expect(
      throws: DomainError.invalidCharacter(field: .reason, scalar: 0, lines: .multiple)
    ) {
      try MoodEntry(
        day: Day(year: 2026, month: 11, day: 29), score: Score(7), reason: "kept\u{0} lost",
        loggedAt: Date(),
        timeZone: "UTC")
    }
    let error = DomainError.invalidCharacter(field: .tag(2), scalar: 0xFFFE, lines: .single)
    #expect(
      error.description
        == "tag 2 holds U+FFFE (a Unicode noncharacter); text may hold no control character "
        + "and no Unicode noncharacter")
    #expect(throws: DomainError.self) { try Habit.validatedName("Wa\u{0}lk") }
    #expect(throws: DomainError.self) {
      try Vocabulary(custom: []).validateNew(
        MoodWord(valence: .pleasant, english: "Cozy", chinese: "舒" + Noncharacter.ffff + "适"))
    }
  }

  @Test func iconsTakeTheEmojiSelectorWhereTheirDefaultIsText() throws {
    #expect(try Habit.validatedIcon("🕰") == "🕰\u{FE0F}")
    #expect(try Habit.validatedIcon("❤") == "❤\u{FE0F}")
    #expect(try Habit.validatedIcon("❤\u{FE0F}") == "❤\u{FE0F}")
    #expect(try Habit.validatedIcon("🚶") == "🚶")
    #expect(try Habit.validatedIcon("1\u{FE0F}\u{20E3}") == "1\u{FE0F}\u{20E3}")
    #expect(try Habit.validatedIcon("👩‍💻") == "👩‍💻")
    for refused in ["a", "7", "#", "🚶🚶", "", "\u{1B}"] {
      #expect(throws: DomainError.self) { try Habit.validatedIcon(refused) }
    }
  }

  @Test func displayWidthCountsTerminalColumns() {
    #expect("Calm".displayWidth == 4)
    #expect("平静".displayWidth == 4)
    #expect("🚶".displayWidth == 2)
    #expect("❤\u{FE0F}".displayWidth == 2)
    #expect("e\u{301}".displayWidth == 1)
    // An emoji by the one rule takes two columns; a symbol that is text by default takes one.
    #expect("1\u{FE0F}\u{20E3}".displayWidth == 2)
    #expect("✌🏽".displayWidth == 2)
    #expect("🇨🇳".displayWidth == 2)
    #expect("☺ 1".displayWidth == 3)
    #expect("ＡＢ".displayWidth == 4)
    #expect("平静".padded(toDisplayWidth: 6) == "平静  ")
    #expect("Calm".padded(toDisplayWidth: 2) == "Calm")
  }
}

import Foundation
import Testing

@testable import MoodSystem

/// `ProcessEnvironment`, the environment every `mood` command is given.
@Suite struct ProcessEnvironmentTests {
  @Test func everyVariableIsReadAsFoundationReadsIt() {
    setenv("MOODCARD_TEST_EQUALS", "a=b = c", 1)
    setenv("MOODCARD_TEST_TEXT", "开心 \u{1F60A}", 1)
    let all = ProcessEnvironment.all()
    #expect(all["MOODCARD_TEST_EQUALS"] == "a=b = c")
    #expect(all["MOODCARD_TEST_TEXT"] == "开心 \u{1F60A}")
    #expect(all == ProcessInfo.processInfo.environment)
    #expect(
      ProcessEnvironment.values(of: ["MOODCARD_TEST_TEXT", "MOODCARD_TEST_UNSET"])
        == ["MOODCARD_TEST_TEXT": "开心 \u{1F60A}"])
  }
}

import Foundation
import Testing

@testable import mood

@Suite struct ReminderUnitsTests {
  let units = ReminderUnits(
    environment: ["HOME": "/home/ann", "PATH": "/nonexistent"],
    command: ["/opt/My Apps/mood", "--store", "/home/ann/100%.sqlite", "remind", "--notify"])

  @Test func theUnitsGoUnderTheConfigurationFolder() {
    #expect(units.path(ReminderUnits.timer) == "/home/ann/.config/systemd/user/mood-remind.timer")
    let xdg = ReminderUnits(environment: ["XDG_CONFIG_HOME": "/cfg"], command: ["mood"])
    #expect(xdg.folder == "/cfg/systemd/user")
    let relative = ReminderUnits(
      environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/h"], command: ["mood"])
    #expect(relative.folder == "/h/.config/systemd/user")
  }

  @Test func theServiceQuotesWordsWithSpaces() {
    #expect(
      units.serviceText.contains(
        "\nExecStart=\"/opt/My Apps/mood\" --store /home/ann/100%.sqlite remind --notify\n"))
  }

  @Test func theCrontabLineQuotesForTheShellAndEscapesPercentForCron() throws {
    let time = try #require(ReminderTime("7:05"))
    #expect(
      units.crontabLine(at: time, uid: 1000)
        == "5 7 * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus "
        + "'/opt/My Apps/mood' --store '/home/ann/100\\%.sqlite' remind --notify")
  }

  @Test func withoutSystemctlThereIsNoUserSession() {
    #expect(!units.hasUserSession)
  }

  @Test(arguments: ["20:30", "7:05", "00:00", "23:59"])
  func reminderTimesAreHoursAndMinutes(text: String) {
    #expect(ReminderTime(text) != nil)
  }

  @Test(arguments: ["24:00", "20:60", "2030", "20:5", "", "-1:30", "２０:３０", "20:30:00"])
  func otherTimesAreRefused(text: String) {
    #expect(ReminderTime(text) == nil)
  }
}

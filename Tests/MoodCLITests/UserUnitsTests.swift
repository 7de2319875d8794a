import Foundation
import MoodApp
import Testing

@testable import mood

@Suite struct UserUnitsTests {
  let units = UserUnits(
    "mood-remind", environment: ["HOME": "/home/ann", "PATH": "/nonexistent"],
    command: ["/opt/My Apps/mood", "--store", "/home/ann/100%$x.sqlite", "remind", "--notify"])

  @Test func theUnitsGoUnderTheConfigurationFolder() {
    #expect(units.path(units.timer) == "/home/ann/.config/systemd/user/mood-remind.timer")
    #expect(units.service == "mood-remind.service")
    let xdg = UserUnits("mood-backup", environment: ["XDG_CONFIG_HOME": "/cfg"], command: ["mood"])
    #expect(xdg.folder == "/cfg/systemd/user")
    #expect(xdg.path(xdg.timer) == "/cfg/systemd/user/mood-backup.timer")
    let relative = UserUnits(
      "mood-remind", environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/h"], command: ["mood"])
    #expect(relative.folder == "/h/.config/systemd/user")
  }

  /// systemd reads `%` as a specifier and `$` as a variable in `ExecStart=`: both are doubled.
  @Test func theServiceQuotesWordsWithSpacesAndDoublesPercentAndDollar() {
    let text = units.serviceText(
      writer: "mood remind", description: "Remind me", settings: ["SuccessExitStatus=1"])
    #expect(
      text.contains(
        "\nExecStart=\"/opt/My Apps/mood\" --store /home/ann/100%%$$x.sqlite remind --notify\n"
          + "SuccessExitStatus=1\n"))
    #expect(text.hasPrefix("# Written by `mood remind --install`; `mood remind --uninstall`"))
  }

  @Test func theCrontabLineQuotesForTheShellAndEscapesPercentForCron() throws {
    let time = try #require(ReminderTime("7:05"))
    #expect(
      units.crontabLine(schedule: "\(time.minute) \(time.hour) * * *", uid: 1000)
        == "5 7 * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus "
        + "'/opt/My Apps/mood' --store '/home/ann/100\\%$x.sqlite' remind --notify")
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

// "Remind me on this phone": a calendar file (RFC 5545) that the phone's own calendar keeps, a
// daily event at the saved reminder time with an alarm, opening this app's address. MoodCard
// sends no push (a web push needs a vendor's push server): the calendar reminds, offline too,
// and, as it cannot know what was logged, on days already logged as well, which the page says.
"use strict";

const Reminder = (() => {
  const { t, api, say, today } = MoodCard;
  const $ = (id) => document.getElementById(id);
  // A content line is at most 75 octets; longer ones go on in lines that start with a space.
  const LINE_OCTETS = 75;

  /** `text` as an RFC 5545 TEXT value: backslash, semicolon, comma and line breaks escaped. */
  const text = (value) => value.replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r?\n/g, "\\n");

  /** `line` folded into lines of at most LINE_OCTETS octets, never inside a character. */
  function fold(line) {
    const encoder = new TextEncoder();
    const lines = [];
    let current = "";
    let octets = 0;
    for (const character of line) {
      const size = encoder.encode(character).length;
      // A continued line gives its first octet to the space that marks it.
      if (octets + size > LINE_OCTETS - (lines.length ? 1 : 0)) {
        lines.push(current);
        current = "";
        octets = 0;
      }
      current += character;
      octets += size;
    }
    lines.push(current);
    return lines.join("\r\n ");
  }

  /** The calendar of the reminder at `time` (HH:MM) from `day` (YYYY-MM-DD) on, opening
   * `address`. Its time is floating (no zone): the phone's own clock, wherever it is. The UID
   * is fixed, so that adding the file again changes the event instead of adding a second. */
  function calendar(time, day, address, now = new Date()) {
    const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
    const title = t("reminder.event");
    const lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//MoodCard//Reminder//EN", "CALSCALE:GREGORIAN",
      "BEGIN:VEVENT", "UID:daily-reminder@moodcard", `DTSTAMP:${stamp}`,
      `DTSTART:${day.replaceAll("-", "")}T${time.replace(":", "")}00`, "DURATION:PT5M",
      "RRULE:FREQ=DAILY", `SUMMARY:${text(title)}`,
      `DESCRIPTION:${text(t("reminder.eventNote", { address }))}`, `URL:${address}`,
      "BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${text(title)}`, "TRIGGER:PT0M", "END:VALARM",
      "END:VEVENT", "END:VCALENDAR",
    ];
    return lines.map(fold).join("\r\n") + "\r\n";
  }

  async function start() {
    const link = $("reminder-file");
    if (!link) return;
    // A computer has `mood remind --install`: the calendar file is the phone's reminder.
    if (!MoodCard.onPhone()) return;
    link.closest("section").hidden = false;
    try {
      const { time } = await api("GET", "/api/reminder");
      $("reminder-note").textContent = t("reminder.note", { time });
      const file = new Blob([calendar(time, today, `${location.origin}/`)], { type: "text/calendar" });
      link.href = URL.createObjectURL(file);
    } catch (error) {
      link.hidden = true;
      say($("reminder-status"), error.message, true);
    }
  }

  document.addEventListener("DOMContentLoaded", start);
  return { calendar };
})();

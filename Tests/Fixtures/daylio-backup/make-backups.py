#!/usr/bin/env python3
"""Writes the Daylio backups of the import tests from the documented shape of Daylio's
backup (a zip holding `backup.daylio`, the base64 of one JSON document, and photos).

Run from this folder: python3 make-backups.py. The content is invented.
"""
import base64
import json
import zipfile

FIXED = (2026, 2, 8, 16, 4, 0)
LONDON_WINTER = 0
LONDON_SUMMER = 3600000


def ms(year, month, day, hour, minute, offset_ms):
    """Daylio's `datetime`: the instant in ms, from the local time and the zone's offset."""
    import calendar
    return (calendar.timegm((year, month, day, hour, minute, 0)) * 1000) - offset_ms


def entry(year, month, day, hour, minute, mood, tags=(), note="", title="", offset=LONDON_WINTER,
          assets=()):
    return {
        "id": 0, "year": year, "month": month - 1, "day": day, "hour": hour, "minute": minute,
        "datetime": ms(year, month, day, hour, minute, offset), "timeZoneOffset": offset,
        "mood": mood, "note": note, "note_title": title, "tags": list(tags),
        "assets": list(assets),
    }


def moods():
    custom = [
        {"id": n, "custom_name": "", "mood_group_id": n, "mood_group_order": 0,
         "predefined_name_id": n, "icon_id": n, "state": 0} for n in range(1, 6)]
    custom.append({"id": 6, "custom_name": "Content", "mood_group_id": 2, "mood_group_order": 1,
                   "predefined_name_id": -1, "icon_id": 6, "state": 0})
    custom.append({"id": 7, "custom_name": "okay", "mood_group_id": 3, "mood_group_order": 1,
                   "predefined_name_id": -1, "icon_id": 7, "state": 0})
    return custom


def write(path, document, photos=0):
    encoded = base64.encodebytes(json.dumps(document, ensure_ascii=False).encode())
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(zipfile.ZipInfo("backup.daylio", FIXED), encoded)
        for n in range(photos):
            archive.writestr(zipfile.ZipInfo(f"assets/photos/2026/2/{n}.jpg", FIXED), b"\xff\xd8jpg")


tags = [
    {"id": 0, "name": "family", "id_tag_group": 1, "order": 0, "state": 0, "icon": 1},
    {"id": 1, "name": "工作", "id_tag_group": 2, "order": 1, "state": 0, "icon": 2},
    {"id": 2, "name": "run 🏃", "id_tag_group": 3, "order": 2, "state": 0, "icon": 3},
    {"id": 3, "name": "reading", "order": 3, "state": 0, "icon": 4},
]
groups = [{"id": 1, "name": "Social"}, {"id": 2, "name": "Work"}, {"id": 3, "name": "Health"}]
goals = [
    {"goal_id": 1, "name": "Run three times a week", "id_tag": 2, "state": 0},
    {"goal_id": 2, "name": "Drink water", "id_tag": -1, "state": 0},
]
entries = [  # newest first, as Daylio writes them
    # March 29 2026: London went to summer time at 01:00 that night.
    entry(2026, 3, 29, 22, 30, 4, [1], "<p>Clocks went forward</p>", offset=LONDON_SUMMER),
    entry(2026, 3, 29, 0, 30, 2, [0], "Before the change", offset=LONDON_WINTER),
    # Three on February 8, the last of the day rad.
    entry(2026, 2, 8, 21, 40, 1, [0, 2], "<p>Long run &amp; dinner</p><p>Slept well</p>",
          title="Evening"),
    entry(2026, 2, 8, 12, 5, 7, [1], "午饭很好吃 🍜"),
    entry(2026, 2, 8, 8, 15, 6, [2, 3], "Good start<br>with tea"),
    entry(2026, 2, 1, 9, 0, 5, [], ""),
]
write("edge-cases.daylio", {
    "version": 15, "pin": "4321", "pinMode": 1, "customMoods": moods(), "tags": tags,
    "tag_groups": groups, "dayEntries": entries, "goals": goals, "goalEntries": [],
    "assets": [{"id": 1}, {"id": 2}], "prefs": [{"key": "PIN_LOCK_STATE", "value": 1}],
}, photos=2)
# A month of 12 (months count from 0): no such day.
damaged = entry(2026, 12, 1, 9, 0, 1)
damaged["month"] = 12
write("damaged-month.daylio", {"customMoods": moods(), "tags": [], "dayEntries": [damaged]})
# A control character (ESC) in a note.
write("control-character.daylio", {
    "customMoods": moods(), "tags": [],
    "dayEntries": [entry(2026, 1, 2, 9, 0, 1), entry(2026, 1, 3, 9, 0, 1, note="ok\x1b[2J")],
})
# Not base64 at all.
with zipfile.ZipFile("not-base64.daylio", "w") as archive:
    archive.writestr(zipfile.ZipInfo("backup.daylio", FIXED), "{not base64 ~~~")
# Ten years, one entry a day, 30 activities, for the killed import (and the benchmark's size).
import datetime
activities = [{"id": n, "name": f"activity {n}", "order": n, "state": 0, "icon": n}
              for n in range(30)]
day = datetime.date(2016, 1, 1)
decade = []
for n in range(3653):
    decade.append(entry(day.year, day.month, day.day, 20, 0, 1 + n % 5,
                        [n % 30, (n * 7) % 30], f"<p>Day {n}</p>"))
    day += datetime.timedelta(days=1)
decade.reverse()
write("ten-years.daylio", {"customMoods": moods(), "tags": activities, "dayEntries": decade})

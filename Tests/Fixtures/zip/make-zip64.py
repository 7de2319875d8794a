#!/usr/bin/env python3
"""Writes the Zip64 archives of the zip reader's tests (ZipArchiveTests+Zip64.swift), which run
it into a temporary folder: python3 make-zip64.py KIND OUTPUT [SOURCE].

Every archive is written by Python's own zipfile with force_zip64=True, so each local header
carries a Zip64 extra field. The kinds:

- many: SOURCE (a Daylio backup) with 70,000 more empty photos: past 65,535 entries, zipfile
  writes the Zip64 end record and locator, and 0xFFFF as the end record's count.
- wide: two entries and a folder, written as zipfile writes an archive past 4 GiB (its Zip64
  limit lowered to 0 so a small file takes that path): every size and offset in the central
  directory is 0xFFFFFFFF with its value in a Zip64 extra field, and the end record's fields
  are full (0xFFFF, 0xFFFFFFFF) with the values in the Zip64 end record.
- repack: every entry of SOURCE (Apple Health's export.zip) written as "wide" is.
- many-claimed: "wide" whose Zip64 end record claims 200,000 entries.
- huge-entry: "wide" whose Zip64 extra field says hello.txt inflates to 100 GiB.
- lost-locator: "wide" without the Zip64 locator's signature.
- locator-outside: "wide" whose locator points past the end of the file.
"""
import struct
import sys
import zipfile

FIXED = (2026, 2, 8, 16, 4, 0)
HELLO = "Hello, 你好 🙂\n".encode() * 200


def info(name, method=zipfile.ZIP_DEFLATED):
    item = zipfile.ZipInfo(name, FIXED)
    item.compress_type = method
    item.create_system = 3
    item.external_attr = 0o100644 << 16
    return item


def write(path, items):
    with zipfile.ZipFile(path, "w") as archive:
        for item, data in items:
            with archive.open(item, "w", force_zip64=True) as target:
                target.write(data)


def many(path, source):
    with zipfile.ZipFile(source) as backup:
        daylio = backup.read("backup.daylio")
    items = [(info("backup.daylio"), daylio)]
    items += [(info("photos/%05d.jpg" % n, zipfile.ZIP_STORED), b"") for n in range(70_000)]
    write(path, items)


def wide(path, items=None):
    zipfile.ZIP64_LIMIT = 0
    zipfile.ZIP_FILECOUNT_LIMIT = 0
    write(path, items or [
        (info("notes/"), b""),
        (info("notes/hello.txt"), HELLO),
        (info("stored.bin", zipfile.ZIP_STORED), bytes(range(256))),
    ])
    with open(path, "rb") as source:
        data = bytearray(source.read())
    end = data.rfind(b"PK\x05\x06")
    struct.pack_into("<HHII", data, end + 8, 0xFFFF, 0xFFFF, 0xFFFFFFFF, 0xFFFFFFFF)
    with open(path, "wb") as target:
        target.write(data)
    return data


def patched(path, change):
    data = wide(path)
    change(data)
    with open(path, "wb") as target:
        target.write(data)


def claim_entries(data):
    record = data.rfind(b"PK\x06\x06")
    struct.pack_into("<QQ", data, record + 24, 200_000, 200_000)


def huge_entry(data):
    first = data.find(b"PK\x01\x02")
    central = data.find(b"PK\x01\x02", first + 4)  # the second record: notes/hello.txt
    name_length = struct.unpack_from("<H", data, central + 28)[0]
    extra = central + 46 + name_length
    assert data[central + 46:extra] == b"notes/hello.txt"
    assert struct.unpack_from("<H", data, extra)[0] == 1
    struct.pack_into("<Q", data, extra + 4, 100 << 30)  # its first value: the size


def lose_locator(data):
    locator = data.rfind(b"PK\x06\x07")
    data[locator:locator + 4] = b"XX\x06\x07"


def locator_outside(data):
    locator = data.rfind(b"PK\x06\x07")
    struct.pack_into("<Q", data, locator + 8, len(data) + 1000)


kind, output = sys.argv[1], sys.argv[2]
if kind == "many":
    many(output, sys.argv[3])
elif kind == "wide":
    wide(output)
elif kind == "repack":
    with zipfile.ZipFile(sys.argv[3]) as source:
        wide(output, [(info(item.filename), source.read(item)) for item in source.infolist()])
elif kind == "many-claimed":
    patched(output, claim_entries)
elif kind == "huge-entry":
    patched(output, huge_entry)
elif kind == "lost-locator":
    patched(output, lose_locator)
elif kind == "locator-outside":
    patched(output, locator_outside)
else:
    sys.exit("unknown kind " + kind)

#!/usr/bin/env python3
"""Writes the zip archives of the zip reader's tests (Tests/MoodStoreTests/Interop/ZipArchiveTests.swift).

Run from this folder: python3 make-zips.py. The archives are committed; this script says how
each was made, so a reader can check what each one holds without a hex editor.
"""
import struct
import zipfile
import zlib

FIXED = (2026, 2, 8, 16, 4, 0)


def info(name, method=zipfile.ZIP_DEFLATED, system=3, mode=0o100644):
    item = zipfile.ZipInfo(name, FIXED)
    item.compress_type = method
    item.create_system = system
    item.external_attr = mode << 16
    return item


def write(path, items):
    with zipfile.ZipFile(path, "w") as archive:
        for item, data in items:
            archive.writestr(item, data)


# Two entries, one deflated and one stored, and a folder.
write("two-entries.zip", [
    (info("notes/"), b""),
    (info("notes/hello.txt"), "Hello, 你好 🙂\n".encode() * 200),
    (info("stored.bin", zipfile.ZIP_STORED), bytes(range(256))),
])
# Names that climb out of the folder they would be unpacked in.
write("climbs-out.zip", [(info("backup.daylio"), b"{}"), (info("../evil.txt"), b"x")])
write("absolute.zip", [(info("/etc/evil.txt"), b"x")])
write("backslash.zip", [(info("..\\evil.txt"), b"x")])
# A symbolic link (Unix mode 120777), pointing out of the folder.
write("link.zip", [(info("backup.daylio", zipfile.ZIP_STORED, mode=0o120777), b"/etc/passwd")])
# 200 MiB of zeros deflated to about 200 KB: past the 64 MiB an import reads.
write("bomb.zip", [(info("backup.daylio"), bytes(200 << 20))])
# The same zeros, but the directory says 100 bytes: the reader must stop on what comes out.
with open("bomb.zip", "rb") as source:
    lying = bytearray(source.read())
central = lying.rfind(b"PK\x01\x02")
struct.pack_into("<I", lying, central + 24, 100)
local = lying.find(b"PK\x03\x04")
struct.pack_into("<I", lying, local + 22, 100)
with open("lying-bomb.zip", "wb") as target:
    target.write(lying)
# A right size but a wrong CRC-32.
write("bad-crc.zip", [(info("backup.daylio"), b"hello world " * 10)])
with open("bad-crc.zip", "rb") as source:
    broken = bytearray(source.read())
central = broken.rfind(b"PK\x01\x02")
struct.pack_into("<I", broken, central + 16, 0xDEADBEEF)
with open("bad-crc.zip", "wb") as target:
    target.write(broken)
# Encrypted (the flag alone: the reader refuses before reading a byte).
write("encrypted.zip", [(info("backup.daylio"), b"secret")])
with open("encrypted.zip", "rb") as source:
    locked = bytearray(source.read())
for signature, flag_offset in ((b"PK\x01\x02", 8), (b"PK\x03\x04", 6)):
    at = locked.find(signature)
    struct.pack_into("<H", locked, at + flag_offset, 1)
with open("encrypted.zip", "wb") as target:
    target.write(locked)
# Cut short: the first half of two-entries.zip, so no end record.
with open("two-entries.zip", "rb") as source:
    whole = source.read()
with open("cut-short.zip", "wb") as target:
    target.write(whole[: len(whole) // 2])
# An empty archive: just the end record.
write("empty.zip", [])

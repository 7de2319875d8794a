"""Writes the character sets the bundled Chinese font must cover, one character a line, from
Python's codecs: GB 2312, Big5 level 1 and JIS X 0208 level 1. The fourth set,
tongyong-guifan-8105.txt (the Table of General Standard Chinese Characters, 2013), has no codec
and is kept as published.

    python3 Fonts/charsets/make-lists.py
"""

import os
import sys


def decoded(codec, leads, trails):
    """The characters a double-byte codec gives for these lead and trail bytes."""
    found = set()
    for lead in leads:
        for trail in trails:
            try:
                found.update(bytes([lead, trail]).decode(codec))
            except UnicodeDecodeError:
                pass
    return found


SETS = {
    # GB 2312: rows 0xA1-0xF7, cells 0xA1-0xFE: 6763 hanzi with punctuation, kana and symbols.
    "gb2312.txt": decoded("gb2312", range(0xA1, 0xF8), range(0xA1, 0xFF)),
    # Big5 level 1, the 5401 common traditional hanzi: 0xA440-0xC67E.
    "big5-level1.txt": {
        c
        for c in decoded("big5", range(0xA4, 0xC7), [*range(0x40, 0x7F), *range(0xA1, 0xFF)])
        if ord(c) >= 0x3400
    },
    # JIS X 0208 level 1, the 2965 common kanji: rows 16-47, EUC-JP lead bytes 0xB0-0xCF.
    "jis-level1.txt": decoded("euc_jp", range(0xB0, 0xD0), range(0xA1, 0xFF)),
}

here = os.path.dirname(os.path.abspath(__file__))
for name, characters in SETS.items():
    with open(os.path.join(here, name), "w", encoding="utf-8") as out:
        out.write("".join(c + "\n" for c in sorted(characters)))
    print(f"{name}: {len(characters)}", file=sys.stderr)

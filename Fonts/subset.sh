#!/bin/sh
# Rebuilds the bundled fonts in this folder from Debian's font packages.
#
#   apt-get install -y fonts-inter fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji \
#     fonttools
#   sh Fonts/subset.sh
#
# Latin, Hebrew, Arabic and emoji are copied unchanged. Noto Sans CJK SC is taken out of the
# Noto Sans CJK collection and cut down to the characters of GB 2312 (6763 hanzi plus its
# punctuation and symbols), CJK and full-width punctuation, and printable ASCII.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
inter=/usr/share/fonts/opentype/inter
cjk=/usr/share/fonts/opentype/noto
noto=/usr/share/fonts/truetype/noto
# Debian's python3-fonttools; a pyenv python may not have the module.
python=/usr/bin/python3

cp "$inter/Inter-Regular.otf" "$inter/Inter-Bold.otf" "$here/"
cp "$noto/NotoSansHebrew-Regular.ttf" "$noto/NotoSansHebrew-Bold.ttf" "$here/"
cp "$noto/NotoSansArabic-Regular.ttf" "$noto/NotoSansArabic-Bold.ttf" "$here/"
cp "$noto/NotoColorEmoji.ttf" "$here/"
# Each package's licence and copyright statement, as Debian ships it.
cp /usr/share/doc/fonts-inter/copyright "$here/LICENSE-Inter.txt"
cp /usr/share/doc/fonts-noto-cjk/copyright "$here/LICENSE-NotoSansCJK.txt"
cp /usr/share/doc/fonts-noto-core/copyright "$here/LICENSE-NotoSans.txt"
cp /usr/share/doc/fonts-noto-color-emoji/copyright "$here/LICENSE-NotoColorEmoji.txt"

# Every character that GB 2312 encodes: rows 0xA1-0xF7, cells 0xA1-0xFE.
unicodes=$(mktemp)
trap 'rm -f "$unicodes"' EXIT
"$python" - "$unicodes" <<'PY'
import sys
points = set(range(0x20, 0x7F))            # printable ASCII
points |= set(range(0x2000, 0x2070))       # general punctuation
points |= set(range(0x3000, 0x3040))       # CJK symbols and punctuation
points |= set(range(0xFF00, 0xFFF0))       # half- and full-width forms
for row in range(0xA1, 0xF8):
    for cell in range(0xA1, 0xFF):
        try:
            text = bytes([row, cell]).decode("gb2312")
        except UnicodeDecodeError:
            continue
        points.update(ord(c) for c in text)
with open(sys.argv[1], "w") as out:
    out.write("\n".join("U+%04X" % p for p in sorted(points)))
PY

# Face 2 of the collection is Noto Sans CJK SC.
for weight in Regular Bold; do
  pyftsubset "$cjk/NotoSansCJK-$weight.ttc" --font-number=2 \
    --unicodes-file="$unicodes" --layout-features='*' --no-hinting \
    --name-IDs='*' --name-languages='*' --notdef-outline \
    --output-file="$here/NotoSansCJKsc-$weight-GB2312.otf"
done
ls -l "$here"

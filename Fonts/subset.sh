#!/bin/sh
# Rebuilds the bundled fonts in this folder from Debian's font packages.
#
#   apt-get install -y fonts-inter fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji \
#     fonttools
#   sh Fonts/subset.sh
#
# Latin, Hebrew, Arabic and emoji are copied unchanged. Noto Sans CJK SC is taken out of the
# Noto Sans CJK collection and cut down to the sets in charsets/ (GB 2312, the 8105 characters of
# the Table of General Standard Chinese Characters, Big5 level 1 and JIS X 0208 level 1), with CJK
# and full-width punctuation, kana and printable ASCII.
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

unicodes=$(mktemp)
trap 'rm -f "$unicodes"' EXIT
"$python" "$here/charsets/make-lists.py"
"$python" - "$here/charsets" "$unicodes" <<'PY'
import os, sys
points = set(range(0x20, 0x7F))            # printable ASCII
points |= set(range(0x2000, 0x2070))       # general punctuation
points |= set(range(0x3000, 0x3100))       # CJK symbols and punctuation, kana
points |= set(range(0xFF00, 0xFFF0))       # half- and full-width forms
for name in sorted(os.listdir(sys.argv[1])):
    if name.endswith(".txt"):
        with open(os.path.join(sys.argv[1], name), encoding="utf-8") as listed:
            points |= {ord(line.rstrip("\n")) for line in listed if line.rstrip("\n")}
with open(sys.argv[2], "w") as out:
    out.write("\n".join("U+%04X" % p for p in sorted(points)))
PY

# Face 2 of the collection is Noto Sans CJK SC.
for weight in Regular Bold; do
  pyftsubset "$cjk/NotoSansCJK-$weight.ttc" --font-number=2 \
    --unicodes-file="$unicodes" --layout-features='*' --no-hinting \
    --name-IDs='*' --name-languages='*' --notdef-outline \
    --output-file="$here/NotoSansCJKsc-$weight-Subset.otf"
done
ls -l "$here"

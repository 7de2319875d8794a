#!/bin/sh
# Turns a `make install DESTDIR=WORK/debian/moodcard PREFIX=/usr` tree into the Debian package
# moodcard_VERSION_amd64.deb in the current folder: the desktop entry with its launcher, the
# AppStream listing, the icon drawn by CardRender, the systemd user units, the documentation and the
# control file, whose Depends come from the binary's shared libraries (dpkg-shlibdeps), plus
# libmicrohttpd12, libgnutls30, libqrencode4, libbrotli1 and libharfbuzz-subset0, which `mood serve`
# opens at run time, and libsodium23, which an encrypted backup opens (Sources/CMicroHTTPD/shim.h
# and the others beside it), and which dpkg-shlibdeps cannot see, and tzdata, whose zone files
# `mood` reads for its time zones (MoodCore's `Zone`).
# Usage: Packaging/deb/build.sh WORK MOOD-ICON   (make deb runs it)
set -eu
work=$1
icon_tool=$2
here=$(cd "$(dirname "$0")" && pwd)
root="$work/debian/moodcard"
umask 022

# dpkg-gencontrol and dpkg-shlibdeps read debian/control and debian/changelog in the current
# folder and write debian/files and debian/substvars there: a copy in WORK, beside the tree.
rm -rf "$root/DEBIAN"
cp "$here/debian/control" "$here/debian/changelog" "$work/debian/"
version=$(cd "$work" && dpkg-parsechangelog -SVersion)
# Reproducible: every date in the package is the changelog's.
SOURCE_DATE_EPOCH=$(cd "$work" && dpkg-parsechangelog -STimestamp)
export SOURCE_DATE_EPOCH
program=$("$root/usr/bin/mood" --version)
if [ "mood ${version%-*}" != "$program" ]; then
  echo "debian/changelog is at $version but the program says \"$program\"" >&2
  exit 1
fi

# What Debian's helpers would do: a stripped binary, compressed manual page and changelog.
strip --remove-section=.comment --remove-section=.note --strip-unneeded "$root/usr/bin/mood"
for page in "$root"/usr/share/man/man1/*.1; do
  if [ -f "$page" ]; then gzip -9nf "$page"; fi
done
install -D -m 644 "$here/debian/copyright" "$root/usr/share/doc/moodcard/copyright"
gzip -9nc "$here/debian/changelog" >"$root/usr/share/doc/moodcard/changelog.Debian.gz"
install -D -m 644 "$here/lintian-overrides" "$root/usr/share/lintian/overrides/moodcard"

install -D -m 755 "$here/launch" "$root/usr/libexec/moodcard/launch"
install -D -m 644 "$here/moodcard.desktop" "$root/usr/share/applications/moodcard.desktop"
# The AppStream listing for GNOME Software and KDE Discover; its release is the changelog's.
metainfo=example.moodcard.MoodCard.metainfo.xml
install -d "$root/usr/share/metainfo"
sed -e "s/@VERSION@/${version%-*}/" -e "s/@DATE@/$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)/" \
  "$here/$metainfo" >"$root/usr/share/metainfo/$metainfo"
install -d "$root/usr/lib/systemd/user"
install -m 644 "$here/mood-serve.service" "$here/mood-remind.service" \
  "$here/mood-remind.timer" "$root/usr/lib/systemd/user/"

icons="$root/usr/share/icons/hicolor"
install -d "$icons/scalable/apps"
"$icon_tool" 96 "$icons/scalable/apps/moodcard.svg"
for side in 16 32 48 64 128 256; do
  install -d "$icons/${side}x$side/apps"
  "$icon_tool" "$side" "$icons/${side}x$side/apps/moodcard.png"
done
find "$icons" -type f -exec chmod 644 {} +

install -d "$root/DEBIAN"
# The libraries the pango and cairo pkg-config flags link that mood calls nothing from (glib,
# harfbuzz) are warned about and kept: pango needs them anyway.
(cd "$work" && dpkg-shlibdeps -Tdebian/substvars -e debian/moodcard/usr/bin/mood &&
  dpkg-gencontrol -pmoodcard -Pdebian/moodcard -Tdebian/substvars)
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z |
  xargs -0 md5sum >DEBIAN/md5sums)
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
find "$root" -newermt "@$SOURCE_DATE_EPOCH" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +

deb="moodcard_${version}_amd64.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb: $(du -k "$deb" | cut -f1) KiB, Installed-Size $(sed -n 's/^Installed-Size: //p' \
  "$root/DEBIAN/control") KiB"

#!/bin/sh
# Checks the Debian package that `make deb` built (make deb-test, part of make test): its control
# fields and contents, lintian, the desktop entry, icons and AppStream listing; then installs it
# with dpkg into a throw-away root, runs the installed program and the desktop launcher from there,
# and removes it. Needs root, as dpkg does (CI runs as root).
# Usage: Tests/Packaging/deb-test.sh moodcard_VERSION_amd64.deb
set -eu
deb=$(realpath "$1")
scratch=$(mktemp -d /tmp/moodcard-deb-test.XXXXXX)
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  rm -rf "$scratch"
}
trap cleanup EXIT
fail() {
  echo "deb-test: $*" >&2
  exit 1
}
step() { echo "deb-test: $*"; }

step "control fields"
field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = moodcard ] || fail "Package is $(field Package)"
[ "$(field Architecture)" = amd64 ] || fail "Architecture is $(field Architecture)"
[ -n "$(field Installed-Size)" ] || fail "no Installed-Size"
depends=$(field Depends)
echo "  Depends: $depends"
# The binary's own libraries, as dpkg-shlibdeps found them (libmicrohttpd12 and the four beside
# it named by hand: they are opened when `mood serve` starts, libsodium23 by an encrypted
# backup; tzdata too: its zone files are read); the Swift runtime is linked in.
for library in libc6 libcairo2 libpango-1.0-0 libpangocairo-1.0-0 libfontconfig1 libsqlite3-0 \
  libdeflate0 libmicrohttpd12 libgnutls30 libqrencode4 libbrotli1 libharfbuzz-subset0 zlib1g \
  libsodium23 tzdata; do
  echo "$depends" | grep -Eq "(^|, )$library( |,|$)" || fail "Depends lacks $library"
done
case "$depends" in *swift*) fail "Depends names a Swift runtime: $depends" ;; esac
field Description | grep -q 'mood journal' || fail "no description"

step "contents"
dpkg-deb --contents "$deb" | awk '{print $1, $6}' >"$scratch/contents"
for path in usr/bin/mood usr/share/moodcard/fonts/Inter-Regular.otf \
  usr/share/moodcard/fonts/NotoSansCJKsc-Regular-Subset.otf \
  usr/share/moodcard/fonts/LICENSE-Inter.txt usr/share/moodcard/fonts/LICENSE-NotoSansCJK.txt \
  usr/share/moodcard/web/i18n/en.catalog usr/share/man/man1/mood.1.gz \
  usr/share/bash-completion/completions/mood usr/share/zsh/site-functions/_mood \
  usr/share/fish/vendor_completions.d/mood.fish usr/share/doc/moodcard/copyright \
  usr/share/doc/moodcard/changelog.Debian.gz usr/share/applications/moodcard.desktop \
  usr/share/metainfo/example.moodcard.MoodCard.metainfo.xml \
  usr/libexec/moodcard/launch usr/share/icons/hicolor/scalable/apps/moodcard.svg \
  usr/share/icons/hicolor/48x48/apps/moodcard.png usr/share/icons/hicolor/128x128/apps/moodcard.png \
  usr/share/icons/hicolor/256x256/apps/moodcard.png usr/lib/systemd/user/mood-serve.service \
  usr/lib/systemd/user/mood-remind.service usr/lib/systemd/user/mood-remind.timer; do
  grep -q " \./$path\$" "$scratch/contents" || fail "the package lacks /$path"
done
grep -q '^-rwxr-xr-x \./usr/bin/mood$' "$scratch/contents" || fail "/usr/bin/mood is not 0755"
if grep -v '^d' "$scratch/contents" | grep -Ev '^-rw-r--r-- |^-rwxr-xr-x ./usr/(bin/mood|libexec/moodcard/launch)$'; then
  fail "the files above have unexpected modes"
fi
# Owned by root, whoever built it.
dpkg-deb --contents "$deb" | awk '$2 != "root/root" {print; bad=1} END {exit bad}' ||
  fail "files not owned by root/root"

step "lintian"
lintian --fail-on error "$deb" | tee "$scratch/lintian" || fail "lintian reports errors"

step "desktop entry, units and icons"
dpkg-deb --extract "$deb" "$scratch/extracted"
x="$scratch/extracted"
desktop-file-validate "$x/usr/share/applications/moodcard.desktop" ||
  fail "desktop-file-validate rejects the desktop entry"
grep -qx 'Name=MoodCard' "$x/usr/share/applications/moodcard.desktop" || fail "Name"
grep -q '^Comment\[zh_CN\]=' "$x/usr/share/applications/moodcard.desktop" || fail "Chinese comment"
exec_path=$(sed -n 's/^Exec=//p' "$x/usr/share/applications/moodcard.desktop")
[ -x "$x$exec_path" ] || fail "Exec=$exec_path is not in the package"
for unit in mood-serve.service mood-remind.service; do
  grep -q '^ExecStart=/usr/bin/mood ' "$x/usr/lib/systemd/user/$unit" || fail "$unit ExecStart"
done
grep -q '^OnCalendar=' "$x/usr/lib/systemd/user/mood-remind.timer" || fail "the timer has no time"
head -c 200 "$x/usr/share/icons/hicolor/scalable/apps/moodcard.svg" | grep -q '<svg' ||
  fail "moodcard.svg is not an SVG"
for side in 16 32 48 64 128 256; do
  png="$x/usr/share/icons/hicolor/${side}x$side/apps/moodcard.png"
  # The PNG header's width and height, big-endian at bytes 16 and 20.
  size=$(od -An -tu1 -j16 -N8 "$png" | awk '{print $3*256+$4 "x" $7*256+$8}')
  [ "$size" = "${side}x$side" ] || fail "the ${side}px icon is $size"
done

step "AppStream metainfo"
metainfo="$x/usr/share/metainfo/example.moodcard.MoodCard.metainfo.xml"
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate rejects the metainfo"
# Its release is the package's version, dated as the changelog; it launches the package's own
# desktop entry and provides the binary it installs.
upstream=$(field Version | sed 's/-[^-]*$//')
zcat "$x/usr/share/doc/moodcard/changelog.Debian.gz" >"$scratch/changelog"
released=$(date -u -d "@$(dpkg-parsechangelog -l "$scratch/changelog" -STimestamp)" +%F)
grep -q "<release version=\"$upstream\" date=\"$released\"/>" "$metainfo" ||
  fail "the metainfo's release is not $upstream of $released: $(grep '<release ' "$metainfo")"
! grep -q '@[A-Z]*@' "$metainfo" || fail "the metainfo has a placeholder left"
launchable=$(sed -n 's|.*<launchable type="desktop-id">\(.*\)</launchable>.*|\1|p' "$metainfo")
[ -f "$x/usr/share/applications/$launchable" ] ||
  fail "the metainfo launches $launchable, which the package lacks"
binary=$(sed -n 's|.*<binary>\(.*\)</binary>.*|\1|p' "$metainfo")
[ "$binary" = mood ] && [ -x "$x/usr/bin/$binary" ] || fail "the metainfo provides \"$binary\""

step "apt resolves the dependencies"
if [ "$(id -u)" = 0 ]; then
  apt-get install --simulate -q "$deb" >"$scratch/apt" 2>&1 || { cat "$scratch/apt"; fail "apt cannot install it"; }
fi

step "install into a throw-away root"
root="$scratch/root"
admin="$root/var/lib/dpkg"
mkdir -p "$admin/info" "$admin/updates" "$admin/triggers"
touch "$admin/status" "$admin/available"
# The root holds no libraries: dependencies are the host's (checked by apt above).
dpkg --root="$root" --force-depends --force-script-chrootless -i "$deb" >"$scratch/dpkg" 2>&1 ||
  { cat "$scratch/dpkg"; fail "dpkg -i failed"; }
dpkg --root="$root" -s moodcard | grep -qx 'Status: install ok installed' || fail "not installed"
mood="$root/usr/bin/mood"
[ "$("$mood" --version)" = "mood $(field Version | sed 's/-[^-]*$//')" ] ||
  fail "the installed mood --version says $("$mood" --version)"

step "the installed mood draws a card with the installed fonts"
export HOME="$scratch/home" MOODCARD_STORE="$scratch/home/mood.sqlite" TZ=Etc/UTC
mkdir -p "$HOME"
"$mood" log 8 --words calm --reason "Packaged" >/dev/null
"$mood" card -o "$scratch/card.png" >/dev/null
[ "$(head -c 4 "$scratch/card.png" | od -An -c | tr -d ' ')" = '211PNG' ] || fail "no card"

step "the desktop launcher starts the web app, then opens the running one"
export XDG_RUNTIME_DIR="$scratch/run"
mkdir -m 700 "$XDG_RUNTIME_DIR"
mkdir "$scratch/bin"
# Stands in for the browser: records the address it was asked to open.
printf '#!/bin/sh\necho "$1" >>"%s"\n' "$scratch/opened" >"$scratch/bin/xdg-open"
chmod 755 "$scratch/bin/xdg-open"
export PATH="$scratch/bin:$root/usr/bin:$PATH"
launch="$root/usr/libexec/moodcard/launch"
"$launch" --port 0 >"$scratch/serve.out" 2>&1 &
server=$!
tries=0
until [ -s "$scratch/opened" ]; do
  tries=$((tries + 1))
  [ "$tries" -lt 100 ] || { cat "$scratch/serve.out"; fail "the web app did not start"; }
  sleep 0.1
done
address=$(head -n 1 "$XDG_RUNTIME_DIR/moodcard/serve.url")
origin=${address%%/\?token=*}
# The browser gets one-time addresses of the server, never the token's own.
first=$(sed -n 1p "$scratch/opened")
case "$first" in "$origin/?token="*) ;; *) fail "opened $first, not an address of $origin" ;; esac
[ "$first" != "$address" ] || fail "the launcher opened the token's own address"
[ "$(stat -c %a "$XDG_RUNTIME_DIR/moodcard/serve.url")" = 600 ] || fail "serve.url is not 0600"
timeout 10 "$launch" --port 0 || fail "the second launch did not return"
second=$(sed -n 2p "$scratch/opened")
case "$second" in "$origin/?token="*) ;; *) fail "the second launch opened $second" ;; esac
[ "$second" != "$first" ] && [ "$second" != "$address" ] || fail "the second address is not new"
[ "$(pgrep -c -x mood -P "$$" || true)" -le 1 ] || fail "a second server started"
kill -TERM "$server"
wait "$server" || fail "the web app did not stop cleanly: $(cat "$scratch/serve.out")"
server=""
[ ! -e "$XDG_RUNTIME_DIR/moodcard/serve.url" ] || fail "serve.url outlived the server"

step "remove and purge"
dpkg --root="$root" --force-script-chrootless --purge moodcard >"$scratch/dpkg" 2>&1 ||
  { cat "$scratch/dpkg"; fail "dpkg --purge failed"; }
left=$(find "$root" -path "$root/var" -prune -o ! -type d -print)
[ -z "$left" ] || fail "files left after purge: $left"
step "$(basename "$deb"): $(du -k "$deb" | cut -f1) KiB, all checks passed"

# MoodCard: `make demo` and `make test` do all the set-up on a fresh Debian 12 machine that has
# the Swift toolchain; `make install` puts the binary under $(PREFIX).

PREFIX ?= /usr/local
SWIFT ?= swift
# Debian packages the build and the tests need: SQLite for the store; cairo, Pango, fontconfig,
# libdeflate (the PNG writer) and zlib (its checksums) for the pictures; libmicrohttpd for
# `mood serve`; librsvg2-bin and poppler-utils only for the tests, which rasterize SVG and PDF
# output and read the report's text, libxml2-utils only for the tests, whose xmllint checks that
# the SVG files are well-formed XML; zsh and fish only for the tests of the completion scripts,
# groff-base and man-db for the man page's, make for `make install`'s; chromium and python3-venv
# for the browser tests of the web app (Playwright). For the phone: GnuTLS's headers (the
# certificates; libmicrohttpd links GnuTLS already), libqrencode (the pairing QR code), brotli
# (the web fonts and compressed answers); zbar-tools, libnss3-tools (a browser that trusts the
# test CA), curl, gnutls-bin (certtool) and iproute2 only for the tests, and
# fonts-noto-color-emoji: the system's emoji, which the pages use as a phone's own. libsodium's
# headers for the age files of encrypted backups (opened at run time, as GnuTLS is); age only
# for the tests, which check both ways against it. systemd only for the tests, whose
# systemd-analyze verifies the units of `mood backup --install`. appstream only for the tests,
# whose appstreamcli validates the package's AppStream listing (make deb-test). syncthing only
# for the tests of sync, which run two daemons in a network namespace of their own (`unshare
# -n`, util-linux). openssl only for the tests, whose s_client checks the TLS profile of `mood
# serve --phone` beside gnutls-cli. libxml2's headers for the streaming reader of Apple Health
# exports. sqlite3 only for the tests, whose kill tests see a writer hold the store's lock.
APT_PACKAGES := pkg-config libsqlite3-dev tzdata libcairo2-dev libpango1.0-dev libfontconfig-dev \
  libdeflate-dev zlib1g-dev libmicrohttpd-dev librsvg2-bin poppler-utils libxml2-utils zsh fish \
  groff-base man-db make chromium python3-venv libgnutls28-dev libqrencode-dev libbrotli-dev \
  libharfbuzz-dev zbar-tools libnss3-tools curl gnutls-bin iproute2 fonts-noto-color-emoji \
  libsodium-dev age systemd appstream syncthing openssl libxml2-dev sqlite3
DEMO_NOW := 2026-11-29T20:00:00Z
MOOD_RELEASE := .build/release/mood

.PHONY: deps build demo serve serve-phone lint test browser-test bench install install-files deb deb-test clean

# Installs the Debian packages that are missing: as root directly, otherwise through sudo.
deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null \
	  | grep -q '^install ok installed$$' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing:" $$missing; \
	  if [ "$$(id -u)" = 0 ]; then sudo=""; else sudo=sudo; fi; \
	  $$sudo apt-get update -q && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -q $$missing; \
	fi

# The Swift runtime and FoundationEssentials are linked into the binary: it starts in 7 ms
# instead of 11 (see BENCHMARKS.md), at the price of a larger file. Its pointer fix-ups are
# packed (lld's DT_RELR, read by glibc 2.36 and later): 2 MiB less memory at every start. Linking
# at a fixed address would also save the fix-ups' time, but give up address randomisation for
# the program that serves HTTP. The C++ runtime the Swift runtime needs is linked in too, from
# its archive: no library `mood` loads needs libstdc++.so, whose start (1,667 symbol look-ups)
# and 1.5 MiB every command paid. A folder holding only that archive, searched first, makes the
# toolchain's `-lstdc++` find it.
STATIC_LIBS := $(CURDIR)/.build/static-libs
RELEASE := -c release --static-swift-stdlib -Xswiftc -use-ld=lld \
  -Xlinker -z -Xlinker pack-relative-relocs -Xlinker -L -Xlinker $(STATIC_LIBS)

$(STATIC_LIBS)/libstdc++.a:
	@archive="$$(clang -print-file-name=libstdc++.a)"; \
	if [ ! -f "$$archive" ]; then \
	  echo "libstdc++.a not found (Debian: libstdc++-12-dev, which the Swift toolchain needs)"; \
	  exit 1; fi; \
	mkdir -p $(STATIC_LIBS) && ln -sf "$$archive" $@

build: deps $(STATIC_LIBS)/libstdc++.a
	$(SWIFT) build $(RELEASE) --product mood

DEMO_MOOD := MOODCARD_STORE=demo/mood.sqlite MOODCARD_NOW=$(DEMO_NOW) TZ=Etc/UTC $(MOOD_RELEASE)

# A demo store under demo/ (never your own store) with two months of entries and habits, and the
# pictures made from it in demo/out/.
demo: build
	rm -rf demo
	MOOD="$(MOOD_RELEASE)" MOODCARD_STORE=demo/mood.sqlite MOODCARD_NOW=$(DEMO_NOW) TZ=Etc/UTC \
	  sh Tests/Fixtures/make-demo-store.sh
	@echo "--- mood list --days 7"
	@$(DEMO_MOOD) list --days 7
	@echo "--- pictures"
	@mkdir -p demo/out
	@$(DEMO_MOOD) card --habits -o demo/out/card-today.png
	@$(DEMO_MOOD) card yesterday --theme dark --size square -o demo/out/card-yesterday-dark.png
	@$(DEMO_MOOD) card 2026-11-27 --locale zh-Hans --size story -o demo/out/card-2026-11-27-zh.png
	@$(DEMO_MOOD) card --format pdf -o demo/out/card-today.pdf
	@$(DEMO_MOOD) chart line --days 30 --average -o demo/out/line-30-days.png
	@$(DEMO_MOOD) chart words --days 30 -o demo/out/words-30-days.png
	@$(DEMO_MOOD) chart habits --days 30 --theme dark -o demo/out/habits-30-days.png
	@$(DEMO_MOOD) chart calendar --locale zh-Hans -o demo/out/calendar-2026-11-zh.svg
	@$(DEMO_MOOD) chart days --days 7 -o demo/out/days-7.png
	@$(DEMO_MOOD) chart days --days 30 --theme dark -o demo/out/days-30-dark.png
	@$(DEMO_MOOD) chart weekdays --days 60 --locale zh-Hans -o demo/out/weekdays-60-days-zh.png
	@$(DEMO_MOOD) chart patterns --days 60 -o demo/out/patterns-60-days.png
	@$(DEMO_MOOD) report --days 30 -o demo/out/report-30-days.pdf
	@$(DEMO_MOOD) report --days 60 --locale zh-Hans --redact-reasons -o demo/out/report-60-days-zh.pdf
	@$(DEMO_MOOD) batch --month 2026-11 --sheet --quiet -o demo/out/cards-2026-11
	@$(DEMO_MOOD) stats --days 30
	@echo "--- the web app: make serve (opens the demo store in the browser; Ctrl-C stops it)"
	@echo "--- your phone: make serve-phone, on the Wi-Fi your phone is on. It prints a QR code to"
	@echo "    scan with the phone's camera; first trust the demo's own certificate authority, as the"
	@echo "    web app it opens shows under Data, Connect your phone (Docs/web-app.md: Your phone)."

# The web app on the demo store, opened in the browser.
serve: build
	@test -f demo/mood.sqlite || $(MAKE) demo
	$(DEMO_MOOD) serve --open

# The same, also over HTTPS on the home network for a phone. The demo's certificate authority and
# paired devices live under demo/data, apart from your own.
serve-phone: build
	@test -f demo/mood.sqlite || $(MAKE) demo
	XDG_DATA_HOME=$(CURDIR)/demo/data $(DEMO_MOOD) serve --phone --open

# The house style: .swift-format, strict. And the product's modules use FoundationEssentials,
# never Foundation (its CoreFoundation and ICU cost every start 5 MiB, see BENCHMARKS.md), nor
# the Essentials types that need ICU to know more than GMT: time zones are MoodCore's `Zone`.
# And the modules import one way, each only those below it (Tests/layers.sh).
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests
	@if grep -rnE --include='*.swift' --exclude-dir=MoodBench \
	  '^import Foundation$$|^[^/]*\b(TimeZone|Calendar|Locale)\b' Sources; then \
	  echo "lint: the lines above need Foundation or ICU; see the note above 'lint' in the Makefile"; \
	  exit 1; fi
	bash Tests/layers.sh

# The package check needs dpkg-deb, which every Debian and Ubuntu has; elsewhere it is skipped.
test: deps lint
	$(SWIFT) test
	SWIFT="$(SWIFT)" sh Tests/Fixtures/consumer-check.sh
	$(MAKE) browser-test
	@if command -v dpkg-deb >/dev/null; then $(MAKE) deb-test; \
	else echo "dpkg-deb is missing: the Debian package is not checked"; fi

# The browser tests: Playwright for Python, pinned in a virtual environment under .build, driving
# Debian's Chromium (never a downloaded browser) against the `mood` that `swift test` built.
BROWSER_VENV := .build/browser-venv
$(BROWSER_VENV)/installed: Tests/Browser/requirements.txt
	python3 -m venv $(BROWSER_VENV)
	$(BROWSER_VENV)/bin/pip install --quiet --disable-pip-version-check -r Tests/Browser/requirements.txt
	touch $@

browser-test: $(BROWSER_VENV)/installed
	$(SWIFT) build --product mood
	cd Tests/Browser && ../../$(BROWSER_VENV)/bin/python -m pytest -p no:cacheprovider -q -rA

# Speed and memory, on a release build; the figures go into BENCHMARKS.md. The peers it
# measures against are installed here and nowhere else, so `make test` stays lean: GNU time
# (peak memory), gnuplot (its svg and pngcairo terminals) from Debian; matplotlib and takumi
# (the Rust renderer, from Python) pinned in Sources/MoodBench/requirements.txt, in a virtual
# environment under .build. BENCH_ARGS are passed on (`make bench BENCH_ARGS="--only charts"`).
BENCH_APT_PACKAGES := time gnuplot-nox
BENCH_VENV := .build/bench-venv
$(BENCH_VENV)/installed: Sources/MoodBench/requirements.txt
	python3 -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install --quiet --disable-pip-version-check -r Sources/MoodBench/requirements.txt
	touch $@

bench: deps $(BENCH_VENV)/installed $(STATIC_LIBS)/libstdc++.a
	@$(MAKE) -s deps APT_PACKAGES="$(BENCH_APT_PACKAGES)"
	$(SWIFT) build $(RELEASE) --product mood
	$(SWIFT) build $(RELEASE) --product mood-bench
	@if [ -f ../shared/bench/c/Makefile ]; then \
	  $(MAKE) -s -C ../shared/bench/c BUILD=$(CURDIR)/.build/moodref >/dev/null && \
	  MOOD_BENCH_PYTHON=$(BENCH_VENV)/bin/python .build/release/mood-bench \
	    --reference .build/moodref/moodref $(BENCH_ARGS); \
	else MOOD_BENCH_PYTHON=$(BENCH_VENV)/bin/python .build/release/mood-bench $(BENCH_ARGS); fi

# The fonts, the message catalogs and the web app's files go where the program looks for them:
# ../share/moodcard/fonts, ../share/moodcard/messages and ../share/moodcard/web beside its bin
# folder.
install: build
	$(MAKE) install-files MOOD=$(MOOD_RELEASE)

# Installs the binary $(MOOD) (default: the release build, which must exist) with its fonts, its
# message catalogs, the man page and the bash, zsh and fish completions under
# $(DESTDIR)$(PREFIX). The binary writes the man page and the scripts from its own command tree,
# so they cannot drift from it.
MOOD ?= $(MOOD_RELEASE)
SHARE = $(DESTDIR)$(PREFIX)/share
install-files:
	install -D -m 755 "$(MOOD)" "$(DESTDIR)$(PREFIX)/bin/mood"
	install -d "$(SHARE)/moodcard/fonts" "$(SHARE)/moodcard/messages" "$(SHARE)/man/man1" \
	  "$(SHARE)/bash-completion/completions" "$(SHARE)/zsh/site-functions" \
	  "$(SHARE)/fish/vendor_completions.d"
	install -m 644 Fonts/*.otf Fonts/*.ttf Fonts/LICENSE-*.txt Fonts/README.md \
	  "$(SHARE)/moodcard/fonts/"
	install -m 644 Messages/*.catalog "$(SHARE)/moodcard/messages/"
	for folder in i18n pages static worker; do \
	  install -d "$(SHARE)/moodcard/web/$$folder" && \
	  install -m 644 Sources/Web/$$folder/* "$(SHARE)/moodcard/web/$$folder/"; \
	done
	"$(MOOD)" man > "$(SHARE)/man/man1/mood.1"
	"$(MOOD)" completions bash > "$(SHARE)/bash-completion/completions/mood"
	"$(MOOD)" completions zsh > "$(SHARE)/zsh/site-functions/_mood"
	"$(MOOD)" completions fish > "$(SHARE)/fish/vendor_completions.d/mood.fish"
	chmod 644 "$(SHARE)/man/man1/mood.1" "$(SHARE)/bash-completion/completions/mood" \
	  "$(SHARE)/zsh/site-functions/_mood" "$(SHARE)/fish/vendor_completions.d/mood.fish"

# The Debian package moodcard_VERSION_amd64.deb, from the release build: what `make install`
# installs under /usr, plus the desktop entry, icons, systemd user units and documentation
# (Packaging/deb/build.sh). Only the package targets need these tools.
DEB_APT_PACKAGES := dpkg-dev binutils lintian desktop-file-utils
DEB_WORK := .build/deb
deb: build
	@$(MAKE) -s deps APT_PACKAGES="$(DEB_APT_PACKAGES)"
	$(SWIFT) build $(RELEASE) --product mood-icon
	rm -rf $(DEB_WORK) moodcard_*_amd64.deb
	$(MAKE) install-files DESTDIR=$(CURDIR)/$(DEB_WORK)/debian/moodcard PREFIX=/usr
	sh Packaging/deb/build.sh $(DEB_WORK) .build/release/mood-icon

# Builds the package and checks it: contents, control fields, lintian, the desktop entry, and
# an install, run and removal with dpkg in a throw-away root (Tests/Packaging/deb-test.sh).
deb-test: deb
	sh Tests/Packaging/deb-test.sh moodcard_*_amd64.deb

clean:
	rm -rf .build demo moodcard_*_amd64.deb

#!/usr/bin/env bash
# Installs what Hammer needs to build, run and test on Debian 12, and nothing
# when it is all there already. Run as root (or with sudo).
set -euo pipefail

packages=(
  # Build
  gcc meson ninja-build pkg-config gettext
  libglib2.0-dev libgtk-4-dev libadwaita-1-dev libsqlite3-dev libjson-glib-dev
  # Serving the hall (hammer-cli serve, Board Entry) and its QR codes
  libmicrohttpd-dev libqrencode-dev
  # Calls said aloud over the hall's speakers: espeak-ng, whose data package
  # has the Dutch, German and English voices (nl, de, en) among all others
  libespeak-ng-dev espeak-ng-data
  # The HTTP client of the tests and the benchmarks
  libsoup-3.0-dev
  # Data files: validation, schemas, icon cache
  desktop-file-utils appstream libglib2.0-bin libgtk-4-bin
  # Running and drawing the app
  adwaita-icon-theme fonts-cantarell librsvg2-common
  # UI tests and screenshots: a real X server, a session bus
  xvfb xauth dbus-daemon dbus-x11 imagemagick
  # The typefaces of the paper (PAPER_FONT_FAMILY in src/core/sheets/hammer-layout.c)
  fonts-liberation2 fonts-dejavu-core
  # PDF tests: pdftotext, pdfinfo and pdftoppm
  poppler-utils
  # Reading back the QR codes drawn on screen and on paper (zbarimg)
  zbar-tools
  # Browser tests of the board and hall pages: headless Chromium over WebDriver
  chromium chromium-driver python3-selenium
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: everything is installed"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"

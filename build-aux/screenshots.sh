#!/usr/bin/env bash
# Renders every page of Hammer, light and dark, wide and narrow, into
# _build/screenshots/. With --update-data, also refreshes the screenshots the
# README and the metainfo show.
set -euo pipefail
cd "$(dirname "$0")/.."

build-aux/install-deps.sh
[ -f _build/build.ninja ] || meson setup _build
ninja -C _build

out=_build/screenshots
db=$out/demo.db
empty=$out/empty.db
rm -rf "$out"
mkdir -p "$out"

export GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GSETTINGS_SCHEMA_DIR="$PWD/_build/data"

shoot () {
  xvfb-run -a -s "-screen 0 1600x1200x24" _build/tests/ui-screenshot "$@"
}

shoot --database "$empty" --page players --output "$out/empty.png"
shoot --database "$db" --demo --page players --output "$out/players.png"
for style in light dark; do
  flag=""
  [ "$style" = dark ] && flag="--dark"
  for size in 1280x800 360x720; do
    shoot --database "$db" --page players $flag --size "$size" --output "$out/players-$style-$size.png"
    shoot --database "$db" --page clubs $flag --size "$size" --output "$out/clubs-$style-$size.png"
    shoot --database "$db" --page sidebar $flag --size "$size" --output "$out/sidebar-$style-$size.png"
    shoot --database "$db" --page player-dialog $flag --size "$size" --output "$out/dialog-$style-$size.png"
    shoot --database "$db" --page "import:tests/data/leden-nl.csv" $flag --size "$size" \
          --output "$out/import-$style-$size.png"
    shoot --database "$empty" --page players $flag --size "$size" --output "$out/empty-$style-$size.png"
  done
done

if [ "${1:-}" = "--update-data" ]; then
  cp "$out/players-light-1280x800.png" data/screenshots/players.png
  cp "$out/import-light-1280x800.png" data/screenshots/import.png
  cp "$out/clubs-dark-1280x800.png" data/screenshots/clubs.png
fi
ls "$out"

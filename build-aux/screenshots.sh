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
# Events and seasons of the demo club, made the way a director would.
desk=$out/desk.db
cp "$db" "$desk"
# The demo club may still be in the write-ahead log.
if [ -f "$db-wal" ]; then cp "$db-wal" "$desk-wal"; fi
python3 build-aux/make-demo.py _build/src/cli/hammer-cli "$desk"
# Event 1 is the double elimination, 2 the sjoelbak series, 3 the round robin.
series_match=$(_build/src/cli/hammer-cli --database "$desk" matches --event 2 |
               python3 -c 'import json,sys; print([m["id"] for m in json.load(sys.stdin) if m["state"] == "ready"][0])')
table_match=$(_build/src/cli/hammer-cli --database "$desk" matches --event 1 |
              python3 -c 'import json,sys; print([m["id"] for m in json.load(sys.stdin) if m["state"] == "ready" and not m.get("bye")][0])')
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
    for view in entrants draw matches boards standings; do
      shoot --database "$desk" --page "event:1:$view" $flag --size "$size" \
            --output "$out/event-$view-$style-$size.png"
    done
    shoot --database "$desk" --page "event:2:draw" $flag --size "$size" \
          --output "$out/series-$style-$size.png"
    shoot --database "$desk" --page "event:3:draw" $flag --size "$size" \
          --output "$out/round-robin-$style-$size.png"
    shoot --database "$desk" --page "score:1:$table_match" --keys "4/0/3/0/0/2/" $flag --size "$size" \
          --output "$out/score-$style-$size.png"
    shoot --database "$desk" --page "score:2:$series_match" --keys "121/97/118/104/" $flag \
          --size "$size" --output "$out/score-sjoelbak-$style-$size.png"
    shoot --database "$desk" --page assistant $flag --size "$size" --output "$out/assistant-$style-$size.png"
    shoot --database "$desk" --page "window-season:1" $flag --size "$size" \
          --output "$out/season-$style-$size.png"
    shoot --database "$desk" --page "window-league:1" $flag --size "$size" \
          --output "$out/league-$style-$size.png"
    shoot --database "$desk" --page shortcuts $flag --size "$size" --output "$out/shortcuts-$style-$size.png"
  done
done
shoot --database "$desk" --page "display:1" --size 1920x1080 --output "$out/display-1920x1080.png"

if [ "${1:-}" = "--update-data" ]; then
  cp "$out/players-light-1280x800.png" data/screenshots/players.png
  cp "$out/import-light-1280x800.png" data/screenshots/import.png
  cp "$out/clubs-dark-1280x800.png" data/screenshots/clubs.png
  cp "$out/event-draw-light-1280x800.png" data/screenshots/bracket.png
  cp "$out/event-boards-light-1280x800.png" data/screenshots/boards.png
  cp "$out/score-light-1280x800.png" data/screenshots/score.png
  cp "$out/series-dark-1280x800.png" data/screenshots/series.png
  cp "$out/event-standings-light-1280x800.png" data/screenshots/standings.png
  cp "$out/season-light-1280x800.png" data/screenshots/season.png
fi
ls "$out"

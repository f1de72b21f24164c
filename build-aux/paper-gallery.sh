#!/usr/bin/env bash
# Prints every kind of paper Hammer makes (score sheets blank and filled,
# sjoelbak cards, brackets, standings, results, board schedules, rankings by
# class, season and league documents), for every game and format, from demo
# events made through hammer-cli, and renders each page to a PNG under
# _build/paper-gallery/ to be looked at. Its index.txt lists what was printed
# and what there was nothing to print for.
#
#   build-aux/paper-gallery.sh [DPI]
set -euo pipefail
cd "$(dirname "$0")/.."

dpi=${1:-60}
[ -f _build/build.ninja ] || meson setup _build
ninja -C _build src/cli/hammer-cli

out=_build/paper-gallery
rm -rf "$out"
mkdir -p "$out/png"
python3 build-aux/paper-gallery.py _build/src/cli/hammer-cli "$out"
for pdf in "$out"/*.pdf; do
  pdftoppm -r "$dpi" -png "$pdf" "$out/png/$(basename "$pdf" .pdf)"
done
echo "$(ls "$out/png" | wc -l) pages in $out/png"

#!/usr/bin/env bash
# Installs what is missing, builds Hammer and starts it from the build tree.
# Extra arguments go to hammer, for example: build-aux/run.sh --database test.db
set -euo pipefail
cd "$(dirname "$0")/.."

build-aux/install-deps.sh

if [ ! -f _build/build.ninja ]; then
  meson setup _build
fi
ninja -C _build

# Running uninstalled: the schema compiled in the build tree, translations too.
export GSETTINGS_SCHEMA_DIR="$PWD/_build/data"
exec _build/src/app/hammer "$@"

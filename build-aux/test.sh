#!/usr/bin/env bash
# Builds Hammer and runs every test: once with warnings as errors, once more
# under AddressSanitizer and UndefinedBehaviorSanitizer. The UI tests run a
# real window under Xvfb. The browser tests (of `hammer-cli serve`) and the
# suite 'once' (kill9's files on disk) check code that is the same in both
# builds: they run once, in the sanitizer build, where they check its memory
# as well. Ends with one line: "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

build-aux/install-deps.sh

export GSETTINGS_BACKEND=memory
export NO_AT_BRIDGE=1
jobs=$(nproc)

run_suite () {
  local dir=$1
  shift
  # One X server and one session bus for the whole run.
  xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- \
    meson test -C "$dir" --print-errorlogs --num-processes "$jobs" "$@"
}

status=0

echo "== Build with warnings as errors"
if [ ! -f _build-ci/build.ninja ]; then
  meson setup _build-ci --werror -Dbuildtype=debugoptimized
fi
ninja -C _build-ci
rm -f _build-ci/meson-logs/testlog*.json
run_suite _build-ci --no-suite browser --no-suite once || status=1
python3 build-aux/count-tests.py _build-ci > _build-ci/counts.txt || status=1

echo "== Build with AddressSanitizer and UndefinedBehaviorSanitizer"
if [ ! -f _build-asan/build.ninja ]; then
  meson setup _build-asan --werror -Dbuildtype=debug -Db_sanitize=address,undefined -Db_lundef=false
fi
ninja -C _build-asan
rm -f _build-asan/meson-logs/testlog*.json
# One run, core and UI together: tests/meson.build gives each its sanitizer
# options (leaks checked in the core, not in the UI, where GTK's own caches
# would drown them). The browser tests mostly wait on the pages' clocks (a
# call shown for 20 seconds, a projector paging every 2; board-page used 15 s
# of processor time in 109): they run beside it, one at a time, rather than
# keeping one of its places idle. Headless, they need no X server.
browser_log=_build-asan/meson-logs/browser-run.txt
dbus-run-session -- meson test -C _build-asan --no-rebuild --print-errorlogs --suite browser \
  --num-processes 1 --logbase testlog-browser > "$browser_log" 2>&1 &
browser=$!
run_suite _build-asan --no-rebuild --no-suite browser || status=1
wait "$browser" || status=1
cat "$browser_log"
python3 build-aux/count-tests.py _build-asan > _build-asan/counts.txt || status=1

echo "== Results"
echo "plain build:      $(cat _build-ci/counts.txt)"
echo "sanitizer build:  $(cat _build-asan/counts.txt)"
python3 build-aux/count-tests.py _build-ci _build-asan
exit $status

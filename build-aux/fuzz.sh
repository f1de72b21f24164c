#!/usr/bin/env bash
# Builds Hammer's fuzz targets (tests/fuzz) with clang for libFuzzer, under
# AddressSanitizer and UndefinedBehaviorSanitizer, and runs each for a while.
#
#   build-aux/fuzz.sh [OPTIONS] [TARGET…]
#
# Without TARGETs every target that has a seed corpus in tests/fuzz/corpus
# runs. New corpus entries go to a work folder outside the source tree (with
# --merge, those that add coverage are merged back into tests/fuzz/corpus);
# inputs that crash, leak, hang or run out of memory go to a findings folder.
# At the end a line per target says what ran and what it found; the script
# exits 1 when anything was found. Installs clang and libFuzzer (and what
# build-aux/install-deps.sh installs) when they are missing, on Debian 12.
set -euo pipefail

usage() {
  cat <<EOF
Usage: build-aux/fuzz.sh [OPTIONS] [TARGET…]

  --minutes N      run each target N minutes (default 10)
  --seconds N      run each target N seconds instead
  --parallel N     run N targets at a time (default 1; each uses one core)
  --work DIR       work folder: DIR/corpus/TARGET, DIR/findings/TARGET,
                   DIR/logs/TARGET.log (default \${XDG_CACHE_HOME:-~/.cache}/hammer-fuzz)
  --build-dir DIR  the clang build (default _build-fuzz in the source tree)
  --merge          afterwards, merge new entries that add coverage into
                   tests/fuzz/corpus/TARGET
  --no-install     do not install missing packages; fail instead
  --list           list the targets and exit
  -h, --help       this text

Targets: the folders of tests/fuzz/corpus (fuzz-csv, fuzz-event-json, …).
EOF
}

srcdir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds=600
parallel=1
work="${XDG_CACHE_HOME:-$HOME/.cache}/hammer-fuzz"
builddir="$srcdir/_build-fuzz"
merge=0
install=1
list=0
targets=()

while [ $# -gt 0 ]; do
  case "$1" in
    --minutes) seconds=$(( $2 * 60 )); shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --parallel) parallel=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --build-dir) builddir=$2; shift 2 ;;
    --merge) merge=1; shift ;;
    --no-install) install=0; shift ;;
    --list) list=1; shift ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done

all_targets=()
for dir in "$srcdir"/tests/fuzz/corpus/*/; do
  all_targets+=("$(basename "$dir")")
done
if [ $list -eq 1 ]; then
  printf '%s\n' "${all_targets[@]}"
  exit 0
fi
if [ ${#targets[@]} -eq 0 ]; then
  targets=("${all_targets[@]}")
fi
for target in "${targets[@]}"; do
  if [ ! -d "$srcdir/tests/fuzz/corpus/$target" ]; then
    echo "fuzz.sh: no target $target (targets: ${all_targets[*]})" >&2
    exit 2
  fi
done

# clang, and libFuzzer with the sanitizer runtimes (libclang-rt-14-dev on
# Debian 12), besides everything the normal build needs.
fuzzer_runtime() {
  local dir
  dir="$(clang -print-resource-dir 2>/dev/null)" || return 1
  [ -e "$dir/lib/linux/libclang_rt.fuzzer-x86_64.a" ] ||
    compgen -G "$dir/lib/*/libclang_rt.fuzzer*.a" >/dev/null
}

if ! command -v clang >/dev/null || ! fuzzer_runtime; then
  if [ $install -eq 0 ]; then
    echo "fuzz.sh: clang and libFuzzer are missing: apt-get install clang libclang-rt-14-dev" >&2
    exit 1
  fi
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
  fi
  echo "fuzz.sh: installing clang libclang-rt-14-dev"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    clang libclang-rt-14-dev
fi
if [ $install -eq 1 ]; then
  "$srcdir/build-aux/install-deps.sh"
fi

# The build: its own folder, so that the normal build stays as it is.
if [ ! -f "$builddir/build.ninja" ]; then
  CC=clang meson setup "$builddir" "$srcdir" -Dfuzzing=true -Dgui=false \
    -Dbuildtype=debugoptimized
fi
ninja -C "$builddir" $(for t in "${targets[@]}"; do echo "tests/fuzz/$t"; done)

# Criticals are programming errors that an input reached: they count as
# crashes. Leaks are checked, less what fontconfig and GLib keep for good.
export G_DEBUG=fatal-criticals
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
export LSAN_OPTIONS="suppressions=$srcdir/build-aux/lsan.supp"
export LC_ALL=C.UTF-8
# The targets keep their databases in a temporary folder: in memory, where
# there is a tmpfs, each commit costs no disk sync.
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
  export TMPDIR=/dev/shm
fi

mkdir -p "$work/logs"
started="$work/.started-$$"
touch "$started"

run_target() {
  local target=$1
  local corpus="$work/corpus/$target"
  local findings="$work/findings/$target"
  local log="$work/logs/$target.log"

  mkdir -p "$corpus" "$findings"
  # libFuzzer adds new entries to the first folder and reads the seeds from
  # the second; a crash leaves its input in the findings.
  "$builddir/tests/fuzz/$target" -max_total_time="$seconds" -timeout=30 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$findings/" \
    "$corpus" "$srcdir/tests/fuzz/corpus/$target" >"$log" 2>&1 || true
  if [ $merge -eq 1 ]; then
    "$builddir/tests/fuzz/$target" -merge=1 "$srcdir/tests/fuzz/corpus/$target" "$corpus" \
      >>"$log" 2>&1 || true
  fi
}

echo "fuzz.sh: ${targets[*]}: $seconds s each, $parallel at a time; work in $work"
running=0
for target in "${targets[@]}"; do
  run_target "$target" &
  running=$(( running + 1 ))
  if [ $running -ge "$parallel" ]; then
    wait -n || true
    running=$(( running - 1 ))
  fi
done
wait

# What each target ran and found. libFuzzer's last status line has the
# coverage (cov: edges, ft: features) and the corpus it held.
found=0
printf '%-20s %12s %8s %8s %8s %8s  %s\n' target execs cov ft corpus new findings
for target in "${targets[@]}"; do
  log="$work/logs/$target.log"
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  status=$(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$status")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$status")
  corpus=$(sed -n 's/.* corp: \([0-9]*\).*/\1/p' <<<"$status")
  new=$(find "$work/corpus/$target" -type f -newer "$started" | wc -l)
  findings=$(find "$work/findings/$target" -type f -newer "$started" | sort)
  printf '%-20s %12s %8s %8s %8s %8s  %s\n' "$target" "${execs:-?}" "${cov:-?}" "${ft:-?}" \
    "${corpus:-?}" "$new" "$( [ -n "$findings" ] && echo "$findings" | wc -l || echo 0)"
  if [ -n "$findings" ]; then
    found=1
    echo "$findings" | sed 's/^/    /'
    grep -m 1 -E 'ERROR: |runtime error:|CRITICAL|deadly signal' "$log" | sed 's/^/    /' || true
  fi
done
rm -f "$started"
echo "fuzz.sh: logs in $work/logs"
exit $found

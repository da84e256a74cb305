#!/usr/bin/env bash
# Stress proof of the GUI and CLI tests: runs them ROUNDS times (default 10) under a virtual
# X display while a load generator keeps every core busy (one busy loop per core, started
# here and always stopped, also on Ctrl+C), prints each round's result and the pass count,
# and exits non-zero if any round failed. The tests wait on conditions only, so a loaded
# machine may make them slower, never make them fail.
#
#   scripts/stress-tests.sh [ROUNDS]
#
# Environment: BUILD_DIR (default: build/ in the repository; built beforehand, e.g. by
# scripts/clothlab.sh test), LOAD_JOBS (busy loops, default: all cores), LABELS (the CTest
# label regex, default ^(gui|cli)$). A failing round's CTest output is kept in
# $BUILD_DIR/stress/round-N.log.
set -uo pipefail

rounds="${1:-10}"
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || {
    echo "usage: scripts/stress-tests.sh [ROUNDS]  (ROUNDS: a whole number >= 1)" >&2
    exit 2
}
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${BUILD_DIR:-$repo_root/build}"
load_jobs="${LOAD_JOBS:-$(nproc)}"
labels="${LABELS:-^(gui|cli)$}"
[[ -f "$build_dir/CTestTestfile.cmake" ]] || {
    echo "stress-tests.sh: no build in $build_dir (run scripts/clothlab.sh test first)" >&2
    exit 2
}
command -v xvfb-run >/dev/null || {
    echo "stress-tests.sh: xvfb-run is missing (apt-get install xvfb xauth)" >&2
    exit 2
}
log_dir="$build_dir/stress"
mkdir -p "$log_dir"

load_pids=()
stop_load() {
    local pid
    for pid in "${load_pids[@]}"; do
        kill "$pid" 2>/dev/null
    done
    for pid in "${load_pids[@]}"; do
        wait "$pid" 2>/dev/null
    done
    load_pids=()
}
trap stop_load EXIT
trap 'exit 130' INT TERM

for ((j = 0; j < load_jobs; ++j)); do
    sh -c 'while :; do :; done' &
    load_pids+=("$!")
done
echo "stress-tests.sh: $rounds rounds of ctest -L '$labels' with $load_jobs busy loops" \
    "on $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"

export QT_QPA_PLATFORM=xcb
passes=0
for ((round = 1; round <= rounds; ++round)); do
    start=$(date +%s)
    log="$log_dir/round-$round.log"
    if xvfb-run -a -s "-screen 0 1920x1080x24" \
        ctest --test-dir "$build_dir" -L "$labels" --output-on-failure >"$log" 2>&1; then
        passes=$((passes + 1))
        result=pass
        rm -f "$log"
    else
        result="FAIL ($(grep -E '\(Failed\)|\(Timeout\)|\(SEGFAULT\)|\*\*\*' "$log" |
            sed -E 's/^ *[0-9]+ - //' | tr '\n' ' '); see $log)"
    fi
    echo "round $round/$rounds: $result, $(($(date +%s) - start)) s," \
        "load average $(cut -d' ' -f1-3 /proc/loadavg)"
done
echo "stress-tests.sh: $passes of $rounds rounds passed"
((passes == rounds))

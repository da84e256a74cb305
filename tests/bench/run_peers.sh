#!/bin/sh
# The issue-2 bar, re-runnable: ClothLab's symplectic Euler against the performance peers
# (../shared/peers/naive_massspring, read-only) on the peers' 128 x 128 cloth, in one sitting.
#
# Usage: tests/bench/run_peers.sh [REPS] [PATH/TO/clothlab_bench]
#   REPS            alternating rounds (default 5); the summary gives median, min and max
#   clothlab_bench  if given, each round also runs ClothLab's
#                   step/symplectic-euler/128 benchmark, alternating with the peers
# Environment: PEERS_DIR (default: <repo>/../shared/peers), N (default 128),
#              QUIET_LOAD (default 1.0), QUIET_WAIT (max seconds to wait per run, default
#              900; the run then goes ahead and its load is in the output), PEER_BUILT (a
#              copy of naive_massspring already built with its build.sh: skip the build).
#
# The peer is copied to a temporary directory and built there with its own build.sh
# (needs cmake, g++, libeigen3-dev); nothing of it is written into this repository.
# Programs, as in the peers' README:
#   OMP_NUM_THREADS=1 build/tuned N 6000 twopass   (tuned, two-pass, one thread)
#   build/naive N 3000                             (textbook)
# Before every run the script waits until the 1-minute load average is below QUIET_LOAD and
# no compiler (cc1plus) is running, so that runs are not taken on a busy machine.
set -eu

REPS=${1:-5}
BENCH=${2:-}
N=${N:-128}
QUIET_LOAD=${QUIET_LOAD:-1.0}
QUIET_WAIT=${QUIET_WAIT:-900}
here=$(cd "$(dirname "$0")" && pwd)
PEERS_DIR=${PEERS_DIR:-$here/../../../shared/peers}
if [ ! -d "$PEERS_DIR/naive_massspring" ]; then
    echo "peer sources not found: $PEERS_DIR/naive_massspring (set PEERS_DIR)" >&2
    exit 1
fi
if [ -n "$BENCH" ] && [ ! -x "$BENCH" ]; then
    echo "not an executable: $BENCH" >&2
    exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/clothlab-peers.XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
if [ -n "${PEER_BUILT:-}" ]; then
    peer=$PEER_BUILT # a copy of naive_massspring already built with its build.sh
else
    cp -R "$PEERS_DIR/naive_massspring" "$work/"
    chmod -R u+w "$work"
    peer=$work/naive_massspring
    rm -rf "$peer/build"
    echo "# building the peer in $peer" >&2
    (cd "$peer" && ./build.sh) >&2
fi

wait_quiet() {
    waited=0
    while :; do
        load=$(cut -d' ' -f1 /proc/loadavg)
        busy=$(awk -v l="$load" -v q="$QUIET_LOAD" 'BEGIN { print (l >= q) ? 1 : 0 }')
        if [ "$busy" = 0 ] && ! pgrep -x cc1plus >/dev/null 2>&1; then
            return 0
        fi
        if [ "$waited" -ge "$QUIET_WAIT" ]; then
            echo "# warning: machine still busy after ${QUIET_WAIT}s (load $load); measuring anyway" >&2
            return 0
        fi
        sleep 2
        waited=$((waited + 2))
    done
}

# One line per run: <program> <ns_per_spring_step> <us_per_step> <load_before>
raw=$work/raw.txt
: >"$raw"
run_peer() { # name, command...
    name=$1
    shift
    wait_quiet
    load=$(cut -d' ' -f1 /proc/loadavg)
    out=$("$@" 2>"$work/err.txt")
    ns=$(sed -n 's/.*ns_per_spring_step=\([0-9.]*\).*/\1/p' "$work/err.txt")
    us=$(echo "$out" | awk '{ print $6 }')
    echo "$name $ns $us $load" | tee -a "$raw"
}
run_clothlab() {
    wait_quiet
    load=$(cut -d' ' -f1 /proc/loadavg)
    "$BENCH" --benchmark_filter="^step/symplectic-euler/$N/" --benchmark_min_time=2.5 \
        --benchmark_format=csv 2>/dev/null >"$work/bench.csv"
    # CSV columns are named in the header line that starts with "name,".
    awk -F, -v load="$load" '
        /^name,/ { for (i = 1; i <= NF; i++) { gsub(/"/, "", $i); col[$i] = i }; next }
        col["name"] && $1 ~ /symplectic-euler/ {
            printf "clothlab-symplectic-euler %s %.3f %s\n", $col["ns_per_spring_step"], \
                $col["real_time"], load
        }' "$work/bench.csv" | tee -a "$raw"
}

echo "# program ns_per_spring_step us_per_step load_before"
r=1
while [ "$r" -le "$REPS" ]; do
    if [ -n "$BENCH" ]; then
        run_clothlab
    fi
    run_peer tuned-twopass-t1 env OMP_NUM_THREADS=1 "$peer/build/tuned" "$N" 6000 twopass
    run_peer naive "$peer/build/naive" "$N" 3000
    r=$((r + 1))
done

echo
echo "# N=$N, $REPS rounds: ns per spring per step (us per step)"
echo "| program | median | min | max | median us/step |"
echo "| --- | --- | --- | --- | --- |"
stats() { # name, column -> "median min max" of that column over the runs of name
    grep "^$1 " "$raw" | awk -v c="$2" '{ print $c }' | sort -g | awk '
        { v[NR] = $1 }
        END {
            m = int((NR + 1) / 2)
            med = (NR % 2) ? v[m] : (v[m] + v[m + 1]) / 2
            printf "%.2f %.2f %.2f\n", med, v[1], v[NR]
        }'
}
for name in clothlab-symplectic-euler tuned-twopass-t1 naive; do
    grep "^$name " "$raw" >/dev/null || continue
    # shellcheck disable=SC2046 # split "median min max" into $1..$6 on purpose
    set -- $(stats "$name" 2) $(stats "$name" 3)
    echo "| $name | $1 | $2 | $3 | $4 |"
done

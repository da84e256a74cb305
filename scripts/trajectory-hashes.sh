#!/usr/bin/env bash
# Prints one line per preset × integrator: the SHA-256 of the energy table and of the final
# state after STEPS steps (the preset's own dt), or the exit status and message of a run that
# blew up or was refused. Two builds whose outputs are the same line for line step every
# preset under every integrator bit for bit alike, energy bookkeeping included: the check
# that a restructuring changed no result.
#
#   scripts/trajectory-hashes.sh [STEPS] > before.txt     # on the old build
#   scripts/trajectory-hashes.sh [STEPS] > after.txt      # on the new one
#   diff before.txt after.txt
#
# Environment: BUILD_DIR (default: build/ in the repository). STEPS defaults to 200.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${BUILD_DIR:-$repo_root/build}"
cli="$build_dir/app/clothlab-cli"
steps="${1:-200}"
[[ -x "$cli" ]] || {
    echo "trajectory-hashes.sh: no $cli; build first" >&2
    exit 2
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mapfile -t presets < <("$cli" presets | awk '{print $1}')
mapfile -t integrators < <("$cli" integrators | awk '/^[a-z0-9-]+ /{print $1}')

for preset in "${presets[@]}"; do
    for id in "${integrators[@]}"; do
        rm -f "$work/energy.csv" "$work/final.csv"
        status=0
        "$cli" run "preset:$preset" --integrator "$id" --steps "$steps" \
            --energy "$work/energy.csv" --final "$work/final.csv" \
            >"$work/out" 2>"$work/err" || status=$?
        if ((status == 0)); then
            printf '%s %s %s %s\n' "$preset" "$id" \
                "$(sha256sum <"$work/energy.csv" | cut -c1-16)" \
                "$(sha256sum <"$work/final.csv" | cut -c1-16)"
        else
            energy="-"
            [[ -f "$work/energy.csv" ]] && energy="$(sha256sum <"$work/energy.csv" | cut -c1-16)"
            printf '%s %s exit=%d %s %s\n' "$preset" "$id" "$status" "$energy" \
                "$(tr '\n' ' ' <"$work/err" | cut -c1-160)"
        fi
    done
done

#!/usr/bin/env bash
# ClothLab set-up for Debian 12: installs the missing Debian packages, configures with CMake
# and Ninja (Release), builds, then opens the workbench (`run`) or runs the whole test
# suite under a virtual X display (`test`). `sanitize` builds the core, clothlab-cli, their
# tests and the fuzz targets with clang, AddressSanitizer and UndefinedBehaviorSanitizer and
# runs them (with 40 s of fuzzing per target); `fuzz SECONDS` fuzzes each target that long.
#
#   scripts/clothlab.sh run [ARGS...]   ARGS go to the workbench, e.g. --screenshot FILE
#   scripts/clothlab.sh test
#   scripts/clothlab.sh sanitize
#   scripts/clothlab.sh fuzz SECONDS
#
# Environment: BUILD_DIR (default: build/ in the repository), SANITIZE_BUILD_DIR (default:
# build-sanitize/), JOBS (default: all cores).
set -euo pipefail

readonly packages=(
    cmake ninja-build g++
    qt6-base-dev qt6-3d-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
    libqcustomplot-dev libeigen3-dev nlohmann-json3-dev libbenchmark-dev
    qt6-translations-l10n xvfb xauth libgl1-mesa-dri fonts-noto-cjk libgl-dev clang-format
    poppler-utils clang libclang-rt-14-dev libspectra-dev
    python3-dev pybind11-dev python3-numpy python3-scipy python3-pytest python3-dask python3-distributed
)

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${BUILD_DIR:-$repo_root/build}"
sanitize_dir="${SANITIZE_BUILD_DIR:-$repo_root/build-sanitize}"
jobs="${JOBS:-$(nproc)}"

say() { printf 'clothlab.sh: %s\n' "$*" >&2; }
die() {
    say "$*"
    exit 1
}

usage() {
    cat >&2 <<'EOF'
Usage: scripts/clothlab.sh run [ARGS...]   set up, build and open the workbench
       scripts/clothlab.sh test            set up, build and run the whole test suite
       scripts/clothlab.sh sanitize        core and CLI tests, fuzz targets under ASan + UBSan
       scripts/clothlab.sh fuzz SECONDS    fuzz each target for SECONDS (sanitizer build)
EOF
    exit 2
}

install_missing_packages() {
    local missing=() package
    for package in "${packages[@]}"; do
        if [[ "$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)" \
            != "install ok installed" ]]; then
            missing+=("$package")
        fi
    done
    if ((${#missing[@]} == 0)); then
        return
    fi
    say "installing missing packages: ${missing[*]}"
    local sudo=()
    if ((EUID != 0)); then
        command -v sudo >/dev/null || die "not root and sudo is not installed; install as root: apt-get install ${missing[*]}"
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends "${missing[@]}"
}

# ccache, where installed, makes rebuilds of unchanged sources (a second clone, a branch
# switch) nearly free; the build is the same without it.
# The tests' precompiled headers (tests/CMakeLists.txt) are cached only with this sloppiness.
launcher=()
if command -v ccache >/dev/null; then
    launcher=("-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_SLOPPINESS=pch_defines,time_macros;ccache")
fi

configure_and_build() {
    say "configuring $build_dir"
    cmake -S "$repo_root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "${launcher[@]}"
    say "building with $jobs jobs"
    cmake --build "$build_dir" --parallel "$jobs"
}

# The sanitizer build: clang, -O1 with debug information and Eigen's assertions, no GUI
# (the core, clothlab-cli with the figures library, their tests and the fuzz targets; see
# README "Build options, sanitizers and fuzzing").
configure_and_build_sanitizer() {
    say "configuring $sanitize_dir (clang, ASan + UBSan, libFuzzer)"
    cmake -S "$repo_root" -B "$sanitize_dir" -G Ninja -DCMAKE_CXX_COMPILER=clang++ "${launcher[@]}" \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only" \
        -DCLOTHLAB_BUILD_GUI=OFF -DCLOTHLAB_BUILD_CLI=ON -DCLOTHLAB_BUILD_BENCHMARKS=OFF \
        -DCLOTHLAB_SANITIZE=ON -DCLOTHLAB_FUZZ=ON
    say "building with $jobs jobs"
    cmake --build "$sanitize_dir" --parallel "$jobs"
}

command="${1:-}"
case "$command" in
run)
    shift
    # Checked first: without a display there is nothing to open, so fail before the build.
    if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
        die "no display: DISPLAY and WAYLAND_DISPLAY are both unset. Run this from a desktop" \
            "session (or ssh -X); 'scripts/clothlab.sh test' works without one."
    fi
    install_missing_packages
    configure_and_build
    exec "$build_dir/app/clothlab" "$@"
    ;;
test)
    (($# == 1)) || usage
    install_missing_packages
    configure_and_build
    # The whole suite runs under one virtual X server so the GUI tests have a display.
    export QT_QPA_PLATFORM=xcb
    status=0
    xvfb-run -a -s "-screen 0 1920x1080x24" \
        ctest --test-dir "$build_dir" --output-on-failure -j2 || status=$?
    exit "$status"
    ;;
sanitize)
    (($# == 1)) || usage
    install_missing_packages
    configure_and_build_sanitizer
    export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1
    export QT_QPA_PLATFORM=offscreen
    status=0
    # The long numerical tests are left out of this build (tests/core/CMakeLists.txt says
    # which and why); every test that reads input runs, then the three fuzz targets, two at a time.
    ctest --test-dir "$sanitize_dir" --output-on-failure -j2 -LE '^fuzz$' || status=$?
    ctest --test-dir "$sanitize_dir" --output-on-failure -j2 -L '^fuzz$' || status=$?
    exit "$status"
    ;;
fuzz)
    (($# == 2)) && [[ "$2" =~ ^[0-9]+$ ]] || usage
    install_missing_packages
    configure_and_build_sanitizer
    status=0
    for target in scene obj assignment; do
        work="$sanitize_dir/tests/fuzz/work/$target"
        mkdir -p "$work"
        say "fuzzing $target for $2 s (new inputs in $work; a finding in $sanitize_dir/tests/fuzz/)"
        "$sanitize_dir/tests/fuzz/fuzz_$target" -max_total_time="$2" -timeout=30 \
            -rss_limit_mb=3072 -dict="$repo_root/tests/fuzz/$target.dict" \
            -artifact_prefix="$sanitize_dir/tests/fuzz/" "$work" \
            "$repo_root/tests/fuzz/corpus/$target" || status=$?
    done
    exit "$status"
    ;;
*)
    usage
    ;;
esac

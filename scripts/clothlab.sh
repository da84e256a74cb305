#!/usr/bin/env bash
# ClothLab set-up for Debian 12: installs the missing Debian packages, configures with CMake
# and Ninja (Release), builds, then opens the workbench (`run`) or runs the whole test
# suite under a virtual X display (`test`).
#
#   scripts/clothlab.sh run [ARGS...]   ARGS go to the workbench, e.g. --screenshot FILE
#   scripts/clothlab.sh test
#
# Environment: BUILD_DIR (default: build/ in the repository), JOBS (default: all cores).
set -euo pipefail

readonly packages=(
    cmake ninja-build g++
    qt6-base-dev qt6-3d-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
    libqcustomplot-dev libeigen3-dev nlohmann-json3-dev libbenchmark-dev
    qt6-translations-l10n xvfb xauth libgl1-mesa-dri fonts-noto-cjk libgl-dev clang-format
    poppler-utils
)

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${BUILD_DIR:-$repo_root/build}"
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

configure_and_build() {
    say "configuring $build_dir"
    cmake -S "$repo_root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release
    say "building with $jobs jobs"
    cmake --build "$build_dir" --parallel "$jobs"
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
*)
    usage
    ;;
esac

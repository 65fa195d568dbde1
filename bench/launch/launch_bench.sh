#!/usr/bin/env bash
# App launch-to-window time and idle memory of Ludoteca, side by side with KDE Knights and
# GNOME Chess, in one run on one private Xvfb (../shared/bench/gui-launch-bench.sh).
# Usage: bench/launch/launch_bench.sh [RUNS]   (from the project root, after a release build)
# Needs: apt-get install knights gnome-chess libx11-dev
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=${1:-5}
app="$root/build/release/bin/ludoteca"
[ -x "$app" ] || { echo "build the release preset first: cmake --workflow --preset release" >&2; exit 2; }
export PATH="/usr/games:$PATH"
home=$(mktemp -d)   # a clean profile: no resume dialog, no saved settings
HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
  "$root/../shared/bench/gui-launch-bench.sh" -n "$runs" "$app --no-resume" gnome-chess knights
rm -rf "$home"

#!/bin/sh
# The Morris level ladder: each level against the one below it, then Hard against random.
# Usage: bench/morris/morris_match.sh BUILD_DIR [GAMES] [MOVE_MS]
# Build first (Release recommended): cmake --build BUILD_DIR --target morris_match
set -e
build=${1:?build directory}
games=${2:-20}
ms=${3:-500}
bin="$build/bin/morris_match"
"$bin" --games "$games" easy random | tail -1
"$bin" --games "$games" medium easy | tail -1
"$bin" --games "$games" --ms "$ms" hard medium | tail -1
"$bin" --games "$games" --ms "$ms" hard random | tail -1

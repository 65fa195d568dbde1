#!/usr/bin/env bash
# Perft speed, ours against Stockfish, side by side (run from the project root).
# usage: bench/chess/perft-vs-stockfish.sh [DEPTH=6] [RUNS=5]
# Environment: CLI (default build/chess-rel/bin/ludoteca-cli, a Release build),
#              SHARED (default ../shared: holds bench/stockfish-perft.sh).
# Both figures are whole-process wall times (start-up included), median of RUNS.
set -euo pipefail
DEPTH=${1:-6}
RUNS=${2:-5}
CLI=${CLI:-build/chess-rel/bin/ludoteca-cli}
SHARED=${SHARED:-../shared}
[ -x "$CLI" ] || { echo "no $CLI: build it with -DCMAKE_BUILD_TYPE=Release" >&2; exit 2; }

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2}'; }

ours=()
for i in $(seq 1 "$RUNS"); do
  t0=$(date +%s.%N)
  out=$("$CLI" chess perft "$DEPTH")
  t1=$(date +%s.%N)
  nodes=$(printf '%s\n' "$out" | awk '/^nodes/ {print $2}')
  wall=$(echo "$t1 - $t0" | bc -l)
  nps=$(echo "$nodes / $wall" | bc -l)
  printf 'ludoteca run %d: nodes=%s wall_s=%.3f nps=%.0f\n' "$i" "$nodes" "$wall" "$nps"
  ours+=("$nps")
done
ours_median=$(printf '%s\n' "${ours[@]}" | median)

sf_out=$("$SHARED/bench/stockfish-perft.sh" "$DEPTH" "$RUNS")
printf '%s\n' "$sf_out" | sed 's/^/stockfish /'
sf_median=$(printf '%s\n' "$sf_out" | awk -F'[= ]' '/^median/ {print $3}')

printf '\nperft %s from the start position, median of %s runs (nodes/s, whole process):\n' "$DEPTH" "$RUNS"
printf '  %-10s %14.0f\n  %-10s %14.0f\n' ludoteca "$ours_median" stockfish "$sf_median"
printf '  ratio ludoteca/stockfish = %.2f\n' "$(echo "$ours_median / $sf_median" | bc -l)"

#!/usr/bin/env bash
# Perft speed, ours against Stockfish, side by side (run from the project root).
# usage: bench/chess/perft-vs-stockfish.sh [DEPTH=6] [RUNS=5]
# Environment: CLI (default build/chess-rel/bin/ludoteca-cli, a Release build),
#              SHARED (default ../shared: holds bench/stockfish-perft.sh).
# Both figures are whole-process wall times (start-up included). The runs alternate (ours,
# Stockfish, ours, ...) so a change in the machine's load hits both alike; the script prints
# the median of each and the median of the per-pair ratios.
set -euo pipefail
DEPTH=${1:-6}
RUNS=${2:-5}
CLI=${CLI:-build/chess-rel/bin/ludoteca-cli}
SHARED=${SHARED:-../shared}
[ -x "$CLI" ] || { echo "no $CLI: build it with -DCMAKE_BUILD_TYPE=Release" >&2; exit 2; }

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2}'; }

ours=() theirs=() ratios=()
for i in $(seq 1 "$RUNS"); do
  t0=$(date +%s.%N)
  out=$("$CLI" chess perft "$DEPTH")
  t1=$(date +%s.%N)
  nodes=$(printf '%s\n' "$out" | awk '/^nodes/ {print $2}')
  nps=$(echo "$nodes / ($t1 - $t0)" | bc -l)
  sf=$("$SHARED/bench/stockfish-perft.sh" "$DEPTH" 1 | awk -F'[= ]' '/^median/ {print $3}')
  ratio=$(echo "$nps / $sf" | bc -l)
  printf 'run %d: ludoteca nodes=%s nps=%.0f  stockfish nps=%.0f  ratio=%.2f\n' \
    "$i" "$nodes" "$nps" "$sf" "$ratio"
  ours+=("$nps") theirs+=("$sf") ratios+=("$ratio")
done

printf '\nperft %s from the start position, %s alternating runs (nodes/s, whole process):\n' \
  "$DEPTH" "$RUNS"
printf '  %-10s %14.0f (median)\n' ludoteca "$(printf '%s\n' "${ours[@]}" | median)"
printf '  %-10s %14.0f (median)\n' stockfish "$(printf '%s\n' "${theirs[@]}" | median)"
printf '  ratio ludoteca/stockfish = %.2f (median of the pairs)\n' \
  "$(printf '%s\n' "${ratios[@]}" | median)"

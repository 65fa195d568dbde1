#!/usr/bin/env bash
# Replays every game of every PGN file in a directory with `ludoteca-cli chess pgn` and sums
# the per-file summaries (games, plies, errors). The PGN files are not part of the repository:
# point the script at a directory of real game collections (RESULTS.md names the ones used).
# usage: bench/chess/pgn-corpus.sh DIR [CLI]
#   CLI defaults to build/verify/bin/ludoteca-cli (a Release build).
# Prints one line per file and a total; exits 1 when any game failed to replay.
set -uo pipefail
DIR=${1:?usage: bench/chess/pgn-corpus.sh DIR [CLI]}
CLI=${2:-build/verify/bin/ludoteca-cli}
[ -x "$CLI" ] || { echo "no $CLI: build ludoteca-cli first" >&2; exit 2; }

total_games=0 total_plies=0 total_errors=0 files=0
start=$(date +%s.%N)
while IFS= read -r -d '' file; do
  out=$("$CLI" chess pgn "$file" 2>&1)
  summary=$(printf '%s\n' "$out" | grep -E '^games=[0-9]+ plies=[0-9]+ errors=[0-9]+' | tail -1)
  if [ -z "$summary" ]; then
    echo "$file: no summary (the reader stopped)"; total_errors=$((total_errors + 1)); continue
  fi
  games=$(sed -E 's/games=([0-9]+).*/\1/' <<<"$summary")
  plies=$(sed -E 's/.*plies=([0-9]+).*/\1/' <<<"$summary")
  errors=$(sed -E 's/.*errors=([0-9]+).*/\1/' <<<"$summary")
  printf '%s: %s\n' "$file" "$summary"
  if [ "$errors" != 0 ]; then printf '%s\n' "$out" | grep -iE "^[^ ]*: (line [0-9]+: )?game [0-9]+" | head -5 | sed 's/^/    /'; fi
  total_games=$((total_games + games)); total_plies=$((total_plies + plies))
  total_errors=$((total_errors + errors)); files=$((files + 1))
done < <(find "$DIR" -type f -iname '*.pgn' -print0 | sort -z)
seconds=$(echo "$(date +%s.%N) - $start" | bc -l)
printf 'total: files=%d games=%d plies=%d errors=%d time=%.1fs\n' "$files" "$total_games" \
  "$total_plies" "$total_errors" "$seconds"
[ "$total_errors" = 0 ]

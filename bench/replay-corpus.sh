#!/usr/bin/env bash
# Replays every game of every game file in a directory with `ludoteca-cli GAME FORMAT FILE`
# (chess pgn, draughts pdn) and sums the per-file summaries (games, plies, errors). The files
# are not part of the repository: point the script at a directory of real game collections
# (each game's RESULTS.md names the ones used).
# usage: bench/replay-corpus.sh GAME FORMAT DIR [CLI]
#   FORMAT is also the files' extension; CLI defaults to build/verify/bin/ludoteca-cli (a
#   Release build).
# Prints one line per file, the first reasons of any failure, and a total; exits 1 when any
# game failed to replay.
set -uo pipefail
usage="usage: bench/replay-corpus.sh GAME FORMAT DIR [CLI]"
GAME=${1:?$usage} FORMAT=${2:?$usage} DIR=${3:?$usage}
CLI=${4:-build/verify/bin/ludoteca-cli}
[ -x "$CLI" ] || { echo "no $CLI: build ludoteca-cli first" >&2; exit 2; }

reasons=$(mktemp)
trap 'rm -f "$reasons"' EXIT
total_games=0 total_plies=0 total_errors=0 files=0
start=$(date +%s.%N)
while IFS= read -r -d '' file; do
  # The summary comes on standard output, the reason for each failed game on standard error.
  summary=$("$CLI" "$GAME" "$FORMAT" "$file" 2>"$reasons" |
    grep -E '^games=[0-9]+ plies=[0-9]+ errors=[0-9]+' | tail -1)
  if [ -z "$summary" ]; then
    echo "$file: no summary (the reader stopped)"; total_errors=$((total_errors + 1)); continue
  fi
  games=$(sed -E 's/games=([0-9]+).*/\1/' <<<"$summary")
  plies=$(sed -E 's/.*plies=([0-9]+).*/\1/' <<<"$summary")
  errors=$(sed -E 's/.*errors=([0-9]+).*/\1/' <<<"$summary")
  printf '%s: %s\n' "$file" "$summary"
  if [ "$errors" != 0 ]; then head -5 "$reasons" | sed 's/^/    /'; fi
  total_games=$((total_games + games)); total_plies=$((total_plies + plies))
  total_errors=$((total_errors + errors)); files=$((files + 1))
done < <(find "$DIR" -type f -iname "*.$FORMAT" -print0 | sort -z)
seconds=$(echo "$(date +%s.%N) - $start" | bc -l)
printf 'total: files=%d games=%d plies=%d errors=%d time=%.1fs\n' "$files" "$total_games" \
  "$total_plies" "$total_errors" "$seconds"
[ "$total_errors" = 0 ]

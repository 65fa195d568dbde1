#!/usr/bin/env bash
# Self-play over DXP on 127.0.0.1: engine A (a `ludoteca-cli`, the initiator) against engine B
# (another `ludoteca-cli`, the follower), from the two-move ballots, each ballot once with
# either colour, at a fixed time per move, under `nice -n 10` (a development measure of a
# change: new binary against old; the real measure is mobydam-match.sh).
#
# usage: bench/draughts/selfplay.sh CLI_A CLI_B [GAMES=20] [MOVETIME_MS=100]
# Environment: BALLOTS (one FEN per line; default MobyDam's "2-move ballots matchfile.fen" in
# /work/ext/mobydam/test), PORT (default 27541), FIRST (index of the first game, default 0).
set -uo pipefail
A=$1 B=$2
GAMES=${3:-20}
MOVETIME=${4:-100}
BALLOTS=${BALLOTS:-/work/ext/mobydam/test/2-move ballots matchfile.fen}
PORT=${PORT:-27541}
FIRST=${FIRST:-0}
mapfile -t openings < <(grep -E '^[WB]:' "$BALLOTS" | tr -d '\r')
[ "${#openings[@]}" -gt 0 ] || { echo "no FEN lines in $BALLOTS" >&2; exit 2; }
work=$(mktemp -d)
wins=0 draws=0 losses=0 unknown=0
for ((g = FIRST; g < FIRST + GAMES; g++)); do
  fen=${openings[$(((g / 2) % ${#openings[@]}))]}
  side=$([ $((g % 2)) = 0 ] && echo white || echo black)
  nice -n 10 "$B" draughts dxp --listen "$PORT" --movetime "$MOVETIME" >"$work/b$g.log" 2>&1 &
  follower=$!
  for _ in $(seq 100); do grep -q "listening on port" "$work/b$g.log" && break; sleep 0.05; done
  timeout $((MOVETIME * 600 / 1000 + 60)) nice -n 10 "$A" draughts dxp --connect "127.0.0.1:$PORT" \
    --side "$side" --fen "$fen" --movetime "$MOVETIME" --minutes 99 --moves 0 >"$work/a$g.log" 2>&1
  wait "$follower" 2>/dev/null
  result=$(sed -nE 's/^games=[0-9]+ result=([a-z]+)$/\1/p' "$work/a$g.log" | tail -1)
  plies=$(grep -cE '^(we|they) play ' "$work/a$g.log")
  case "$result" in
    win) wins=$((wins + 1)) ;;
    loss) losses=$((losses + 1)) ;;
    draw) draws=$((draws + 1)) ;;
    *) unknown=$((unknown + 1)) ;;
  esac
  printf 'game %3d: A %-5s ballot %2d %-7s %3d plies   +%d =%d -%d\n' $((g + 1)) "$side" \
    $(((g / 2) % ${#openings[@]} + 1)) "${result:-unknown}" "$plies" "$wins" "$draws" "$losses"
done
awk -v w="$wins" -v d="$draws" -v l="$losses" -v u="$unknown" 'BEGIN {
  n = w + d + l; if (n == 0) exit
  s = (w + 0.5 * d) / n
  printf "A +%d =%d -%d (%d unknown): %.1f%%", w, d, l, u, 100 * s
  if (s > 0 && s < 1) printf ", Elo %+.0f", -400 * log(1 / s - 1) / log(10)
  printf "\n" }'

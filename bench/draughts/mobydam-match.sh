#!/usr/bin/env bash
# Match over DXP (DamExchange) on 127.0.0.1: our engine (`ludoteca-cli draughts dxp --connect`,
# the initiator) against MobyDam (Harm Jetten's open-source engine, the follower), at a fixed
# time per move, from the two-move ballots, each ballot played once with either colour.
# Prints every game, the score, the Elo difference with its 95% error bar, and protocol faults.
#
# usage: bench/draughts/mobydam-match.sh [GAMES=20]
# Environment:
#   MOBYDAM   the MobyDam program, built outside this repository (default
#             /work/ext/mobydam/main/mobydam); its source tree is MOBYDAM's parent's parent
#   BOOK      MobyDam's opening book (default <source>/book/book.opn; "none": no book)
#   BALLOTS   one FEN per line, the openings (default "<source>/test/2-move ballots matchfile.fen")
#   CLI       ludoteca-cli, a Release build (default build/verify/bin/ludoteca-cli)
#   MOVETIME  milliseconds per move for both engines (default 1000)
#   PORT      TCP port on 127.0.0.1 (default 27531)
#   FIRST     index of the first game (default 0), to continue a match
#   NICE      niceness of both engines (default 10; 0 for a measurement at normal priority)
# MobyDam must listen on the loopback address only (see bench/draughts/RESULTS.md).
set -uo pipefail
GAMES=${1:-20}
MOBYDAM=${MOBYDAM:-/work/ext/mobydam/main/mobydam}
SOURCE=$(cd "$(dirname "$MOBYDAM")/.." && pwd)
BOOK=${BOOK:-$SOURCE/book/book.opn}
BALLOTS=${BALLOTS:-$SOURCE/test/2-move ballots matchfile.fen}
CLI=${CLI:-build/verify/bin/ludoteca-cli}
MOVETIME=${MOVETIME:-1000}
PORT=${PORT:-27531}
FIRST=${FIRST:-0}
NICE=${NICE:-10}
[ -x "$MOBYDAM" ] || { echo "no MobyDam program at $MOBYDAM" >&2; exit 2; }
[ -x "$CLI" ] || { echo "no $CLI: build ludoteca-cli (Release) first" >&2; exit 2; }
[ -r "$BALLOTS" ] || { echo "no ballot file $BALLOTS" >&2; exit 2; }
CLI=$(cd "$(dirname "$CLI")" && pwd)/$(basename "$CLI")
mapfile -t openings < <(grep -E '^[WB]:' "$BALLOTS" | tr -d '\r')
[ "${#openings[@]}" -gt 0 ] || { echo "no FEN lines in $BALLOTS" >&2; exit 2; }

work=$(mktemp -d)
book_args=()
[ "$BOOK" != none ] && book_args=(-b "$BOOK")
mobydam_pid=
stop_mobydam() {
  [ -n "$mobydam_pid" ] || return 0
  exec 3>&-
  kill "$mobydam_pid" 2>/dev/null
  wait "$mobydam_pid" 2>/dev/null
  mobydam_pid=
}
trap stop_mobydam EXIT
# One MobyDam process per game: our GAMEEND says "no further games", on which it exits. It reads
# console commands on standard input (a FIFO kept open): a hard time limit per move and a
# transposition table wiped before the game.
start_mobydam() {
  local dir=$1
  mkdir -p "$dir" && rm -f "$dir/console" && mkfifo "$dir/console"
  (cd "$dir" && exec nice -n "$NICE" "$MOBYDAM" -p "$PORT" -t 22 "${book_args[@]}" \
    <"$dir/console" >"$dir/mobydam.out" 2>"$dir/mobydam.err") &
  mobydam_pid=$!
  exec 3>"$dir/console"
  printf 'time %s\nwipe\n' "$MOVETIME" >&3
  for _ in $(seq 100); do grep -q "listening on port" "$dir/mobydam.out" 2>/dev/null && return 0; sleep 0.1; done
  echo "MobyDam did not start:" >&2; cat "$dir/mobydam.err" >&2; return 1
}

# The score so far: at the end, or when the match is interrupted.
summary() {
  awk -v w="$wins" -v d="$draws" -v l="$losses" -v u="$unknown" -v oi="$our_illegal" \
    -v ti="$their_illegal" -v p="$plies_total" -v x="$disputed" -v ls="$load_sum" -v ln="$load_count" \
    -v lmin="$load_min" -v lmax="$load_max" 'BEGIN {
    n = w + d + l
    printf "games %d (+%d =%d -%d, %d without a result), %d plies\n", n + u, w, d, l, u, p
    printf "illegal moves: ludoteca %d, MobyDam %d; results MobyDam records differently: %d\n", oi, ti, x
    if (ln > 0) printf "one-minute load average after each game: mean %.1f, min %.1f, max %.1f\n", ls / ln, lmin, lmax
    if (n == 0) exit
    s = (w + 0.5 * d) / n
    var = (w + 0.25 * d) / n - s * s; if (var < 0) var = 0
    m = 1.96 * sqrt(var / n)
    printf "score %.1f/%d (%.1f%%)\n", w + 0.5 * d, n, 100 * s
    if (s <= 0 || s >= 1) {
      b = (n - 0.5) / n; e = -400 * log(1 / b - 1) / log(10); if (e < 0) e = -e
      printf "Elo difference %s%.0f or beyond (a clean sweep has no finite estimate)\n", (s >= 1 ? "+" : "-"), e
      exit
    }
    lo = s - m; hi = s + m
    if (lo < 0.001) lo = 0.001; if (hi > 0.999) hi = 0.999
    elo = -400 * log(1 / s - 1) / log(10)
    elo_lo = -400 * log(1 / lo - 1) / log(10); elo_hi = -400 * log(1 / hi - 1) / log(10)
    printf "Elo difference %+.0f +- %.0f (95%%: %+.0f .. %+.0f)\n", elo, (elo_hi - elo_lo) / 2, elo_lo, elo_hi
  }'
}
trap 'stop_mobydam; echo "interrupted"; summary; exit 1' INT TERM

echo "ludoteca vs MobyDam ($MOBYDAM), ${MOVETIME} ms per move, ${GAMES} games from ${#openings[@]} ballots, logs in $work"
wins=0 draws=0 losses=0 unknown=0 our_illegal=0 their_illegal=0 plies_total=0 disputed=0
load_sum=0 load_count=0 load_min=999 load_max=0
# A game that hangs (a refused move leaves both sides waiting) is cut after 600 moves' time.
limit=$((MOVETIME * 600 / 1000 + 60))
for ((g = FIRST; g < FIRST + GAMES; g++)); do
  fen=${openings[$(((g / 2) % ${#openings[@]}))]}
  side=$([ $((g % 2)) = 0 ] && echo white || echo black)
  dir="$work/game$((g + 1))"
  start_mobydam "$dir" || exit 1
  timeout "$limit" nice -n "$NICE" "$CLI" draughts dxp --connect "127.0.0.1:$PORT" --side "$side" \
    --fen "$fen" --movetime "$MOVETIME" --minutes 99 --moves 0 >"$dir/ludoteca.log" 2>&1
  sleep 0.3
  stop_mobydam
  result=$(sed -nE 's/^games=[0-9]+ result=([a-z]+)$/\1/p' "$dir/ludoteca.log" | tail -1)
  plies=$(grep -cE '^(we|they) play ' "$dir/ludoteca.log")
  reason=$(grep -E '^game over: ' "$dir/ludoteca.log" | tail -1 | sed 's/^game over: //')
  # Each side reports a move it refuses: we log it, MobyDam says so in a chat message.
  if grep -q "illegal move from the opponent" "$dir/ludoteca.log"; then their_illegal=$((their_illegal + 1)); fi
  if grep -q "invalid move received" "$dir/ludoteca.log" "$dir/dxp.log"; then our_illegal=$((our_illegal + 1)); fi
  # MobyDam names its game record result<N>.pdn, N its own result: 1 loss, 2 draw, 3 win.
  theirs=$(find "$dir" -maxdepth 1 -name 'result[0-3].pdn' | sed -E 's/.*result([0-3])\.pdn/\1/' | head -1)
  case "$result/$theirs" in
    win/1 | draw/2 | loss/3) ;;
    *) disputed=$((disputed + 1)) ;;
  esac
  case "$result" in
    win) wins=$((wins + 1)) ;;
    loss) losses=$((losses + 1)) ;;
    draw) draws=$((draws + 1)) ;;
    *) unknown=$((unknown + 1)) ;;
  esac
  plies_total=$((plies_total + plies))
  # The machine's load, so that a reader knows how much of a core "1 s" bought.
  load=$(cut -d' ' -f1 /proc/loadavg)
  read -r load_sum load_count load_min load_max < <(awk -v s="$load_sum" -v n="$load_count" \
    -v lo="$load_min" -v hi="$load_max" -v x="$load" \
    'BEGIN { print s + x, n + 1, (x < lo ? x : lo), (x > hi ? x : hi) }')
  printf 'game %3d: ludoteca %-5s ballot %2d %-7s after %3d plies (%s)   +%d =%d -%d\n' \
    $((g + 1)) "$side" $(((g / 2) % ${#openings[@]} + 1)) "${result:-unknown}" "$plies" \
    "${reason:-no reason logged}" "$wins" "$draws" "$losses"
  echo "           load average $load"
done

summary

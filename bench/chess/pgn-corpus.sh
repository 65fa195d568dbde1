#!/usr/bin/env bash
# Replays every game of every PGN file in DIR with `ludoteca-cli chess pgn` (RESULTS.md names the
# collections used); see bench/replay-corpus.sh.
# usage: bench/chess/pgn-corpus.sh DIR [CLI]
exec "$(dirname "$0")/../replay-corpus.sh" chess pgn "$@"

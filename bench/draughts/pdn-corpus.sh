#!/usr/bin/env bash
# Replays every game of every PDN file in DIR with `ludoteca-cli draughts pdn` (RESULTS.md names
# the collections used); see bench/replay-corpus.sh.
# usage: bench/draughts/pdn-corpus.sh DIR [CLI]
exec "$(dirname "$0")/../replay-corpus.sh" draughts pdn "$@"

// The public chess API in one include, for views and tools built on the core:
//   Position::fromFen / fen, legalMoves, makeMove / unmakeMove, status / resultMarker,
//   toSan / parseSan, toUci / parseUci, readPgn / replayPgnGame / writePgn,
//   ChessGame / ChessState (the lt::Game wrapper) and the engine's levels.
#pragma once

#include "games/chess/engine/agent.h"  // IWYU pragma: export
#include "games/chess/game.h"          // IWYU pragma: export
#include "games/chess/movegen.h"       // IWYU pragma: export
#include "games/chess/notation.h"      // IWYU pragma: export
#include "games/chess/pgn.h"           // IWYU pragma: export
#include "games/chess/position.h"      // IWYU pragma: export

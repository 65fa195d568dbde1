// The public chess API in one include, for views and tools built on the core:
//   Position::fromFen / fen, legalMoves, makeMove / unmakeMove, status / resultMarker,
//   toSan / parseSan, toUci / parseUci, readPgn / replayPgnGame / writePgn,
//   ChessGame / ChessState (the lt::Game wrapper) and the engine's levels.
#pragma once

#include "chess_game.h"          // IWYU pragma: export
#include "engine/chess_agent.h"  // IWYU pragma: export
#include "movegen.h"             // IWYU pragma: export
#include "notation.h"            // IWYU pragma: export
#include "pgn.h"                 // IWYU pragma: export
#include "position.h"            // IWYU pragma: export

// FIDE 6.9, a flag fall: "the game is drawn if the position is such that the opponent cannot
// checkmate the player's king by any series of legal moves". Deciding that in general means
// searching every sequence of moves; we decide it from the material alone, and answer "cannot
// mate" only where the material proves it, so a win on time is never taken away wrongly.
// Blocked pawn chains and other positions that are dead only by their structure are not
// recognised: there the flag still loses.
#pragma once

#include "games/chess/position.h"

namespace lt::chess {

// Whether `side` could still checkmate the other king by some series of legal moves, both
// sides helping. False exactly when:
//  - `side` has its king alone;
//  - `side` has king and one knight, or king and one bishop, and the other side has its king
//    alone (a lone minor piece mates only a king hemmed in by its own men);
//  - both sides have nothing but kings and bishops, and every bishop stands on squares of one
//    colour (the squares around a king are never all of that colour).
// King and knight against any other piece or pawn can mate (the victim's own men block its
// king), and so can two knights, bishops on both colours, or any pawn: all answer true.
bool canCheckmate(const Position& pos, Color side);

}  // namespace lt::chess

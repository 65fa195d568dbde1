// The 960 start positions of Chess960 (Fischer random chess), numbered 0-959 by Scharnagl's
// scheme: 518 is the standard set-up, 0 is BBQNNRKR.
#pragma once

#include <string>

#include "games/chess/position.h"

namespace lt::chess {

inline constexpr int kChess960Count = 960;
inline constexpr int kStandardChess960Number = 518;

// The back rank of White's pieces, "RNBQKBNR" for 518. `number` must be in 0-959.
std::string chess960BackRank(int number);
// The start position `number` as a Chess960 position (castling rights KQkq).
Position chess960Start(int number);

}  // namespace lt::chess

// Draughts text formats: FEN positions and move notation (PDN style).
#pragma once

#include <string>
#include <string_view>

#include "games/draughts/position.h"

namespace lt::draughts {

inline constexpr std::string_view kInitialFen =
    "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
    ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20";

// "W:W31,32,K45:B1-20" -> position. Accepts ranges (a-b), kings (K), either list order, an
// empty list, a final '.' and trailing move counters (":H0:F1"). Throws InputError naming the field
// ("FEN side", "FEN square") and the reason.
Position parseFen(std::string_view text);
// The canonical form: side, then White's list, then Black's, squares ascending, kings "K".
std::string toFen(const Position& position);

// The 51-character position of the engine protocols: the side to move, then one letter per
// square 1..50 ('w' White man, 'W' White king, 'e' empty). The protocols differ only in
// Black's letter, `blackMan` ('b' in Hub, 'z' in DXP); its capital marks a Black king and
// Black to move. Throws InputError naming `field` and the reason.
Position parseSquareLetters(std::string_view text, char blackMan, const char* field);
std::string toSquareLetters(const Position& position, char blackMan);

// "32-28", "19x30", or the whole route "19x37x30" when another legal move has the same
// start and end squares.
std::string moveToText(const Position& position, const Move& move);
// Reads a move of the side to move: "32-28", "32x21", "32x21x12" (intermediate landing
// squares select the route), tolerant of '-' for captures and of trailing "!?" marks.
// Throws InputError ("move") when the text is malformed, illegal or ambiguous.
Move parseMove(const Position& position, std::string_view text);

}  // namespace lt::draughts

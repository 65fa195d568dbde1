// What a SAN move says after its piece letter ("bxc8=Q", "e8q", "1f3", "d4"): the target
// square, the from-file and from-rank it names, the promotion piece. Read once here for the
// PGN reader (parseSan), which explains each fault in English, and for the typed-move entry
// (readTypedMove), which only needs to know that the text is unreadable.
#pragma once

#include <string_view>

#include "games/chess/types.h"

namespace lt::chess {

struct SanParts {
    Square to = kNoSquare;
    int fromFile = -1;  // 0-7 when the text names the file the piece comes from
    int fromRank = -1;  // 0-7 when it names the rank
    PieceType promotion = NoPieceType;
};

enum class SanFault {
    None,
    PromotionLetterMissing,  // '=' not followed by exactly one letter
    NotAPromotionPiece,      // "=K", "=X"
    NotAlgebraic,            // too short, too long, or stray characters
    NoTargetSquare,          // does not end with a square
};

// The piece letters of SAN, either case: N, B, R, Q, K; NoPieceType for anything else.
PieceType sanPieceLetter(char c);

// `text` is the move without its piece letter and check marks; `pawn` says whether the piece
// is a pawn, whose promotion may come without '=' ("e8q", "exd8Q"). Capture marks 'x', ':'
// and '-' are ignored.
SanFault readSanParts(std::string_view text, bool pawn, SanParts& parts);

}  // namespace lt::chess

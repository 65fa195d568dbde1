#include "games/chess/san_parts.h"

#include <cctype>
#include <string>

#include "games/chess/position.h"

namespace lt::chess {
namespace {

bool isFileLetter(char c) {
    return c >= 'a' && c <= 'h';
}
bool isRankDigit(char c) {
    return c >= '1' && c <= '8';
}

}  // namespace

PieceType sanPieceLetter(char c) {
    switch (std::toupper(static_cast<unsigned char>(c))) {
        case 'N':
            return Knight;
        case 'B':
            return Bishop;
        case 'R':
            return Rook;
        case 'Q':
            return Queen;
        case 'K':
            return King;
        default:
            return NoPieceType;
    }
}

SanFault readSanParts(std::string_view text, bool pawn, SanParts& parts) {
    parts = SanParts{};
    std::size_t end = text.size();
    if (const auto eq = text.find('='); eq != std::string_view::npos) {
        if (eq + 2 != text.size()) return SanFault::PromotionLetterMissing;
        parts.promotion = sanPieceLetter(text[eq + 1]);
        if (parts.promotion == NoPieceType || parts.promotion == King)
            return SanFault::NotAPromotionPiece;
        end = eq;
    } else if (pawn && end >= 3 && sanPieceLetter(text.back()) != NoPieceType &&
               sanPieceLetter(text.back()) != King && isRankDigit(text[end - 2])) {
        parts.promotion = sanPieceLetter(text.back());
        end -= 1;
    }
    std::string body;
    for (char c : text.substr(0, end))
        if (c != 'x' && c != '-' && c != ':') body += c;
    if (body.size() < 2 || body.size() > 4) return SanFault::NotAlgebraic;
    parts.to = parseSquare(std::string_view(body).substr(body.size() - 2));
    if (parts.to == kNoSquare) return SanFault::NoTargetSquare;
    for (std::size_t k = 0; k + 2 < body.size(); ++k) {
        const char c = body[k];
        if (isFileLetter(c) && parts.fromFile < 0 && parts.fromRank < 0)
            parts.fromFile = c - 'a';
        else if (isRankDigit(c) && parts.fromRank < 0)
            parts.fromRank = c - '1';
        else
            return SanFault::NotAlgebraic;
    }
    return SanFault::None;
}

}  // namespace lt::chess

#include "games/chess/notation.h"

#include <cctype>
#include <vector>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/chess/movegen.h"
#include "games/chess/san_parts.h"

namespace lt::chess {

namespace {

constexpr std::string_view kSanLetters = "  NBRQK";

// SAN's piece letters are capitals: a lower-case 'b' is the b-file, not a bishop.
PieceType pieceFromLetter(char c) {
    return std::isupper(static_cast<unsigned char>(c)) ? sanPieceLetter(c) : NoPieceType;
}

bool isCapture(const Position& pos, Move m) {
    return m.kind() == MoveKind::EnPassant ||
           (m.kind() != MoveKind::Castling && pos.pieceOn(m.to()) != NoPiece);
}

[[noreturn]] void sanError(std::string reason) {
    throw InputError(std::move(reason));
}

}  // namespace

std::string_view pieceTypeName(PieceType type) {
    static constexpr std::string_view names[] = {"piece", "pawn",  "knight", "bishop",
                                                 "rook",  "queen", "king"};
    return names[type];
}

std::string toSan(const Position& pos, Move move) {
    std::string san;
    if (move.kind() == MoveKind::Castling) {
        san = move.to() > move.from() ? "O-O" : "O-O-O";
    } else {
        const PieceType type = typeOf(pos.pieceOn(move.from()));
        const bool capture = isCapture(pos, move);
        if (type == Pawn) {
            if (capture) san += char('a' + fileOf(move.from()));
        } else {
            san += kSanLetters[type];
            // Disambiguate against the other pieces of this type that can reach the square.
            bool clash = false, sameFile = false, sameRank = false;
            for (Move other : legalMoves(pos)) {
                if (other.to() != move.to() || other.from() == move.from() ||
                    typeOf(pos.pieceOn(other.from())) != type)
                    continue;
                clash = true;
                sameFile |= fileOf(other.from()) == fileOf(move.from());
                sameRank |= rankOf(other.from()) == rankOf(move.from());
            }
            if (clash) {
                if (!sameFile) {
                    san += char('a' + fileOf(move.from()));
                } else if (!sameRank) {
                    san += char('1' + rankOf(move.from()));
                } else {
                    san += squareName(move.from());
                }
            }
        }
        if (capture) san += 'x';
        san += squareName(move.to());
        if (move.kind() == MoveKind::Promotion) {
            san += '=';
            san += kSanLetters[move.promotion()];
        }
    }
    Position after = pos.withoutHistory();
    after.makeMove(move);
    if (after.inCheck()) {
        MoveList replies;
        generateMoves(after, replies);
        san += replies.size == 0 ? '#' : '+';
    }
    return san;
}

std::string toUci(Move move, bool chess960) {
    if (move.isNone()) return "0000";
    const Square to =
        move.kind() == MoveKind::Castling && !chess960 ? castlingKingTo(move) : move.to();
    std::string text = squareName(move.from()) + squareName(to);
    if (move.kind() == MoveKind::Promotion) text += "  nbrq"[move.promotion()];
    return text;
}

Move parseUci(const Position& pos, std::string_view text) {
    if (text.size() < 4 || text.size() > 5) sanError(fmt::format("'{}' is not a UCI move", text));
    const Square from = parseSquare(text.substr(0, 2)), to = parseSquare(text.substr(2, 2));
    if (from == kNoSquare || to == kNoSquare) sanError(fmt::format("'{}' is not a UCI move", text));
    PieceType promotion = NoPieceType;
    if (text.size() == 5) {
        promotion = pieceFromLetter(static_cast<char>(std::toupper(text[4])));
        if (promotion == NoPieceType || promotion == King)
            sanError(fmt::format("'{}' has a bad promotion letter", text));
    }
    const std::vector<Move> legal = legalMoves(pos);
    for (Move m : legal) {
        if (m.from() != from || m.to() != to) continue;
        if (m.kind() == MoveKind::Promotion ? m.promotion() == promotion : promotion == NoPieceType)
            return m;
    }
    // The king onto its castling square ("e1g1"; in Chess960 when no king move goes there).
    if (promotion == NoPieceType)
        for (Move m : legal)
            if (m.kind() == MoveKind::Castling && m.from() == from && castlingKingTo(m) == to &&
                to != from)
                return m;
    sanError(fmt::format("'{}' is not a legal move", text));
}

Move parseSan(const Position& pos, std::string_view input) {
    std::string text(input);
    // Strip check/mate marks, annotation glyphs and a trailing "e.p.".
    if (text.size() > 4 && text.ends_with("e.p.")) text.resize(text.size() - 4);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.pop_back();
    while (!text.empty() && std::string_view("+#!?").find(text.back()) != std::string_view::npos)
        text.pop_back();
    if (text.empty()) sanError("empty move");
    const std::vector<Move> legal = legalMoves(pos);

    if (text == "O-O" || text == "0-0" || text == "O-O-O" || text == "0-0-0") {
        const bool kingSide = text.size() == 3;
        for (Move m : legal)
            if (m.kind() == MoveKind::Castling && (m.to() > m.from()) == kingSide) return m;
        sanError(std::string(kingSide ? "castling king-side" : "castling queen-side") +
                 " is not allowed here");
    }

    std::size_t i = 0;
    PieceType type = pieceFromLetter(text[0]);
    if (type != NoPieceType) {
        i = 1;
    } else {
        type = Pawn;
    }
    SanParts parts;
    switch (readSanParts(std::string_view(text).substr(i), type == Pawn, parts)) {
        case SanFault::None:
            break;
        case SanFault::PromotionLetterMissing:
            sanError("expected one piece letter after '='");
        case SanFault::NotAPromotionPiece:
            sanError("a pawn promotes to Q, R, B or N");
        case SanFault::NotAlgebraic:
            sanError("not a move in algebraic notation");
        case SanFault::NoTargetSquare:
            sanError("does not end with a square");
    }
    const Square to = parts.to;
    const int fromFile = parts.fromFile, fromRank = parts.fromRank;
    const PieceType promotion = parts.promotion;

    std::vector<Move> matches;
    bool reachable = false;
    for (Move m : legal) {
        if (m.kind() == MoveKind::Castling || m.to() != to || typeOf(pos.pieceOn(m.from())) != type)
            continue;
        if (fromFile >= 0 && fileOf(m.from()) != fromFile) continue;
        if (fromRank >= 0 && rankOf(m.from()) != fromRank) continue;
        reachable = true;
        if (m.kind() == MoveKind::Promotion ? m.promotion() != promotion : promotion != NoPieceType)
            continue;
        matches.push_back(m);
    }
    if (matches.size() == 1) return matches.front();
    if (matches.size() > 1) {
        std::string options;
        for (Move m : matches) options += (options.empty() ? "" : ", ") + toSan(pos, m);
        sanError("ambiguous (" + options + ")");
    }
    if (reachable) {
        if (promotion == NoPieceType) sanError("the promotion piece is missing");
        sanError("this pawn does not promote");
    }
    // A bare from-to pair such as "g1f3" read as a pawn move: try it as UCI.
    if (type == Pawn && i == 0 && fromFile >= 0 && fromRank >= 0) {
        try {
            return parseUci(pos, text);
        } catch (const InputError&) {
        }
    }
    std::string reason =
        "no " + std::string(pieceTypeName(type)) + " can move to " + squareName(to);
    if (pos.inCheck()) reason += " (the king is in check)";
    sanError(reason);
}

}  // namespace lt::chess

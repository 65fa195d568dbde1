#include "games/chess/typed_move.h"

#include <cctype>
#include <string>

#include "games/chess/movegen.h"
#include "games/chess/san_parts.h"

namespace lt::chess {
namespace {

using Verdict = TypedMove::Verdict;

bool isFile(char c) {
    return c >= 'a' && c <= 'h';
}
bool isRank(char c) {
    return c >= '1' && c <= '8';
}

TypedMove verdict(Verdict v) {
    TypedMove typed;
    typed.verdict = v;
    return typed;
}

TypedMove legal(Move m) {
    TypedMove typed = verdict(Verdict::Legal);
    typed.move = m;
    return typed;
}

// Keeps the moves that carry the promotion asked for; says what is wrong when none does.
TypedMove choosePromotion(const std::vector<Move>& fitting, PieceType promotion) {
    std::vector<Move> matches;
    for (Move m : fitting)
        if (m.kind() == MoveKind::Promotion ? m.promotion() == promotion : promotion == NoPieceType)
            matches.push_back(m);
    if (matches.size() == 1) return legal(matches.front());
    if (matches.size() > 1) {
        TypedMove typed = verdict(Verdict::Ambiguous);
        typed.candidates = matches;
        return typed;
    }
    TypedMove typed =
        verdict(promotion == NoPieceType ? Verdict::PromotionMissing : Verdict::NotPromoting);
    typed.to = fitting.front().to();
    return typed;
}

// No legal move fits: if exactly one piece of the side to move could have been meant, why it
// cannot go there; otherwise that none can.
TypedMove explainRefusal(const Position& pos, PieceType type, Square to,
                         const std::vector<Square>& meant) {
    TypedMove typed = verdict(Verdict::NoPieceCanGo);
    typed.piece = type;
    typed.to = to;
    const Piece there = pos.pieceOn(to);
    const bool ownThere = there != NoPiece && colorOf(there) == pos.sideToMove();
    if (meant.size() == 1 && meant.front() != to && !ownThere) {
        typed.verdict = Verdict::Illegal;
        typed.from = meant.front();
        typed.reason = whyIllegal(pos, typed.from, to);
    }
    return typed;
}

TypedMove readCastling(const std::vector<Move>& moves, bool kingSide) {
    for (Move m : moves)
        if (m.kind() == MoveKind::Castling && (m.to() > m.from()) == kingSide) return legal(m);
    TypedMove typed = verdict(Verdict::CastlingNotAllowed);
    typed.kingSide = kingSide;
    return typed;
}

// "e2e4", "e7e8q", "e1g1" or (king takes rook) "e1h1".
TypedMove readCoordinates(const Position& pos, const std::vector<Move>& moves,
                          std::string_view text) {
    const Square from = parseSquare(text.substr(0, 2));
    const Square to = parseSquare(text.substr(2, 2));
    const PieceType promotion = text.size() == 5 ? sanPieceLetter(text[4]) : NoPieceType;
    std::vector<Move> fitting;
    for (Move m : moves)
        if (m.from() == from && m.to() == to) fitting.push_back(m);
    if (fitting.empty())
        for (Move m : moves)
            if (m.kind() == MoveKind::Castling && m.from() == from && castlingKingTo(m) == to)
                fitting.push_back(m);
    if (!fitting.empty()) return choosePromotion(fitting, promotion);
    const Piece piece = pos.pieceOn(from);
    if (piece == NoPiece || colorOf(piece) != pos.sideToMove()) {
        TypedMove typed = verdict(Verdict::NoOwnPiece);
        typed.from = from;
        return typed;
    }
    return explainRefusal(pos, typeOf(piece), to, {from});
}

// Algebraic notation, the piece letter (if any) already read as `type`.
TypedMove readSan(const Position& pos, const std::vector<Move>& moves, PieceType type,
                  std::string_view text) {
    SanParts parts;
    if (readSanParts(text, type == Pawn, parts) != SanFault::None)
        return verdict(Verdict::Unreadable);
    const Square to = parts.to;
    const int fromFile = parts.fromFile, fromRank = parts.fromRank;
    const PieceType promotion = parts.promotion;
    auto fits = [&](Square from) {
        return (fromFile < 0 || fileOf(from) == fromFile) &&
               (fromRank < 0 || rankOf(from) == fromRank);
    };
    std::vector<Move> fitting;
    for (Move m : moves)
        if (m.kind() != MoveKind::Castling && m.to() == to &&
            typeOf(pos.pieceOn(m.from())) == type && fits(m.from()))
            fitting.push_back(m);
    if (!fitting.empty()) return choosePromotion(fitting, promotion);
    // The pieces that may have been meant: a pawn written without its file is the one on
    // the file it moves along.
    std::vector<Square> meant;
    for (Square s = 0; s < 64; ++s) {
        const Piece piece = pos.pieceOn(s);
        if (piece == NoPiece || colorOf(piece) != pos.sideToMove() || typeOf(piece) != type ||
            !fits(s))
            continue;
        if (type == Pawn && fromFile < 0 && fileOf(s) != fileOf(to)) continue;
        meant.push_back(s);
    }
    return explainRefusal(pos, type, to, meant);
}

}  // namespace

TypedMove readTypedMove(const Position& pos, std::string_view input) {
    std::string text;
    for (char c : input)
        if (!std::isspace(static_cast<unsigned char>(c))) text += c;
    while (!text.empty() && std::string_view("+#!?").find(text.back()) != std::string_view::npos)
        text.pop_back();
    if (text.empty()) return verdict(Verdict::Unreadable);
    const std::vector<Move> moves = legalMoves(pos);

    std::string castling;
    for (char c : text)
        if (c != '-') castling += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (castling == "OO" || castling == "00") return readCastling(moves, true);
    if (castling == "OOO" || castling == "000") return readCastling(moves, false);

    std::string coordinates;
    for (char c : text)
        if (c != '-' && c != 'x') coordinates += c;
    if ((coordinates.size() == 4 || coordinates.size() == 5) && isFile(coordinates[0]) &&
        isRank(coordinates[1]) && isFile(coordinates[2]) && isRank(coordinates[3]) &&
        (coordinates.size() == 4 || sanPieceLetter(coordinates[4]) != NoPieceType))
        return readCoordinates(pos, moves, coordinates);

    const char first = text.front();
    if (first == 'b' && text.size() >= 3) {
        // The b-file first, as SAN means it; the bishop when no pawn move fits.
        const TypedMove pawn = readSan(pos, moves, Pawn, text);
        if (pawn.verdict == Verdict::Legal || pawn.verdict == Verdict::Ambiguous) return pawn;
        const TypedMove bishop = readSan(pos, moves, Bishop, std::string_view(text).substr(1));
        if (bishop.verdict == Verdict::Legal || bishop.verdict == Verdict::Ambiguous ||
            pawn.verdict == Verdict::Unreadable)
            return bishop;
        return pawn;
    }
    if (first != 'b' && sanPieceLetter(first) != NoPieceType)
        return readSan(pos, moves, sanPieceLetter(first), std::string_view(text).substr(1));
    return readSan(pos, moves, Pawn, text);
}

}  // namespace lt::chess

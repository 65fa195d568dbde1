#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/chess/movegen.h"
#include "games/chess/notation.h"

namespace lt::chess {
namespace {

// Every legal move's SAN, sorted, space separated.
std::string allSan(std::string_view fen) {
    const Position pos = Position::fromFen(fen);
    std::vector<std::string> sans;
    for (Move m : legalMoves(pos)) sans.push_back(toSan(pos, m));
    std::sort(sans.begin(), sans.end());
    std::string out;
    for (const auto& s : sans) out += (out.empty() ? "" : " ") + s;
    return out;
}

std::string sanOf(std::string_view fen, std::string_view uci) {
    const Position pos = Position::fromFen(fen);
    return toSan(pos, parseUci(pos, uci));
}

TEST(ChessSan, InitialPositionMoves) {
    EXPECT_EQ(allSan(kStartFen), "Na3 Nc3 Nf3 Nh3 a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4");
}

TEST(ChessSan, DisambiguationByFileRankAndSquare) {
    // Knights b1 and f3 reach d2; rooks a1 and a5 reach a3; queens h4, e4 and h1 reach e1.
    constexpr std::string_view fen = "2k5/8/8/R7/4Q2Q/5N2/8/RN1K3Q w - - 0 1";
    EXPECT_EQ(sanOf(fen, "b1d2"), "Nbd2");
    EXPECT_EQ(sanOf(fen, "f3d2"), "Nfd2");
    EXPECT_EQ(sanOf(fen, "a1a3"), "R1a3");
    EXPECT_EQ(sanOf(fen, "a5a3"), "R5a3");
    EXPECT_EQ(sanOf(fen, "h4e1"), "Qh4e1");
    EXPECT_EQ(sanOf(fen, "e4e1"), "Qee1");
    EXPECT_EQ(sanOf(fen, "h1e1"), "Q1e1");
    EXPECT_EQ(sanOf(fen, "e4e8"), "Qe8+");
}

TEST(ChessSan, PawnCapturesPromotionsAndEnPassant) {
    EXPECT_EQ(sanOf("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", "e5d6"),
              "exd6");
    EXPECT_EQ(sanOf("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q"), "axb8=Q+");
    EXPECT_EQ(sanOf("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n"), "a8=N");
    EXPECT_EQ(sanOf("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8r"), "a8=R");
}

TEST(ChessSan, CastlingChecksAndMates) {
    constexpr std::string_view fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    EXPECT_EQ(sanOf(fen, "e1g1"), "O-O");
    EXPECT_EQ(sanOf(fen, "e1c1"), "O-O-O");
    EXPECT_EQ(sanOf(fen, "a1a8"), "Rxa8+");
    // Fool's mate.
    EXPECT_EQ(sanOf("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4"),
              "Qh4#");
}

TEST(ChessSan, ParsingAcceptsWhatPgnFilesWrite) {
    constexpr std::string_view fen = "2k5/8/8/R7/4Q2Q/5N2/8/RN1K3Q w - - 0 1";
    const Position pos = Position::fromFen(fen);
    EXPECT_EQ(toUci(parseSan(pos, "Nbd2")), "b1d2");
    EXPECT_EQ(toUci(parseSan(pos, "Nb1d2")), "b1d2");   // over-disambiguated
    EXPECT_EQ(toUci(parseSan(pos, "Nb1-d2")), "b1d2");  // long algebraic
    EXPECT_EQ(toUci(parseSan(pos, "R1a3!?")), "a1a3");
    EXPECT_EQ(toUci(parseSan(pos, "Qh4e1")), "h4e1");
    EXPECT_EQ(toUci(parseSan(pos, "Qee1")), "e4e1");
    EXPECT_EQ(toUci(parseSan(pos, "b1d2")), "b1d2");  // UCI
    const Position promo = Position::fromFen("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(toUci(parseSan(promo, "axb8=Q+")), "a7b8q");
    EXPECT_EQ(toUci(parseSan(promo, "axb8Q")), "a7b8q");
    EXPECT_EQ(toUci(parseSan(promo, "a8=N")), "a7a8n");
    const Position castle = Position::fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(toUci(parseSan(castle, "O-O")), "e1g1");
    EXPECT_EQ(toUci(parseSan(castle, "0-0-0")), "e1c1");
    const Position ep =
        Position::fromFen("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    EXPECT_EQ(parseSan(ep, "exd6 e.p.").kind(), MoveKind::EnPassant);
}

std::string sanError(std::string_view fen, std::string_view san) {
    try {
        parseSan(Position::fromFen(fen), san);
    } catch (const InputError& e) {
        return e.what();
    }
    return "no error";
}

TEST(ChessSan, IllegalOrAmbiguousMovesSayWhy) {
    constexpr std::string_view fen = "2k5/8/8/R7/4Q2Q/5N2/8/RN1K3Q w - - 0 1";
    EXPECT_EQ(sanError(fen, "Nd2"), "ambiguous (Nbd2, Nfd2)");
    EXPECT_EQ(sanError(fen, "Qe1"), "ambiguous (Q1e1, Qee1, Qh4e1)");
    EXPECT_EQ(sanError(fen, "Nd3"), "no knight can move to d3");
    EXPECT_EQ(sanError(fen, "Bc4"), "no bishop can move to c4");
    EXPECT_EQ(sanError(fen, "O-O"), "castling king-side is not allowed here");
    EXPECT_EQ(sanError(fen, "Zz9"), "does not end with a square");
    EXPECT_EQ(sanError(fen, ""), "empty move");
    EXPECT_EQ(sanError("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8"), "the promotion piece is missing");
    EXPECT_EQ(sanError("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=K"),
              "a pawn promotes to Q, R, B or N");
    // Castling through an attacked square (digest test case 3) and out of check (case 4).
    EXPECT_EQ(sanError("4kr2/8/8/8/8/8/8/4K2R w K - 0 1", "O-O"),
              "castling king-side is not allowed here");
    EXPECT_EQ(sanError("4k3/4r3/8/8/8/8/8/4K2R w K - 0 1", "O-O"),
              "castling king-side is not allowed here");
    EXPECT_EQ(sanError("4k3/4r3/8/8/8/8/8/4K2R w K - 0 1", "Rh2"),
              "no rook can move to h2 (the king is in check)");
}

TEST(ChessSan, RoundTripOverManyPositions) {
    for (std::string_view fen :
         {kStartFen,
          std::string_view("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
          std::string_view("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
          std::string_view("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8")}) {
        Position pos = Position::fromFen(fen);
        for (Move m : legalMoves(pos)) {
            pos.makeMove(m);
            for (Move reply : legalMoves(pos)) EXPECT_EQ(parseSan(pos, toSan(pos, reply)), reply);
            pos.unmakeMove();
            EXPECT_EQ(parseSan(pos, toSan(pos, m)), m);
        }
    }
}

}  // namespace
}  // namespace lt::chess

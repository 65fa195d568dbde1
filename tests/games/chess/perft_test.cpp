// The six perft positions of the Chess Programming Wiki, at depths that stay quick under
// sanitizers (the full depths are in bench/chess/).
#include <gtest/gtest.h>

#include "games/chess/movegen.h"
#include "games/chess/notation.h"

namespace lt::chess {
namespace {

std::uint64_t perftOf(std::string_view fen, int depth) {
    Position pos = Position::fromFen(fen);
    const std::string before = pos.fen();
    const std::uint64_t key = pos.key();
    const std::uint64_t nodes = perft(pos, depth);
    EXPECT_EQ(pos.fen(), before);  // make/unmake restores everything
    EXPECT_EQ(pos.key(), key);
    return nodes;
}

TEST(ChessPerft, InitialPosition) {
    EXPECT_EQ(perftOf(kStartFen, 1), 20u);
    EXPECT_EQ(perftOf(kStartFen, 2), 400u);
    EXPECT_EQ(perftOf(kStartFen, 3), 8902u);
    EXPECT_EQ(perftOf(kStartFen, 4), 197281u);
}

TEST(ChessPerft, Kiwipete) {
    constexpr std::string_view fen =
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    EXPECT_EQ(perftOf(fen, 1), 48u);
    EXPECT_EQ(perftOf(fen, 2), 2039u);
    EXPECT_EQ(perftOf(fen, 3), 97862u);
}

TEST(ChessPerft, Position3EndgameWithEnPassantPins) {
    constexpr std::string_view fen = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    EXPECT_EQ(perftOf(fen, 1), 14u);
    EXPECT_EQ(perftOf(fen, 2), 191u);
    EXPECT_EQ(perftOf(fen, 3), 2812u);
    EXPECT_EQ(perftOf(fen, 4), 43238u);
    EXPECT_EQ(perftOf(fen, 5), 674624u);
}

TEST(ChessPerft, Position4Promotions) {
    constexpr std::string_view fen =
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    EXPECT_EQ(perftOf(fen, 1), 6u);
    EXPECT_EQ(perftOf(fen, 2), 264u);
    EXPECT_EQ(perftOf(fen, 3), 9467u);
    EXPECT_EQ(perftOf(fen, 4), 422333u);
    // The same position with colours swapped gives the same counts.
    EXPECT_EQ(perftOf("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 3),
              9467u);
}

TEST(ChessPerft, Position5) {
    constexpr std::string_view fen = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    EXPECT_EQ(perftOf(fen, 1), 44u);
    EXPECT_EQ(perftOf(fen, 2), 1486u);
    EXPECT_EQ(perftOf(fen, 3), 62379u);
}

TEST(ChessPerft, Position6) {
    constexpr std::string_view fen =
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    EXPECT_EQ(perftOf(fen, 1), 46u);
    EXPECT_EQ(perftOf(fen, 2), 2079u);
    EXPECT_EQ(perftOf(fen, 3), 89890u);
}

TEST(ChessPerft, ZobristKeyIsIncrementalAndMatchesAFreshSetUp) {
    // Along a line with castling, en passant and a promotion, the incremental key equals
    // the key of the same position read from its FEN.
    Position pos = Position::fromFen("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
    for (std::string_view uci : {"e5d6", "e8g8", "b7a8q", "f8a8", "e1c1"}) {
        Move chosen;
        for (Move m : legalMoves(pos))
            if (toUci(m) == uci) chosen = m;
        ASSERT_FALSE(chosen.isNone()) << uci;
        pos.makeMove(chosen);
        EXPECT_EQ(pos.key(), Position::fromFen(pos.fen()).key()) << pos.fen();
    }
}

}  // namespace
}  // namespace lt::chess

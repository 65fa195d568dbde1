// Chess960: the numbered start positions, castling by the Chess960 rule, X-FEN and
// Shredder-FEN, and the published Chess960 perft positions (fischer.epd of the Chess
// Programming Wiki, as Ethereal and lichess's scalachess test with it).
#include <algorithm>
#include <set>

#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/chess/movegen.h"
#include "games/chess/notation.h"
#include "games/chess/start_positions.h"

namespace lt::chess {
namespace {

std::uint64_t perft960(std::string_view fen, int depth) {
    Position pos = Position::fromFen(fen, true);
    const std::string before = pos.fen();
    const std::uint64_t key = pos.key();
    const std::uint64_t nodes = perft(pos, depth);
    EXPECT_EQ(pos.fen(), before);  // make/unmake restores everything
    EXPECT_EQ(pos.key(), key);
    return nodes;
}

TEST(Chess960, ScharnaglNumbering) {
    EXPECT_EQ(chess960BackRank(0), "BBQNNRKR");
    EXPECT_EQ(chess960BackRank(1), "BQNBNRKR");
    EXPECT_EQ(chess960BackRank(518), "RNBQKBNR");
    EXPECT_EQ(chess960BackRank(959), "RKRNNQBB");
    EXPECT_EQ(chess960Start(518).fen(), kStartFen);
    EXPECT_TRUE(chess960Start(518).isChess960());
    EXPECT_EQ(chess960Start(0).fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    EXPECT_EQ(chess960Start(0).fen(FenCastling::Shredder),
              "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
    EXPECT_THROW(chess960BackRank(960), std::out_of_range);
    EXPECT_THROW(chess960BackRank(-1), std::out_of_range);
}

TEST(Chess960, EveryNumberIsADistinctLegalSetUp) {
    std::set<std::string> ranks;
    for (int n = 0; n < kChess960Count; ++n) {
        const std::string rank = chess960BackRank(n);
        ranks.insert(rank);
        // Bishops on opposite colours, the king between the rooks.
        const auto b1 = rank.find('B'), b2 = rank.rfind('B');
        EXPECT_NE(b1 % 2, b2 % 2) << n;
        EXPECT_LT(rank.find('R'), rank.find('K')) << n;
        EXPECT_GT(rank.rfind('R'), rank.find('K')) << n;
        EXPECT_EQ(std::count(rank.begin(), rank.end(), 'N'), 2) << n;
        EXPECT_EQ(std::count(rank.begin(), rank.end(), 'Q'), 1) << n;
        Position start = chess960Start(n);
        EXPECT_EQ(perft(start, 1), static_cast<std::uint64_t>(legalMoves(start).size()));
    }
    EXPECT_EQ(ranks.size(), 960u);
}

TEST(Chess960, PerftSuitePositions) {
    constexpr std::string_view id0 =
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    EXPECT_EQ(perft960(id0, 1), 21u);
    EXPECT_EQ(perft960(id0, 2), 528u);
    EXPECT_EQ(perft960(id0, 3), 12189u);
    EXPECT_EQ(perft960(id0, 4), 326672u);
    constexpr std::string_view id1 =
        "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9";
    EXPECT_EQ(perft960(id1, 1), 21u);
    EXPECT_EQ(perft960(id1, 2), 807u);
    EXPECT_EQ(perft960(id1, 3), 18002u);
    EXPECT_EQ(perft960(id1, 4), 667366u);
    constexpr std::string_view id2 = "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9";
    EXPECT_EQ(perft960(id2, 1), 20u);
    EXPECT_EQ(perft960(id2, 2), 479u);
    EXPECT_EQ(perft960(id2, 3), 10471u);
    EXPECT_EQ(perft960(id2, 4), 273318u);
    EXPECT_EQ(perft960("qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", 4),
              382958u);
    constexpr std::string_view other =
        "b1qr1krb/pp1ppppp/n2n4/8/2p5/2P3P1/PP1PPP1P/BNQRNKRB w GDgd - 0 1";
    EXPECT_EQ(perft960(other, 1), 28u);
    EXPECT_EQ(perft960(other, 2), 707u);
    EXPECT_EQ(perft960(other, 3), 19721u);
    EXPECT_EQ(perft960(other, 4), 549506u);
}

TEST(Chess960, ShredderAndXFenLettersReadAndWritten) {
    // File letters make a FEN Chess960 by themselves.
    const Position shredder =
        Position::fromFen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    EXPECT_TRUE(shredder.isChess960());
    EXPECT_EQ(shredder.fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    EXPECT_EQ(shredder.fen(FenCastling::Shredder),
              "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    EXPECT_EQ(shredder.castlingRook(WhiteQueenSide), makeSquare(5, 0));
    // X-FEN names a rook by its file when another rook stands further out on that side.
    const Position inner = Position::fromFen("4k3/8/8/8/8/8/8/4KR1R w F - 0 1", true);
    EXPECT_EQ(inner.fen(), "4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
    EXPECT_EQ(inner.castlingRook(WhiteKingSide), makeSquare(5, 0));
    // K means the outermost rook.
    EXPECT_EQ(
        Position::fromFen("4k3/8/8/8/8/8/8/4KR1R w K - 0 1", true).castlingRook(WhiteKingSide),
        makeSquare(7, 0));
    // Standard chess still needs the king on e1 for K.
    EXPECT_THROW(Position::fromFen("4k3/8/8/8/8/8/8/5K1R w K - 0 1"), InputError);
    EXPECT_NO_THROW(Position::fromFen("4k3/8/8/8/8/8/8/5K1R w K - 0 1", true));
    EXPECT_THROW(Position::fromFen("4k3/8/8/8/8/8/8/5K1R w G - 0 1"), InputError);   // no rook
    EXPECT_THROW(Position::fromFen("4k3/8/8/8/8/8/8/5K1R w KH - 0 1"), InputError);  // twice
    EXPECT_THROW(Position::fromFen("4k3/8/8/8/8/8/5K2/7R w H - 0 1"), InputError);   // king off
}

Move castling(const Position& pos, bool kingSide) {
    for (Move m : legalMoves(pos))
        if (m.kind() == MoveKind::Castling && (m.to() > m.from()) == kingSide) return m;
    return {};
}

TEST(Chess960, CastlingPutsKingAndRookOnTheStandardSquares) {
    // King b1, rooks a1 and h1: O-O-O moves the king to c1 and the rook to d1.
    Position pos = Position::fromFen("1k6/8/8/8/8/8/8/RK5R w KQ - 0 1", true);
    const Move long_ = castling(pos, false);
    ASSERT_TRUE(long_);
    EXPECT_EQ(toSan(pos, long_), "O-O-O");
    EXPECT_EQ(toUci(long_, true), "b1a1");
    EXPECT_EQ(toUci(long_), "b1c1");
    pos.makeMove(long_);
    EXPECT_EQ(pos.fen(), "1k6/8/8/8/8/8/8/2KR3R b - - 1 1");
    pos.unmakeMove();
    EXPECT_EQ(pos.fen(), "1k6/8/8/8/8/8/8/RK5R w KQ - 0 1");
    // O-O: the king crosses c1..g1, the rook lands on f1.
    const Move short_ = castling(pos, true);
    pos.makeMove(short_);
    EXPECT_EQ(pos.fen(), "1k6/8/8/8/8/8/8/R4RK1 b - - 1 1");
    EXPECT_EQ(pos.key(), Position::fromFen(pos.fen()).key());
}

TEST(Chess960, KingThatDoesNotMoveStillCastles) {
    // King g1, rook h1: O-O leaves the king where it is and moves the rook to f1.
    Position pos = Position::fromFen("6k1/8/8/8/8/8/8/6KR w K - 0 1", true);
    const Move m = castling(pos, true);
    ASSERT_TRUE(m);
    EXPECT_EQ(toUci(m, true), "g1h1");
    EXPECT_EQ(parseSan(pos, "O-O"), m);
    EXPECT_EQ(parseUci(pos, "g1h1"), m);
    pos.makeMove(m);
    EXPECT_EQ(pos.fen(), "6k1/8/8/8/8/8/8/5RK1 b - - 1 1");
}

TEST(Chess960, RookAndKingMaySwapSquares) {
    // King f1, rook g1: O-O puts the king on g1 and the rook on f1.
    Position pos = Position::fromFen("5k2/8/8/8/8/8/8/5KR1 w K - 0 1", true);
    const Move m = castling(pos, true);
    ASSERT_TRUE(m);
    pos.makeMove(m);
    EXPECT_EQ(pos.fen(), "5k2/8/8/8/8/8/8/5RK1 b - - 1 1");
    pos.unmakeMove();
    EXPECT_EQ(pos.fen(), "5k2/8/8/8/8/8/8/5KR1 w K - 0 1");
}

TEST(Chess960, CastlingNeedsEmptySquaresAndASafeKingPath) {
    // A piece on the rook's destination blocks, even beyond the king's path.
    EXPECT_FALSE(castling(Position::fromFen("1k6/8/8/8/8/8/8/RK1N3R w KQ - 0 1", true), false));
    // The king's own squares may hold the king and that rook only.
    EXPECT_TRUE(castling(Position::fromFen("1k6/8/8/8/8/8/8/RK5R w KQ - 0 1", true), true));
    EXPECT_FALSE(castling(Position::fromFen("1k6/8/8/8/8/8/8/RK3B1R w KQ - 0 1", true), true));
    // An attacked square on the king's way (e1 by the e8 rook).
    EXPECT_FALSE(castling(Position::fromFen("2k1r3/8/8/8/8/8/8/RK5R w KQ - 0 1", true), true));
    // The rook on b1 shields the king on c1 from the a1 queen... until it castles away.
    EXPECT_FALSE(castling(Position::fromFen("k7/8/8/8/8/8/8/qRK5 w Q - 0 1", true), false));
    // A rook attacked on its own square may castle.
    EXPECT_TRUE(castling(Position::fromFen("kr6/8/8/8/8/8/8/1R2K3 w Q - 0 1", true), false));
}

TEST(Chess960, RightsGoWithTheirRook) {
    Position pos = Position::fromFen("1r4kr/8/8/8/8/8/8/1R4KR w BHbh - 0 1");
    pos.makeMove(parseUci(pos, "b1b8"));  // takes the b8 rook: both queen-side rights go
    EXPECT_EQ(pos.fen(FenCastling::Shredder), "1R4kr/8/8/8/8/8/8/6KR b Hh - 0 1");
}

}  // namespace
}  // namespace lt::chess

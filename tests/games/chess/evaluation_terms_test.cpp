#include <gtest/gtest.h>

#include <array>
#include <string>
#include <string_view>

#include "games/chess/engine/evaluate.h"
#include "games/chess/engine/evaluation_terms.h"
#include "games/chess/engine/evaluation_weights.h"

namespace lt::chess::engine::eval {
namespace {

// What the tuner (bench/chess/tune.cpp) records: White's counts minus Black's, per term.
struct CountingSink {
    std::array<int, kTermCount> counts{};
    int fixedMg = 0, fixedEg = 0;
    void add(Color c, int term, int count) { counts[term] += c == White ? count : -count; }
    void fixed(Color c, int mg, int eg) {
        fixedMg += c == White ? mg : -mg;
        fixedEg += c == White ? eg : -eg;
    }
};

// The tuner's linear model of the evaluation, from the side to move's point of view.
int modelled(const Position& pos) {
    CountingSink sink;
    const int phase = collectTerms(pos, sink);
    int mg = sink.fixedMg, eg = sink.fixedEg;
    for (int t = 0; t < kTermCount; ++t) {
        mg += kWeights[t].mg * sink.counts[t];
        eg += kWeights[t].eg * sink.counts[t];
    }
    const int white = (mg * phase + eg * (kMaxPhase - phase)) / kMaxPhase +
                      (pos.sideToMove() == White ? kTempo : -kTempo);
    return pos.sideToMove() == White ? white : -white;
}

TEST(ChessEvaluationTerms, TheTunersModelIsTheEvaluation) {
    // Positions with pawns on both sides (the tuner leaves the others out): openings,
    // middlegames with attacks on the king, passed pawns, an ending with an unstoppable pawn.
    for (std::string_view fen : {
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
             "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
             "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 b - - 0 10",
             "r1b2rk1/pp3ppp/2n1p3/q7/3P4/P1PBPN2/2Q2PPP/R4RK1 w - - 0 14",
             "6k1/5p2/6p1/1P6/8/8/5PPP/6K1 w - - 0 40",
             "8/5k2/8/2P5/8/8/5K1p/8 b - - 0 50",
         }) {
        const Position pos = Position::fromFen(fen);
        EXPECT_EQ(modelled(pos), evaluate(pos)) << fen;
    }
}

TEST(ChessEvaluationTerms, ThePawnCacheGivesTheSameEvaluation) {
    // Misses, hits, the same pawns with other pieces, and no pawns at all (the value of an
    // entry never written).
    PawnCache cache;
    for (int round = 0; round < 2; ++round)
        for (std::string_view fen : {
                 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                 "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                 "r3k2r/p1ppqpb1/bn2p1p1/3PN3/1p2P3/2N4p/PPPBBPPP/R3K2R b KQkq - 0 1",
                 "6k1/5p2/6p1/1P6/8/8/5PPP/6K1 w - - 0 40",
                 "8/5k2/8/2P5/8/8/5K1p/8 b - - 0 50",
                 "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
             }) {
            const Position pos = Position::fromFen(std::string(fen));
            EXPECT_EQ(evaluate(pos, cache), evaluate(pos)) << fen << ", round " << round;
        }
}

TEST(ChessEvaluationTerms, EverySideCountsTheSameTermsMirrored) {
    // The start position is symmetric: every term cancels out, leaving only the tempo.
    CountingSink sink;
    EXPECT_EQ(collectTerms(Position::fromFen(kStartFen), sink), kMaxPhase);
    for (int t = 0; t < kTermCount; ++t) EXPECT_EQ(sink.counts[t], 0) << "term " << t;
    EXPECT_EQ(evaluate(Position::fromFen(kStartFen)), kTempo);
}

// Each side's counts, kept apart.
struct SideSink {
    std::array<std::array<int, kTermCount>, 2> counts{};
    void add(Color c, int term, int count) { counts[c][term] += count; }
    void fixed(Color, int, int) {}
};

std::array<std::array<int, kTermCount>, 2> sideCounts(std::string_view fen) {
    SideSink sink;
    collectTerms(Position::fromFen(std::string(fen)), sink);
    return sink.counts;
}

TEST(ChessEvaluationTerms, ThreatsOnPiecesAndHangingPieces) {
    // The e4 pawn attacks the knight, which nothing defends.
    auto counts = sideCounts("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1");
    EXPECT_EQ(counts[White][kThreatByPawn + 0], 1);
    EXPECT_EQ(counts[White][kHangingPiece], 1);
    EXPECT_EQ(counts[Black][kThreatByPawn + 0], 0);
    EXPECT_EQ(counts[Black][kHangingPiece], 0);
    // Defended by the e6 pawn: still threatened, no longer hanging.
    counts = sideCounts("4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1");
    EXPECT_EQ(counts[White][kThreatByPawn + 0], 1);
    EXPECT_EQ(counts[White][kHangingPiece], 0);
    // The bishop attacks the h8 rook (undefended), the d1 rook the queen (the king defends
    // it); the queen's attack on the d1 rook is no term, and the e1 king defends that rook.
    counts = sideCounts("3qk2r/8/8/8/8/8/1B6/3RK3 w - - 0 1");
    EXPECT_EQ(counts[White][kThreatByMinor + 0], 1);
    EXPECT_EQ(counts[White][kThreatByMinor + 1], 0);
    EXPECT_EQ(counts[White][kThreatByRook], 1);
    EXPECT_EQ(counts[White][kHangingPiece], 1);
    EXPECT_EQ(counts[Black][kHangingPiece], 0);
    EXPECT_EQ(counts[Black][kThreatByRook], 0);
    // A knight attacking the queen; a pawn attacking a rook and a queen at once.
    counts = sideCounts("4k3/8/2q1r3/3P4/1N6/8/8/4K3 w - - 0 1");
    EXPECT_EQ(counts[White][kThreatByMinor + 1], 1);
    EXPECT_EQ(counts[White][kThreatByPawn + 2], 1);
    EXPECT_EQ(counts[White][kThreatByPawn + 3], 1);
}

TEST(ChessEvaluationTerms, ConnectedAndBackwardPawns) {
    // c4 and d4 side by side (and b3 defends c4); b3 is neither connected nor backward: no
    // enemy pawn attacks b4. The lone f7 pawn is isolated, not backward.
    auto counts = sideCounts("4k3/5p2/8/8/2PP4/1P6/8/4K3 w - - 0 1");
    EXPECT_EQ(counts[White][kConnectedPawn + 3], 2);
    EXPECT_EQ(counts[White][kConnectedPawn + 2], 0);
    EXPECT_EQ(counts[White][kBackwardPawn], 0);
    EXPECT_EQ(counts[Black][kBackwardPawn], 0);
    // c3 defends b4; c3 itself is behind its neighbour and d5 attacks c4: backward.
    counts = sideCounts("4k3/8/8/3p4/1P6/2P5/8/4K3 w - - 0 1");
    EXPECT_EQ(counts[White][kConnectedPawn + 3], 1);
    EXPECT_EQ(counts[White][kBackwardPawn], 1);
    EXPECT_EQ(counts[Black][kBackwardPawn], 0);
    // Black's pawns count from Black's side: d6 defends e5 (rank 4 from Black's side).
    counts = sideCounts("4k3/8/3p4/4p3/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(counts[Black][kConnectedPawn + 3], 1);
}

TEST(ChessEvaluationTerms, OutpostsAndRooksOnTheSeventh) {
    // The e5 knight, defended by d4: the f7 pawn can still drive it off.
    EXPECT_EQ(sideCounts("4k3/5p2/8/4N3/3P4/8/8/4K3 w - - 0 1")[White][kKnightOutpost], 0);
    EXPECT_EQ(sideCounts("4k3/p7/8/4N3/3P4/8/8/4K3 w - - 0 1")[White][kKnightOutpost], 1);
    EXPECT_EQ(sideCounts("4k3/p7/8/4B3/3P4/8/8/4K3 w - - 0 1")[White][kBishopOutpost], 1);
    // Not defended by a pawn, or on its own half: no outpost.
    EXPECT_EQ(sideCounts("4k3/p7/8/4N3/8/8/8/4K3 w - - 0 1")[White][kKnightOutpost], 0);
    EXPECT_EQ(sideCounts("4k3/p7/8/8/8/4N3/3P4/4K3 w - - 0 1")[White][kKnightOutpost], 0);
    // Black's knight on d4, defended by e5, no white pawn on c or e to chase it.
    EXPECT_EQ(sideCounts("4k3/8/8/4p3/3n4/8/PP6/4K3 w - - 0 1")[Black][kKnightOutpost], 1);
    EXPECT_EQ(sideCounts("4k3/R7/8/8/8/8/8/4K3 w - - 0 1")[White][kRookOnSeventh], 1);
    EXPECT_EQ(sideCounts("4k3/8/8/8/8/8/r7/4K3 w - - 0 1")[Black][kRookOnSeventh], 1);
    EXPECT_EQ(sideCounts("4k3/8/R7/8/8/8/8/4K3 w - - 0 1")[White][kRookOnSeventh], 0);
}

TEST(ChessEvaluationTerms, SafeChecksOpenKingFilesAndPawnStorms) {
    // The a1 rook can check from a8, which no black piece guards; the b6 knight guards it.
    EXPECT_EQ(sideCounts("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")[White][kSafeCheck + 2], 1);
    EXPECT_EQ(sideCounts("4k3/8/1n6/8/8/8/8/R3K3 w - - 0 1")[White][kSafeCheck + 2], 0);
    EXPECT_EQ(sideCounts("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")[White][kSafeCheck + 3], 0);
    // No e-pawns: both kings' files are open; with e7 Black's is not.
    auto counts = sideCounts("4k3/pppp1ppp/8/8/8/8/PPPP1PPP/4K3 w - - 0 1");
    EXPECT_EQ(counts[White][kKingOpenFile], 1);
    EXPECT_EQ(counts[Black][kKingOpenFile], 1);
    EXPECT_EQ(sideCounts("4k3/pppppppp/8/8/8/8/PPPP1PPP/4K3 w - - 0 1")[Black][kKingOpenFile], 0);
    // The g4 pawn is three ranks ahead of the g1 king; nothing on f and h.
    counts = sideCounts("4k3/8/8/8/6p1/8/8/6K1 w - - 0 1");
    EXPECT_EQ(counts[White][kPawnStorm + 3], 1);
    EXPECT_EQ(counts[White][kPawnStorm + 0], 2);
}

TEST(ChessEvaluationTerms, BishopPawnsMinorsBehindPawnsFreePassersKingThreatsSpace) {
    // The dark-squared c1 bishop and one pawn on a dark square (b2).
    EXPECT_EQ(sideCounts("4k3/8/8/8/8/8/PPP5/2B1K3 w - - 0 1")[White][kBishopPawns], 1);
    EXPECT_EQ(sideCounts("4k3/8/8/8/8/3P4/3N4/4K3 w - - 0 1")[White][kMinorBehindPawn], 1);
    // d5's way to d8: the e8 king guards d7 and d8; from h8 it guards neither.
    EXPECT_EQ(sideCounts("4k3/8/8/3P4/8/8/8/4K3 w - - 0 1")[White][kPasserFreePath + 4], 0);
    EXPECT_EQ(sideCounts("7k/8/8/3P4/8/8/8/4K3 w - - 0 1")[White][kPasserFreePath + 4], 1);
    EXPECT_EQ(sideCounts("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1")[White][kThreatByKing], 1);
    // Behind c4, d4, e4 and f4: c2, c3, d2, d3, e2, e3, f2, f3.
    EXPECT_EQ(sideCounts("4k3/8/8/8/2PPPP2/8/8/4K3 w - - 0 1")[White][kSpace], 8);
    // A black pawn on e5 attacks d4 and f4, not the squares behind them.
    EXPECT_EQ(sideCounts("4k3/8/8/4p3/2PPPP2/8/8/4K3 w - - 0 1")[White][kSpace], 8);
}

}  // namespace
}  // namespace lt::chess::engine::eval

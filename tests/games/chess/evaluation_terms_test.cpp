#include <gtest/gtest.h>

#include <array>
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

TEST(ChessEvaluationTerms, EverySideCountsTheSameTermsMirrored) {
    // The start position is symmetric: every term cancels out, leaving only the tempo.
    CountingSink sink;
    EXPECT_EQ(collectTerms(Position::fromFen(kStartFen), sink), kMaxPhase);
    for (int t = 0; t < kTermCount; ++t) EXPECT_EQ(sink.counts[t], 0) << "term " << t;
    EXPECT_EQ(evaluate(Position::fromFen(kStartFen)), kTempo);
}

}  // namespace
}  // namespace lt::chess::engine::eval

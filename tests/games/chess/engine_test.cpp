#include <gtest/gtest.h>

#include <chrono>
#include <sstream>

#include "framework/agent.h"
#include "framework/view.h"
#include "games/chess/engine/evaluate.h"
#include "games/chess/engine/search.h"
#include "games/chess/engine/uci.h"
#include "games/chess/game.h"
#include "games/chess/notation.h"

namespace lt::chess::engine {
namespace {

SearchResult searchDepth(std::string_view fen, int depth, Strength strength = {}) {
    TranspositionTable table(4);
    Searcher searcher(table);
    searcher.setStrength(strength, 1);
    Position pos = Position::fromFen(fen);
    SearchLimits limits;
    limits.depth = depth;
    std::atomic<bool> stop{false};
    return searcher.search(pos, limits, stop);
}

TEST(ChessEngine, FindsMateInOne) {
    const SearchResult back = searchDepth("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 3);
    EXPECT_EQ(toUci(back.best), "d1d8");
    EXPECT_EQ(uciScore(back.score), "mate 1");
    const SearchResult scholar =
        searchDepth("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3", 3);
    EXPECT_EQ(toUci(scholar.best), "f3f7");
}

TEST(ChessEngine, FindsMateInTwo) {
    const SearchResult r =
        searchDepth("r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10", 5);
    EXPECT_EQ(toUci(r.best), "d5f6");
    EXPECT_EQ(uciScore(r.score), "mate 2");
}

TEST(ChessEngine, TacticalPositions) {
    // Knight fork of king and rook.
    EXPECT_EQ(toUci(searchDepth("r3k3/8/8/1N6/8/8/4P3/4K3 w - - 0 1", 5).best), "b5c7");
    // The rook takes the queen on the open file.
    EXPECT_EQ(
        toUci(searchDepth("2kr3r/ppp2ppp/2n5/2b1q3/4N3/2P5/PP1Q1PPP/R3KB1R b KQ - 0 1", 4).best),
        "d8d2");
    // A loose queen.
    EXPECT_EQ(toUci(searchDepth("r4rk1/ppp2ppp/8/3q4/8/1B6/PPP2PPP/R3R1K1 w - - 0 1", 4).best),
              "b3d5");
}

TEST(ChessEngine, FixedDepthSearchIsDeterministic) {
    const SearchResult a = searchDepth(kStartFen, 6);
    const SearchResult b = searchDepth(kStartFen, 6);
    EXPECT_EQ(a.nodes, b.nodes);
    EXPECT_EQ(a.best, b.best);
    EXPECT_EQ(a.nodes, 2843u);  // changes with the search and the weights, on purpose only
}

TEST(ChessEngine, DeepSearchWithSingularTestsIsDeterministic) {
    // Depth 9 reaches the singular test (depth 8 and more; without it this search took 34,720
    // nodes). Its searches leave the table's move out and the table untouched.
    const char* fen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8";
    const SearchResult a = searchDepth(fen, 9);
    const SearchResult b = searchDepth(fen, 9);
    EXPECT_EQ(a.nodes, b.nodes);
    EXPECT_EQ(a.best, b.best);
    EXPECT_EQ(a.nodes, 34946u);  // changes with the search and the weights, on purpose only
}

TEST(ChessEngine, ResetForgetsWhatEarlierSearchesLearned) {
    // Killers, countermoves and history are cleared by reset(): after a search of
    // another position, a reset searcher with a cleared table searches exactly as a new one.
    const std::string_view fen =
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    TranspositionTable table(4);
    Searcher used(table);
    std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.depth = 9;
    Position other =
        Position::fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    used.search(other, limits, stop);
    table.clear();
    used.reset();
    Position pos = Position::fromFen(fen);
    const SearchResult again = used.search(pos, limits, stop);
    const SearchResult fresh = searchDepth(fen, 9);
    EXPECT_EQ(again.nodes, fresh.nodes);
    EXPECT_EQ(again.best, fresh.best);
    EXPECT_EQ(again.score, fresh.score);
}

TEST(ChessEngine, ClockLimitsTheThinkingTime) {
    // Sudden death with 2 s left: at most half the clock on one move, well under 2 s.
    TranspositionTable table(4);
    Searcher searcher(table);
    Position pos;
    SearchLimits limits;
    limits.timeLeftMs[White] = limits.timeLeftMs[Black] = 2000;
    std::atomic<bool> stop{false};
    const auto start = std::chrono::steady_clock::now();
    const SearchResult result = searcher.search(pos, limits, stop);
    const auto spent = std::chrono::steady_clock::now() - start;
    EXPECT_LT(spent, std::chrono::milliseconds(1500));
    EXPECT_GE(result.depth, 1);
    EXPECT_TRUE(pos.isLegal(result.best));
}

TEST(ChessEngine, EvaluationIsSymmetric) {
    // The same position with colours swapped evaluates the same for the side to move.
    EXPECT_EQ(evaluate(Position::fromFen(
                  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")),
              evaluate(Position::fromFen(
                  "r3k2r/pppbbppp/2n2q1P/1P2p3/3pn3/BN2PNP1/P1PPQPB1/R3K2R b KQkq - 0 1")));
    EXPECT_EQ(evaluate(Position()), 10);  // only the tempo bonus
}

TEST(ChessEngine, EndgameKnowledge) {
    // With a rook against a lone king, the king on the edge and near ours is closer to mate.
    EXPECT_GT(evaluate(Position::fromFen("4k3/8/4K3/8/8/8/8/R7 w - - 0 1")),
              evaluate(Position::fromFen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1")) + 60);
    // A passed pawn the black king cannot catch is worth about a piece more than one it can.
    EXPECT_GT(evaluate(Position::fromFen("8/8/8/P7/8/8/7k/4K3 w - - 0 1")),
              evaluate(Position::fromFen("8/8/2k5/P7/8/8/8/4K3 w - - 0 1")) + 400);
}

TEST(ChessEngine, WeakLevelsPlayLegalMoves) {
    const ChessGame game;
    Rng rng(5);
    std::atomic<bool> stop{false};
    for (const auto& level : game.levels()) {
        if (level.id != "elo800" && level.id != "elo1000" && level.id != "elo1400") continue;
        auto state = game.newInitialState(Options(), 2);
        auto agent = game.makeAgent(level.id);
        for (int ply = 0; ply < 2; ++ply) {
            const lt::Move move =
                agent->chooseMove(*state->viewFor(state->currentActor()), stop, rng);
            ASSERT_NO_THROW(state->apply(move)) << level.id;
        }
    }
    // Seven Elo levels, the external UCI engine (uci_engine_agent_test.cpp) and the strongest.
    EXPECT_EQ(game.levels().size(), 9u);
    EXPECT_EQ(game.levels().front().label, "Beginner (≈800)");
}

TEST(ChessUci, AnswersTheProtocolAndReportsBadLines) {
    std::istringstream in(
        "uci\nisready\nsetoption name Hash value 2\nposition startpos moves e2e4 e7e5 g1f3\n"
        "go depth 3\nposition fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\ngo depth 2\n"
        "frobnicate\nposition startpos moves e2e5\ngo depth x\nsetoption name Nope value 1\n"
        "position fen 8/8/8 w - - 0 1\n");
    std::ostringstream out;
    EXPECT_EQ(runUci(in, out), 0);
    const std::string text = out.str();
    EXPECT_NE(text.find("id name Ludoteca Chess\n"), std::string::npos);
    EXPECT_NE(text.find("uciok\nreadyok\n"), std::string::npos);
    EXPECT_NE(text.find("info depth 3 "), std::string::npos);
    EXPECT_NE(text.find("bestmove d1d8\n"), std::string::npos);
    EXPECT_NE(text.find("score mate 1"), std::string::npos);
    EXPECT_NE(text.find("info string unknown command 'frobnicate'\n"), std::string::npos);
    EXPECT_NE(text.find("info string 'e2e5' is not a legal move\n"), std::string::npos);
    EXPECT_NE(text.find("info string go depth: bad value 'x'\n"), std::string::npos);
    EXPECT_NE(text.find("info string unknown option 'Nope'\n"), std::string::npos);
    EXPECT_NE(text.find("info string FEN piece placement: expected 8 ranks"), std::string::npos);
    // Two searches, two answers.
    std::size_t answers = 0;
    for (std::size_t at = text.find("bestmove"); at != std::string::npos;
         at = text.find("bestmove", at + 1))
        ++answers;
    EXPECT_EQ(answers, 2u);
}

TEST(ChessUci, StopEndsAnInfiniteSearch) {
    std::istringstream in("position startpos\ngo infinite\nstop\nquit\n");
    std::ostringstream out;
    runUci(in, out);
    EXPECT_NE(out.str().find("bestmove "), std::string::npos);
}

}  // namespace
}  // namespace lt::chess::engine

// The engine: exact tactical outcomes, deterministic node counts, stop and time limits,
// the evaluation's symmetry and the levels.
#include <gtest/gtest.h>

#include <chrono>

#include "framework/errors.h"
#include "framework/view.h"
#include "games/draughts/engine_agent.h"
#include "games/draughts/evaluation.h"
#include "games/draughts/game.h"
#include "games/draughts/notation.h"
#include "games/draughts/search.h"

namespace lt::draughts {
namespace {

const std::atomic<bool> kNoStop{false};

// `selective`: with reductions and pruning (the full-strength levels) or full width, where a
// depth-d search proves every line of d plies.
SearchResult searchToDepth(const Position& position, int depth, bool selective = true) {
    Searcher searcher(16);
    SearchLimits limits;
    limits.maxDepth = depth;
    limits.selective = selective;
    limits.time = std::chrono::milliseconds(0);
    Rng rng(1);
    return searcher.search(position, {}, limits, kNoStop, rng);
}

std::string line(const Position& start, const std::vector<Move>& moves, std::size_t count) {
    std::string text;
    Position position = start;
    for (std::size_t i = 0; i < moves.size() && i < count; ++i) {
        if (i > 0) text += ' ';
        text += moveToText(position, moves[i]);
        position.play(moves[i]);
    }
    return text;
}

TEST(DraughtsEngine, FindsATwoSacrificeShot) {
    // 33-28! 24x22 32-27!: two men given, and White wins material back with interest (Black's
    // best defence, 21x32 37x8 or 22x31 36x18, depends on how the evaluation weighs the man
    // that reaches 8).
    const Position position =
        parseFen("W:W29,32,33,34,35,36,37,41,42,43,44,46,47:B4,6,11,12,15,20,21,24");
    const SearchResult result = searchToDepth(position, 7, false);
    EXPECT_EQ(line(position, result.info.pv, 3), "33-28 24x22 32-27");
    EXPECT_GT(result.info.score, 250);
    // The selective search finds the shot too, one ply later: its reductions search the
    // second sacrifice, a late move, one ply less deeply (Black's best defence may differ).
    const SearchResult selective = searchToDepth(position, 8);
    EXPECT_EQ(line(position, selective.info.pv, 3), "33-28 24x22 32-27");
    EXPECT_GT(selective.info.score, 250);
    // One ply deep the engine does not see it.
    EXPECT_NE(moveToText(position, searchToDepth(position, 1).best), "33-28");
}

TEST(DraughtsEngine, FindsAForcedWin) {
    const Position position = parseFen("B:W16,36:B4,9,10,11,12,14,20,22,24,29");
    // Full width: the shortest win, in nine plies.
    const SearchResult result = searchToDepth(position, 9, false);
    EXPECT_EQ(moveToText(position, result.best), "22-27");
    EXPECT_GT(result.info.score, kMateScore - 20);
    // The selective search reduces the mating line's late moves and does not prove the win
    // within 15 plies; it keeps a winning move with a score of more than ten men.
    const SearchResult selective = searchToDepth(position, 15);
    EXPECT_EQ(moveToText(position, selective.best), "11-17");
    EXPECT_GT(selective.info.score, 1000);
}

TEST(DraughtsEngine, FixedDepthNodeCountIsDeterministic) {
    const SearchResult first = searchToDepth(Position::initial(), 6);
    const SearchResult second = searchToDepth(Position::initial(), 6);
    EXPECT_EQ(first.info.nodes, second.info.nodes);
    EXPECT_EQ(first.info.nodes, 3180u);
    EXPECT_EQ(first.best, second.best);
}

TEST(DraughtsEngine, KeepsItsNodeBudget) {
    // Twenty Black kings among White men: every line is a chain of captures, and even depth 1
    // follows them for 352,647 nodes. A budget ends the search, which still answers with a
    // legal move.
    const Position position = parseFen(
        "W:W12,14,15,16,18,32,33,34,35,36,46,47,48,49,50:BK10,K11,K13,K19,K20,K21,K22,K23,K24,"
        "K25,K28,K29,K30,K37,K38,K39,K40,K41,K42,K43");
    Searcher searcher(16);
    SearchLimits limits;
    limits.maxDepth = 1;
    limits.time = std::chrono::milliseconds(0);
    limits.maxNodes = 5000;
    Rng rng(1);
    const SearchResult result = searcher.search(position, {}, limits, kNoStop, rng);
    ASSERT_TRUE(result.hasMove);
    EXPECT_EQ(result.info.nodes, 5000u);
    const MoveList legal = legalMoves(position);
    EXPECT_NE(std::find(legal.begin(), legal.end(), result.best), legal.end());
    // Without the budget the same search takes far more.
    limits.maxNodes = 0;
    EXPECT_GT(Searcher(16).search(position, {}, limits, kNoStop, rng).info.nodes, 300000u);
}

TEST(DraughtsEngine, StopsAtOnceWhenAsked) {
    Searcher searcher(12);
    const std::atomic<bool> stop{true};
    Rng rng(1);
    const SearchResult result = searcher.search(Position::initial(), {}, {}, stop, rng);
    ASSERT_TRUE(result.hasMove);
    const MoveList legal = legalMoves(Position::initial());
    EXPECT_NE(std::find(legal.begin(), legal.end(), result.best), legal.end());
}

TEST(DraughtsEngine, RespectsItsTimeLimit) {
    Searcher searcher(14);
    SearchLimits limits;
    limits.time = std::chrono::milliseconds(100);
    Rng rng(1);
    const auto begin = std::chrono::steady_clock::now();
    searcher.search(Position::initial(), {}, limits, kNoStop, rng);
    EXPECT_LT(std::chrono::steady_clock::now() - begin, std::chrono::milliseconds(1500));
}

// A fixed time per move cannot be saved for later: the search thinks until it runs out
// (the start position cannot be solved to depth 64 in 100 ms).
TEST(DraughtsEngine, UsesAllOfAFixedTimePerMove) {
    Searcher searcher(14);
    SearchLimits limits;
    limits.time = std::chrono::milliseconds(100);
    limits.timeIsPerMove = true;
    Rng rng(1);
    const auto begin = std::chrono::steady_clock::now();
    searcher.search(Position::initial(), {}, limits, kNoStop, rng);
    const auto elapsed = std::chrono::steady_clock::now() - begin;
    EXPECT_GE(elapsed, std::chrono::milliseconds(100));
    EXPECT_LT(elapsed, std::chrono::milliseconds(1500));
}

TEST(DraughtsEngine, RepetitionCountsAsADraw) {
    // White is far ahead, but every move leads back to a position of the game's history.
    const Position position = parseFen("W:WK47,K48:B4");
    std::vector<std::uint64_t> history;
    for (const Move& move : legalMoves(position)) {
        Position child = position;
        child.play(move);
        history.push_back(child.hash());
    }
    history.push_back(position.hash());
    SearchLimits limits;
    limits.maxDepth = 1;
    limits.time = std::chrono::milliseconds(0);
    Rng rng(1);
    Searcher fresh(12);
    EXPECT_GT(fresh.search(position, {}, limits, kNoStop, rng).info.score, 200);
    Searcher searcher(12);
    EXPECT_EQ(searcher.search(position, history, limits, kNoStop, rng).info.score, 0);
}

Position mirrored(const Position& position) {
    Position mirror;
    for (int s = 1; s <= kSquareCount; ++s) {
        Piece piece = position.at(s);
        switch (piece) {
            case Piece::WhiteMan:
                piece = Piece::BlackMan;
                break;
            case Piece::WhiteKing:
                piece = Piece::BlackKing;
                break;
            case Piece::BlackMan:
                piece = Piece::WhiteMan;
                break;
            case Piece::BlackKing:
                piece = Piece::WhiteKing;
                break;
            case Piece::None:
                break;
        }
        mirror.set(51 - s, piece);
    }
    mirror.setSideToMove(opposite(position.sideToMove()));
    return mirror;
}

TEST(DraughtsEvaluation, ColourSymmetric) {
    Rng rng(3);
    for (int game = 0; game < 10; ++game) {
        Position position = Position::initial();
        for (int ply = 0; ply < 80; ++ply) {
            EXPECT_EQ(evaluate(position), evaluate(mirrored(position))) << toFen(position);
            const MoveList moves = legalMoves(position);
            if (moves.empty()) break;
            position.play(moves[rng.below(moves.size())]);
        }
    }
    EXPECT_EQ(evaluate(Position::initial()), 0);
}

TEST(DraughtsEvaluation, EndgameKnowledge) {
    // Three kings cannot beat a lone king on the long diagonal: nearly a draw.
    EXPECT_LT(evaluateForWhite(parseFen("W:WK1,K2,K3:BK46")), 100);
    // Four kings against one king far from the long diagonal: clearly winning, more than two
    // men ahead.
    EXPECT_GT(evaluateForWhite(parseFen("W:WK1,K2,K3,K4:BK45")), 200);
    // A man with nobody left to stop it is worth much more than one that can be stopped.
    EXPECT_GT(evaluateForWhite(parseFen("W:W28:B1")),
              evaluateForWhite(parseFen("W:W28:B12,1")) + 100);
}

TEST(DraughtsLevels, EveryLevelPlaysALegalMove) {
    DraughtsGame game;
    ASSERT_EQ(game.levels().size(), 4u);
    const auto state = game.newInitialState({}, 2);
    for (const LevelInfo& level : game.levels()) {
        if (level.id == "hard" || level.id == "expert") continue;  // seconds each: see bench
        auto agent = game.makeAgent(level.id);
        Rng rng(7);
        const lt::Move move = agent->chooseMove(*state->viewFor(0), kNoStop, rng);
        const auto legal = state->legalMoves();
        EXPECT_NE(std::find(legal.begin(), legal.end(), move), legal.end()) << level.id;
    }
    EXPECT_THROW(game.makeAgent("grandmaster"), InputError);
    // A stopped hard search still answers at once with a legal move.
    const std::atomic<bool> stop{true};
    Rng rng(7);
    const lt::Move move = game.makeAgent("hard")->chooseMove(*state->viewFor(0), stop, rng);
    const auto legal = state->legalMoves();
    EXPECT_NE(std::find(legal.begin(), legal.end(), move), legal.end());
}

TEST(DraughtsLevels, EasyMissesTheShotThatHardFinds) {
    DraughtsGame game;
    const DraughtsState state(
        game, parseFen("W:W29,32,33,34,35,36,37,41,42,43,44,46,47:B4,6,11,12,15,20,21,24"));
    int found = 0;
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        auto easy = game.makeAgent("easy");
        Rng rng(seed);
        if (state.moveToString(easy->chooseMove(*state.viewFor(0), kNoStop, rng)) == "33-28")
            ++found;
    }
    EXPECT_EQ(found, 0);
}

}  // namespace
}  // namespace lt::draughts

// The alpha-beta engine: tactics it must never miss, a forced win, and a match against random.
#include <chrono>

#include "agents/random_agent.h"
#include "agents/self_play.h"
#include "framework/match.h"
#include "framework/view.h"
#include "games/morris/engine_agent.h"
#include "test_support.h"

namespace lt::morris::test {
namespace {

// Hard's search, limited by depth rather than time so that results do not depend on the
// machine's speed (a sanitized debug build is many times slower).
EngineConfig hardToDepth(int depth) {
    EngineConfig config = engineConfigForLevel("hard");
    config.limits.maxDepth = depth;
    config.limits.timeLimit = std::chrono::seconds(60);
    config.ttBits = 16;
    return config;
}

std::string engineMove(EngineAgent& agent, const MorrisState& state, std::uint64_t seed = 1) {
    const std::atomic<bool> stop{false};
    Rng rng(seed);
    const auto view = state.viewFor(state.currentActor());
    return state.moveToString(agent.chooseMove(*view, stop, rng));
}

// Exhaustive check, no pruning: can the side to move force a win within `plies`?
bool forcesWin(const Position& position, int plies);
bool mustLose(const Position& position, int plies) {
    const Status status = position.status();
    if (status != Status::Ongoing)
        return status == (position.sideToMove() == kWhite ? Status::BlackWins : Status::WhiteWins);
    if (plies <= 0) return false;
    MoveList list;
    position.generate(list);
    for (auto code : list) {
        Position next = position;
        next.apply(MorrisMove::decode(code));
        if (!forcesWin(next, plies - 1)) return false;
    }
    return true;
}
bool forcesWin(const Position& position, int plies) {
    if (position.status() != Status::Ongoing || plies <= 0) return false;
    MoveList list;
    position.generate(list);
    for (auto code : list) {
        Position next = position;
        next.apply(MorrisMove::decode(code));
        if (mustLose(next, plies - 1)) return true;
    }
    return false;
}

TEST(MorrisEngine, HardClosesAnAvailableMillWhenPlacing) {
    EngineAgent hard(hardToDepth(3));
    auto state = setUp("W:a1,d1 B:b6,f6 H:7,7 T:W", false);
    EXPECT_EQ(engineMove(hard, *state).substr(0, 3), "g1x");
}

TEST(MorrisEngine, HardClosesAnAvailableMillWhenMoving) {
    EngineAgent hard(hardToDepth(4));
    auto state = setUp("W:a1,d1,g4,c4,e4 B:b6,d3,f2,e5,a7 H:0,0 T:W", false);
    EXPECT_EQ(engineMove(hard, *state).substr(0, 6), "g4-g1x");
}

TEST(MorrisEngine, HardBlocksTheOpponentsMillThreat) {
    // Black threatens b2-b4, closing a4-b4-c4; White has no mill of its own to close first.
    EngineAgent hard(hardToDepth(4));
    auto state = setUp("W:b6,d1,g1,e4,f2 B:a4,c4,b2,g7 H:0,0 T:W", false);
    EXPECT_EQ(engineMove(hard, *state), "b6-b4");
}

TEST(MorrisEngine, HardBlocksAPlacementThreat) {
    // Black has a7 and d7: White must place on g7 (and has no mill of its own to make).
    EngineAgent hard(hardToDepth(3));
    auto state = setUp("W:a1,e4 B:a7,d7 H:7,7 T:W", false);
    EXPECT_EQ(engineMove(hard, *state), "g7");
}

TEST(MorrisEngine, HardFindsAForcedWinInThreePlies) {
    // b6-d6 threatens both c5-d5-e5 and a7-d7-g7; Black can fly to block only one.
    auto state = setUp("W:c5,e5,b6,a7,g7 B:b2,g4,f6 H:0,0 T:W", false);
    ASSERT_TRUE(forcesWin(state->position(), 3));
    ASSERT_FALSE(forcesWin(state->position(), 1));
    EngineAgent hard(hardToDepth(5));
    const std::string move = engineMove(hard, *state);
    EXPECT_EQ(move, "b6-d6");
    EXPECT_GE(hard.lastResult().score, kWinThreshold);
    // Then it finishes the job against every defence.
    play(*state, move);
    for (Move defence : state->legalMoves()) {
        auto line = state->clone();
        line->apply(defence);
        auto& after = dynamic_cast<MorrisState&>(*line);
        play(after, engineMove(hard, after));
        EXPECT_TRUE(after.isTerminal()) << state->moveToString(defence);
        EXPECT_EQ(after.ranking(), std::vector<int>({1, 2}));
    }
}

TEST(MorrisEngine, SearchIsDeterministicAtFixedDepth) {
    EngineAgent first(hardToDepth(4)), second(hardToDepth(4));
    auto state = game().newInitialState(Options(), 2);
    auto& morris = dynamic_cast<MorrisState&>(*state);
    const std::string a = engineMove(first, morris), b = engineMove(second, morris);
    EXPECT_EQ(a, b);
    EXPECT_EQ(first.lastResult().depth, 4);
    EXPECT_EQ(first.lastResult().nodes, second.lastResult().nodes);
}

TEST(MorrisEngine, StopFlagEndsTheSearchWithALegalMove) {
    EngineAgent hard(engineConfigForLevel("hard"));
    auto state = game().newInitialState(Options(), 2);
    const std::atomic<bool> stop{true};
    Rng rng(3);
    const auto started = std::chrono::steady_clock::now();
    const Move move = hard.chooseMove(*state->viewFor(kWhite), stop, rng);
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(1));
    EXPECT_TRUE(state->parseMove(state->moveToString(move)).has_value());
}

TEST(MorrisEngine, TimeBudgetIsRespected) {
    EngineConfig config = engineConfigForLevel("hard");
    config.limits.timeLimit = std::chrono::milliseconds(200);
    config.ttBits = 16;
    EngineAgent hard(config);
    auto state = setUp("W:a1,d1,g4,c4,e4,b6 B:b2,d3,f2,e5,a7,g7 H:0,0 T:W");
    const auto started = std::chrono::steady_clock::now();
    engineMove(hard, *state);
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::milliseconds(1500));
    EXPECT_GE(hard.lastResult().depth, 1);
}

TEST(MorrisEngine, LevelsAndUnknownLevel) {
    EXPECT_EQ(game().levels().size(), 3u);
    for (const char* level : {"easy", "medium", "hard", "random"})
        EXPECT_NE(game().makeAgent(level), nullptr) << level;
    EXPECT_THROW(game().makeAgent("grandmaster"), InputError);
    EXPECT_LT(engineConfigForLevel("easy").limits.maxDepth,
              engineConfigForLevel("medium").limits.maxDepth);
}

TEST(MorrisEngine, HardBeatsRandomWithEitherColour) {
    for (int hardSeat = 0; hardSeat < 2; ++hardSeat) {
        Match match(game(), Options(), parseSeatList("random,random"), 5);
        std::vector<std::unique_ptr<Agent>> agents;
        for (int seat = 0; seat < 2; ++seat) {
            if (seat == hardSeat)
                agents.push_back(std::make_unique<EngineAgent>(hardToDepth(2)));
            else
                agents.push_back(std::make_unique<RandomAgent>());
        }
        const auto result = playOut(match, agents, 17 + hardSeat);
        ASSERT_TRUE(result.finished);
        EXPECT_EQ(result.ranking[hardSeat], 1) << "hard as seat " << hardSeat;
    }
}

}  // namespace
}  // namespace lt::morris::test

// Move notation: exact strings, ASCII input, and the parse(print(m)) == m round trip.
#include "agents/random_agent.h"
#include "framework/view.h"
#include "test_support.h"

namespace lt::ludo::test {
namespace {

TEST(LudoNotation, ReadableStrings) {
    LudoSetup setup;
    setup.pawns = {{12, kFoot, kFoot + 6, S}, {S, S, S, S}, {S, S, S, S}, {S, S, S, S}};
    auto probe = position(setup);
    setup.pawns[kBlue][0] = seen(*probe, kBlue, 18);
    setup.die = 6;
    auto state = position(setup);
    EXPECT_EQ(state->moveToString(LudoMove::out(3).encode()), "out");
    EXPECT_EQ(state->moveToString(LudoMove::advance(0, 12, 18).encode()), "R1 12→18 ×B1");
    EXPECT_EQ(state->moveToString(LudoMove::advance(2, kFoot + 6, kCentre).encode()), "R3 home");
    setup.die = 1;
    auto one = position(setup);
    EXPECT_EQ(one->moveToString(LudoMove::advance(1, kFoot, kFoot + 1).encode()), "R2 foot→s1");
    EXPECT_EQ(one->moveToString(LudoMove::advance(0, 12, 13).encode()), "R1 12→13");
    EXPECT_EQ(one->moveToString(LudoMove::rollOf(6).encode()), "roll 6");
}

TEST(LudoNotation, AsciiArrowsAndCaptureMarksAreAccepted) {
    LudoSetup setup;
    setup.pawns = {{12, S, S, S}, {S, S, S, S}, {S, S, S, S}, {S, S, S, S}};
    auto probe = position(setup);
    setup.pawns[kBlue][0] = seen(*probe, kBlue, 18);
    setup.die = 6;
    auto state = position(setup);
    EXPECT_EQ(state->parseMove("R1 12->18 xB1"), LudoMove::advance(0, 12, 18).encode());
    EXPECT_EQ(state->parseMove("R1 12→18 ×B1"), LudoMove::advance(0, 12, 18).encode());
    EXPECT_EQ(state->parseMove("R1 12->17"), std::nullopt);
    EXPECT_EQ(state->parseMove("jump"), std::nullopt);
    auto toRoll = position({});
    EXPECT_EQ(toRoll->parseMove("roll 4"), LudoMove::rollOf(4).encode());
    EXPECT_EQ(toRoll->parseMove("roll 7"), std::nullopt);
}

// Random games under every staircase reading: every legal move of every decision node, and
// every roll, reads back as itself; notations within one node are distinct.
TEST(LudoNotation, RoundTripInRandomPositions) {
    int checked = 0;
    for (const char* staircase : {"sequential", "jump"}) {
        Options options;
        options.set("staircase", staircase);
        for (int players = 2; players <= 4; ++players) {
            auto state = game().newInitialState(options, players);
            Rng rng(100 + players);
            RandomAgent agent;
            const std::atomic<bool> never{false};
            for (int ply = 0; ply < 600 && !state->isTerminal(); ++ply) {
                if (state->isChanceNode()) {
                    for (const auto& outcome : state->chanceOutcomes())
                        ASSERT_EQ(state->parseMove(state->moveToString(outcome.move)),
                                  outcome.move);
                    state->apply(state->chanceOutcomes()[rng.below(6)].move);
                    continue;
                }
                const auto moves = state->legalMoves();
                ASSERT_FALSE(moves.empty());
                for (Move m : moves) {
                    ASSERT_EQ(state->parseMove(state->moveToString(m)), m) << state->toString();
                    ++checked;
                }
                state->apply(agent.chooseMove(*state->viewFor(state->currentActor()), never, rng));
            }
        }
    }
    EXPECT_GT(checked, 1500);
}

}  // namespace
}  // namespace lt::ludo::test

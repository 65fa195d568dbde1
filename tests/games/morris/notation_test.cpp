// Move and position notation: formats, round trips, and clear errors on bad text.
#include "agents/random_agent.h"
#include "agents/self_play.h"
#include "framework/match.h"
#include "framework/match_record.h"
#include "framework/registry.h"
#include "test_support.h"

namespace lt::morris::test {
namespace {

TEST(MorrisNotation, MoveTexts) {
    EXPECT_EQ(formatMove({kNoPoint, 1, kNoPoint}), "d1");
    EXPECT_EQ(formatMove({1, 4, kNoPoint}), "d1-d2");
    EXPECT_EQ(formatMove({kNoPoint, 2, 18}), "g1xb6");
    EXPECT_EQ(formatMove({0, 17, 23}), "a1-e5xg7");
    EXPECT_EQ(parseMoveText("a1-e5xg7"), (MorrisMove{0, 17, 23}));
    EXPECT_EQ(parseMoveText("g1xb6"), (MorrisMove{kNoPoint, 2, 18}));
}

TEST(MorrisNotation, BadMoveTextThrowsInputError) {
    for (const char* bad : {"", "d4", "a1-", "-a1", "a1xx", "a1-b2-c3", "A1", "a1 "})
        EXPECT_THROW(parseMoveText(bad), InputError) << bad;
    try {
        parseMoveText("a1-h9");
        FAIL();
    } catch (const InputError& e) {
        EXPECT_EQ(e.field(), "destination");
    }
}

TEST(MorrisNotation, PositionRoundTripAndDefaults) {
    const std::string text = "W:a1,d1,g7 B:e3,b6 H:3,4 T:B Q:0";
    EXPECT_EQ(formatPosition(parsePosition(text, true)), text);
    EXPECT_EQ(formatPosition(parsePosition("W:a1 B:g7", false)), "W:a1 B:g7 H:0,0 T:W Q:0");
}

TEST(MorrisNotation, BadPositionsThrowInputError) {
    for (const char* bad :
         {"", "W:a1", "W:a1 B:a1", "W:a1,a1 B:", "W:x9 B:", "W: B: H:10,0", "W: B: H:1",
          "W: B: T:X", "W: B: Q:51", "W: B: Z:1", "W:a1,d1,g1,b2,d2,f2,c3,d3,e3 B: H:1,0"})
        EXPECT_THROW(parsePosition(bad, true), InputError) << bad;
}

// Random games: every legal move reads back as itself, and each game ends.
TEST(MorrisNotation, EveryLegalMoveRoundTripsInRandomGames) {
    Rng rng(2024);
    int finished = 0;
    std::size_t movesChecked = 0;
    for (int gameIndex = 0; gameIndex < 40; ++gameIndex) {
        auto state = game().newInitialState(withDiagonals(gameIndex % 2 == 0), 2);
        while (!state->isTerminal()) {
            const auto moves = state->legalMoves();
            ASSERT_FALSE(moves.empty());
            for (Move m : moves) {
                ASSERT_EQ(state->parseMove(state->moveToString(m)), m);
                ++movesChecked;
            }
            state->apply(moves[rng.below(moves.size())]);
        }
        const auto& morris = dynamic_cast<const MorrisState&>(*state);
        const auto reread = parsePosition(formatPosition(morris.position()),
                                          morris.position().geometry().diagonals());
        EXPECT_EQ(reread, morris.position());
        ++finished;
    }
    EXPECT_EQ(finished, 40);
    EXPECT_GT(movesChecked, 10000u);
}

TEST(MorrisNotation, MatchRecordReplaysToTheSameState) {
    GameRegistry registry;
    registry.add(makeGame());
    const Game& morris = *registry.find("morris");
    Match match(morris, withDiagonals(false), parseSeatList("random,random"), 7);
    std::vector<std::unique_ptr<Agent>> agents;
    agents.push_back(morris.makeAgent("random"));
    agents.push_back(morris.makeAgent("random"));
    const auto result = playOut(match, agents, 11);
    EXPECT_TRUE(result.finished);
    const auto reread =
        Match::fromRecord(registry, readMatchRecord(writeMatchRecord(match.record())));
    EXPECT_EQ(reread.state().toString(), match.state().toString());
    EXPECT_EQ(reread.ply(), match.ply());
}

}  // namespace
}  // namespace lt::morris::test

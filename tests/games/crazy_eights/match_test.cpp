// Whole matches: they end, replay from their record, every move's notation reads back, and
// the computer levels are ordered.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "agents/ismcts_agent.h"
#include "agents/random_agent.h"
#include "agents/self_play.h"
#include "arrange.h"
#include "framework/errors.h"
#include "framework/match.h"
#include "framework/match_record.h"
#include "framework/registry.h"
#include "framework/view.h"

namespace lt::crazy_eights {
namespace {

using namespace fixture;

std::vector<std::unique_ptr<Agent>> randomAgents(int n) {
    std::vector<std::unique_ptr<Agent>> agents;
    for (int i = 0; i < n; ++i) agents.push_back(std::make_unique<RandomAgent>());
    return agents;
}

// The dealer's draw and the start card are public, every dealt card a secret, the players'
// own moves are not; a record read back knows the same.
TEST(CrazyEightsMatch, OnlyDealtCardsAreSecretMoves) {
    CrazyEightsGame game;
    Match match(game, Options(), std::vector<SeatSpec>(3), 5);
    while (match.state().isChanceNode()) match.playChance();
    const std::size_t dealt = 3 * handSize;
    ASSERT_GE(match.ply(), 1 + dealt + 1);  // the dealer, the hands, the start card (or more)
    EXPECT_EQ(match.playedMove(0).actor, actor::chance);
    EXPECT_FALSE(match.isSecretMove(0));
    for (std::size_t i = 1; i <= dealt; ++i) EXPECT_TRUE(match.isSecretMove(i)) << i;
    for (std::size_t i = dealt + 1; i < match.ply(); ++i) EXPECT_FALSE(match.isSecretMove(i)) << i;
    const Move play = match.state().legalMoves().front();
    match.play(match.state().currentActor(), play);
    EXPECT_FALSE(match.isSecretMove(match.ply() - 1));

    GameRegistry games;
    games.add(std::make_unique<CrazyEightsGame>());
    const Match loaded = Match::fromRecord(games, match.record());
    for (std::size_t i = 0; i < match.ply(); ++i)
        EXPECT_EQ(loaded.isSecretMove(i), match.isSecretMove(i)) << i;
}

// A dealt card's line names its card and its seat; the card alone chooses the outcome, so a
// line that names the wrong seat would deal the card elsewhere than it says: rejected.
TEST(CrazyEightsMatch, ADealLineNamingTheWrongSeatIsRejected) {
    CrazyEightsGame game;
    GameRegistry games;
    games.add(std::make_unique<CrazyEightsGame>());
    const std::vector<SeatSpec> seats{
        {true, "Anna", "", ""}, {true, "Bruno", "", ""}, {true, "Carla", "", ""}};
    Match match(game, Options(), seats, 5);
    while (match.state().isChanceNode()) match.playChance();
    const std::string text = writeMatchRecord(match.record());
    EXPECT_NO_THROW(Match::fromRecord(games, readMatchRecord(text)));
    const auto at = text.find(" to 0\n");
    ASSERT_NE(at, std::string::npos);
    const int line = static_cast<int>(std::count(text.begin(), text.begin() + at, '\n')) + 1;
    const std::string lineText =
        text.substr(text.rfind('\n', at) + 1, at - text.rfind('\n', at) - 1);
    std::string wrong = text;
    wrong.replace(at, 5, " to 1");
    try {
        Match::fromRecord(games, readMatchRecord(wrong));
        FAIL() << "a deal to seat 0 written as a deal to seat 1 was accepted";
    } catch (const InputError& e) {
        EXPECT_EQ(e.line(), line);
        EXPECT_EQ(e.field(), "move");
        const std::string said = lineText.substr(std::string("move c ").size()) + " to 1";
        EXPECT_EQ(e.reason(), "chance line '" + said +
                                  "' does not match the outcome it reads as ('" +
                                  said.substr(0, said.size() - 1) + "0')");
    }
}

TEST(CrazyEightsMatch, RandomMatchesEndWithConsistentScores) {
    CrazyEightsGame game;
    for (int players = 2; players <= 5; ++players) {
        Match match(game, Options(), std::vector<SeatSpec>(players), 100 + players);
        auto agents = randomAgents(players);
        const auto result = playOut(match, agents, 7);
        ASSERT_TRUE(result.finished);
        const auto& state = dynamic_cast<const CrazyEightsState&>(match.state());
        ASSERT_EQ(state.table().results.size(), 5u);
        std::vector<int> sums(players, 0);
        for (const DealResult& deal : state.table().results) {
            ASSERT_GE(deal.wentOut, 0);
            for (PlayerId p = 0; p < players; ++p) {
                EXPECT_EQ(deal.points[p], p == deal.wentOut ? -10 : handPoints(deal.hands[p]));
                sums[p] += deal.points[p];
            }
        }
        EXPECT_EQ(result.scores, sums);
        EXPECT_EQ(result.ranking, state.ranking());
    }
}

TEST(CrazyEightsMatch, ReplaysFromItsRecordWithClaims) {
    CrazyEightsGame game;
    GameRegistry registry;
    registry.add(makeGame());
    std::vector<SeatSpec> seats{
        {true, "Anna", "", ""}, {false, "Bruno", "easy", ""}, {true, "Carla", "", ""}};
    Match match(game, option("deals", "2"), seats, 99);
    Rng rng(3);
    int claims = 0;
    while (!match.state().isTerminal()) {
        for (PlayerId p = 0; p < 3; ++p) {
            const auto moves = match.state().claimMoves(p);
            if (!moves.empty() && rng.chance(0.5)) {
                match.claim(p, moves.front());
                ++claims;
            }
        }
        if (match.state().isChanceNode()) {
            match.playChance();
        } else {
            const auto moves = match.state().legalMoves();
            match.play(match.state().currentActor(), moves[rng.below(moves.size())]);
        }
    }
    EXPECT_GT(claims, 0);
    const std::string saved = writeMatchRecord(match.record());
    const Match loaded = Match::fromRecord(registry, readMatchRecord(saved));
    EXPECT_EQ(loaded.state().toString(), match.state().toString());
    EXPECT_EQ(writeMatchRecord(loaded.record()), saved);
}

TEST(CrazyEightsMatch, EveryMoveNotationReadsBack) {
    CrazyEightsGame game;
    Rng rng(8);
    auto state = game.newInitialState(option("deals", "1"), 4);
    int checked = 0;
    while (!state->isTerminal()) {
        std::vector<Move> moves;
        if (state->isChanceNode())
            for (const auto& o : state->chanceOutcomes()) moves.push_back(o.move);
        else
            moves = state->legalMoves();
        for (Move m : moves) {
            ASSERT_EQ(state->parseMove(state->moveToString(m)), m) << state->moveToString(m);
            ++checked;
        }
        for (PlayerId p = 0; p < 4; ++p)
            for (Move m : state->claimMoves(p))
                ASSERT_EQ(state->parseMove(state->moveToString(m), p), m);
        state->apply(moves[rng.below(moves.size())]);
    }
    EXPECT_GT(checked, 1000);
}

TEST(CrazyEightsMatch, ReadsAsciiAndRejectsNonsense) {
    CrazyEightsGame game;
    auto state = arrange(game, {"9S 9C 4H 8D KS", "2C 3C 4C"}, "9H", 0);
    EXPECT_EQ(state.parseMove("play 9S 9C"), state.parseMove("play 9♠ 9♣"));
    EXPECT_EQ(state.parseMove("play 8d name c"), state.parseMove("play 8♦ name ♣"));
    EXPECT_EQ(state.parseMove("play 8D name clubs"), state.parseMove("play 8♦ name ♣"));
    EXPECT_TRUE(state.parseMove("play 9S 9C").has_value());
    for (const char* bad :
         {"", "play", "play 8D name", "play 8D name X", "play 9S name C", "play 9S 9C 9C 9C 9C",
          "pass", "card!", "catch 1", "play ZZ", "play 8D name C extra", "\xff\xfe"})
        EXPECT_FALSE(state.parseMove(bad).has_value()) << bad;
    EXPECT_FALSE(state.parseMove("catch x", 1).has_value());
    EXPECT_FALSE(state.parseMove("card!", 1).has_value());
}

// The search's choice in a position, with a fixed number of playouts (no time limit, so the
// result does not depend on the machine). Match-level strength is measured in
// bench/crazy_eights (Medium wins 87.5 % of five-deal matches against random play).
std::string searchChoice(const CrazyEightsState& state, int iterations, int seed) {
    MctsConfig config = agentConfig("medium");
    config.iterations = iterations;
    config.timeLimit = std::chrono::minutes(10);
    IsmctsAgent agent(config);
    Rng rng(seed);
    const std::atomic<bool> never{false};
    const auto view = state.viewFor(state.currentActor());
    return state.moveToString(agent.chooseMove(*view, never, rng));
}

TEST(CrazyEightsMatch, SearchFindsTheJackThatGoesOut) {
    CrazyEightsGame game;
    // Two players: the Jack skips the opponent (A9), then the 4♥ goes out. Playing the 4♥
    // first gives the opponent, down to one card, a chance to go out first.
    const auto state = arrange(game, {"4H JH", "QC"}, "9H", 0);
    EXPECT_EQ(searchChoice(state, 200, 1), "play J♥");
    EXPECT_EQ(searchChoice(state, 200, 2), "play J♥");
}

TEST(CrazyEightsMatch, SearchShedsTheAceBeforeTheOpponentGoesOut) {
    CrazyEightsGame game;
    // The opponent holds a single club and will most likely go out: keep the cheap card.
    const auto state = arrange(game, {"3H AH 5S 6S", "QC"}, "9H", 0);
    EXPECT_EQ(searchChoice(state, 200, 1), "play A♥");
    EXPECT_EQ(searchChoice(state, 200, 2), "play A♥");
}

TEST(CrazyEightsMatch, LevelsSearchDifferentAmounts) {
    const auto easy = agentConfig("easy");
    const auto medium = agentConfig("medium");
    const auto hard = agentConfig("hard");
    EXPECT_LT(easy.iterations, medium.iterations);
    EXPECT_LT(medium.iterations, hard.iterations);
    EXPECT_LT(easy.playoutPlyLimit, hard.playoutPlyLimit);
    CrazyEightsGame game;
    EXPECT_EQ(game.makeAgent("hard")->name(), "ismcts(4000)");
    EXPECT_EQ(game.makeAgent("random")->name(), "random");
    EXPECT_THROW(game.makeAgent("expert"), InputError);
}

}  // namespace
}  // namespace lt::crazy_eights

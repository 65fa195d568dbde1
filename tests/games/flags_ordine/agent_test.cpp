// The computer players of "Metti in ordine!": they guess figures with an error that shrinks
// with the level, so Hard places more cards right than Easy, and none is perfect.
#include <gtest/gtest.h>

#include "framework/agent.h"
#include "framework/match.h"
#include "framework/view.h"
#include "games/flags_ordine/game.h"

namespace lt::flags_ordine {
namespace {

// How often a level places a card right, over many random rows of the game.
double rightRate(const std::string& level) {
    OrdineGame game;
    auto agent = game.makeAgent(level);
    std::atomic<bool> stop{false};
    Rng rng(77);
    int right = 0, total = 0;
    for (int g = 0; g < 40; ++g) {
        Match match(game, {}, {{false, "A", level, ""}, {false, "B", level, ""}}, 500 + g);
        while (!match.state().isTerminal()) {
            const PlayerId actor = match.state().currentActor();
            if (actor == actor::chance) {
                match.playChance();
                continue;
            }
            const auto& s = static_cast<const OrdineState&>(match.state());
            const Move move = agent->chooseMove(*s.viewFor(actor), stop, rng);
            right += moveValue(move) == s.rightGap(*s.drawn());
            ++total;
            match.play(actor, move);
        }
    }
    return static_cast<double>(right) / total;
}

TEST(OrdineAgent, LevelsPlaceCardsRightMoreOftenAsTheyRise) {
    const double easy = rightRate("easy");
    const double medium = rightRate("medium");
    const double hard = rightRate("hard");
    EXPECT_LT(easy, medium);
    EXPECT_LT(medium, hard);
    EXPECT_LT(hard, 0.95);
    EXPECT_GT(easy, 0.3);
}

TEST(OrdineAgent, AHugeCountryGoesToTheRightEnd) {
    OrdineGame game;
    auto state = game.newInitialState({}, 2);
    auto& s = static_cast<OrdineState&>(*state);
    auto index = [&](const std::string& code) {
        for (int i = 0; i < static_cast<int>(s.cards().size()); ++i)
            if (s.cards()[i].code == code) return i;
        return -1;
    };
    // Russia (17 M km²) after Malta (316 km²) and Palau (459 km²): even Easy sees it.
    s.arrangeRace({index("MT"), index("PW")}, {true, true}, 0, index("RU"));
    auto agent = game.makeAgent("easy");
    std::atomic<bool> stop{false};
    Rng rng(1);
    for (int i = 0; i < 50; ++i)
        EXPECT_EQ(agent->chooseMove(*s.viewFor(0), stop, rng), placeMove(2));
}

}  // namespace
}  // namespace lt::flags_ordine

// A saved 421 match replays only if each chance line says the throw it is read as.
#include <gtest/gtest.h>

#include <algorithm>

#include "framework/errors.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "games/dice_421/game.h"

namespace lt::dice421 {
namespace {

// The parser reads a throw's faces in any order; the record writes them as the game does
// ("roll 4 2 1"). A line in another order is not what the replay applies: it is rejected.
TEST(Dice421Record, AThrowWrittenOtherwiseThanItReadsIsRejected) {
    GameRegistry games;
    games.add(std::make_unique<Game421>());
    Match match(*games.find("dice-421"), Options(),
                std::vector<SeatSpec>{{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, 11);
    std::string written;
    while (match.state().isChanceNode()) {
        match.playChance();
        const std::string notation = match.playedMove(match.ply() - 1).notation;
        if (notation.front() != notation.back()) {  // "roll 6 5 3": the order shows
            written = notation;
            break;
        }
    }
    ASSERT_FALSE(written.empty());
    const std::string text = writeMatchRecord(match.record());
    EXPECT_NO_THROW(Match::fromRecord(games, readMatchRecord(text)));
    const std::string reversed = "roll " + std::string(1, written.back()) + " " +
                                 written.substr(7, 1) + " " + written.substr(5, 1);
    std::string wrong = text;
    const auto at = wrong.find("move c " + written + "\n");
    ASSERT_NE(at, std::string::npos);
    wrong.replace(at + 7, written.size(), reversed);
    try {
        Match::fromRecord(games, readMatchRecord(wrong));
        FAIL() << "'" << reversed << "' was accepted for '" << written << "'";
    } catch (const InputError& e) {
        EXPECT_EQ(e.line(),
                  static_cast<int>(std::count(text.begin(), text.begin() + at, '\n')) + 1);
        EXPECT_EQ(e.field(), "move");
        EXPECT_EQ(e.reason(), "chance line '" + reversed +
                                  "' does not match the outcome it reads as ('" + written + "')");
    }
}

}  // namespace
}  // namespace lt::dice421

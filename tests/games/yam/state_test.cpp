#include <gtest/gtest.h>

#include <numeric>

#include "framework/errors.h"
#include "framework/rng.h"
#include "test_support.h"

namespace lt::yam {
namespace {
using test::dice;
using test::newGame;
using test::play;
using test::turn;

TEST(YamState, TurnStartsWithTheRollersThrow) {
    YamGame game;
    auto state = newGame(game, "down-up-free", 2);
    EXPECT_TRUE(state->isChanceNode());
    EXPECT_EQ(state->roller(), 0);
    const auto outcomes = state->chanceOutcomes();
    EXPECT_EQ(outcomes.size(), 252u);  // multisets of five dice
    double total = 0;
    for (const auto& o : outcomes) total += o.probability;
    EXPECT_NEAR(total, 1.0, 1e-12);
    EXPECT_EQ(state->moveToString(outcomes.front().move), "roll 1 1 1 1 1");
    EXPECT_NEAR(outcomes.front().probability, 1.0 / 7776, 1e-15);
}

TEST(YamState, LegalMovesAfterFirstThrow) {
    YamGame game;
    auto state = newGame(game, "down-up-free");
    play(*state, "roll 3 5 3 5 3");
    EXPECT_EQ(state->currentActor(), 0);
    EXPECT_EQ(state->diceCounts(), dice({3, 3, 3, 5, 5}));
    // Holds: 4 x 3 subsets of {3,3,3} x {5,5}, minus keeping all five = 11.
    // Scores: "1" down, "yam" up, any of 14 free boxes = 16.
    EXPECT_EQ(state->legalMoves().size(), 27u);
}

TEST(YamState, HeldDiceStayAndTheOthersAreThrown) {
    YamGame game;
    auto state = newGame(game, "free");
    play(*state, "roll 2 6 4 6 1");
    EXPECT_EQ(state->dice(), (std::array<int, 5>{1, 2, 4, 6, 6}));
    play(*state, "hold 6 6");
    EXPECT_TRUE(state->isChanceNode());
    EXPECT_EQ(state->roller(), 0);
    EXPECT_EQ(state->held(), (std::array<bool, 5>{false, false, false, true, true}));
    const auto outcomes = state->chanceOutcomes();
    EXPECT_EQ(outcomes.size(), 56u);                             // multisets of three dice
    EXPECT_NEAR(outcomes.back().probability, 1.0 / 216, 1e-15);  // 6 6 6
    play(*state, "roll 6 5 6");
    EXPECT_EQ(state->dice(), (std::array<int, 5>{5, 6, 6, 6, 6}));
    EXPECT_EQ(state->throwsMade(), 2);
    play(*state, "hold none");
    play(*state, "roll 1 2 3 4 5");
    EXPECT_EQ(state->throwsMade(), 3);
    // No fourth throw: only the 14 free boxes remain.
    EXPECT_EQ(state->legalMoves().size(), 14u);
    EXPECT_FALSE(state->parseMove("hold 1").has_value());
    play(*state, "score large free");
    EXPECT_EQ(state->total(0), 40);
    EXPECT_TRUE(state->isChanceNode());
    EXPECT_EQ(state->dice(), (std::array<int, 5>{0, 0, 0, 0, 0}));
}

TEST(YamState, StoppingAfterTheFirstThrow) {
    YamGame game;
    auto state = newGame(game, "free");
    turn(*state, "4 4 4 4 4", "yam free");
    EXPECT_EQ(state->total(0), 50);
    EXPECT_EQ(state->throwsMade(), 0);
}

TEST(YamState, DigestCase8ZeroInYamOfTheUpColumn) {
    YamGame game;
    auto state = newGame(game, "down-up-free");
    play(*state, "roll 1 2 2 3 6");
    EXPECT_TRUE(state->parseMove("score yam up").has_value());
    EXPECT_FALSE(state->parseMove("score large up").has_value());
    EXPECT_FALSE(state->parseMove("score 2 down").has_value());
    play(*state, "score yam up");
    EXPECT_EQ(state->sheet(0)[1].entry(Box::Yam), 0);
}

TEST(YamState, ColumnNotInPlayIsRejected) {
    YamGame game;
    auto state = newGame(game, "down");
    play(*state, "roll 1 1 2 3 6");
    EXPECT_FALSE(state->parseMove("score 1 free").has_value());
    EXPECT_THROW(state->apply(encode(YamMove::score(Box::Ones, ColumnKind::Free))), IllegalMove);
    EXPECT_THROW(state->apply(encode(YamMove::hold(dice({4})))), IllegalMove);
    EXPECT_THROW(state->apply(encode(YamMove::throwOf(dice({4, 4, 4, 4, 4})))), IllegalMove);
}

TEST(YamState, SeatsAlternateAndTiesShareFirstPlace) {
    YamGame game;
    auto state = newGame(game, "down", 3);
    const std::array<std::string, kBoxCount> faces{
        "1 1 1 2 3", "2 2 2 5 6", "3 3 3 1 1", "4 4 4 1 1", "5 5 5 1 1", "6 6 6 1 1", "1 1 2 2 3",
        "6 6 5 5 4", "2 2 2 4 5", "3 3 3 6 6", "1 2 3 4 6", "5 5 5 5 1", "2 3 4 5 6", "6 6 6 6 6"};
    for (int row = 0; row < kBoxCount; ++row) {
        const std::string where = std::string(boxId(boxAt(row))) + " down";
        for (PlayerId seat = 0; seat < 3; ++seat) {
            EXPECT_EQ(state->roller(), seat);
            // Seat 2 misses its Yam.
            turn(*state, seat == 2 && row == kBoxCount - 1 ? "1 1 1 1 2" : faces[row], where);
        }
    }
    EXPECT_TRUE(state->isTerminal());
    // 3+6+9+12+15+18 = 63 -> bonus 35; Min 9, Max 26; 25+30+25+35+40+50.
    const int full = 63 + 35 + 9 + 26 + 25 + 30 + 25 + 35 + 40 + 50;
    EXPECT_EQ(state->scores(), (std::vector<int>{full, full, full - 50}));
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 1, 3}));
}

TEST(YamState, GameLastsFourteenTurnsPerColumn) {
    YamGame game;
    for (const auto& [columns, count] :
         std::vector<std::pair<std::string, int>>{{"down-up-free", 3}, {"up-free", 2}, {"up", 1}}) {
        auto state = newGame(game, columns, 2);
        int turns = 0;
        while (!state->isTerminal()) {
            // Always the first box the first unfinished column allows.
            for (const Column& column : state->sheet(state->seatToPlay())) {
                if (column.complete()) continue;
                turn(*state, "2 3 3 5 6",
                     std::string(boxId(column.fillable().front())) + " " +
                         std::string(columnId(column.kind())));
                break;
            }
            ++turns;
        }
        EXPECT_EQ(turns, 2 * kBoxCount * count) << columns;
    }
}

TEST(YamState, NotationRoundTripOverRandomGames) {
    YamGame game;
    Rng rng(7);
    for (const std::string columns : {"down-up-free", "up"}) {
        auto state = newGame(game, columns, 2);
        int decisions = 0;
        while (!state->isTerminal()) {
            std::vector<Move> moves;
            if (state->isChanceNode()) {
                // Every outcome of the first throw of each turn, a few of the others.
                const auto outcomes = state->chanceOutcomes();
                const std::size_t step = state->throwsMade() == 0 && decisions == 0 ? 1 : 37;
                for (std::size_t i = 0; i < outcomes.size(); i += step)
                    moves.push_back(outcomes[i].move);
            } else {
                moves = state->legalMoves();
                ++decisions;
            }
            for (Move m : moves) {
                const std::string text = state->moveToString(m);
                ASSERT_EQ(state->parseMove(text), m) << text;
            }
            state->apply(moves[rng.below(moves.size())]);
        }
        EXPECT_GE(decisions, 2 * kBoxCount * static_cast<int>(state->columnsInPlay().size()));
        for (PlayerId p = 0; p < 2; ++p)
            for (const Column& c : state->sheet(p)) EXPECT_TRUE(c.complete());
    }
}

TEST(YamState, LenientParsing) {
    YamGame game;
    auto state = newGame(game, "free");
    EXPECT_EQ(state->parseMove("  ROLL 6 1 1 3 2 "),
              encode(YamMove::throwOf(dice({1, 1, 2, 3, 6}))));
    play(*state, "roll 6 1 1 3 2");
    EXPECT_EQ(state->parseMove("hold 3 1 1"), encode(YamMove::hold(dice({1, 1, 3}))));
    EXPECT_EQ(state->parseMove("Score Min Free"),
              encode(YamMove::score(Box::Min, ColumnKind::Free)));
    for (const char* bad : {"", "hold", "hold 7", "hold 1 1 1", "score", "score min",
                            "score x free", "roll 1", "hold 1 2 3 6 1 1", "jump"})
        EXPECT_FALSE(state->parseMove(bad).has_value()) << bad;
    EXPECT_THROW(decode(Move{3}), IllegalMove);
}

TEST(YamState, BadOptionsAndSeatCounts) {
    YamGame game;
    Options options;
    EXPECT_THROW(game.newInitialState(options, 0), InputError);
    EXPECT_THROW(game.newInitialState(options, 5), InputError);
    options.set("columns", "left-right");
    EXPECT_THROW(game.newInitialState(options, 2), InputError);
    Options defaults;
    auto state = game.newInitialState(defaults, 4);
    EXPECT_EQ(static_cast<YamState&>(*state).columnsInPlay().size(), 3u);
}

}  // namespace
}  // namespace lt::yam

// Moves as text and back, undo by copying, and bad input refused without harm.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/errors.h"
#include "games/barbu/moves.h"

namespace lt::barbu {
namespace {

using namespace fixture;

TEST(BarbuPlay, EveryMoveReadsBackFromItsText) {
    BarbuGame game;
    auto state = game.newInitialState({}, 4);
    Rng rng(12);
    int checked = 0;
    while (!state->isTerminal() && checked < 400) {
        std::vector<Move> moves;
        if (state->isChanceNode())
            for (const auto& outcome : state->chanceOutcomes()) moves.push_back(outcome.move);
        else
            moves = state->legalMoves();
        for (Move move : moves) {
            EXPECT_EQ(state->parseMove(state->moveToString(move)), move);
            ++checked;
        }
        state->apply(moves[rng.below(moves.size())]);
    }
    EXPECT_GE(checked, 400);
}

TEST(BarbuPlay, IllegalMovesAndOtherSeatsCountsAreRefused) {
    BarbuGame game;
    EXPECT_THROW(game.newInitialState({}, 3), InputError);
    EXPECT_THROW(game.newInitialState({}, 5), InputError);
    auto state = arrange(game, {"5C 2D", "9C KD", "AH 3D", "2C 4D"}, 0, Contract::Tricks);
    const std::string before = state.toString();
    EXPECT_THROW(state.apply(playMove(cards::parseCardOrThrow("9C"))), IllegalMove);
    EXPECT_THROW(state.apply(contractMove(Contract::Queens)), IllegalMove);
    EXPECT_FALSE(state.parseMove("play 9C").has_value());
    EXPECT_FALSE(state.parseMove("choose queens").has_value());
    EXPECT_FALSE(state.parseMove("play XX").has_value());
    EXPECT_EQ(state.toString(), before);
}

}  // namespace
}  // namespace lt::barbu

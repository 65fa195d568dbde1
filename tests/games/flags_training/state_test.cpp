#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "framework/errors.h"
#include "framework/rng.h"
#include "games/flags_training/game.h"
#include "games/flags_training/state.h"

namespace lt::flags_training {
namespace {

std::unique_ptr<TrainingState> start(const TrainingGame& game, int players,
                                     std::map<std::string, std::string> options = {}) {
    auto state = game.newInitialState(Options(std::move(options)), players);
    return std::unique_ptr<TrainingState>(static_cast<TrainingState*>(state.release()));
}

void play(TrainingState& state, const std::string& notation) {
    const auto move = state.parseMove(notation);
    ASSERT_TRUE(move) << notation;
    EXPECT_EQ(state.moveToString(*move), notation);
    state.apply(*move);
}

// Plays a whole game with draws and answers picked by `rng`; returns the notation of every move.
std::vector<std::string> playOut(TrainingState& state, Rng& rng) {
    std::vector<std::string> notation;
    while (!state.isTerminal()) {
        Move move;
        if (state.isChanceNode()) {
            const auto outcomes = state.chanceOutcomes();
            move = outcomes[rng.below(outcomes.size())].move;
        } else {
            const auto moves = state.legalMoves();
            move = moves[rng.below(moves.size())];
        }
        notation.push_back(state.moveToString(move));
        state.apply(move);
    }
    return notation;
}

TEST(FlagsTrainingState, ScoresAPointPerRightAnswerAndRanksWithSharedPlaces) {
    TrainingGame game;
    auto state = start(game, 3, {{"rounds", "2"}});
    EXPECT_EQ(state->totalQuestions(), 6);
    EXPECT_EQ(state->currentActor(), actor::chance);
    play(*state, "flag de");
    play(*state, "options it de ch al");
    EXPECT_EQ(state->currentActor(), 0);
    play(*state, "answer de");  // seat 0 right
    play(*state, "flag fr");
    play(*state, "options fr ru mk gb");
    EXPECT_EQ(state->currentActor(), 1);
    play(*state, "answer gb");  // seat 1 wrong
    play(*state, "flag jp");
    play(*state, "options cn mn jp in");
    EXPECT_EQ(state->currentActor(), 2);
    play(*state, "answer jp");  // seat 2 right
    ASSERT_TRUE(state->lastAnswer());
    EXPECT_TRUE(state->lastAnswer()->right());
    EXPECT_EQ(state->lastAnswer()->player, 2);
    play(*state, "flag br");
    play(*state, "options br us mx dm");
    play(*state, "answer us");  // seat 0 wrong
    play(*state, "flag au");
    play(*state, "options pg au fj ki");
    play(*state, "answer au");  // seat 1 right
    play(*state, "flag eg");
    play(*state, "options ug sn mg eg");
    EXPECT_FALSE(state->isTerminal());
    play(*state, "answer eg");  // seat 2 right
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->scores(), (std::vector<int>{1, 1, 2}));
    EXPECT_EQ(state->ranking(), (std::vector<int>{2, 2, 1}));
}

TEST(FlagsTrainingState, RejectsImpossibleDrawsAndAnswers) {
    TrainingGame game;
    auto state = start(game, 2);
    EXPECT_FALSE(state->parseMove("flag xx"));
    EXPECT_FALSE(state->parseMove("answer de"));
    EXPECT_THROW(state->apply(48), IllegalMove);  // the box has 48 cards
    play(*state, "flag de");
    EXPECT_FALSE(state->parseMove("options it de ch jp"));     // Japan is not in Europe
    EXPECT_FALSE(state->parseMove("options de de ch al"));     // an option twice
    EXPECT_FALSE(state->parseMove("options ch it de al"));     // wrong options out of box order
    EXPECT_FALSE(state->parseMove("options it fr ch al"));     // Germany missing
    EXPECT_THROW(state->apply(0x0302010000ULL), IllegalMove);  // card 0 not drawn
    play(*state, "options it de ch al");
    EXPECT_FALSE(state->parseMove("answer fr"));
    EXPECT_THROW(state->apply(9), IllegalMove);  // France is not an option
    play(*state, "answer ch");
    EXPECT_FALSE(state->parseMove("flag de"));  // Germany was drawn already
}

TEST(FlagsTrainingState, DrawsEveryFlagOnceWithDistinctSameContinentOptions) {
    TrainingGame game;
    auto state = start(game, 4, {{"rounds", "48"}});
    EXPECT_EQ(state->totalQuestions(), 48);
    Rng rng(7);
    std::set<int> seen;
    while (!state->isTerminal()) {
        if (state->isChanceNode()) {
            const auto outcomes = state->chanceOutcomes();
            double total = 0;
            for (const auto& outcome : outcomes) total += outcome.probability;
            EXPECT_NEAR(total, 1.0, 1e-9);
            state->apply(outcomes[rng.below(outcomes.size())].move);
            if (!state->asked()) continue;  // the flag is up, its options come next
            const Asked asked = *state->asked();
            EXPECT_TRUE(seen.insert(asked.card).second) << "flag drawn twice";
            const std::set<int> distinct(asked.options.begin(), asked.options.end());
            EXPECT_EQ(distinct.size(), 4u);
            EXPECT_EQ(std::count(asked.options.begin(), asked.options.end(), asked.card), 1);
            for (int option : asked.options)
                EXPECT_EQ(state->card(option).continent, state->card(asked.card).continent);
        } else {
            state->apply(state->legalMoves()[rng.below(4)]);
        }
    }
    EXPECT_EQ(seen.size(), 48u);
}

TEST(FlagsTrainingState, DealsEveryTripleOfSameContinentOptionsInEveryPlace) {
    TrainingGame game;
    auto state = start(game, 1);
    EXPECT_EQ(state->chanceOutcomes().size(), 48u);
    play(*state, "flag de");
    EXPECT_EQ(state->chanceOutcomes().size(), 165u * 4);  // C(11 other European cards, 3) × 4
    auto pacific = start(game, 1);
    play(*pacific, "flag nz");
    EXPECT_EQ(pacific->chanceOutcomes().size(), 10u * 4);  // C(5 other Oceanian cards, 3) × 4
}

TEST(FlagsTrainingState, ContinentDeckGivesEveryoneTheSameNumberOfFlags) {
    TrainingGame game;
    auto state = start(game, 4, {{"deck", "oceania"}, {"question", "capital"}});
    EXPECT_EQ(state->deck().size(), 6u);
    EXPECT_EQ(state->totalQuestions(), 4);  // one flag each: 6 cards do not make two rounds
    EXPECT_EQ(state->setup().question, Question::Capital);
    Rng rng(3);
    playOut(*state, rng);
    for (int card : state->drawnCards())
        EXPECT_EQ(state->card(card).continent, flags::Continent::Oceania);
}

TEST(FlagsTrainingState, NotationReplaysTheGameExactly) {
    TrainingGame game;
    auto original = start(game, 3, {{"rounds", "5"}});
    Rng rng(11);
    const std::vector<std::string> notation = playOut(*original, rng);
    ASSERT_EQ(notation.size(), 45u);  // 15 flags: turned up, options dealt, answered
    auto replay = start(game, 3, {{"rounds", "5"}});
    for (const auto& text : notation) play(*replay, text);
    EXPECT_TRUE(replay->isTerminal());
    EXPECT_EQ(replay->toString(), original->toString());
    EXPECT_EQ(replay->scores(), original->scores());
}

TEST(FlagsTrainingState, BadOptionsAndSeatCountsAreInputErrors) {
    TrainingGame game;
    EXPECT_THROW(start(game, 7), InputError);
    EXPECT_THROW(start(game, 0), InputError);
    EXPECT_THROW(start(game, 2, {{"deck", "mars"}}), InputError);
    EXPECT_THROW(start(game, 2, {{"rounds", "0"}}), InputError);
}

TEST(FlagsTrainingState, TypedAnswersAcceptAnyCountryOfTheBoxOrNone) {
    TrainingGame game;
    auto state = start(game, 2, {{"answers", "typed"}});
    play(*state, "flag kr");
    // No options are dealt: the flag waits for a name at once.
    ASSERT_TRUE(state->asked());
    EXPECT_EQ(state->currentActor(), 0);
    const auto legal = state->legalMoves();
    EXPECT_EQ(legal.size(), 49u);  // the 48 countries of the box, or something else
    EXPECT_EQ(legal.back(), kUnrecognisedAnswer);
    play(*state, "answer kr");
    EXPECT_EQ(state->scores(), (std::vector<int>{1, 0}));
    play(*state, "flag tr");
    play(*state, "answer other");
    ASSERT_TRUE(state->lastAnswer());
    EXPECT_EQ(state->lastAnswer()->chosen, -1);
    EXPECT_FALSE(state->lastAnswer()->right());
    play(*state, "flag jp");
    play(*state, "answer cn");  // a wrong country of the box
    EXPECT_EQ(state->scores(), (std::vector<int>{1, 0}));
    EXPECT_NE(state->toString().find("typed"), std::string::npos);
}

}  // namespace
}  // namespace lt::flags_training

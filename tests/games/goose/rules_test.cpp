// Every special square, the first-roll jumps, the bounce back, the exchange, the well and the
// prison, and the digest's test cases 1-11, each with its exact outcome.
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/goose/game.h"

namespace lt::goose {
namespace {

class GooseRules : public ::testing::Test {
  protected:
    // Seat 0 on `square` (first roll already made unless told), the others on 0, seat 0 to roll.
    std::unique_ptr<GooseState> at(int square, bool rolled = true, int players = 2) {
        GooseSetup setup;
        setup.numPlayers = players;
        setup.pawns.resize(players);
        setup.pawns[0].square = square;
        setup.pawns[0].rolled = rolled;
        return GooseState::fromSetup(game_, rules_, setup);
    }
    static void roll(GooseState& state, int a, int b) { state.apply(Roll::of(a, b)->encode()); }

    GooseGame game_;
    Rules rules_;
};

using Kind = Leg::Kind;

TEST_F(GooseRules, FirstRollSixThreeGoesTo26) {
    auto s = at(0, false);
    roll(*s, 6, 3);
    EXPECT_EQ(s->pawn(0).square, 26);
    ASSERT_EQ(s->lastTurn().legs.size(), 1u);
    EXPECT_EQ(s->lastTurn().legs[0], (Leg{Kind::FirstRoll, {0, 26}}));
    EXPECT_TRUE(s->lastTurn().firstRoll);
}

TEST_F(GooseRules, FirstRollFourFiveGoesTo53) {
    auto s = at(0, false);
    roll(*s, 5, 4);
    EXPECT_EQ(s->pawn(0).square, 53);
    EXPECT_EQ(s->lastTurn().legs[0].kind, Kind::FirstRoll);
}

TEST_F(GooseRules, LaterSixThreeIsAnOrdinaryNineOntoTheInn) {  // test 2
    auto s = at(10);
    roll(*s, 6, 3);
    EXPECT_EQ(s->pawn(0).square, 19);
    EXPECT_EQ(s->lastTurn().turnsToMiss, 1);
    EXPECT_FALSE(s->lastTurn().firstRoll);
    EXPECT_EQ(s->turn(), 1);
    roll(*s, 1, 1);  // seat 1: 0 -> 2
    EXPECT_EQ(s->turn(), 1) << "seat 0 misses its turn";
    ASSERT_EQ(s->lastTurn().skipped.size(), 1u);
    EXPECT_EQ(s->lastTurn().skipped[0], (SkippedTurn{0, SkippedTurn::Reason::MissingTurn}));
    roll(*s, 1, 1);  // seat 1: 2 -> 4
    EXPECT_EQ(s->turn(), 0) << "one turn only";
    EXPECT_TRUE(s->lastTurn().skipped.empty());
}

TEST_F(GooseRules, FirstRollOnTheBridgeGoesTo12) {  // test 3
    auto s = at(0, false);
    roll(*s, 5, 1);
    EXPECT_EQ(s->pawn(0).square, 12);
    ASSERT_EQ(s->lastTurn().legs.size(), 2u);
    EXPECT_EQ(s->lastTurn().legs[0], (Leg{Kind::Walk, {0, 1, 2, 3, 4, 5, 6}}));
    EXPECT_EQ(s->lastTurn().legs[1], (Leg{Kind::Bridge, {6, 12}}));
}

TEST_F(GooseRules, GooseRepeatsTheTotal) {  // test 4
    auto s = at(3);
    roll(*s, 4, 2);
    EXPECT_EQ(s->pawn(0).square, 15);
    ASSERT_EQ(s->lastTurn().legs.size(), 2u);
    EXPECT_EQ(s->lastTurn().legs[1], (Leg{Kind::GooseRepeat, {9, 10, 11, 12, 13, 14, 15}}));
}

TEST_F(GooseRules, GooseAfterGooseRepeatsAgain) {
    auto s = at(0);  // not a first roll: 9 is an ordinary total
    roll(*s, 6, 3);
    // 0 -> 9 (goose) -> 18 (goose) -> 27 (goose) -> 36 (goose) -> 45 (goose) -> 54 (goose)
    // -> 63: six geese in a row and the win.
    EXPECT_EQ(s->pawn(0).square, 63);
    EXPECT_EQ(s->lastTurn().legs.size(), 7u);
    EXPECT_TRUE(s->lastTurn().won);
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->ranking(), (std::vector<int>{1, 2}));
}

TEST_F(GooseRules, EverySpecialSquare) {
    EXPECT_EQ(specialOf(9), Special::Goose);
    EXPECT_EQ(specialOf(18), Special::Goose);
    EXPECT_EQ(specialOf(27), Special::Goose);
    EXPECT_EQ(specialOf(36), Special::Goose);
    EXPECT_EQ(specialOf(45), Special::Goose);
    EXPECT_EQ(specialOf(54), Special::Goose);
    EXPECT_EQ(specialOf(6), Special::Bridge);
    EXPECT_EQ(specialOf(19), Special::Inn);
    EXPECT_EQ(specialOf(31), Special::Well);
    EXPECT_EQ(specialOf(42), Special::Labyrinth);
    EXPECT_EQ(specialOf(52), Special::Prison);
    EXPECT_EQ(specialOf(58), Special::Skull);
    EXPECT_EQ(specialOf(63), Special::Finish);
    int plain = 0;
    for (int sq = 1; sq < 63; ++sq) plain += specialOf(sq) == Special::None;
    EXPECT_EQ(plain, 62 - 12);  // 5, 14, 23... are plain: no extra geese (S1)
    EXPECT_EQ(specialOf(26), Special::None);
    EXPECT_EQ(specialOf(53), Special::None);
    EXPECT_EQ(sendsTo(6), 12);
    EXPECT_EQ(sendsTo(42), 30);
    EXPECT_EQ(sendsTo(58), 1);
    EXPECT_EQ(sendsTo(19), std::nullopt);
}

TEST_F(GooseRules, LabyrinthSendsBackTo30) {  // test 5
    auto s = at(38);
    roll(*s, 2, 2);
    EXPECT_EQ(s->pawn(0).square, 30);
    EXPECT_EQ(s->lastTurn().legs.back(), (Leg{Kind::Labyrinth, {42, 30}}));
}

TEST_F(GooseRules, GooseOntoTheSkullGoesBackTo1) {  // test 6
    auto s = at(50);
    roll(*s, 3, 1);
    EXPECT_EQ(s->pawn(0).square, 1);
    ASSERT_EQ(s->lastTurn().legs.size(), 3u);
    EXPECT_EQ(s->lastTurn().legs[1], (Leg{Kind::GooseRepeat, {54, 55, 56, 57, 58}}));
    EXPECT_EQ(s->lastTurn().legs[2], (Leg{Kind::Skull, {58, 1}}));
}

TEST_F(GooseRules, ExactArrivalWins) {  // test 7a
    auto s = at(60);
    roll(*s, 2, 1);
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->finishOrder(), (std::vector<PlayerId>{0}));
}

TEST_F(GooseRules, OvershootBouncesBack) {  // test 7b
    auto s = at(60);
    roll(*s, 3, 2);
    EXPECT_EQ(s->pawn(0).square, 61);
    EXPECT_EQ(s->lastTurn().legs[0], (Leg{Kind::Walk, {60, 61, 62, 63, 62, 61}}));
    EXPECT_TRUE(s->lastTurn().legs[0].bounced());
    EXPECT_FALSE(s->isTerminal());
}

TEST_F(GooseRules, BounceOntoAGooseRepeatsForwardAndBouncesAgain) {  // test 8
    auto s = at(60);
    roll(*s, 6, 6);
    EXPECT_EQ(s->pawn(0).square, 60);
    ASSERT_EQ(s->lastTurn().legs.size(), 2u);
    EXPECT_EQ(s->lastTurn().legs[0].squares.back(), 54);
    EXPECT_EQ(s->lastTurn().legs[1].kind, Kind::GooseRepeat);
    EXPECT_EQ(s->lastTurn().legs[1].squares.back(), 60);
    EXPECT_TRUE(s->lastTurn().legs[1].bounced());
}

TEST_F(GooseRules, BounceIntoThePrisonHolds) {  // test 9
    auto s = at(62);
    roll(*s, 6, 6);
    EXPECT_EQ(s->pawn(0).square, 52);
    EXPECT_TRUE(s->pawn(0).held);
    EXPECT_TRUE(s->lastTurn().held);
}

TEST_F(GooseRules, LandingOnAPawnSwapsPlaces) {  // test 10
    GooseSetup setup;
    setup.numPlayers = 2;
    setup.pawns = {Pawn{20, true}, Pawn{14, true}};
    setup.turn = 1;
    auto s = GooseState::fromSetup(game_, rules_, setup);
    roll(*s, 3, 3);
    EXPECT_EQ(s->pawn(1).square, 20);
    EXPECT_EQ(s->pawn(0).square, 14);
    EXPECT_EQ(s->lastTurn().displaced, (Displacement{0, 20, 14, false}));
}

TEST_F(GooseRules, ArrivingOnTheWellFreesTheHeldPawn) {  // test 11
    GooseSetup setup;
    setup.numPlayers = 2;
    setup.pawns = {Pawn{31, true, true, 1, 0}, Pawn{25, true}};
    setup.turn = 1;
    auto s = GooseState::fromSetup(game_, rules_, setup);
    roll(*s, 4, 2);
    EXPECT_EQ(s->pawn(1).square, 31);
    EXPECT_TRUE(s->pawn(1).held);
    EXPECT_EQ(s->pawn(0).square, 25);
    EXPECT_FALSE(s->pawn(0).held);
    EXPECT_EQ(s->lastTurn().displaced, (Displacement{0, 31, 25, true}));
    EXPECT_EQ(s->turn(), 0);
}

TEST_F(GooseRules, HeldPawnsTurnsPassUntilRelieved) {
    GooseSetup setup;
    setup.numPlayers = 3;
    setup.pawns = {Pawn{20, true}, Pawn{31, true, true, 1, 0}, Pawn{5, true}};
    auto s = GooseState::fromSetup(game_, rules_, setup);
    roll(*s, 1, 1);  // seat 0: 20 -> 22; seat 1 is held, seat 2 plays
    EXPECT_EQ(s->turn(), 2);
    EXPECT_EQ(s->lastTurn().skipped, (std::vector<SkippedTurn>{{1, SkippedTurn::Reason::Held}}));
}

TEST_F(GooseRules, WhenEveryoneIsHeldTheLongestHeldIsReleased) {  // S7
    GooseSetup setup;
    setup.numPlayers = 2;
    setup.pawns = {Pawn{31, true, true, 1, 0}, Pawn{49, true}};
    setup.turn = 1;
    auto s = GooseState::fromSetup(game_, rules_, setup);
    roll(*s, 2, 1);  // 49 -> 52, the prison: both held now
    EXPECT_TRUE(s->pawn(1).held);
    EXPECT_FALSE(s->pawn(0).held);
    EXPECT_EQ(s->lastTurn().released, 0);
    EXPECT_EQ(s->turn(), 0);
}

TEST_F(GooseRules, VariantWellAndPrisonMissTwoTurns) {
    rules_.wellAndPrisonHold = false;
    auto s = at(25);
    roll(*s, 4, 2);  // 25 -> 31
    EXPECT_EQ(s->pawn(0).square, 31);
    EXPECT_FALSE(s->pawn(0).held);
    EXPECT_EQ(s->lastTurn().turnsToMiss, 2);
    roll(*s, 1, 1);  // seat 1; seat 0 misses
    EXPECT_EQ(s->turn(), 1);
    roll(*s, 1, 1);  // seat 1; seat 0 misses again
    EXPECT_EQ(s->turn(), 1);
    roll(*s, 1, 1);
    EXPECT_EQ(s->turn(), 0);
}

TEST_F(GooseRules, InnPenaltyStaysWithThePlayerWhenDisplaced) {  // S6
    GooseSetup setup;
    setup.numPlayers = 2;
    setup.pawns = {Pawn{19, true, false, 0, 1}, Pawn{15, true}};
    setup.pawns[0].turnsToMiss = 1;
    setup.turn = 1;
    auto s = GooseState::fromSetup(game_, rules_, setup);
    roll(*s, 2, 2);  // 15 -> 19: seat 0 is sent to 15 and still misses its turn
    EXPECT_EQ(s->pawn(0).square, 15);
    EXPECT_EQ(s->pawn(1).square, 19);
    EXPECT_EQ(s->turn(), 0) << "seat 1 is on the inn now: seat 0 misses, seat 1 misses, 0 plays";
    EXPECT_EQ(s->lastTurn().skipped,
              (std::vector<SkippedTurn>{{0, SkippedTurn::Reason::MissingTurn},
                                        {1, SkippedTurn::Reason::MissingTurn}}));
}

TEST_F(GooseRules, FirstRollJumpOntoAPawnSendsItToZero) {  // S8
    GooseSetup setup;
    setup.numPlayers = 2;
    setup.pawns = {Pawn{0, false}, Pawn{26, true}};
    auto s = GooseState::fromSetup(game_, rules_, setup);
    roll(*s, 3, 6);
    EXPECT_EQ(s->pawn(0).square, 26);
    EXPECT_EQ(s->pawn(1).square, 0);
}

TEST_F(GooseRules, ChanceOutcomesAreTheTwentyOneThrows) {
    auto s = at(0, false);
    const auto outcomes = s->chanceOutcomes();
    EXPECT_EQ(outcomes.size(), 21u);
    double nine = 0;
    for (const auto& o : outcomes)
        if (Roll::decode(o.move).total() == 9) nine += o.probability;
    EXPECT_NEAR(nine, 4.0 / 36, 1e-12);
    EXPECT_EQ(s->roller(), 0);
    EXPECT_TRUE(s->legalMoves().empty());
}

TEST_F(GooseRules, NotationReadsBack) {
    auto s = at(0, false);
    EXPECT_EQ(s->moveToString(Roll::of(3, 6)->encode()), "roll 6+3");
    EXPECT_EQ(s->parseMove("roll 5+4"), Roll::of(4, 5)->encode());
    EXPECT_EQ(s->parseMove("roll 4+5"), std::nullopt);
    EXPECT_THROW(s->apply(77), IllegalMove);
    EXPECT_THROW(s->apply(36), IllegalMove);  // 3+6 is written 6+3
}

TEST_F(GooseRules, BadSetupsAreRejected) {
    GooseSetup setup;
    setup.numPlayers = 2;
    setup.pawns = {Pawn{20, true}, Pawn{20, true}};
    EXPECT_THROW(GooseState::fromSetup(game_, rules_, setup), InputError);
    setup.pawns = {Pawn{20, true, true}, Pawn{3, true}};
    EXPECT_THROW(GooseState::fromSetup(game_, rules_, setup), InputError);
    setup.pawns = {Pawn{64, true}, Pawn{3, true}};
    EXPECT_THROW(GooseState::fromSetup(game_, rules_, setup), InputError);
    EXPECT_THROW(game_.newInitialState({}, 5), InputError);
    EXPECT_THROW(game_.newInitialState(
                     Options(std::map<std::string, std::string>{{"well-prison", "forever"}}), 2),
                 InputError);
}

}  // namespace
}  // namespace lt::goose

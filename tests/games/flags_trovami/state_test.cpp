// Trovami!'s rules (T1-T5 and the digest's proposals T-A1..T-A8), with the digest's test
// cases 3 (targets) and 4 (booking: Japan in Marco's pile).
#include <gtest/gtest.h>

#include "fixture.h"
#include "framework/errors.h"

namespace lt::flags_trovami::testing {
namespace {

constexpr PlayerId kAnna = 0, kMarco = 1, kLuca = 2;

TEST(TrovamiTarget, DependsOnThePlayerCount) {  // digest test 3
    EXPECT_EQ(targetFor(2), 6);
    EXPECT_EQ(targetFor(3), 5);
    EXPECT_EQ(targetFor(7), 5);
    EXPECT_EQ(targetFor(8), 4);
    EXPECT_EQ(targetFor(10), 4);
}

TEST_F(TrovamiTable, TargetOptionOverridesTheRulebook) {
    EXPECT_EQ(newTable(2)->target(), 6);
    EXPECT_EQ(newTable(9)->target(), 4);
    Options options;
    options.set("target", "3");
    EXPECT_EQ(newTable(2, options)->target(), 3);
    EXPECT_THROW(game_.newInitialState({}, 1), InputError);
    EXPECT_THROW(game_.newInitialState({}, 11), InputError);
}

TEST_F(TrovamiTable, TheTwentyOneRedCardsAreLaidOutAtRandomOneByOne) {
    auto state = game_.newInitialState({}, 3);
    int step = 0;
    while (state->isChanceNode() &&
           static_cast<const TrovamiState&>(*state).phase() == Phase::Layout) {
        const auto outcomes = state->chanceOutcomes();
        ASSERT_EQ(static_cast<int>(outcomes.size()), kTableSlots - step);
        EXPECT_NEAR(outcomes.front().probability, 1.0 / (kTableSlots - step), 1e-12);
        EXPECT_FALSE(state->roller().has_value());  // laying out needs no player
        state->apply(outcomes.back().move);
        ++step;
    }
    EXPECT_EQ(step, kTableSlots);
    const auto& trovami = static_cast<const TrovamiState&>(*state);
    EXPECT_EQ(trovami.phase(), Phase::Roll);
    for (int card : trovami.table()) {
        ASSERT_GE(card, 0);
        EXPECT_EQ(trovami.card(card).border, flags::Border::Red);
    }
    // T-A1: the youngest player, seat 1, rolls first; 36 equally likely throws.
    EXPECT_EQ(state->roller(), std::optional<PlayerId>(0));
    EXPECT_EQ(state->chanceOutcomes().size(), 36u);
    EXPECT_THROW(state->apply(layoutMove(trovami.redCards()[0])), IllegalMove);
}

TEST_F(TrovamiTable, TheDiceIdentifyOneRedCard) {  // T1, digest test 1
    auto state = newTable(3);
    state->apply(rollMove(Symbol::Horizontal, Symbol::Circles));
    EXPECT_EQ(state->wanted(), card(*state, "IN"));
    EXPECT_EQ(state->phase(), Phase::Race);
    EXPECT_EQ(state->currentActor(), 0);  // the roller holds the race clock
    EXPECT_EQ(state->legalMoves(), std::vector<Move>{lapseMove()});
    EXPECT_EQ(state->wantedSlot(), slotOf(*state, "IN"));

    auto other = newTable(3);
    other->apply(rollMove(Symbol::Circles, Symbol::Horizontal));
    EXPECT_EQ(other->wanted(), card(*other, "IN"));
    auto japan = newTable(3);
    japan->apply(rollMove(Symbol::Circles, Symbol::Circles));
    EXPECT_EQ(japan->wanted(), card(*japan, "JP"));
}

TEST_F(TrovamiTable, TheFirstToTouchTheCardWinsItAndRollsNext) {  // T2
    auto state = newTable(3);
    state->apply(rollMove(Symbol::Circles, Symbol::Stars));  // Brazil
    const int slot = slotOf(*state, "BR");
    EXPECT_EQ(state->claimMoves(kLuca).size(), 21u + 4u);  // any card; book any player or none
    state->applyClaim(kLuca, grabMove(slot));
    EXPECT_EQ(state->piles()[kLuca], std::vector<int>{card(*state, "BR")});
    EXPECT_EQ(state->table()[slot], -1);
    EXPECT_EQ(state->lastEvent().kind, Event::Kind::Won);
    EXPECT_EQ(state->phase(), Phase::Roll);
    EXPECT_EQ(state->roller(), std::optional<PlayerId>(kLuca));
    EXPECT_TRUE(state->claimMoves(kAnna).empty());  // the race is over
    EXPECT_EQ(state->scores(), (std::vector<int>{0, 0, 1}));
}

TEST_F(TrovamiTable, AWrongCardLocksThePlayerOutForThisRoll) {  // T-A2
    auto state = newTable(3);
    state->apply(rollMove(Symbol::Circles, Symbol::Circles));  // Japan
    state->applyClaim(kMarco, grabMove(slotOf(*state, "MN")));
    EXPECT_EQ(state->lastEvent().kind, Event::Kind::WrongCard);
    EXPECT_EQ(state->lastEvent().card, card(*state, "MN"));
    EXPECT_TRUE(state->lockedOut(kMarco));
    EXPECT_TRUE(state->claimMoves(kMarco).empty());
    EXPECT_THROW(state->applyClaim(kMarco, grabMove(slotOf(*state, "JP"))), IllegalMove);
    EXPECT_EQ(state->table()[slotOf(*state, "MN")], card(*state, "MN"));  // it stays there
    EXPECT_EQ(state->phase(), Phase::Race);
    state->applyClaim(kAnna, grabMove(slotOf(*state, "JP")));
    EXPECT_EQ(state->piles()[kAnna].size(), 1u);
    EXPECT_FALSE(state->lockedOut(kMarco));  // a new roll, a new chance
}

TEST_F(TrovamiTable, WhenEveryoneTouchedAWrongCardTheRollerRollsAgain) {
    auto state = newTable(2);
    state->apply(rollMove(Symbol::Stars, Symbol::Stars));  // China
    state->applyClaim(kAnna, grabMove(slotOf(*state, "US")));
    state->applyClaim(kMarco, grabMove(slotOf(*state, "BR")));
    EXPECT_EQ(state->lastEvent().kind, Event::Kind::AllLocked);
    EXPECT_EQ(state->phase(), Phase::Roll);
    EXPECT_EQ(state->roller(), std::optional<PlayerId>(kAnna));
}

TEST_F(TrovamiTable, NobodyInTimeMeansRollAgain) {  // T4
    auto state = newTable(3);
    rollAndWin(*state, Symbol::Crosses, Symbol::Crosses, kMarco);  // Switzerland
    state->apply(rollMove(Symbol::Crosses, Symbol::Crosses));      // gone: booking race
    EXPECT_EQ(state->wantedSlot(), -1);
    EXPECT_EQ(state->currentActor(), kMarco);
    state->apply(lapseMove());
    EXPECT_EQ(state->lastEvent().kind, Event::Kind::Lapsed);
    EXPECT_EQ(state->roller(), std::optional<PlayerId>(kMarco));
    EXPECT_EQ(state->piles()[kMarco].size(), 1u);
}

TEST_F(TrovamiTable, BookingTheRightHolderTakesTheCard) {  // digest test 4, T3, T-A4, T-A5
    auto state = newTable(3);
    rollAndWin(*state, Symbol::Circles, Symbol::Circles, kMarco);   // Marco wins Japan
    rollAndWin(*state, Symbol::Vertical, Symbol::Vertical, kAnna);  // Anna wins Italy
    state->apply(rollMove(Symbol::Circles, Symbol::Circles));       // Japan again: gone
    EXPECT_EQ(state->claimMoves(kAnna).size(), 19u + 4u);           // Japan and Italy are gone
    state->applyClaim(kAnna, bookMove(kMarco));
    EXPECT_EQ(state->lastEvent().kind, Event::Kind::BookedRight);
    EXPECT_EQ(state->piles()[kMarco], std::vector<int>{});
    EXPECT_EQ(state->piles()[kAnna], (std::vector<int>{card(*state, "IT"), card(*state, "JP")}));
    EXPECT_EQ(state->roller(), std::optional<PlayerId>(kAnna));
}

TEST_F(TrovamiTable, BookingTheWrongHolderReturnsTheTopCard) {  // digest test 4, T-A3
    auto state = newTable(3);
    rollAndWin(*state, Symbol::Circles, Symbol::Circles, kMarco);       // Marco: Japan
    rollAndWin(*state, Symbol::Vertical, Symbol::Vertical, kAnna);      // Anna: Italy
    rollAndWin(*state, Symbol::Horizontal, Symbol::Horizontal, kAnna);  // Anna: Germany
    state->apply(rollMove(Symbol::Circles, Symbol::Circles));
    state->applyClaim(kAnna, bookMove(kLuca));
    EXPECT_EQ(state->lastEvent().kind, Event::Kind::BookedWrong);
    EXPECT_EQ(state->lastEvent().returnedCard, card(*state, "DE"));
    EXPECT_EQ(state->piles()[kAnna], std::vector<int>{card(*state, "IT")});
    EXPECT_EQ(state->table()[slotOf(*state, "DE")], card(*state, "DE"));  // face up again
    EXPECT_EQ(state->piles()[kMarco], std::vector<int>{card(*state, "JP")});
    EXPECT_EQ(state->roller(), std::optional<PlayerId>(kAnna));  // the previous roller
}

TEST_F(TrovamiTable, APenaltyWithNoCardIsOwedAndPaidWithTheNextCardWon) {  // T3, T-A6
    auto state = newTable(3);
    rollAndWin(*state, Symbol::Circles, Symbol::Circles, kMarco);
    state->apply(rollMove(Symbol::Circles, Symbol::Circles));
    state->applyClaim(kLuca, bookNobodyMove());  // booked, then said nothing in time
    EXPECT_TRUE(state->lastEvent().debtAdded);
    EXPECT_EQ(state->debts()[kLuca], 1);
    state->apply(rollMove(Symbol::Circles, Symbol::Circles));
    state->applyClaim(kLuca, bookMove(kAnna));  // wrong again: owes two
    EXPECT_EQ(state->debts()[kLuca], 2);
    rollAndWin(*state, Symbol::Stars, Symbol::Stars, kLuca);  // China pays one debt at once
    EXPECT_EQ(state->lastEvent().returnedCard, card(*state, "CN"));
    EXPECT_EQ(state->table()[slotOf(*state, "CN")], card(*state, "CN"));
    EXPECT_EQ(state->piles()[kLuca], std::vector<int>{});
    EXPECT_EQ(state->debts()[kLuca], 1);
    EXPECT_EQ(state->roller(), std::optional<PlayerId>(kLuca));
}

TEST_F(TrovamiTable, BookingWhileTheCardLiesThereIsAWrongName) {
    auto state = newTable(3);
    rollAndWin(*state, Symbol::Stars, Symbol::Stars, kLuca);   // Luca: China
    state->apply(rollMove(Symbol::Circles, Symbol::Circles));  // Japan is on the table
    state->applyClaim(kLuca, bookMove(kMarco));
    EXPECT_EQ(state->lastEvent().kind, Event::Kind::BookedWrong);
    EXPECT_EQ(state->lastEvent().holder, -1);
    EXPECT_EQ(state->piles()[kLuca], std::vector<int>{});
    EXPECT_EQ(state->table()[slotOf(*state, "CN")], card(*state, "CN"));
    EXPECT_EQ(state->roller(), std::optional<PlayerId>(kLuca));  // he rolled last
}

TEST_F(TrovamiTable, TouchingACardWhenTheRolledOneIsGoneIsAWrongCard) {
    auto state = newTable(2);
    rollAndWin(*state, Symbol::Stars, Symbol::Stars, kAnna);  // China
    state->apply(rollMove(Symbol::Stars, Symbol::Stars));
    state->applyClaim(kMarco, grabMove(slotOf(*state, "BR")));
    EXPECT_EQ(state->lastEvent().kind, Event::Kind::WrongCard);
    EXPECT_TRUE(state->lockedOut(kMarco));
    state->applyClaim(kAnna, bookMove(kAnna));  // she still may book
    EXPECT_EQ(state->lastEvent().kind, Event::Kind::BookedRight);
}

TEST_F(TrovamiTable, NamingHimselfKeepsTheCard) {
    auto state = newTable(2);
    rollAndWin(*state, Symbol::Animals, Symbol::Animals, kMarco);  // Albania
    state->apply(rollMove(Symbol::Animals, Symbol::Animals));
    state->applyClaim(kMarco, bookMove(kMarco));
    EXPECT_EQ(state->lastEvent().kind, Event::Kind::BookedRight);
    EXPECT_EQ(state->piles()[kMarco], std::vector<int>{card(*state, "AL")});
    EXPECT_EQ(state->roller(), std::optional<PlayerId>(kMarco));
}

TEST_F(TrovamiTable, TheTargetCardWinsEvenWhenTakenByBooking) {  // T5, T-A7
    Options options;
    options.set("target", "3");
    auto state = newTable(3, options);
    rollAndWin(*state, Symbol::Vertical, Symbol::Vertical, kAnna);
    rollAndWin(*state, Symbol::Horizontal, Symbol::Horizontal, kAnna);
    rollAndWin(*state, Symbol::Circles, Symbol::Circles, kMarco);
    state->apply(rollMove(Symbol::Circles, Symbol::Circles));
    state->applyClaim(kAnna, bookMove(kMarco));
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->winner(), kAnna);
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 2, 2}));
    EXPECT_TRUE(state->claimMoves(kLuca).empty());
    EXPECT_TRUE(state->legalMoves().empty());
}

TEST_F(TrovamiTable, RankingAfterTheWinnerFollowsCardsWon) {
    Options options;
    options.set("target", "3");
    auto state = newTable(4, options);
    rollAndWin(*state, Symbol::Vertical, Symbol::Vertical, kLuca);
    rollAndWin(*state, Symbol::Stars, Symbol::Stars, kAnna);
    rollAndWin(*state, Symbol::Animals, Symbol::Animals, kAnna);
    rollAndWin(*state, Symbol::Crosses, Symbol::Crosses, kAnna);
    EXPECT_EQ(state->winner(), kAnna);
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 3, 2, 3}));
}

TEST_F(TrovamiTable, MovesHaveReadableNotationThatReadsBack) {
    auto state = newTable(3);
    EXPECT_EQ(state->moveToString(rollMove(Symbol::Circles, Symbol::Crosses)), "roll c+x");
    EXPECT_EQ(state->parseMove("roll c+x"), rollMove(Symbol::Circles, Symbol::Crosses));
    state->apply(rollMove(Symbol::Circles, Symbol::Crosses));  // Kyrgyzstan
    const Move grab = grabMove(slotOf(*state, "KG"));
    EXPECT_EQ(state->moveToString(grab), "grab kg");
    EXPECT_EQ(state->parseMove("grab kg", kLuca), grab);
    EXPECT_EQ(state->parseMove("grab kg"), std::nullopt);  // a claim needs its claimant
    EXPECT_EQ(state->moveToString(lapseMove()), "nobody");
    state->applyClaim(kLuca, grab);
    state->apply(rollMove(Symbol::Circles, Symbol::Crosses));
    EXPECT_EQ(state->moveToString(bookMove(kLuca)), "book 3");
    EXPECT_EQ(state->parseMove("book 3", kAnna), bookMove(kLuca));
    EXPECT_EQ(state->parseMove("book none", kAnna), bookNobodyMove());
}

TEST_F(TrovamiTable, MemoryCountsTheCardsWonSince) {
    auto state = newTable(3);
    rollAndWin(*state, Symbol::Circles, Symbol::Circles, kMarco);
    EXPECT_EQ(state->winsSince(card(*state, "JP")), 0);
    rollAndWin(*state, Symbol::Vertical, Symbol::Vertical, kAnna);
    rollAndWin(*state, Symbol::Stars, Symbol::Stars, kLuca);
    EXPECT_EQ(state->winsSince(card(*state, "JP")), 2);
    EXPECT_EQ(state->holderOf(card(*state, "JP")), kMarco);
    EXPECT_EQ(state->holderOf(card(*state, "BR")), -1);
}

}  // namespace
}  // namespace lt::flags_trovami::testing

namespace lt::flags_trovami::testing {
namespace {

TEST_F(TrovamiTable, ByDefaultOnlyTheTargetOrTwentyQuietRollsEndTheGame) {
    auto state = newTable(3);
    EXPECT_EQ(state->rollLimit(), 0);
    rollAndWin(*state, Symbol::Vertical, Symbol::Vertical, kMarco);
    for (int roll = 1; roll < kQuietRolls; ++roll) {
        state->apply(rollMove(Symbol::Vertical, Symbol::Vertical));  // gone: nobody books
        state->apply(lapseMove());
    }
    EXPECT_EQ(state->quietRolls(), kQuietRolls - 1);
    EXPECT_EQ(state->phase(), Phase::Roll);
    // A card won resets the count: the game goes on as long as the players play.
    rollAndWin(*state, Symbol::Circles, Symbol::Circles, kLuca);
    EXPECT_EQ(state->quietRolls(), 0);
    for (int roll = 1; roll < kQuietRolls; ++roll) {
        state->apply(rollMove(Symbol::Vertical, Symbol::Vertical));
        state->apply(lapseMove());
    }
    EXPECT_EQ(state->phase(), Phase::Roll);
    state->apply(rollMove(Symbol::Vertical, Symbol::Vertical));
    state->apply(lapseMove());
    EXPECT_EQ(state->rolls(), 2 * kQuietRolls + 1);
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->winner(), -1);
    EXPECT_EQ(state->ranking(), (std::vector<int>{3, 1, 1}));  // Marco and Luca: one card each
}

TEST_F(TrovamiTable, TheRollLimitOptionStopsTheGameWonByTheMostCards) {
    auto state = newTable(3, Options(std::map<std::string, std::string>{{"rolls", "100"}}));
    EXPECT_EQ(state->rollLimit(), 100);
    rollAndWin(*state, Symbol::Vertical, Symbol::Vertical, kMarco);  // Italy, roll 1
    // Italy changes hands at every roll by a right booking: never quiet.
    for (int roll = 2; roll <= 100; ++roll) {
        ASSERT_EQ(state->phase(), Phase::Roll) << roll;
        state->apply(rollMove(Symbol::Vertical, Symbol::Vertical));
        const PlayerId holder = roll % 2 == 0 ? kMarco : kAnna;
        state->applyClaim(holder == kMarco ? kAnna : kMarco, bookMove(holder));
    }
    EXPECT_EQ(state->rolls(), 100);
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 2, 2}));  // Anna took Italy last
    EXPECT_THROW(newTable(3, Options(std::map<std::string, std::string>{{"rolls", "120"}})),
                 InputError);
}

}  // namespace
}  // namespace lt::flags_trovami::testing

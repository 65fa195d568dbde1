// The rules of "Questo e quello" (Flaggy, game 4), with the digest's test case 8.
#include <gtest/gtest.h>

#include <algorithm>

#include "arrange.h"
#include "framework/errors.h"
#include "framework/match.h"
#include "games/flags_questo_quello/moves.h"
#include "games/flags_questo_quello/view.h"

namespace lt::flags_questo_quello {
namespace {

using testing::Arrange;

bool isLegal(const QqState& state, Move move) {
    const auto legal = state.legalMoves();
    return std::find(legal.begin(), legal.end(), move) != legal.end();
}

// North Macedonia opened; Kyrgyzstan joined it (circles), Mongolia joined Kyrgyzstan (Asia).
// f5 touches North Macedonia (left) and Mongolia (below).
QqState japanCase(const Arrange& a, std::vector<std::string> hand) {
    return a.playing({{"e5", "MK"}, {"e6", "KG"}, {"f6", "MN"}}, {std::move(hand), {"FR", "IT"}},
                     {"CA"});
}

TEST(QqRules, HandSizesFollowThePlayerCount) {
    EXPECT_EQ(handSizeFor(2), 9);
    EXPECT_EQ(handSizeFor(5), 9);
    EXPECT_EQ(handSizeFor(6), 7);
    EXPECT_EQ(handSizeFor(7), 6);
    EXPECT_EQ(handSizeFor(8), 5);
    EXPECT_EQ(handSizeFor(9), 5);
    EXPECT_EQ(handSizeFor(10), 4);
}

TEST(QqRules, JapanJoinsNorthMacedoniaAndMongoliaAndEarnsAnotherPlay) {
    Arrange a;
    QqState state = japanCase(a, {"JP", "CN", "AU"});
    const Move japan = playMove(a.card("JP"), Arrange::cell("f5"));
    ASSERT_TRUE(isLegal(state, japan));
    EXPECT_EQ(touchesIfPlaced(state.table(), state.cards(), a.card("JP"), Arrange::cell("f5")), 2);
    state.apply(japan);
    EXPECT_TRUE(state.table().bonus);
    EXPECT_EQ(state.currentActor(), 0);  // the same player goes on
    EXPECT_EQ(state.table().grid[Arrange::cell("f5")], a.card("JP"));
    // China (Asia, stars) fits under Japan: the bonus play, touching one card only.
    const Move china = playMove(a.card("CN"), Arrange::cell("f4"));
    ASSERT_TRUE(isLegal(state, china));
    state.apply(china);
    EXPECT_FALSE(state.table().bonus);
    EXPECT_EQ(state.currentActor(), 1);
}

TEST(QqRules, ACardTouchingTwoMustMatchBoth) {
    Arrange a;
    const QqState state = japanCase(a, {"DE"});
    // Germany shares Europe with North Macedonia but nothing with Mongolia (Asia; V, C).
    EXPECT_EQ(touchesIfPlaced(state.table(), state.cards(), a.card("DE"), Arrange::cell("f5")), 0);
    EXPECT_FALSE(isLegal(state, playMove(a.card("DE"), Arrange::cell("f5"))));
    // Next to North Macedonia alone it fits.
    EXPECT_TRUE(isLegal(state, playMove(a.card("DE"), Arrange::cell("d5"))));
}

TEST(QqRules, OneNeighbourEndsTheTurn) {
    Arrange a;
    QqState state = japanCase(a, {"DE", "AT"});
    state.apply(playMove(a.card("DE"), Arrange::cell("d5")));
    EXPECT_FALSE(state.table().bonus);
    EXPECT_EQ(state.currentActor(), 1);
}

TEST(QqRules, NothingInCommonIsNoPlace) {
    Arrange a;
    const QqState state = a.playing({{"e5", "JP"}}, {{"FR"}, {"IT"}}, {"CA"});
    // France (Europe; V) and Japan (Asia; C): no place anywhere, so the only move is to draw.
    const auto legal = state.legalMoves();
    ASSERT_EQ(legal.size(), 1u);
    EXPECT_EQ(legal.front(), drawMove());
}

TEST(QqRules, NoLineLongerThanFive) {
    Arrange a;
    // Five European cards in row 5, from c5 to g5.
    const QqState state = a.playing(
        {{"c5", "IT"}, {"d5", "DE"}, {"e5", "FR"}, {"f5", "AT"}, {"g5", "RU"}}, {{"GB"}, {"IT"}});
    EXPECT_EQ(touchesIfPlaced(state.table(), state.cards(), a.card("GB"), Arrange::cell("b5")), 0);
    EXPECT_EQ(touchesIfPlaced(state.table(), state.cards(), a.card("GB"), Arrange::cell("h5")), 0);
    EXPECT_EQ(touchesIfPlaced(state.table(), state.cards(), a.card("GB"), Arrange::cell("e4")), 1);
    // Nor a column taller than five: c1..c5 after e4 would be the sixth row.
    const QqState column = a.playing(
        {{"e3", "IT"}, {"e4", "DE"}, {"e5", "FR"}, {"e6", "AT"}, {"e7", "RU"}}, {{"GB"}, {"IT"}});
    EXPECT_EQ(touchesIfPlaced(column.table(), column.cards(), a.card("GB"), Arrange::cell("e2")),
              0);
    EXPECT_EQ(touchesIfPlaced(column.table(), column.cards(), a.card("GB"), Arrange::cell("e8")),
              0);
}

TEST(QqRules, NeverTheWholeFiveByFiveSquare) {
    Arrange a;
    // 24 cards fill the window c3..g7 except g7: no 25th card may complete the square, and the
    // game is over as soon as the 24th goes down.
    std::vector<std::string> codes;
    for (const auto& card : flags::flaggyCards()) codes.push_back(card.code);
    Table t;
    t.numPlayers = 2;
    t.handSize = 9;
    t.phase = Phase::Playing;
    t.grid.fill(kNoCard);
    int next = 0;
    for (int y = 2; y <= 6; ++y)
        for (int x = 2; x <= 6; ++x)
            if (!(x == 6 && y == 6)) t.grid[cellAt(x, y)] = next++;
    t.onTable = 24;
    const int dominica = a.card("DM");  // shares something with almost every card
    EXPECT_EQ(touchesIfPlaced(t, flags::flaggyCards(), dominica, Arrange::cell("g7")), 0);
}

TEST(QqRules, TheTwentyFourthCardEndsTheGame) {
    Arrange a;
    // Japan in the middle and Dominica (America; crosses, circles, stars, animals) copied
    // around it: only the count of cards matters here.
    Table t = a.playing({{"e5", "JP"}}, {{"CN", "MN"}, {"IN"}}, {"CA"}).table();
    int placed = 1;
    const auto cards = flags::flaggyCards();
    for (int y = 2; y <= 6 && placed < 23; ++y)
        for (int x = 2; x <= 6 && placed < 23; ++x)
            if (t.grid[cellAt(x, y)] == kNoCard && !(x == 5 && y == 4)) {
                t.grid[cellAt(x, y)] = a.card("DM");  // the same card: only the count matters
                ++placed;
            }
    t.onTable = 23;
    std::vector<std::vector<int>> hands{{a.card("CN"), a.card("MN")}, {a.card("IN")}};
    QqState full(a.game(), std::make_shared<const std::vector<Card>>(cards), t, hands,
                 {a.card("CA")});
    ASSERT_EQ(full.table().grid[Arrange::cell("f5")], kNoCard);
    full.apply(playMove(a.card("CN"), Arrange::cell("f5")));
    EXPECT_TRUE(full.isTerminal());
    EXPECT_EQ(full.table().onTable, 24);
    // Q-A7: fewest cards wins: seats 0 and 1 both hold one card and share the win.
    EXPECT_EQ(full.ranking(), (std::vector<int>{1, 1}));
}

TEST(QqRules, DrawingEndsTheTurnAndTheCardWaits) {
    Arrange a;
    QqState state = a.playing({{"e5", "JP"}}, {{"FR"}, {"IT"}}, {"KR"});
    state.apply(drawMove());
    EXPECT_EQ(state.currentActor(), actor::chance);
    ASSERT_EQ(state.chanceOutcomes().size(), 1u);
    state.apply(cardMove(a.card("KR")));
    // South Korea (circles) would fit next to Japan, but not in the turn it was drawn (Q-A5).
    EXPECT_EQ(state.hand(0), (std::vector<int>{a.card("FR"), a.card("KR")}));
    EXPECT_EQ(state.table().handCounts[0], 2);
    EXPECT_EQ(state.table().stockCount, 0);
    EXPECT_EQ(state.currentActor(), 1);
}

TEST(QqRules, AWholeRoundOfPassesEndsABlockedGame) {
    Arrange a;
    QqState state = a.playing({{"e5", "JP"}}, {{"FR", "IT"}, {"DE"}, {"GB", "CH", "AT"}});
    ASSERT_EQ(state.legalMoves(), std::vector<Move>{passMove()});
    state.apply(passMove());
    state.apply(passMove());
    EXPECT_FALSE(state.isTerminal());
    state.apply(passMove());
    ASSERT_TRUE(state.isTerminal());
    EXPECT_EQ(state.ranking(), (std::vector<int>{2, 1, 3}));
}

TEST(QqRules, PlayingTheLastCardWins) {
    Arrange a;
    QqState state = a.playing({{"e5", "JP"}}, {{"KR"}, {"IT"}, {"GB", "CH"}});
    state.apply(playMove(a.card("KR"), Arrange::cell("e4")));
    ASSERT_TRUE(state.isTerminal());
    EXPECT_EQ(state.table().winner, 0);
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(state.scores(), (std::vector<int>{0, 1, 2}));
}

TEST(QqRules, ABonusWithNothingToPlayLapses) {
    Arrange a;
    QqState state = japanCase(a, {"JP", "FR"});
    state.apply(playMove(a.card("JP"), Arrange::cell("f5")));
    // France (Europe) fits next to North Macedonia: the bonus stands.
    EXPECT_EQ(state.currentActor(), 0);
    QqState lapse = japanCase(a, {"JP", "BR"});
    lapse.apply(playMove(a.card("JP"), Arrange::cell("f5")));
    // Brazil (America; C, S) fits next to Japan at g5 (circles): the bonus stands too.
    EXPECT_EQ(lapse.currentActor(), 0);
    QqState none = japanCase(a, {"JP", "EG"});
    none.apply(playMove(a.card("JP"), Arrange::cell("f5")));
    // Egypt (Africa; horizontal stripes, animals) shares nothing with any card on the table:
    // the bonus lapses and the turn passes at once.
    EXPECT_FALSE(none.table().bonus);
    EXPECT_EQ(none.currentActor(), 1);
}

TEST(QqRules, TheDiceNameTheOpeningCard) {
    Arrange a;
    QqGame game;
    Match match(game, {}, {{false, "A", "random", ""}, {false, "B", "random", ""}}, 11);
    while (static_cast<const QqState&>(match.state()).table().phase == Phase::Dealing)
        match.playChance();
    auto state = match.state().clone();
    auto& qq = static_cast<QqState&>(*state);
    ASSERT_EQ(qq.chanceOutcomes().size(), 21u);
    const int japan = a.card("JP");
    PlayerId holder = -1;
    for (PlayerId p = 0; p < 2; ++p)
        if (std::count(qq.hand(p).begin(), qq.hand(p).end(), japan)) holder = p;
    qq.apply(rollMove(Symbol::Circles, Symbol::Circles));
    if (holder < 0) {
        EXPECT_EQ(qq.table().phase, Phase::StartRoll);  // Japan is in the stock: roll again
        EXPECT_EQ(qq.table().onTable, 0);
    } else {
        EXPECT_EQ(qq.table().phase, Phase::Playing);
        EXPECT_EQ(qq.table().grid[kCentre], japan);
        EXPECT_EQ(qq.table().starter, holder);
        EXPECT_EQ(qq.currentActor(), 1 - holder);
        EXPECT_EQ(qq.table().handCounts[holder], 8);
    }
}

TEST(QqRules, DealingGivesEveryoneTheSameHand) {
    QqGame game;
    Match match(game, {}, std::vector<SeatSpec>(6, SeatSpec{false, "C", "random", ""}), 3);
    while (static_cast<const QqState&>(match.state()).table().phase == Phase::Dealing)
        match.playChance();
    const auto& state = static_cast<const QqState&>(match.state());
    EXPECT_EQ(state.table().handCounts, std::vector<int>(6, 7));
    EXPECT_EQ(state.table().stockCount, 48 - 42);
}

TEST(QqRules, NotationReadsBack) {
    Arrange a;
    const QqState state = japanCase(a, {"JP"});
    const Move japan = playMove(a.card("JP"), Arrange::cell("f5"));
    EXPECT_EQ(state.moveToString(japan), "play jp f5");
    EXPECT_EQ(state.parseMove("play jp f5"), japan);
    EXPECT_FALSE(state.parseMove("play jp a1"));
    EXPECT_THROW(const_cast<QqState&>(state).apply(playMove(a.card("JP"), Arrange::cell("a1"))),
                 IllegalMove);
}

TEST(QqRules, AViewShowsOnlyTheViewersHand) {
    QqGame game;
    Match match(game, {}, {{false, "A", "random", ""}, {false, "B", "random", ""}}, 5);
    while (match.state().isChanceNode()) match.playChance();
    const auto& state = static_cast<const QqState&>(match.state());
    const auto view = state.viewFor(0);
    const std::string text = view->toString();
    for (int card : state.hand(1))
        EXPECT_EQ(text.find(" " + state.card(card).code), std::string::npos)
            << state.card(card).code;
    Rng rng(1);
    for (int i = 0; i < 20; ++i) EXPECT_EQ(view->sampleState(rng)->viewFor(0)->toString(), text);
}

}  // namespace
}  // namespace lt::flags_questo_quello

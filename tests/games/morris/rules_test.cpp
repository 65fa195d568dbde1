// Board geometry, phases, options and the rules the digest leaves to us (S2-S9).
#include <map>
#include <set>

#include "test_support.h"

namespace lt::morris::test {
namespace {

using Texts = std::vector<std::string>;

std::string neighbourNames(const Geometry& geometry, int point) {
    std::string text;
    for (int p = 0; p < kPoints; ++p)
        if (geometry.neighbours(point) & bit(p)) text += std::string(pointName(p)) + " ";
    return text;
}

TEST(MorrisBoard, ClassicAdjacencyIsTheDigestTable) {
    // The digest's table, neighbours listed in point order.
    const std::map<std::string, std::string> expected = {
        {"a1", "d1 a4 "},    {"d1", "a1 g1 d2 "},    {"g1", "d1 g4 "},
        {"b2", "d2 b4 "},    {"d2", "d1 b2 f2 d3 "}, {"f2", "d2 f4 "},
        {"c3", "d3 c4 "},    {"d3", "d2 c3 e3 "},    {"e3", "d3 e4 "},
        {"a4", "a1 b4 a7 "}, {"b4", "b2 a4 c4 b6 "}, {"c4", "c3 b4 c5 "},
        {"e4", "e3 f4 e5 "}, {"f4", "f2 e4 g4 f6 "}, {"g4", "g1 f4 g7 "},
        {"c5", "c4 d5 "},    {"d5", "c5 e5 d6 "},    {"e5", "e4 d5 "},
        {"b6", "b4 d6 "},    {"d6", "d5 b6 f6 d7 "}, {"f6", "f4 d6 "},
        {"a7", "a4 d7 "},    {"d7", "d6 a7 g7 "},    {"g7", "g4 d7 "}};
    const Geometry& classic = Geometry::classic();
    for (int p = 0; p < kPoints; ++p)
        EXPECT_EQ(neighbourNames(classic, p), expected.at(std::string(pointName(p))))
            << pointName(p);
    EXPECT_EQ(classic.segments().size(), 32u);
    EXPECT_EQ(classic.mills().size(), 16u);
}

TEST(MorrisBoard, DiagonalsAddFourLinesAndFourMills) {
    const Geometry& diagonal = Geometry::withDiagonals();
    EXPECT_EQ(diagonal.segments().size(), 40u);
    EXPECT_EQ(diagonal.mills().size(), 20u);
    EXPECT_EQ(neighbourNames(diagonal, *pointFromName("b2")), "a1 d2 c3 b4 ");
    EXPECT_EQ(neighbourNames(diagonal, *pointFromName("e5")), "e4 d5 f6 ");
    EXPECT_EQ(diagonal.millsThrough(*pointFromName("f6")).size(), 3u);
}

TEST(MorrisBoard, PointNamesRoundTrip) {
    for (int p = 0; p < kPoints; ++p) EXPECT_EQ(pointFromName(pointName(p)), p);
    EXPECT_FALSE(pointFromName("d4").has_value());  // the centre is not a point
    EXPECT_FALSE(pointFromName("h1").has_value());
}

TEST(MorrisRules, StartIsEmptyWithNinePawnsEachAndWhiteToPlace) {
    auto state = game().newInitialState(Options(), 2);
    EXPECT_EQ(state->currentActor(), kWhite);
    EXPECT_EQ(state->legalMoves().size(), 24u);
    const auto& morris = dynamic_cast<const MorrisState&>(*state);
    EXPECT_EQ(formatPosition(morris.position()), "W: B: H:9,9 T:W Q:0");
    EXPECT_TRUE(morris.position().geometry().diagonals());  // the option's default
}

TEST(MorrisRules, OnlyTwoPlayersAndValidOptions) {
    EXPECT_THROW(game().newInitialState(Options(), 3), InputError);
    EXPECT_THROW(game().newInitialState(withOption("diagonals", "maybe"), 2), InputError);
    EXPECT_THROW(game().newInitialState(withOption("flying", "false"), 2), InputError);
    auto classic = game().newInitialState(withDiagonals(false), 2);
    EXPECT_FALSE(dynamic_cast<const MorrisState&>(*classic).position().geometry().diagonals());
}

TEST(MorrisRules, PlacementLastsEighteenPliesThenWhiteMoves) {
    auto state = game().newInitialState(withDiagonals(false), 2);
    // Alternate placements that close no mill.
    for (const char* point : {"a1", "d1", "a4", "a7", "g1", "g4", "b2", "d2", "b4", "b6", "f2",
                              "f4", "c3", "e3", "c5", "c4", "e5", "d5"})
        play(*state, point);
    auto& morris = dynamic_cast<MorrisState&>(*state);
    EXPECT_EQ(morris.position().inHand(kWhite), 0);
    EXPECT_EQ(morris.position().inHand(kBlack), 0);
    EXPECT_EQ(morris.position().quietPlies(), 0);  // placements do not count towards 50
    EXPECT_EQ(state->currentActor(), kWhite);
    // Steps only, along the lines (S2: one point at a time).
    EXPECT_EQ(legalTexts(*state), Texts({"c3-d3", "e5-e4"}));
    play(*state, "e5-e4");
    EXPECT_EQ(morris.position().quietPlies(), 1);
}

TEST(MorrisRules, PawnsOnTheBoardDoNotMoveDuringPlacement) {
    // White has 1 pawn on the board and 2 in hand: it places, it neither moves nor flies (S9).
    auto state = setUp("W:a1 B:b6,d6,g7 H:2,1 T:W", false);
    for (const auto& text : legalTexts(*state)) EXPECT_EQ(text.find('-'), std::string::npos);
    EXPECT_EQ(state->legalMoves().size(), 20u);
}

TEST(MorrisRules, ClosingTwoMillsAtOnceRemovesOnePawn) {
    // d1 completes a1-d1-g1 and d1-d2-d3 at once (S7): one move per removable pawn.
    auto state = setUp("W:a1,g1,d2,d3 B:b6,f6,g7 H:5,6 T:W", false);
    EXPECT_EQ(legalStartingWith(*state, "d1"), Texts({"d1xb6", "d1xf6", "d1xg7"}));
    play(*state, "d1xg7");
    EXPECT_EQ(state->position().onBoard(kBlack), 2);
}

TEST(MorrisRules, AnExistingMillGivesNoRemoval) {
    // Moving the fourth pawn beside a mill that already stands removes nothing (S8).
    auto state = setUp("W:a1,d1,g1,f4 B:b4,d6,e4,c5 H:0,0 T:W", false);
    EXPECT_EQ(legalStartingWith(*state, "f4-"), Texts({"f4-f2", "f4-f6", "f4-g4"}));
}

TEST(MorrisRules, MillWithNoOpponentPawnOnTheBoardRemovesNothing) {
    auto state = setUp("W:a1,d1 B: H:7,8 T:W", false);
    EXPECT_EQ(legalStartingWith(*state, "g1"), Texts({"g1"}));
}

TEST(MorrisRules, IllegalMovesAreRefused) {
    auto state = setUp("W:a1,c4,e4,g7 B:b6,d3,f2,e5 H:0,0 T:W", false);
    EXPECT_FALSE(state->parseMove("a1-b2").has_value());     // no diagonal on the classic board
    EXPECT_FALSE(state->parseMove("a1-g1").has_value());     // not adjacent: no sliding (S2)
    EXPECT_FALSE(state->parseMove("b6-b4").has_value());     // not White's pawn
    EXPECT_FALSE(state->parseMove("d1").has_value());        // no placing with an empty hand
    EXPECT_FALSE(state->parseMove("a1-a4xb6").has_value());  // no mill, no removal
    EXPECT_FALSE(state->parseMove("zz").has_value());
    EXPECT_FALSE(state->parseMove("").has_value());
    EXPECT_THROW(state->apply(MorrisMove{0, 18, kNoPoint}.code()), IllegalMove);
    EXPECT_THROW(state->apply(0xffffffffULL), IllegalMove);
    // A closed mill needs its removal.
    auto mill = setUp("W:a1,d1,g4,c4 B:b6,d3,f2,e5 H:0,0 T:W", false);
    EXPECT_FALSE(mill->parseMove("g4-g1").has_value());
    EXPECT_FALSE(mill->parseMove("g4-g1xa1").has_value());  // not an opponent pawn
}

TEST(MorrisRules, FinishedGameHasNoMoves) {
    auto state = setUp("W:a4,d2,g4,b4,d6,f4 B:a1,d1,g1,b6 H:0,0 T:B", false);
    EXPECT_TRUE(state->isTerminal());
    EXPECT_TRUE(state->legalMoves().empty());
    EXPECT_THROW(state->apply(MorrisMove{21, 22, kNoPoint}.code()), IllegalMove);
}

}  // namespace
}  // namespace lt::morris::test

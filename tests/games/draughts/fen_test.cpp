// FEN positions: reading, writing and every kind of malformed text.
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/draughts/notation.h"

namespace lt::draughts {
namespace {

void expectFenError(const std::string& fen, const std::string& field, const std::string& reason) {
    try {
        parseFen(fen);
        ADD_FAILURE() << "accepted: " << fen;
    } catch (const InputError& error) {
        EXPECT_EQ(error.field(), field) << fen;
        EXPECT_EQ(error.reason(), reason) << fen;
    }
}

TEST(DraughtsFen, InitialPositionRoundTrip) {
    EXPECT_EQ(toFen(Position::initial()), kInitialFen);
    EXPECT_EQ(parseFen(kInitialFen), Position::initial());
}

TEST(DraughtsFen, RangesKingsAndListOrder) {
    const Position position = parseFen("B:B1-19,K25:WK30,32-50.");
    EXPECT_EQ(position.sideToMove(), Side::Black);
    EXPECT_EQ(position.at(25), Piece::BlackKing);
    EXPECT_EQ(position.at(30), Piece::WhiteKing);
    EXPECT_EQ(position.at(19), Piece::BlackMan);
    EXPECT_EQ(position.at(20), Piece::None);
    EXPECT_EQ(toFen(position),
              "B:WK30,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
              ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,K25");
}

TEST(DraughtsFen, IgnoresMoveCounters) {
    EXPECT_EQ(toFen(parseFen("B:W31,32:B1,K2:H0:F12")), "B:W31,32:B1,K2");
    expectFenError("W:W31:B1:Hx", "FEN colour", "a piece list must start with W or B, found 'H'");
}

TEST(DraughtsFen, EmptyListsAndQuotes) {
    const Position position = parseFen("\"W:W:BK1\"");
    EXPECT_EQ(toFen(position), "W:W:BK1");
    EXPECT_EQ(toFen(parseFen("W:W33")), "W:W33:B");
}

TEST(DraughtsFen, ErrorsNameTheFieldAndReason) {
    expectFenError("", "FEN", "the text is empty");
    expectFenError("X:W31:B1", "FEN side", "expected W or B, found 'X'");
    expectFenError("W:W31:B51", "FEN square", "'51' is not a square number 1-50");
    expectFenError("W:W31:B0", "FEN square", "'0' is not a square number 1-50");
    expectFenError("W:W31:Bx", "FEN square", "'x' is not a square number 1-50");
    expectFenError("W:W31,31:B1", "FEN square", "square 31 is listed twice");
    expectFenError("W:W31:B31", "FEN square", "square 31 is listed twice");
    expectFenError("W:W31,,32:B1", "FEN square", "empty entry in a piece list");
    expectFenError("W:W40-31:B1", "FEN square", "range '40-31' runs backwards");
    expectFenError("W:W3:B10", "FEN square",
                   "a White man cannot stand on 3 (it would have been crowned)");
    expectFenError("W:W30:B47", "FEN square",
                   "a Black man cannot stand on 47 (it would have been crowned)");
    expectFenError("W:Z31:B1", "FEN colour", "a piece list must start with W or B, found 'Z'");
    expectFenError("W:W31:W32", "FEN colour", "the White list appears twice");
    expectFenError("W::B1", "FEN colour", "a piece list has no colour");
    expectFenError("W W31", "FEN", "expected ':' before a piece list, found 'W'");
    // More pieces than a side starts with: no game reaches it.
    expectFenError("W:WK1-21:B30", "FEN", "White has 21 pieces; a side has at most 20");
    expectFenError("B:W50:B1-10,K21-31", "FEN", "Black has 21 pieces; a side has at most 20");
    EXPECT_NO_THROW(parseFen("W:W31-50:B1-20"));  // the start: 20 a side
}

TEST(DraughtsMoveText, MalformedIllegalAndAmbiguous) {
    const Position start = Position::initial();
    EXPECT_EQ(parseMove(start, "32-28").toSquare(), 28);
    EXPECT_EQ(parseMove(start, " 32-28! ").toSquare(), 28);
    EXPECT_THROW(parseMove(start, "32-"), InputError);
    EXPECT_THROW(parseMove(start, "e2e4"), InputError);
    EXPECT_THROW(parseMove(start, "32-60"), InputError);
    EXPECT_THROW(parseMove(start, "32-27-28"), InputError);
    try {
        parseMove(parseFen("W:W32:B27,28,17,K1"), "32x23");
        ADD_FAILURE();
    } catch (const InputError& error) {
        EXPECT_EQ(error.reason(), "32x23 is not legal here (a capture is compulsory)");
    }
}

}  // namespace
}  // namespace lt::draughts

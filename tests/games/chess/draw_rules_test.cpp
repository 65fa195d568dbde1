// Draws off the board: FIDE 6.9 (a flag falls, but the opponent cannot mate) and the
// computer's draw offers and answers (engine/draw_agent.h), on exact positions.
#include <gtest/gtest.h>

#include <atomic>
#include <vector>

#include "framework/agent.h"
#include "framework/match.h"
#include "framework/view.h"
#include "games/chess/engine/draw_agent.h"
#include "games/chess/game.h"
#include "games/chess/mating_material.h"
#include "games/chess/notation.h"
#include "match_helpers.h"

namespace lt::chess {
namespace {

using fixture::chessOf;
using fixture::playSan;
using fixture::twoHumans;

using engine::DrawQuestion;

bool mates(const char* fen, Color side) {
    return canCheckmate(Position::fromFen(fen), side);
}

TEST(MatingMaterial, ALoneKingNeverMates) {
    EXPECT_FALSE(mates("4k3/8/8/8/8/8/8/4K3 w - - 0 1", White));
    EXPECT_FALSE(mates("4k3/8/8/8/8/8/PPPP4/QRRK4 w - - 0 1", Black));  // whatever White has
    EXPECT_TRUE(mates("4k3/8/8/8/8/8/PPPP4/QRRK4 w - - 0 1", White));
}

TEST(MatingMaterial, ALoneMinorPieceMatesOnlyAKingWithMen) {
    EXPECT_FALSE(mates("4k3/8/8/8/8/8/8/2N1K3 b - - 0 1", White));  // K+N v K
    EXPECT_FALSE(mates("4k3/8/8/8/8/8/8/2B1K3 b - - 0 1", White));  // K+B v K
    // The victim's own men can block its king: mate exists.
    EXPECT_TRUE(mates("4k3/4p3/8/8/8/8/8/2N1K3 b - - 0 1", White));  // K+N v K+P
    EXPECT_TRUE(mates("4k3/8/8/8/8/8/8/1NN1K3 b - - 0 1", White));   // two knights v K
    EXPECT_TRUE(mates("4kr2/8/8/8/8/8/8/2N1K3 b - - 0 1", White));   // K+N v K+R
    EXPECT_TRUE(mates("3bk3/8/8/8/8/8/8/2N1K3 b - - 0 1", White));   // K+N v K+B
    EXPECT_TRUE(mates("4k3/8/8/8/8/8/8/2BNK3 b - - 0 1", White));    // bishop and knight
}

TEST(MatingMaterial, BishopsOfOneColourAgainstBishopsOfThatColour) {
    // c1 and f8 are both dark squares; a lone king cannot be mated by them, nor can a king
    // whose only men are bishops of that colour.
    EXPECT_FALSE(mates("5bk1/8/8/8/8/8/8/2B1K3 w - - 0 1", White));
    // f1 is light: two bishops on both colours can mate.
    EXPECT_TRUE(mates("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1", White));
    // Opposite colours: the defender's bishop can block its own king.
    EXPECT_TRUE(mates("4kb2/8/8/8/8/8/8/3BK3 w - - 0 1", White));  // d1 light, f8 dark
    // A pawn anywhere can become something else.
    EXPECT_TRUE(mates("5bk1/7p/8/8/8/8/8/2B1K3 w - - 0 1", White));
}

Options fenOptions(const char* fen) {
    return Options(std::map<std::string, std::string>{{kFenOption, fen}});
}

Match clockMatch(const ChessGame& game, const char* fen) {
    return Match(
        game, Options(std::map<std::string, std::string>{{kClockOption, "1+0"}, {kFenOption, fen}}),
        twoHumans(), 1);
}

TEST(FlagFall, DrawOnlyWhenTheOpponentCannotMate) {
    ChessGame game;
    // Black has a lone king: White's fall is a draw.
    Match bare = clockMatch(game, "4k3/8/8/8/8/8/R7/4K3 w - - 0 1");
    bare.claim(1, claim::kWhiteTimeUp);
    EXPECT_EQ(chessOf(bare).ending(), Ending::TimeDraw);
    EXPECT_EQ(endingName(chessOf(bare)),
              "White's time is up, but the opponent cannot checkmate: draw");
    // Black has king and knight, White a pawn besides the king: Black could mate, Black wins.
    Match knight = clockMatch(game, "4k3/8/8/8/8/2n5/P7/4K3 w - - 0 1");
    knight.claim(1, claim::kWhiteTimeUp);
    EXPECT_EQ(chessOf(knight).ending(), Ending::TimeForfeit);
    EXPECT_EQ(knight.state().ranking(), (std::vector<int>{2, 1}));
    // Two knights against a lone king: a mate exists, so the fall loses.
    Match two = clockMatch(game, "4k3/8/8/8/8/1nn5/8/4K3 w - - 0 1");
    two.claim(1, claim::kWhiteTimeUp);
    EXPECT_EQ(chessOf(two).ending(), Ending::TimeForfeit);
    // Black's flag, Black with the knight: White has a pawn that may promote, White wins.
    Match pawn = clockMatch(game, "4k3/8/8/8/8/2n5/P7/4K3 b - - 0 1");
    pawn.claim(0, claim::kBlackTimeUp);
    EXPECT_EQ(pawn.state().ranking(), (std::vector<int>{1, 2}));
}

// Plays SAN moves by whoever is to move.
lt::Move weigh(const ChessGame& game, const Match& match, PlayerId seat, const char* level) {
    auto agent = game.makeClaimAgent(*match.state().viewFor(seat), level);
    if (!agent) return engine::kNoClaim;
    Rng rng(1);
    const std::atomic<bool> stop{false};
    return agent->chooseMove(*match.state().viewFor(seat), stop, rng);
}

TEST(ComputerDrawOffers, OffersWithItsMoveInAClearlyDrawnEnding) {
    ChessGame game;
    // Rook against rook, no pawns: after its move White (the computer) offers a draw.
    Match rooks(game, fenOptions("4k3/8/8/8/8/8/r7/4K2R w - - 0 50"), twoHumans(), 1);
    EXPECT_FALSE(game.makeClaimAgent(*rooks.state().viewFor(0), "elo800"));  // before its move
    playSan(rooks, {"Rh3"});
    EXPECT_EQ(engine::drawQuestion(chessOf(rooks), White, "elo800"), DrawQuestion::Offer);
    EXPECT_FALSE(engine::drawQuestion(chessOf(rooks), Black, "elo800"));  // Black is to move
    EXPECT_EQ(weigh(game, rooks, 0, "elo800"), claim::kOfferDraw);
    rooks.claim(0, claim::kOfferDraw);
    // Black's computer weighs it: a drawn ending, it accepts.
    EXPECT_EQ(weigh(game, rooks, 1, "elo2000"), claim::kAcceptDraw);
    // Declined: no new offer for ten of its own moves.
    rooks.claim(1, claim::kDeclineDraw);
    EXPECT_FALSE(engine::drawQuestion(chessOf(rooks), White, "max"));
    playSan(rooks, {"Ke7", "Rh4", "Ke6", "Rh5", "Ke7", "Rh6", "Ke8", "Rh7", "Kd8", "Rh8+", "Ke7",
                    "Rh7+", "Ke6", "Rh6+", "Ke7", "Rh5", "Ke6", "Rh4"});
    EXPECT_FALSE(engine::drawQuestion(chessOf(rooks), White, "max"));  // 9 moves later
    playSan(rooks, {"Ke7", "Rh3"});
    EXPECT_EQ(engine::drawQuestion(chessOf(rooks), White, "max"), DrawQuestion::Offer);
}

TEST(ComputerDrawOffers, NoOfferWhenTheEndingIsNotClearlyDrawn) {
    ChessGame game;
    // Rook against bishop, and queen against rook: different pieces, no offer.
    Match rookBishop(game, fenOptions("4k3/8/8/8/8/8/b7/4K2R w - - 0 50"), twoHumans(), 1);
    playSan(rookBishop, {"Rh3"});
    EXPECT_FALSE(engine::drawQuestion(chessOf(rookBishop), White, "elo800"));
    // Rook against rook, but Black's hangs to a skewer: the search sees it, no offer.
    Match skewer(game, fenOptions("8/8/8/8/r2k4/8/8/4K2R w - - 0 50"), twoHumans(), 1);
    playSan(skewer, {"Rh4+"});
    EXPECT_EQ(engine::drawQuestion(chessOf(skewer), White, "elo800"), DrawQuestion::Offer);
    EXPECT_EQ(weigh(game, skewer, 0, "elo800"), engine::kNoClaim);
}

TEST(ComputerDrawOffers, EvenForEightMovesAfterMoveForty) {
    // Kings walking in a locked position from move 41: 16 plies, White moved last.
    Position pos = Position::fromFen("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 41");
    for (const char* san : {"Kd2", "Kd7", "Kd3", "Kd6", "Kc3", "Kc6", "Kb3", "Kb6", "Kb2", "Kb7",
                            "Kc2", "Kc7", "Kd2", "Kd7", "Ke2", "Ke7"})
        pos.makeMove(parseSan(pos, san));
    EXPECT_FALSE(engine::evenForAWhile(pos, White, [](Position&) { return 0; }));  // Black moved
    pos.makeMove(parseSan(pos, "Kf2"));
    std::vector<std::string> asked;
    const auto level = [&](Position& at) {
        asked.push_back(at.fen());
        return at.gamePly() == 3 ? -engine::kEvenScore : engine::kEvenScore;
    };
    EXPECT_TRUE(engine::evenForAWhile(pos, White, level));
    // The positions after each of White's last eight moves, newest first.
    ASSERT_EQ(asked.size(), 8u);
    EXPECT_EQ(asked.front(), "8/4k3/8/p1p1p1p1/P1P1P1P1/8/5K2/8 b - - 17 49");
    EXPECT_EQ(asked.back(), "8/3k4/8/p1p1p1p1/P1P1P1P1/3K4/8/8 b - - 3 42");
    // One position a little better than even is enough to keep playing.
    EXPECT_FALSE(engine::evenForAWhile(
        pos, White, [](Position& at) { return at.gamePly() == 5 ? engine::kEvenScore + 1 : 0; }));
    // Seven own moves are not enough.
    Position young = Position::fromFen("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 41");
    for (const char* san : {"Kd2", "Kd7", "Kd3", "Kd6", "Kc3", "Kc6", "Kb3", "Kb6", "Kb2", "Kb7",
                            "Kc2", "Kc7", "Kd2"})
        young.makeMove(parseSan(young, san));
    EXPECT_FALSE(engine::evenForAWhile(young, White, [](Position&) { return 0; }));
    // Before move 41 it plays on.
    Position early = Position::fromFen("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 30");
    for (const char* san : {"Kd2", "Kd7", "Kd3", "Kd6", "Kc3", "Kc6", "Kb3", "Kb6", "Kb2", "Kb7",
                            "Kc2", "Kc7", "Kd2", "Kd7", "Ke2", "Ke7", "Kf2"})
        early.makeMove(parseSan(early, san));
    EXPECT_FALSE(engine::evenForAWhile(early, White, [](Position&) { return 0; }));
}

TEST(ComputerDrawOffers, BeginnerLevelsPlayEvenPositionsOut) {
    EXPECT_FALSE(engine::offersInEvenPositions("elo800"));
    EXPECT_FALSE(engine::offersInEvenPositions("elo1200"));
    EXPECT_TRUE(engine::offersInEvenPositions("elo1400"));
    EXPECT_TRUE(engine::offersInEvenPositions("max"));
    EXPECT_TRUE(engine::offersInEvenPositions("uci"));
    ChessGame game;
    Match match(game, fenOptions("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 41"), twoHumans(), 1);
    playSan(match, {"Kd2", "Kd7", "Kd3", "Kd6", "Kc3", "Kc6", "Kb3", "Kb6", "Kb2", "Kb7", "Kc2",
                    "Kc7", "Kd2", "Kd7", "Ke2", "Ke7", "Kf2"});
    EXPECT_FALSE(engine::drawQuestion(chessOf(match), White, "elo1200"));
    EXPECT_EQ(engine::drawQuestion(chessOf(match), White, "elo1400"), DrawQuestion::Offer);
}

}  // namespace
}  // namespace lt::chess

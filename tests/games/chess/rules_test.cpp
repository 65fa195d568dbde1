// The digest's test cases and the draw rules, through Position and through the lt::Game wrapper.
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/chess/chess.h"

namespace lt::chess {
namespace {

Position play(std::string_view fen, std::initializer_list<std::string_view> sans) {
    Position pos = Position::fromFen(fen);
    for (std::string_view san : sans) pos.makeMove(parseSan(pos, san));
    return pos;
}

TEST(ChessRules, FoolsMateIsCheckmateForBlack) {
    const Position pos = play(kStartFen, {"f3", "e5", "g4", "Qh4#"});
    EXPECT_EQ(pos.status(), GameStatus::Checkmate);
    EXPECT_EQ(resultMarker(pos), "0-1");
}

TEST(ChessRules, StalemateIsADraw) {
    const Position pos = Position::fromFen("7k/5K2/6Q1/8/8/8/8/8 b - - 0 1");
    EXPECT_FALSE(pos.inCheck());
    EXPECT_TRUE(legalMoves(pos).empty());
    EXPECT_EQ(pos.status(), GameStatus::Stalemate);
    EXPECT_EQ(resultMarker(pos), "1/2-1/2");
}

TEST(ChessRules, NoCastlingThroughOrOutOfCheck) {
    auto castles = [](std::string_view fen) {
        for (Move m : legalMoves(Position::fromFen(fen)))
            if (m.kind() == MoveKind::Castling) return true;
        return false;
    };
    EXPECT_TRUE(castles("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    EXPECT_FALSE(castles("4kr2/8/8/8/8/8/8/4K2R w K - 0 1"));   // f1 attacked
    EXPECT_FALSE(castles("4k1r1/8/8/8/8/8/8/4K2R w K - 0 1"));  // g1 attacked
    EXPECT_FALSE(castles("4k3/4r3/8/8/8/8/8/4K2R w K - 0 1"));  // in check
    EXPECT_TRUE(castles("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1"));   // b1 may be attacked
    EXPECT_FALSE(castles("3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1"));   // d1 attacked
    EXPECT_FALSE(castles("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1"));   // b1 occupied
}

TEST(ChessRules, CastlingRightsAreLostWhenKingOrRookMovesOrIsTaken) {
    EXPECT_EQ(
        play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {"Rh2", "Rh7", "Rh1", "Rh8"}).castlingRights(),
        WhiteQueenSide | BlackQueenSide);
    EXPECT_EQ(play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {"Rxa8+"}).castlingRights(),
              WhiteKingSide | BlackKingSide);
    EXPECT_EQ(play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {"Kd1"}).castlingRights(),
              BlackKingSide | BlackQueenSide);
}

TEST(ChessRules, EnPassantOnlyOnTheNextMove) {
    Position pos = play("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", {"d5"});
    EXPECT_EQ(toUci(parseSan(pos, "exd6")), "e5d6");
    const Position later = play("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", {"d5", "Kd2", "Ke7"});
    EXPECT_THROW(parseSan(later, "exd6"), InputError);
    // Not when the capture would expose the king along the rank.
    const Position pinned = play("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1", {"e4"});
    EXPECT_THROW(parseSan(pinned, "dxe3"), InputError);
}

TEST(ChessRules, PromotionOffersFourPiecesNeverAKing) {
    int promotions = 0;
    for (Move m : legalMoves(Position::fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")))
        if (m.kind() == MoveKind::Promotion) ++promotions;
    EXPECT_EQ(promotions, 4);
    EXPECT_THROW(parseSan(Position::fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), "a8"), InputError);
}

TEST(ChessRules, InsufficientMaterial) {
    EXPECT_TRUE(Position::fromFen("6k1/8/8/8/8/5N2/8/6K1 w - - 0 1").insufficientMaterial());
    EXPECT_TRUE(Position::fromFen("6k1/8/8/8/8/8/8/6K1 w - - 0 1").insufficientMaterial());
    EXPECT_TRUE(Position::fromFen("6k1/8/8/8/8/8/8/2B3K1 w - - 0 1").insufficientMaterial());
    // Bishops on squares of one colour (c1 and f4 both dark).
    EXPECT_TRUE(Position::fromFen("6k1/8/8/8/5b2/8/8/2B3K1 w - - 0 1").insufficientMaterial());
    EXPECT_FALSE(Position::fromFen("6k1/8/8/8/4b3/8/8/2B3K1 w - - 0 1").insufficientMaterial());
    EXPECT_FALSE(Position::fromFen("6k1/8/8/8/8/5N2/8/5NK1 w - - 0 1").insufficientMaterial());
    EXPECT_FALSE(Position::fromFen("6k1/8/8/8/8/8/P7/6K1 w - - 0 1").insufficientMaterial());
    EXPECT_EQ(Position::fromFen("6k1/8/8/8/8/5N2/8/6K1 w - - 0 1").status(),
              GameStatus::InsufficientMaterial);
}

TEST(ChessRules, FiftyMoveRuleAfterHundredQuietPlies) {
    Position pos = Position::fromFen("7k/8/8/8/8/8/R7/K7 w - - 98 80");
    pos.makeMove(parseSan(pos, "Rb2"));
    EXPECT_EQ(pos.status(), GameStatus::Ongoing);
    pos.makeMove(parseSan(pos, "Kg8"));
    EXPECT_EQ(pos.halfmoveClock(), 100);
    EXPECT_EQ(pos.status(), GameStatus::FiftyMoveRule);
    // Mate on the hundredth ply counts as mate (FIDE 9.6.2).
    const Position mate = play("7k/R7/6K1/8/8/8/8/8 w - - 99 80", {"Ra8#"});
    EXPECT_EQ(mate.status(), GameStatus::Checkmate);
}

TEST(ChessRules, ThreefoldRepetitionOfTheInitialPosition) {
    Position pos;
    const char* shuffle[] = {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"};
    for (const char* san : shuffle) {
        pos.makeMove(parseSan(pos, san));
        EXPECT_EQ(pos.status(), GameStatus::Ongoing) << san;
    }
    pos.makeMove(parseSan(pos, "Ng8"));
    EXPECT_EQ(pos.status(), GameStatus::ThreefoldRepetition);
}

TEST(ChessRules, RepetitionNeedsTheSameCastlingRights) {
    // After Ke1-e2-e1 the position looks the same but White lost the right to castle.
    Position pos = Position::fromFen("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
    for (const char* san : {"Ke2", "Kd8", "Ke1", "Ke8", "Ke2", "Kd8", "Ke1", "Ke8"})
        pos.makeMove(parseSan(pos, san));
    EXPECT_EQ(pos.status(), GameStatus::Ongoing);  // only twice with the lost rights
    for (const char* san : {"Ke2", "Kd8", "Ke1", "Ke8"}) pos.makeMove(parseSan(pos, san));
    EXPECT_EQ(pos.status(), GameStatus::ThreefoldRepetition);
}

TEST(ChessGameWrapper, PlaysThroughTheGenericInterface) {
    const auto game = makeGame();
    EXPECT_EQ(game->info().id, "chess");
    EXPECT_THROW(game->newInitialState(Options(), 3), InputError);
    auto state = game->newInitialState(Options(), 2);
    EXPECT_EQ(state->currentActor(), 0);
    EXPECT_EQ(state->legalMoves().size(), 20u);
    for (const char* san : {"f3", "e5", "g4"}) {
        const auto move = state->parseMove(san);
        ASSERT_TRUE(move);
        EXPECT_EQ(state->moveToString(*move), san);
        state->apply(*move);
    }
    EXPECT_EQ(state->currentActor(), 1);
    EXPECT_FALSE(state->parseMove("Ke3"));
    const auto mate = state->parseMove("Qh4");
    ASSERT_TRUE(mate);
    EXPECT_EQ(state->moveToString(*mate), "Qh4#");
    EXPECT_THROW(state->apply(0xFFFFFFu), IllegalMove);
    state->apply(*mate);
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->ranking(), (std::vector<int>{2, 1}));
    EXPECT_TRUE(state->legalMoves().empty());
    EXPECT_THROW(state->apply(*mate), IllegalMove);
}

TEST(ChessGameWrapper, DrawsEndTheGameAutomatically) {
    const ChessGame game;
    auto state = game.stateFromFen("7k/8/8/8/8/8/8/R6K w - - 0 1");
    state->apply(*state->parseMove("Ra8+"));
    state->apply(*state->parseMove("Kh7"));
    EXPECT_FALSE(state->isTerminal());
    state = game.stateFromFen("7k/8/8/8/8/8/6r1/7K w - - 0 1");
    state->apply(*state->parseMove("Kxg2"));
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->status(), GameStatus::InsufficientMaterial);
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 1}));
}

}  // namespace
}  // namespace lt::chess

// The lt::Game wrapper: results, draw rules, move codes and text, random playouts.
#include <gtest/gtest.h>

#include <set>

#include "framework/errors.h"
#include "framework/rng.h"
#include "games/draughts/game.h"
#include "games/draughts/notation.h"
#include "games/draughts/pdn.h"

namespace lt::draughts {
namespace {

TEST(DraughtsGame, InfoAndInitialState) {
    DraughtsGame game;
    EXPECT_EQ(game.info().id, "draughts");
    const auto state = game.newInitialState({}, 2);
    EXPECT_EQ(state->currentActor(), 0);
    EXPECT_EQ(state->legalMoves().size(), 9u);
    EXPECT_THROW(game.newInitialState({}, 3), InputError);
    EXPECT_THROW(game.newInitialState(
                     Options(std::map<std::string, std::string>{{kNoProgressOption, "2"}}), 2),
                 InputError);
}

TEST(DraughtsGame, BlockedSideLoses) {
    DraughtsGame game;
    const DraughtsState state(game, parseFen("B:W50:B45"));
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.outcome(), Outcome::WhiteWins);
    EXPECT_EQ(state.outcomeReason(), "Black cannot move");
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 2}));
}

TEST(DraughtsGame, LastCaptureWins) {
    DraughtsGame game;
    DraughtsState state(game, parseFen("W:W23:B28"));
    state.apply(*state.parseMove("23x32"));
    EXPECT_EQ(state.outcome(), Outcome::WhiteWins);
    EXPECT_EQ(state.outcomeReason(), "Black has no pieces left");
}

TEST(DraughtsGame, ThirdRepetitionDraws) {
    DraughtsGame game;
    DraughtsState state(game, parseFen("W:WK47:BK4"));
    const char* cycle[] = {"47-42", "4-10", "42-47", "10-4"};
    for (int ply = 0; ply < 8; ++ply) {
        ASSERT_FALSE(state.isTerminal()) << ply;
        state.apply(*state.parseMove(cycle[ply % 4]));
    }
    EXPECT_EQ(state.outcome(), Outcome::Draw);
    EXPECT_EQ(state.outcomeReason(), "the same position occurred for the third time");
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 1}));
}

TEST(DraughtsGame, KingMovesWithoutProgressDraw) {
    DraughtsGame game;
    DraughtsState state(game, parseFen("W:WK47,K48:BK3,K4"), 5);
    std::set<std::uint64_t> seen{state.position().hash()};
    int plies = 0;
    while (!state.isTerminal()) {
        // Always a quiet move to a new position that offers no capture, so neither a
        // repetition nor a capture can end the game first.
        bool played = false;
        for (const MoveDetail& detail : state.moveDetails()) {
            Position next = state.position();
            next.play(detail.move);
            if (seen.count(next.hash()) || hasCapture(next)) continue;
            ASSERT_FALSE(detail.move.isCapture());
            seen.insert(next.hash());
            state.play(detail.move);
            played = true;
            break;
        }
        ASSERT_TRUE(played);
        ++plies;
    }
    EXPECT_EQ(plies, 10);
    EXPECT_EQ(state.outcomeReason(), "5 moves each with only kings moving and no capture");
}

TEST(DraughtsGame, ManMoveResetsTheNoProgressCount) {
    DraughtsGame game;
    DraughtsState state(game, parseFen("W:WK47,35:BK4"), 5);
    state.apply(*state.parseMove("47-42"));
    EXPECT_EQ(state.quietKingPlies(), 1);
    state.apply(*state.parseMove("4-10"));
    state.apply(*state.parseMove("35-30"));
    EXPECT_EQ(state.quietKingPlies(), 0);
}

TEST(DraughtsGame, ExportsTheGameAsPdn) {
    DraughtsGame game;
    DraughtsState state(game, parseFen("W:W23:B28,19"));
    state.apply(*state.parseMove("23x32"));
    state.apply(*state.parseMove("19-23"));
    const std::string text = writePdn(toPdnGame(state, {{"White", "Anna"}}));
    EXPECT_EQ(text,
              "[White \"Anna\"]\n[Result \"*\"]\n[FEN \"W:W23:B19,28\"]\n\n"
              "1. 23x32 19-23 *\n");
    DraughtsState won(game, parseFen("W:W23:B28"));
    won.apply(*won.parseMove("23x32"));
    const PdnGame record = toPdnGame(won);
    EXPECT_EQ(record.result, "2-0");
    EXPECT_EQ(replay(readPdn(writePdn(record)).at(0)), won.moveHistory());
}

TEST(DraughtsGame, IllegalMovesAreRefused) {
    DraughtsGame game;
    const auto state = game.newInitialState({}, 2);
    EXPECT_FALSE(state->parseMove("32-27-22").has_value());
    EXPECT_FALSE(state->parseMove("19-23").has_value());
    Move wrong;
    wrong.from = static_cast<std::uint8_t>(bitOfSquare(19));
    wrong.to = static_cast<std::uint8_t>(bitOfSquare(23));
    EXPECT_THROW(state->apply(wrong.code()), IllegalMove);
}

TEST(DraughtsGame, RandomPlayoutsKeepEveryInvariant) {
    DraughtsGame game;
    Rng rng(2024);
    int finished = 0;
    for (int g = 0; g < 10; ++g) {
        auto state = game.newInitialState({}, 2);
        int plies = 0;
        while (!state->isTerminal() && plies < 1000) {
            const std::vector<lt::Move> moves = state->legalMoves();
            ASSERT_FALSE(moves.empty());
            for (lt::Move m : moves) ASSERT_EQ(state->parseMove(state->moveToString(m)), m);
            state->apply(moves[rng.below(moves.size())]);
            ++plies;
        }
        const auto& draughts = static_cast<const DraughtsState&>(*state);
        EXPECT_EQ(parseFen(toFen(draughts.position())), draughts.position());
        if (state->isTerminal()) ++finished;
    }
    EXPECT_EQ(finished, 10);
}

}  // namespace
}  // namespace lt::draughts

#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/chess/notation.h"
#include "games/chess/pgn.h"

namespace lt::chess {
namespace {

constexpr std::string_view kTwoGames = R"([Event "Club \"Open\""]
[Site "Milano"]
[Date "2024.03.01"]
[Round "1"]
[White "Anna"]
[Black "Bruno"]
[Result "1-0"]

1. e4 {King's pawn} e5 2. Nf3 (2. f4 exf4 (2... d5) 3. Nf3) Nc6 $1 3. Bb5 a6 ; the Morphy defence
4. Ba4 Nf6 5.O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11.c4 c6
12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4!? 15. Nb1 h6 16. Bh4 c5 17. dxe5 Nxe4
18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 21. Nc4 Nxc4 22. Bxc4 Nb6 23. Ne5 Rae8
24. Bxf7+ Rxf7 25. Nxf7 Rxe1+ 26. Qxe1 Kxf7 27. Qe3 Qg5 28. Qxg5 hxg5 29. b3 Ke6
30. a3 Kd6 31. axb4 cxb4 32. Ra5 Nd5 33. f3 Bc8 34. Kf2 Bf5 35. Ra7 g6 36. Ra6+ Kc5
37. Ke1 Nf4 38. g3 Nxh3 39. Kd2 Kb5 40. Rd6 Kc5 41. Ra6 Nf2 42. g4 Bd3 43. Re6 1-0

[Event "Blitz"]
[SetUp "1"]
[FEN "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"]

2... Qh4# 0-1

% an escaped line that readers ignore
[Event "Unfinished"]
1. d4 d5 2. c4 *
)";

TEST(ChessPgn, ReadsTagsMovesCommentsVariationsAndResults) {
    const auto games = readPgn(kTwoGames);
    ASSERT_EQ(games.size(), 3u);
    EXPECT_EQ(games[0].tag("Event"), "Club \"Open\"");
    EXPECT_EQ(games[0].tag("White"), "Anna");
    EXPECT_EQ(games[0].result, "1-0");
    EXPECT_EQ(games[0].moves.size(), 85u);
    EXPECT_EQ(games[0].moves[2].san, "Nf3");
    EXPECT_EQ(games[0].moves[3].san, "Nc6");
    EXPECT_EQ(games[0].moves[8].san, "O-O");
    EXPECT_EQ(games[0].moves[27].san, "b4!?");
    EXPECT_EQ(games[0].line, 1);
    EXPECT_EQ(games[1].result, "0-1");
    EXPECT_EQ(games[2].result, "*");
    EXPECT_EQ(games[2].moves.size(), 3u);

    const ReplayedGame first = replayPgnGame(games[0], 1);
    EXPECT_EQ(first.moves.size(), 85u);
    EXPECT_EQ(first.final.fen(), "8/8/4R1p1/2k3p1/1p4P1/1P1b1P2/3K1n2/8 b - - 2 43");
    EXPECT_EQ(first.final.movesPlayed(), first.moves);
    const ReplayedGame second = replayPgnGame(games[1], 2);
    EXPECT_EQ(second.final.status(), GameStatus::Checkmate);
}

TEST(ChessPgn, IllegalMoveNamesGameMoveAndReason) {
    const std::string text = std::string(kTwoGames) + "\n[Event \"Bad\"]\n\n1. e4 e5 2. Ke3 *\n";
    const auto games = readPgn(text);
    ASSERT_EQ(games.size(), 4u);
    try {
        replayPgnGame(games[3], 4);
        FAIL();
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()), "line 29: game 4, move 2. Ke3: no king can move to e3");
    }
    try {
        replayPgnGame(readPgn("1. f3 e5 2. g4 Qh4# 3. a3 0-1")[0], 1);
        FAIL();
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "line 1: game 1, move 3. a3: the game is over by checkmate");
    }
}

// Found replaying real files (bench/chess/RESULTS.md): a UTF-8 byte order mark before the
// first tag made a phantom game whose first "move" was the mark itself.
TEST(ChessPgn, ByteOrderMarkBeforeTheFirstTagIsSkipped) {
    const auto games = readPgn("\xEF\xBB\xBF[Event \"A\"]\n\n1. e4 c5 *\n\n[Event \"B\"]\n\n*\n");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].tag("Event"), "A");
    EXPECT_EQ(games[0].line, 1);
    EXPECT_EQ(replayPgnGame(games[0], 1).moves.size(), 2u);
    EXPECT_EQ(games[1].moves.size(), 0u);
    EXPECT_EQ(readPgn("\xEF\xBB\xBF% escaped first line\n1. d4 *")[0].moves.size(), 1u);
}

// Found in a real ChessBase export: "41... Z0" records a pass, which no legal game contains.
TEST(ChessPgn, NullMoveIsRejectedWithItsOwnReason) {
    try {
        replayPgnGame(readPgn("1. e4 e5 2. Nf3 Z0 3. Bc4 *")[0], 7);
        FAIL();
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "line 1: game 7, move 2... Z0: a null move (a pass, used in analysis) is not a "
                  "legal move");
    }
}

TEST(ChessPgn, SyntaxErrorsGiveTheLine) {
    auto errorOf = [](std::string_view text) -> std::string {
        try {
            readPgn(text);
        } catch (const InputError& e) {
            return e.what();
        }
        return "no error";
    };
    EXPECT_EQ(errorOf("1. e4 {never closed\n\n"), "line 1: PGN: comment '{' is never closed");
    EXPECT_EQ(errorOf("\n1. e4 (1. d4 d5\n"), "line 2: PGN: variation opened here is never closed");
    EXPECT_EQ(errorOf("[Event \"x\"\n"), "line 1: PGN tag: tag [Event] is not closed with ']'");
    EXPECT_EQ(errorOf("[Event x]"),
              "line 1: PGN tag: the value of [Event] must be in double quotes");
    EXPECT_EQ(errorOf("1. e4 )"), "line 1: PGN: ')' without a matching '('");
}

TEST(ChessPgn, WriteThenReadGivesTheSameGame) {
    const auto games = readPgn(kTwoGames);
    for (int i = 0; i < 2; ++i) {
        const ReplayedGame game = replayPgnGame(games[i], i + 1);
        const std::string text = writePgn(games[i].tags, game.start, game.moves, games[i].result);
        const auto again = readPgn(text);
        ASSERT_EQ(again.size(), 1u);
        const ReplayedGame replayed = replayPgnGame(again[0], 1);
        EXPECT_EQ(replayed.moves, game.moves);
        EXPECT_EQ(replayed.final.fen(), game.final.fen());
        EXPECT_EQ(again[0].result, games[i].result);
    }
    const ReplayedGame mate = replayPgnGame(games[1], 2);
    EXPECT_EQ(writePgn({{"Event", "Blitz"}}, mate.start, mate.moves, "0-1"),
              "[Event \"Blitz\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
              "[White \"?\"]\n[Black \"?\"]\n[Result \"0-1\"]\n[SetUp \"1\"]\n"
              "[FEN \"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2\"]\n\n"
              "2... Qh4# 0-1\n");
}

}  // namespace
}  // namespace lt::chess

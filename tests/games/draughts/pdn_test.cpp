// PDN files: several games, tags, comments, variations, results; errors name the line.
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/draughts/notation.h"
#include "games/draughts/pdn.h"

namespace lt::draughts {
namespace {

constexpr const char* kTwoGames = R"([Event "Club"]
[White "Anna"]
[Black "Bruno \"B\""]
[Result "2-0"]
{An opening comment}
1. 32-28 19-23 2. 28x19 14x23 (2... 13x24 {also fine}) 3. 37-32 $1 10-14
4. 31-27! 5-10 2-0

[Event "From a diagram"]
[FEN "B:W28,K45:B19,20"]
1... 19-23 2. 28x19 20-24 ; a line comment
*
)";

TEST(DraughtsPdn, ReadsTagsMovesAndResults) {
    const std::vector<PdnGame> games = readPdn(kTwoGames);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].tag("White"), "Anna");
    EXPECT_EQ(games[0].tag("Black"), "Bruno \"B\"");
    EXPECT_EQ(games[0].result, "2-0");
    EXPECT_EQ(games[0].moves, (std::vector<std::string>{"32-28", "19-23", "28x19", "14x23", "37-32",
                                                        "10-14", "31-27!", "5-10"}));
    EXPECT_EQ(games[0].moveLines[7], 7);
    EXPECT_EQ(games[0].line, 1);
    EXPECT_EQ(games[1].line, 9);
    EXPECT_EQ(games[1].result, "*");
    EXPECT_EQ(replay(games[0]).size(), 8u);
    const std::vector<Move> moves = replay(games[1]);
    ASSERT_EQ(moves.size(), 3u);
    EXPECT_EQ(moves[1].capturedSquares(), (std::vector<int>{23}));
}

TEST(DraughtsPdn, MoveNumberStyles) {
    const std::vector<PdnGame> games = readPdn(
        "1.32-28 19-23 2. 28x19\n2... 14x23 3. ... 37-32 1-1\n[GameType \"20,W,10,10,N2,0\"]\n1-1");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].moves,
              (std::vector<std::string>{"32-28", "19-23", "28x19", "14x23", "37-32"}));
    EXPECT_EQ(games[0].result, "1-1");
    EXPECT_EQ(replay(games[0]).size(), 5u);
    EXPECT_TRUE(games[1].moves.empty());
    EXPECT_TRUE(replay(games[1]).empty());
}

TEST(DraughtsPdn, WriteAndReadBack) {
    const std::vector<PdnGame> games = readPdn(kTwoGames);
    for (const PdnGame& game : games) {
        const std::vector<Move> moves = replay(game);
        const PdnGame rebuilt = makePdnGame(game.tags, startPosition(game), moves, game.result);
        const std::string text = writePdn(rebuilt);
        const std::vector<PdnGame> again = readPdn(text);
        ASSERT_EQ(again.size(), 1u);
        EXPECT_EQ(replay(again[0]), moves);
        EXPECT_EQ(again[0].tags, rebuilt.tags);
        EXPECT_EQ(writePdn(again[0]), text);
    }
    const PdnGame second = makePdnGame({}, startPosition(games[1]), replay(games[1]), "*");
    EXPECT_EQ(writePdn(second), "[FEN \"B:W28,K45:B19,20\"]\n\n1... 19-23 2. 28x19 20-24 *\n");
}

TEST(DraughtsPdn, LongGamesWrapAt80Columns) {
    Position position = Position::initial();
    std::vector<Move> moves;
    for (int i = 0; i < 40; ++i) {
        const MoveList legal = legalMoves(position);
        if (legal.empty()) break;
        moves.push_back(legal[i % legal.size()]);
        position.play(moves.back());
    }
    const std::string text =
        writePdn(makePdnGame({{"Event", "x"}}, Position::initial(), moves, "*"));
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        EXPECT_LE(end - start, 80u);
        start = end + 1;
    }
    EXPECT_EQ(replay(readPdn(text).at(0)), moves);
}

void expectError(const std::string& text, int line, const std::string& message) {
    try {
        for (const PdnGame& game : readPdn(text)) replay(game);
        ADD_FAILURE() << "accepted: " << text;
    } catch (const InputError& error) {
        EXPECT_EQ(error.line(), line) << text;
        EXPECT_EQ(error.what(), message) << text;
    }
}

TEST(DraughtsPdn, ErrorsNameLineMoveAndReason) {
    expectError("1. 32-28 19-23\n2. 28-22 *", 2,
                "line 2: move: move 2. 28-22: 28-22 is not legal here (a capture is compulsory)");
    expectError("[Event \"x\"]\n1. 32-28 {never closed", 2,
                "line 2: PDN comment: a comment '{' is never closed");
    expectError("[Event \"x]\n", 1, "line 1: PDN tag: tag Event has an unterminated value");
    expectError("[Event x]\n", 1, "line 1: PDN tag: tag Event has no quoted value");
    expectError("1. 32-28 (19-23 *", 1, "line 1: PDN variation: a variation '(' is never closed");
    expectError("1. 32-28 hello *", 1, "line 1: PDN move: unexpected text 'hello'");
    expectError("[FEN \"W:W99\"]\n1. 32-28 *", 1,
                "line 1: FEN tag: FEN square: '99' is not a square number 1-50");
    expectError("[GameType \"21\"]\n1. 32-28 *", 1,
                "line 1: GameType: GameType 21 is not international draughts (20)");
    expectError("1. 32-28 ) *", 1, "line 1: PDN: unexpected ')'");
}

}  // namespace
}  // namespace lt::draughts

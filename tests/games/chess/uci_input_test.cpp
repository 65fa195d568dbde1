// The UCI session under hostile input: the end of the input ends every search, numbers
// beyond a go parameter's range are brought into it, malformed lines get an answer.
#include <gtest/gtest.h>

#include <chrono>
#include <future>
#include <memory>
#include <optional>
#include <sstream>
#include <thread>

#include "games/chess/engine/uci.h"

namespace lt::chess::engine {
namespace {

// The session's output, or nullopt when it has not ended within 20 seconds (it is then
// left running, detached, so that the test fails instead of hanging).
std::optional<std::string> runUciOn(const std::string& input) {
    struct Session {
        std::istringstream in;
        std::ostringstream out;
        std::promise<void> ended;
    };
    auto session = std::make_shared<Session>();
    session->in.str(input);
    std::future<void> ended = session->ended.get_future();
    std::thread([session] {
        runUci(session->in, session->out);
        session->ended.set_value();
    }).detach();
    if (ended.wait_for(std::chrono::seconds(20)) != std::future_status::ready) return std::nullopt;
    return session->out.str();
}

std::size_t count(const std::string& text, const std::string& part) {
    std::size_t found = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
        ++found;
    return found;
}

TEST(ChessUciInput, EndOfInputStopsEverySearchAfterDepthOne) {
    for (const char* go : {
             "go depth 0",
             "go depth 1000",
             "go movetime 9223372036854775807",
             "go movetime 99999999999999999999",
             "go mate 4611686018427387904",
             "go nodes 99999999999999999999",
             "go infinite",
             "go wtime 99999999999999999999 btime 99999999999999999999 "
             "winc 99999999999999999999 binc 99999999999999999999 "
             "movestogo 99999999999999999999",
             "go wtime 9223372036854775807 btime 9223372036854775807 "
             "winc 9223372036854775807 binc 9223372036854775807",
             "go wtime -99999999999999999999 winc -5",
         }) {
        const auto out = runUciOn(std::string("position startpos\n") + go + "\n");
        ASSERT_TRUE(out.has_value()) << go << ": the session did not end";
        EXPECT_EQ(count(*out, "info depth 1 "), 1u) << go << '\n' << *out;
        EXPECT_EQ(count(*out, "bestmove "), 1u) << go << '\n' << *out;
        EXPECT_EQ(count(*out, "info string"), 0u) << go << '\n' << *out;
    }
}

TEST(ChessUciInput, ClampedDepthsSearchTheirPlies) {
    const auto shallow = runUciOn("position startpos\ngo depth 0\nisready\n");
    ASSERT_TRUE(shallow.has_value());
    EXPECT_EQ(count(*shallow, "info depth "), 1u) << *shallow;
    // Mate in one found by "go mate 1" (1 ply) on the back rank.
    const auto mate = runUciOn("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\ngo mate 1\n");
    ASSERT_TRUE(mate.has_value());
    EXPECT_NE(mate->find("score mate 1 "), std::string::npos) << *mate;
    EXPECT_NE(mate->find("bestmove d1d8\n"), std::string::npos) << *mate;
}

TEST(ChessUciInput, MalformedLinesAreAnsweredAndTheSessionGoesOn) {
    const auto out = runUciOn(
        "go depth\ngo wtime x\ngo depth 1x\ngo depth --3\ngo frob 5\ngo searchmoves e2e4\n"
        "position\nposition fen\nposition fen 8/8/8/8/8/8/8/8 w - - 0 1\n"
        "position fen QQQQQQnk/Q4Qnn/Q5QQ/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1\n"
        "position startpos moves e2e4 e7e5 e1e8\nsetoption name Hash value 99999999999999999999\n"
        "setoption\nisready\n");
    ASSERT_TRUE(out.has_value());
    EXPECT_EQ(*out,
              "info string go depth needs a value\n"
              "info string go wtime: bad value 'x'\n"
              "info string go depth: bad value '1x'\n"
              "info string go depth: bad value '--3'\n"
              "info string unknown go parameter 'frob'\n"
              "info string searchmoves is not supported\n"
              "info string position needs 'startpos' or 'fen'\n"
              "info string FEN : expected at least 4 fields (placement, side, castling, en "
              "passant), got 0\n"
              "info string FEN piece placement: White has 0 kings instead of 1\n"
              "info string FEN piece placement: White has 27 pieces; a side has at most 16\n"
              "info string 'e1e8' is not a legal move\n"
              "info string option Hash needs a number from 1 to 1024\n"
              "info string unknown option ''\n"
              "readyok\n");
}

TEST(ChessUciInput, EndOfInputStopsEvenADepthOneThatTakesMillionsOfNodes) {
    // Seven queens a side: depth 1 alone once took 12 million nodes (9 minutes here).
    const auto out =
        runUciOn("position fen k7/pp6/1QQQQQQQ/8/8/1qqqqqqq/PP6/K7 w - - 0 1\ngo depth 1\n");
    ASSERT_TRUE(out.has_value()) << "the session did not end";
    EXPECT_EQ(count(*out, "info string"), 0u) << *out;
    EXPECT_EQ(count(*out, "bestmove "), 1u) << *out;
}

TEST(ChessUciInput, APositionWithTheMostMovesIsSearched) {
    const auto out =
        runUciOn("position fen R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1\ngo depth 2\n");
    ASSERT_TRUE(out.has_value());
    EXPECT_EQ(count(*out, "info string"), 0u) << *out;
    EXPECT_EQ(count(*out, "bestmove "), 1u) << *out;
}

// UCI_Chess960: Shredder-FEN and X-FEN read, castling read and written as king takes rook;
// without it castling is the king's two-square move.
TEST(ChessUciInput, Chess960CastlingIsTheKingTakingItsRook) {
    const auto out = runUciOn(
        "setoption name UCI_Chess960 value true\n"
        "position fen 1k6/8/8/8/8/8/8/RK5R w HA - 0 1 moves b1a1\nd\n"
        "position fen k4r2/8/8/8/8/7p/7P/6KR w H - 0 1\ngo depth 2\n"
        "setoption name UCI_Chess960 value maybe\n");
    ASSERT_TRUE(out.has_value());
    EXPECT_NE(out->find("1k6/8/8/8/8/8/8/2KR3R b - - 1 1\n"), std::string::npos) << *out;
    // The only legal move: O-O, the king staying on g1 and the rook going to f1.
    EXPECT_NE(out->find("bestmove g1h1"), std::string::npos) << *out;
    EXPECT_NE(out->find("info string option UCI_Chess960 needs true or false\n"), std::string::npos)
        << *out;
    EXPECT_NE(runUciOn("uci\n")->find("option name UCI_Chess960 type check default false\n"),
              std::string::npos);
    const auto standard =
        runUciOn("position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1\nd\n");
    EXPECT_NE(standard->find("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1\n"), std::string::npos)
        << *standard;
}

// The session's table starts at the size it is given (the fuzz target starts with 1 MiB, the
// CLI with 16), announced as the Hash option's default; sizes out of 1..1024 are brought in.
TEST(ChessUciInput, TheStartingTableSizeIsTheHashOptionsDefault) {
    const auto announced = [](std::size_t megabytes) {
        std::istringstream in("uci\nposition startpos\ngo depth 2\n");
        std::ostringstream out;
        EXPECT_EQ(runUci(in, out, megabytes), 0);
        EXPECT_EQ(count(out.str(), "bestmove "), 1u) << out.str();
        const std::size_t at = out.str().find("option name Hash ");
        return at == std::string::npos ? std::string()
                                       : out.str().substr(at, out.str().find('\n', at) - at);
    };
    EXPECT_EQ(announced(1), "option name Hash type spin default 1 min 1 max 1024");
    EXPECT_EQ(announced(0), "option name Hash type spin default 1 min 1 max 1024");
    EXPECT_EQ(announced(2), "option name Hash type spin default 2 min 1 max 1024");
    EXPECT_NE(runUciOn("uci\n")->find("option name Hash type spin default 16 min 1 max 1024\n"),
              std::string::npos);
}

}  // namespace
}  // namespace lt::chess::engine

// The Hub protocol: line syntax, positions, moves, and a session driven through streams.
#include <gtest/gtest.h>

#include <sstream>

#include "framework/errors.h"
#include "games/draughts/hub.h"
#include "games/draughts/notation.h"

namespace lt::draughts {
namespace {

constexpr const char* kInitialHub = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

TEST(DraughtsHub, LineSyntax) {
    const HubLine line = parseHubLine("pos pos=Wbe moves=\"32-28 19-23\" flag name=\"a=b\"");
    EXPECT_EQ(line.command, "pos");
    EXPECT_EQ(line.get("pos"), "Wbe");
    EXPECT_EQ(line.get("moves"), "32-28 19-23");
    EXPECT_TRUE(line.has("flag"));
    EXPECT_EQ(line.get("flag"), "");
    EXPECT_EQ(line.get("name"), "a=b");
    EXPECT_FALSE(line.has("missing"));
    EXPECT_EQ(parseHubLine("  go   think ").args.size(), 1u);
    EXPECT_EQ(parseHubLine("x = \"").command, "x");
}

TEST(DraughtsHub, PositionsAndMoves) {
    EXPECT_EQ(parseHubPosition(kInitialHub), Position::initial());
    EXPECT_EQ(toHubPosition(Position::initial()), kInitialHub);
    EXPECT_THROW(parseHubPosition("W"), InputError);
    EXPECT_THROW(parseHubPosition(std::string("X") + (kInitialHub + 1)), InputError);
    const Position position = parseFen("W:W32:B27,28,17,K1");
    const Move capture = legalMoves(position).front();
    EXPECT_EQ(toHubMove(capture), "32x12x17x27");
    EXPECT_EQ(parseHubMove(position, "32x12x27x17"), capture);
    EXPECT_THROW(parseHubMove(position, "32x12x28"), InputError);
    EXPECT_THROW(parseHubMove(position, "32-"), InputError);
    EXPECT_EQ(parseHubMove(Position::initial(), "32-28").toSquare(), 28);
}

TEST(DraughtsHub, RefusesMenOnTheirCrowningRowAsTheFenReaderDoes) {
    const auto errorOf = [](std::string_view text) -> std::string {
        try {
            parseHubPosition(text);
        } catch (const InputError& e) {
            return e.what();
        }
        return "no error";
    };
    const std::string empty(50, 'e');
    EXPECT_EQ(errorOf("W" + empty.substr(0, 2) + "w" + empty.substr(3)),
              "pos: a White man cannot stand on 3 (it would have been crowned)");
    EXPECT_EQ(errorOf("B" + empty.substr(0, 46) + "b" + empty.substr(47)),
              "pos: a Black man cannot stand on 47 (it would have been crowned)");
    EXPECT_THROW(parseFen("W:W3:B10"), InputError);
    EXPECT_THROW(parseFen("B:W30:B47"), InputError);
    // 21 Black kings: more pieces than a side starts with.
    EXPECT_EQ(errorOf("W" + std::string(21, 'B') + empty.substr(21, 28) + "w"),
              "pos: Black has 21 pieces; a side has at most 20");
    // Kings may stand there, and men on the opponent's crowning row.
    EXPECT_EQ(toFen(parseHubPosition("W" + empty.substr(0, 2) + "W" + empty.substr(3, 43) + "w" +
                                     empty.substr(47))),
              "W:WK3,47:B");
}

TEST(DraughtsHub, SessionReportsARefusedPosition) {
    std::istringstream in("pos pos=Ww" + std::string(48, 'e') + "b\n");
    std::ostringstream out;
    EXPECT_EQ(runHub(in, out), 0);
    EXPECT_EQ(out.str(),
              "error message=\"pos: a White man cannot stand on 1 (it would have been "
              "crowned)\"\n");
}

TEST(DraughtsHub, SessionAnswersEveryCommand) {
    std::istringstream in(
        "hub\nset-param name=hash value=14\ninit\nping\nnew-game\n"
        "pos pos=Beeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeww moves=\"\"\n"
        "pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves=\"32-28 19-23\"\n"
        "pos pos=Wbad\n"
        "level depth=3\ngo think\nstop\nquit\n");
    std::ostringstream out;
    EXPECT_EQ(runHub(in, out), 0);
    const std::string text = out.str();
    EXPECT_NE(text.find("id name=Ludoteca"), std::string::npos);
    EXPECT_NE(text.find("\nwait\nready\npong\n"), std::string::npos);
    EXPECT_NE(text.find("error message=\"pos: expected 51 characters, found 4\""),
              std::string::npos);
    // After 32-28 19-23 White must capture: 28x19.
    EXPECT_NE(text.find("done move=28x19x23"), std::string::npos) << text;
}

}  // namespace
}  // namespace lt::draughts

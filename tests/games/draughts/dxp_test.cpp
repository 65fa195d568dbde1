// DXP: message coding, and two engine sessions playing a whole game through their messages.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>

#include "framework/errors.h"
#include "games/draughts/dxp.h"
#include "games/draughts/notation.h"

namespace lt::draughts {
namespace {

TEST(DraughtsDxp, MessagesRoundTrip) {
    DxpMessage request;
    request.type = 'R';
    request.request.initiatorName = "Ludoteca";
    request.request.minutes = 5;
    request.request.moves = 50;
    const std::string text = encodeDxp(request);
    EXPECT_EQ(text, "R01Ludoteca                        Z005050A");
    const DxpMessage decoded = decodeDxp(text);
    EXPECT_EQ(decoded.request.initiatorName, "Ludoteca");
    EXPECT_EQ(decoded.request.moves, 50);
    EXPECT_FALSE(decoded.request.start.has_value());

    request.request.start = parseFen("B:W31,K45:B1,2");
    const DxpMessage withPosition = decodeDxp(encodeDxp(request));
    ASSERT_TRUE(withPosition.request.start.has_value());
    EXPECT_EQ(toFen(*withPosition.request.start), "B:W31,K45:B1,2");

    DxpMessage move;
    move.type = 'M';
    move.move = {3, 32, 12, {17, 27}};
    EXPECT_EQ(encodeDxp(move),
              "M000332120217"
              "27");
    EXPECT_EQ(decodeDxp("M000332120217"
                        "27")
                  .move.captured,
              (std::vector<int>{17, 27}));
    EXPECT_EQ(decodeDxp("E21").end.stop, '1');
    EXPECT_EQ(decodeDxp("Chello there").chat.text, "hello there");
    EXPECT_EQ(decodeDxp("B012Z").back.moveNumber, 12);
    EXPECT_THROW(decodeDxp("M0003"), InputError);
    EXPECT_THROW(decodeDxp("X"), InputError);
    EXPECT_THROW(decodeDxp("R01short"), InputError);
    EXPECT_THROW(decodeDxp(""), InputError);
    // A game request whose start position has a man on its crowning row.
    try {
        decodeDxp("R01Ludoteca                        Z005050B" + std::string("W") +
                  std::string(49, 'e') + "z");
        FAIL() << "no error";
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "DXP position: a Black man cannot stand on 50 (it would have been crowned)");
    }
}

TEST(DraughtsDxp, TwoSessionsPlayAGameToTheEnd) {
    std::deque<std::string> toFollower, toInitiator;
    std::vector<std::string> log;
    const auto logger = [&](const std::string& line) { log.push_back(line); };
    DxpSession initiator(
        {.name = "One", .minutes = 1, .moves = 50, .maxDepth = 2},
        [&](const std::string& m) { toFollower.push_back(m); }, logger);
    DxpSession follower(
        {.name = "Two", .maxDepth = 3, .stopAfterGame = false},
        [&](const std::string& m) { toInitiator.push_back(m); }, logger);
    initiator.requestGame();
    bool open = true;
    int messages = 0;
    while (open && (!toFollower.empty() || !toInitiator.empty()) && messages < 2000) {
        if (!toFollower.empty()) {
            follower.receive(toFollower.front());
            toFollower.pop_front();
            ++messages;
        }
        if (!toInitiator.empty()) {
            open = initiator.receive(toInitiator.front());
            toInitiator.pop_front();
            ++messages;
        }
    }
    EXPECT_FALSE(open);
    EXPECT_EQ(initiator.gamesFinished(), 1);
    EXPECT_LT(messages, 2000);
    // The initiator's last message was its own game-end with the stop code.
    ASSERT_FALSE(toFollower.empty());
    while (!toFollower.empty()) {
        follower.receive(toFollower.front());
        toFollower.pop_front();
    }
    EXPECT_EQ(follower.gamesFinished(), 1);
    EXPECT_FALSE(follower.playing());
    const auto played = std::count_if(log.begin(), log.end(), [](const std::string& line) {
        return line.rfind("we play ", 0) == 0;
    });
    EXPECT_GT(played, 20);
}

// The match against MobyDam needs the initiator to ask for a colour and an opening, and to
// know the result when the follower ends the game (MobyDam sends "I lose" when it has no move,
// and decides draws its own way).
TEST(DraughtsDxp, InitiatorAsksForItsColourAndOpeningAndTakesTheFollowersResult) {
    std::vector<std::string> sent;
    DxpSession initiator(
        {.name = "One",
         .minutes = 99,
         .moves = 0,
         .maxDepth = 2,
         .initiatorSide = Side::Black,
         .start = parseFen("W:W31,32,33,34,35:B16,17,18,19,20")},
        [&](const std::string& m) { sent.push_back(m); }, [](const std::string&) {});
    initiator.requestGame();
    ASSERT_EQ(sent.size(), 1u);
    EXPECT_EQ(sent[0],
              "R01One                             W099000B"
              "Weeeeeeeeeeeeeeezzzzzeeeeeeeeeewwwwweeeeeeeeeeeeeee");
    EXPECT_TRUE(initiator.receive("ATwo                             0"));
    ASSERT_TRUE(initiator.playing());
    EXPECT_EQ(toFen(initiator.state()->position()), "W:W31,32,33,34,35:B16,17,18,19,20");
    EXPECT_EQ(sent.size(), 1u);  // White (the follower) moves first
    EXPECT_TRUE(
        initiator.receive("M00013227"
                          "00"));  // 32-27
    ASSERT_EQ(sent.size(), 2u);
    EXPECT_EQ(sent[1][0], 'M');
    EXPECT_EQ(initiator.lastResult(), 0);
    // The follower gives up: "1", I lose, from its side; a win for us, and we answer in kind.
    EXPECT_FALSE(initiator.receive("E10"));
    EXPECT_EQ(initiator.lastResult(), '3');
    EXPECT_FALSE(initiator.playing());
    ASSERT_EQ(sent.size(), 3u);
    EXPECT_EQ(sent[2], "E31");
}

}  // namespace
}  // namespace lt::draughts

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
    // 25 Black kings (found by fuzzing: its depth-1 search followed their captures for
    // seconds). No game reaches more pieces than a side starts with.
    try {
        decodeDxp("R01Ludoteca                        W099000B" + std::string("W") +
                  "eeeZZZZZeZZwZwwwewZZZZZZZeeZZZewwwwwZZZZZZZeewwwww");
        FAIL() << "no error";
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "DXP position: Black has 25 pieces; a side has at most 20");
    }
}

// Two sessions, each with a table of 2^tableEntriesLog2 entries, play one game through their
// messages; the initiator stops after it.
struct PlayedGame {
    std::vector<std::string> messages;  // every message sent, in order
    std::vector<std::string> log;
    bool open = true;  // the initiator's connection after its last message
    int initiatorGames = 0, followerGames = 0;
    bool followerPlaying = true;
    bool endedWithStop = false;  // the initiator's last message reached the follower last
};

PlayedGame playOneGame(std::size_t tableEntriesLog2) {
    PlayedGame game;
    std::deque<std::string> toFollower, toInitiator;
    const auto logger = [&](const std::string& line) { game.log.push_back(line); };
    DxpSession initiator(
        {.name = "One",
         .minutes = 1,
         .moves = 50,
         .maxDepth = 2,
         .tableEntriesLog2 = tableEntriesLog2},
        [&](const std::string& m) {
            toFollower.push_back(m);
            game.messages.push_back(m);
        },
        logger);
    DxpSession follower(
        {.name = "Two",
         .maxDepth = 3,
         .stopAfterGame = false,
         .tableEntriesLog2 = tableEntriesLog2},
        [&](const std::string& m) {
            toInitiator.push_back(m);
            game.messages.push_back(m);
        },
        logger);
    initiator.requestGame();
    int received = 0;
    while (game.open && (!toFollower.empty() || !toInitiator.empty()) && received < 2000) {
        if (!toFollower.empty()) {
            follower.receive(toFollower.front());
            toFollower.pop_front();
            ++received;
        }
        if (!toInitiator.empty()) {
            game.open = initiator.receive(toInitiator.front());
            toInitiator.pop_front();
            ++received;
        }
    }
    game.endedWithStop = !toFollower.empty();
    while (!toFollower.empty()) {
        follower.receive(toFollower.front());
        toFollower.pop_front();
    }
    game.initiatorGames = initiator.gamesFinished();
    game.followerGames = follower.gamesFinished();
    game.followerPlaying = follower.playing();
    return game;
}

TEST(DraughtsDxp, TwoSessionsPlayAGameToTheEnd) {
    const PlayedGame game = playOneGame(21);  // the table of a real session, 64 MiB
    EXPECT_FALSE(game.open);
    EXPECT_EQ(game.initiatorGames, 1);
    EXPECT_LT(game.messages.size(), 2000u);
    // The initiator's last message was its own game-end with the stop code.
    EXPECT_TRUE(game.endedWithStop);
    EXPECT_EQ(game.followerGames, 1);
    EXPECT_FALSE(game.followerPlaying);
    const auto played =
        std::count_if(game.log.begin(), game.log.end(),
                      [](const std::string& line) { return line.rfind("we play ", 0) == 0; });
    EXPECT_GT(played, 20);
}

// The fuzz target's sessions have a table of 2^10 entries: at these depths a smaller table
// plays the very same game, message for message, down to a table of one bucket.
TEST(DraughtsDxp, SmallerTablesPlayTheSameGame) {
    const PlayedGame full = playOneGame(21);
    for (std::size_t log2 : {10u, 1u}) {
        const PlayedGame small = playOneGame(log2);
        EXPECT_EQ(small.messages, full.messages) << "2^" << log2 << " entries";
        EXPECT_EQ(small.initiatorGames, 1);
        EXPECT_EQ(small.followerGames, 1);
    }
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

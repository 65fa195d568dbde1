// How the computers read the opponents' signal (rules digest §5.6).
#include <gtest/gtest.h>

#include "arrange.h"
#include "games/kems/signal_reading.h"

namespace lt::kems {
namespace {

using test::kEar;
using test::kNod;
using test::kTap;
using test::kWink;

Event gesture(PlayerId seat, int g, int timeMs, int deal) {
    Event e;
    e.kind = Event::Kind::Gesture;
    e.seat = seat;
    e.gesture = g;
    e.timeMs = timeMs;
    e.deal = deal;
    return e;
}

Event call(Event::Kind kind, PlayerId seat, int timeMs, int deal, bool valid, int g = -1) {
    Event e;
    e.kind = kind;
    e.seat = seat;
    e.timeMs = timeMs;
    e.deal = deal;
    e.valid = valid;
    e.gesture = g;
    return e;
}

// East-West (team 1) win `deals` deals with Kem's, East making the ear signal 1.5 s before
// West's call, and West tapping the table idly 6 s before.
Table eastWestWins(int deals) {
    Table table;
    for (int d = 1; d <= deals; ++d) {
        const int start = d * 60000;
        table.events.push_back(gesture(3, kTap, start + 1000, d));
        table.events.push_back(gesture(1, kEar, start + 5500, d));
        table.events.push_back(call(Event::Kind::Kems, 3, start + 7000, d, true));
    }
    return table;
}

TEST(KemsReading, CountsGesturesInTheFourSecondsBeforeAValidCall) {
    const SignalEvidence evidence = evidenceAbout(eastWestWins(3), 1);
    EXPECT_EQ(evidence.validCalls, 3);
    EXPECT_EQ(evidence.coincidences[kEar], 3);
    EXPECT_EQ(evidence.coincidences[kTap], 0);  // 6 s before: too early
    EXPECT_EQ(evidence.lastCallMs, 187000);
}

TEST(KemsReading, EachLevelNeedsItsEvidence) {
    const ReadingThreshold easy{4, 0.8}, medium{3, 0.7}, hard{2, 0.6};
    EXPECT_EQ(readSignal(evidenceAbout(eastWestWins(1), 1), hard), std::nullopt);
    EXPECT_EQ(readSignal(evidenceAbout(eastWestWins(2), 1), hard), kEar);
    EXPECT_EQ(readSignal(evidenceAbout(eastWestWins(2), 1), medium), std::nullopt);
    EXPECT_EQ(readSignal(evidenceAbout(eastWestWins(3), 1), medium), kEar);
    EXPECT_EQ(readSignal(evidenceAbout(eastWestWins(3), 1), easy), std::nullopt);
    EXPECT_EQ(readSignal(evidenceAbout(eastWestWins(4), 1), easy), kEar);
}

// A bluffer who makes other gestures just before his calls keeps the share low.
TEST(KemsReading, BluffsLowerTheShare) {
    Table table = eastWestWins(2);
    table.events.insert(table.events.begin() + 2, gesture(3, kNod, 66000, 1));
    table.events.push_back(gesture(3, kNod, 126500, 2));
    std::swap(table.events[table.events.size() - 1], table.events[table.events.size() - 2]);
    const SignalEvidence evidence = evidenceAbout(table, 1);
    EXPECT_EQ(evidence.coincidences[kNod], 2);
    EXPECT_EQ(readSignal(evidence, {2, 0.6}), std::nullopt);  // 2 of 4 is 50 %
}

TEST(KemsReading, AWrongGuessIsNotRepeatedAndARightOneStartsAfresh) {
    Table table = eastWestWins(2);
    table.events.push_back(call(Event::Kind::Counter, 0, 200000, 3, false, kEar));
    EXPECT_EQ(readSignal(evidenceAbout(table, 1), {2, 0.6}), std::nullopt);
    Table right = eastWestWins(2);
    right.events.push_back(call(Event::Kind::Counter, 0, 200000, 3, true, kEar));
    EXPECT_EQ(evidenceAbout(right, 1).validCalls, 0);
    // The team's own calls say nothing about the other team.
    EXPECT_EQ(evidenceAbout(eastWestWins(2), 0).validCalls, 0);
    (void)kWink;
}

}  // namespace
}  // namespace lt::kems

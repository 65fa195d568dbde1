// People at a Kem's table (rules digest §5.1-§5.2): a human's avatar makes idle gestures as the
// computers' do, recorded as his seat's claims so a replay makes them again; and people sit as
// partners only, never on opposite teams.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/automatic_claims.h"
#include "framework/errors.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/view.h"
#include "games/kems/game.h"
#include "games/kems/state.h"

namespace lt::kems {
namespace {

const KemsState& kemsOf(const Match& match) {
    return static_cast<const KemsState&>(match.state());
}

// Plays `match` as the window does until its clock passes `untilMs`: in the exchange, the
// earliest planned claim (a computer's, or a human seat's own, planAutomaticClaim),
// everything planned again after every claim, until the refresh; each team's signal drawn.
void playUntil(Match& match, int untilMs) {
    Rng rng(11);
    const Game& game = match.game();
    while (!match.state().isTerminal() && kemsOf(match).table().now() < untilMs) {
        const State& state = match.state();
        if (kemsOf(match).table().phase == Phase::Exchange) {
            std::optional<PlannedClaim> first;
            PlayerId who = -1;
            for (PlayerId seat = 0; seat < kSeats; ++seat) {
                const auto view = state.viewFor(seat);
                const SeatSpec& spec = match.seats()[seat];
                const auto plan = spec.human ? planAutomaticClaim(game, *view)
                                             : game.planClaim(*view, spec.level, rng);
                if (plan && (!first || plan->delayMs < first->delayMs)) {
                    first = plan;
                    who = seat;
                }
            }
            const int window = state.claimWindowMs();
            if (first && window > 0 && first->delayMs <= window) {
                match.claim(who, first->move);
                continue;
            }
        }
        if (state.currentActor() == actor::chance) {
            match.playChance();
        } else {
            const auto moves = state.legalMoves();
            match.play(state.currentActor(), moves[rng.below(moves.size())]);
        }
    }
}

std::vector<Event> gesturesOf(const Match& match, PlayerId seat) {
    std::vector<Event> gestures;
    for (const Event& e : kemsOf(match).table().events)
        if (e.kind == Event::Kind::Gesture && e.seat == seat) gestures.push_back(e);
    return gestures;
}

std::vector<SeatSpec> seatsOf(std::initializer_list<bool> human) {
    std::vector<SeatSpec> seats;
    for (bool person : human)
        seats.push_back(person ? SeatSpec{true, "Anna", "", ""}
                               : SeatSpec{false, "Robo", "medium", ""});
    return seats;
}

TEST(KemsHumanSeats, AHumansAvatarMakesIdleGesturesAtTheDigestsRateAndAReplayMakesThemAgain) {
    KemsGame game;
    Match match(game, Options{}, seatsOf({true, false, false, false}), 7);
    playUntil(match, 60000);
    ASSERT_GE(kemsOf(match).table().now(), 60000);
    // Anna never touched a key: every gesture of hers is her avatar's, one every 6-10 s after
    // the previous one (or the deal's start), never her team's signal.
    const auto gestures = gesturesOf(match, 0);
    int inTheMinute = 0;
    int previous = -1;
    int deal = 0;
    for (const Event& e : gestures) {
        if (e.timeMs < 60000) ++inTheMinute;
        ASSERT_NE(e.gesture, kemsOf(match).table().signal[0]);
        if (e.deal != deal) {
            deal = e.deal;
            previous = -1;
        }
        if (previous >= 0) {
            EXPECT_GE(e.timeMs - previous, 6000) << e.timeMs;
            EXPECT_LE(e.timeMs - previous, 10000) << e.timeMs;
        }
        previous = e.timeMs;
    }
    // One every 6-10 s: 6 to 10 in a minute; this seed's minute has 7.
    EXPECT_EQ(inTheMinute, 7);
    // Recorded as her seat's claims: the record replays to the same gestures at the same times.
    GameRegistry registry;
    registry.add(makeGame());
    const Match replay = Match::fromRecord(registry, match.record());
    const auto again = gesturesOf(replay, 0);
    ASSERT_EQ(again.size(), gestures.size());
    for (std::size_t i = 0; i < again.size(); ++i) {
        EXPECT_EQ(again[i].timeMs, gestures[i].timeMs);
        EXPECT_EQ(again[i].gesture, gestures[i].gesture);
    }
}

TEST(KemsHumanSeats, PeopleOnOppositeTeamsAreRefused) {
    KemsGame game;
    const std::string reason =
        "People on opposite teams would see each other's cards on one screen: seat the people "
        "as partners (players 1 and 3, or 2 and 4).";
    EXPECT_EQ(game.seatingProblem({true, true, false, false}), reason);
    EXPECT_EQ(game.seatingProblem({false, false, true, true}), reason);
    EXPECT_EQ(game.seatingProblem({true, true, true, true}), reason);
    // Mode A, mode B (partners) and computers alone are fine.
    EXPECT_EQ(game.seatingProblem({true, false, false, false}), "");
    EXPECT_EQ(game.seatingProblem({true, false, true, false}), "");
    EXPECT_EQ(game.seatingProblem({false, true, false, true}), "");
    EXPECT_EQ(game.seatingProblem({false, false, false, false}), "");
    // A match (from --seats, or a record) will not seat them.
    try {
        Match match(game, Options{}, seatsOf({true, true, false, false}), 7);
        FAIL() << "seated";
    } catch (const InputError& error) {
        EXPECT_EQ(error.field(), "seats");
        EXPECT_EQ(error.reason(), reason);
    }
    GameRegistry registry;
    registry.add(makeGame());
    MatchRecord record = Match(game, Options{}, seatsOf({true, false, true, false}), 7).record();
    record.seats[1].human = true;
    record.seats[1].level.clear();
    EXPECT_THROW(Match::fromRecord(registry, record), InputError);
}

}  // namespace
}  // namespace lt::kems

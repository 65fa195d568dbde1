#include "games/kems/computer_player.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>
#include <string>

#include "framework/errors.h"
#include "framework/rng.h"
#include "games/kems/moves.h"

namespace lt::kems {
namespace {

constexpr std::uint64_t kSalt = 0x6b656d73ULL;

// The generator of `me`'s reaction to what happened at `anchorMs`, for `purpose`.
Rng reactionRng(PlayerId me, int anchorMs, int purpose) {
    std::uint64_t seed = Rng::derive(kSalt, static_cast<std::uint64_t>(me));
    seed = Rng::derive(seed, static_cast<std::uint64_t>(anchorMs));
    return Rng(Rng::derive(seed, static_cast<std::uint64_t>(purpose)));
}

int uniformMs(Rng& rng, int low, int high) {
    return low + static_cast<int>(rng.below(static_cast<std::uint64_t>(high - low + 1)));
}

// A log-normal reaction (median 1 s, sigma 0.3) kept within 0.6-1.8 s (§5.5).
int reactionMs(Rng& rng) {
    const double u = 1.0 - rng.uniform();
    const double v = rng.uniform();
    const double normal = std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * std::numbers::pi * v);
    return std::clamp(static_cast<int>(1000.0 * std::exp(0.3 * normal)), 600, 1800);
}

enum Purpose {
    kLook = 1,
    kSwapReact,
    kSignalFirst,
    kSignalAgain,
    kCall,
    kMiss,
    kCounterCall,
    kIdle
};

// The latest event of this deal matching `match`, or nullptr.
template <typename Match>
const Event* latest(const Table& table, Match match) {
    for (auto e = table.events.rbegin(); e != table.events.rend(); ++e) {
        if (e->deal != table.deal) return nullptr;
        if (match(*e)) return &*e;
    }
    return nullptr;
}

// How good a hand is: the square of each rank's count, four of a kind far above; Hard counts a
// rank with cards out of reach (discarded, or in a slot it saw another player fill) at a
// quarter.
double handValue(const std::vector<int>& hand, const Table& table, PlayerId me,
                 const Skill& skill) {
    std::array<int, 13> counts{};
    for (int card : hand) ++counts[rankOf(card)];
    std::array<bool, 13> dead{};
    if (skill.weighsDeadRanks) {
        for (int card : table.discard) dead[rankOf(card)] = true;
        for (PlayerId seat = 0; seat < kSeats; ++seat)
            if (seat != me)
                for (int card : table.known[seat])
                    if (card != kUnknown) dead[rankOf(card)] = true;
    }
    double value = 0;
    for (int rank = 0; rank < 13; ++rank) {
        const int c = counts[rank];
        if (c == 4) return 100;
        value += c * c * (dead[rank] ? 0.25 : 1.0);
    }
    return value;
}

struct IdleGesture {
    int atMs;  // on the game's clock
    int gesture;
};

// An idle gesture 6-10 s after `me`'s latest gesture (or the deal's start), never the team's
// own signal.
IdleGesture idleGesture(const Table& table, PlayerId me) {
    const int signal = table.signal[teamOf(me)];
    const Event* myGesture = latest(
        table, [&](const Event& e) { return e.kind == Event::Kind::Gesture && e.seat == me; });
    const int since = myGesture ? myGesture->timeMs : table.dealStartMs;
    Rng idle = reactionRng(me, since, kIdle);
    const int idleAt = since + uniformMs(idle, 6000, 10000);
    int gesture = static_cast<int>(idle.below(kGestures - (signal == kUnknown ? 0 : 1)));
    if (signal != kUnknown && gesture >= signal) ++gesture;
    return {idleAt, gesture};
}

// The claim `make` builds, stamped no earlier than the latest claim and `me`'s own, at `atMs`
// on the game's clock if that is later; nothing after the refresh.
std::optional<PlannedClaim> stamped(const Table& table, PlayerId me, int atMs,
                                    const std::function<Move(int)>& make) {
    const int stamp =
        std::max({table.latestStampMs, table.ownStampMs[me] + 1, atMs - table.clockMs});
    if (stamp > table.deadlineMs() || stamp > kMaxStampMs) return std::nullopt;
    return PlannedClaim{make(stamp), stamp - table.latestStampMs};
}

}  // namespace

Skill skillFor(std::string_view level) {
    if (level == "easy") return {1.6, 0.10, {4, 0.8}, false};
    if (level == "medium") return {1.0, 0.05, {3, 0.7}, false};
    if (level == "hard") return {0.8, 0.02, {2, 0.6}, true};
    throw InputError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
}

std::optional<std::pair<int, int>> bestSwap(const Table& table, PlayerId me, const Skill& skill) {
    const auto& hand = table.hands[me];
    if (hand.size() != kHandSize || table.market.size() != kMarketSize) return std::nullopt;
    const double now = handValue(hand, table, me, skill);
    double best = now + 1e-9;
    std::optional<std::pair<int, int>> choice;
    for (int m = 0; m < kMarketSize; ++m)
        for (int h = 0; h < kHandSize; ++h) {
            std::vector<int> after = hand;
            after[h] = table.market[m];
            const double value = handValue(after, table, me, skill);
            if (value > best) {
                best = value;
                choice = std::pair{m, h};
            }
        }
    return choice;
}

std::optional<PlannedClaim> planClaimFor(const Table& table, PlayerId me, std::string_view level) {
    if (table.phase != Phase::Exchange || me < 0 || me >= kSeats) return std::nullopt;
    const Skill skill = skillFor(level);
    const int team = teamOf(me);
    const int signal = table.signal[team];
    const bool four = isFourOfAKind(table.hands[me]);
    auto scaled = [&](int ms) { return static_cast<int>(ms * skill.pace); };

    int bestAt = 0;
    std::optional<Move> best;
    // The claim's move for a stamp, kept until the earliest candidate is known.
    std::function<Move(int)> make;
    auto consider = [&](int atMs, std::function<Move(int)> build) {
        if (!best || atMs < bestAt) {
            bestAt = atMs;
            best = build(0);
            make = std::move(build);
        }
    };

    // Calls: the partner made the team's signal since the team's latest call of this deal.
    if (signal != kUnknown) {
        const Event* lastCall = latest(table, [&](const Event& e) {
            return (e.kind == Event::Kind::Kems || e.kind == Event::Kind::DoubleKems) &&
                   teamOf(e.seat) == team;
        });
        const Event* seen = latest(table, [&](const Event& e) {
            return e.kind == Event::Kind::Gesture && e.seat == partnerOf(me) && e.gesture == signal;
        });
        if (seen && (!lastCall || seen->timeMs > lastCall->timeMs ||
                     (seen->timeMs == lastCall->timeMs && seen > lastCall))) {
            Rng miss = reactionRng(me, seen->timeMs, kMiss);
            if (!miss.chance(skill.missProbability)) {
                Rng react = reactionRng(me, seen->timeMs, kCall);
                consider(seen->timeMs + reactionMs(react),
                         [four](int s) { return four ? doubleKemsMove(s) : kemsMove(s); });
            }
        }
    }

    // Counter-Kem's: the opponents' signal read from what they did.
    const SignalEvidence evidence = evidenceAbout(table, 1 - team);
    if (const auto read = readSignal(evidence, skill.reading)) {
        Rng react = reactionRng(me, evidence.lastCallMs, kCounterCall);
        consider(evidence.lastCallMs + scaled(uniformMs(react, 1000, 2500)),
                 [g = *read](int s) { return counterMove(g, s); });
    }

    const Event* mySwap =
        latest(table, [&](const Event& e) { return e.kind == Event::Kind::Swap && e.seat == me; });
    if (four && signal != kUnknown) {
        // Signal: first after the four of a kind came together, then again and again.
        const int completed = std::max(table.dealStartMs, mySwap ? mySwap->timeMs : 0);
        const Event* mySignal = latest(table, [&](const Event& e) {
            return e.kind == Event::Kind::Gesture && e.seat == me && e.gesture == signal &&
                   e.timeMs >= completed;
        });
        if (mySignal) {
            Rng again = reactionRng(me, mySignal->timeMs, kSignalAgain);
            consider(mySignal->timeMs + uniformMs(again, 2500, 4000),
                     [signal](int s) { return gestureMove(signal, s); });
        } else {
            Rng first = reactionRng(me, completed, kSignalFirst);
            consider(completed + uniformMs(first, 800, 2500),
                     [signal](int s) { return gestureMove(signal, s); });
        }
    }

    // Exchanges: a look at the new market, then a reaction to each change of it.
    Rng look = reactionRng(me, table.clockMs, kLook);
    int swapAt = table.clockMs + scaled(uniformMs(look, 700, 1500));
    const Event* change = latest(table, [&](const Event& e) {
        return e.kind == Event::Kind::Swap && e.timeMs >= table.clockMs;
    });
    if (change) {
        Rng react = reactionRng(me, change->timeMs, kSwapReact + 16 * change->seat);
        swapAt = std::max(swapAt, change->timeMs + scaled(uniformMs(react, 300, 900)));
    }
    const auto swap = four ? std::nullopt : bestSwap(table, me, skill);
    if (swap)
        consider(swapAt, [me, swap, card = table.market[swap->first]](int s) {
            return swapMove(me, swap->first, swap->second, card, s);
        });
    else if (!table.done[me])
        consider(swapAt, [](int s) { return doneMove(s); });

    const IdleGesture idle = idleGesture(table, me);
    consider(idle.atMs, [gesture = idle.gesture](int s) { return gestureMove(gesture, s); });

    if (!best) return std::nullopt;
    return stamped(table, me, bestAt, make);
}

std::optional<PlannedClaim> planIdleGestureFor(const Table& table, PlayerId me) {
    if (table.phase != Phase::Exchange || me < 0 || me >= kSeats) return std::nullopt;
    const IdleGesture idle = idleGesture(table, me);
    return stamped(table, me, idle.atMs,
                   [gesture = idle.gesture](int s) { return gestureMove(gesture, s); });
}

}  // namespace lt::kems

#include "games/kems/signal_reading.h"

namespace lt::kems {
namespace {

bool isValidKems(const Event& e) {
    return (e.kind == Event::Kind::Kems || e.kind == Event::Kind::DoubleKems) && e.valid;
}

}  // namespace

SignalEvidence evidenceAbout(const Table& table, int team) {
    const auto& events = table.events;
    // Only since the team chose its current signal: after the latest right Counter-Kem's
    // against it.
    std::size_t from = 0;
    for (std::size_t i = 0; i < events.size(); ++i)
        if (events[i].kind == Event::Kind::Counter && events[i].valid &&
            teamOf(events[i].seat) != team)
            from = i + 1;
    SignalEvidence evidence;
    for (std::size_t i = from; i < events.size(); ++i) {
        const Event& e = events[i];
        if (e.kind == Event::Kind::Counter && !e.valid && teamOf(e.seat) != team)
            evidence.refuted[e.gesture] = true;
        if (!isValidKems(e) || teamOf(e.seat) != team) continue;
        ++evidence.validCalls;
        evidence.lastCallMs = e.timeMs;
        std::array<bool, kGestures> seen{};
        for (std::size_t j = i; j-- > from;) {
            const Event& g = events[j];
            if (g.timeMs < e.timeMs - kCoincidenceMs || g.deal != e.deal) break;
            if (g.kind == Event::Kind::Gesture && teamOf(g.seat) == team) seen[g.gesture] = true;
        }
        for (int g = 0; g < kGestures; ++g)
            if (seen[g]) ++evidence.coincidences[g];
    }
    return evidence;
}

std::optional<int> readSignal(const SignalEvidence& evidence, ReadingThreshold threshold) {
    int total = 0;
    for (int count : evidence.coincidences) total += count;
    for (int g = 0; g < kGestures; ++g) {
        const int count = evidence.coincidences[g];
        if (evidence.refuted[g] || count < threshold.minCoincidences) continue;
        if (static_cast<double>(count) >= threshold.minShare * static_cast<double>(total)) return g;
    }
    return std::nullopt;
}

}  // namespace lt::kems

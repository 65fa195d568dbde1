// How a computer learns the opponents' signal, as a person would (rules digest §5.6): for the
// opposing team it counts, per gesture, how often one of its members made that gesture in the
// 4 s before one of the team's valid Kem's calls, since the team last chose its signal; a
// gesture with enough such coincidences and a large enough share of them is taken for the
// signal. A gesture the reader's team already named wrongly is out.
#pragma once

#include <array>
#include <optional>

#include "games/kems/gestures.h"
#include "games/kems/table.h"

namespace lt::kems {

inline constexpr int kCoincidenceMs = 4000;

struct ReadingThreshold {
    int minCoincidences;
    double minShare;
};

struct SignalEvidence {
    std::array<int, kGestures> coincidences{};
    int validCalls = 0;
    int lastCallMs = -1;  // the time of the latest valid call counted, -1 before any
    std::array<bool, kGestures> refuted{};  // named wrongly by the other team
};

// What the table shows about team `team`'s current signal.
SignalEvidence evidenceAbout(const Table& table, int team);
// The gesture taken for team `team`'s signal, if the evidence is enough.
std::optional<int> readSignal(const SignalEvidence& evidence, ReadingThreshold threshold);

}  // namespace lt::kems

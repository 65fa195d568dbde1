// The eight gestures of the avatars (rules digest §5.2): a team's secret signal is one of
// them, and every avatar also makes them idly, so the signal hides in plain sight.
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace lt::kems {

inline constexpr int kGestures = 8;

// Notation names, in the order of the keys 1-8: "wink", "cheek", "nose", "ear", "eyebrows",
// "nod", "eyes", "tap".
std::string_view gestureName(int gesture);
std::optional<int> parseGesture(std::string_view name);

}  // namespace lt::kems

#include "games/kems/gestures.h"

namespace lt::kems {
namespace {

constexpr std::array<std::string_view, kGestures> kNames{"wink",     "cheek", "nose", "ear",
                                                         "eyebrows", "nod",   "eyes", "tap"};
constexpr std::array<std::string_view, kGestures> kLabels{
    "Wink",           "Scratch cheek", "Touch nose", "Pull ear lobe",
    "Raise eyebrows", "Nod",           "Rub eyes",   "Tap the table"};

}  // namespace

std::string_view gestureName(int gesture) {
    return gesture >= 0 && gesture < kGestures ? kNames[gesture] : std::string_view("?");
}

std::string_view gestureLabel(int gesture) {
    return gesture >= 0 && gesture < kGestures ? kLabels[gesture] : std::string_view("?");
}

std::optional<int> parseGesture(std::string_view name) {
    for (int g = 0; g < kGestures; ++g)
        if (kNames[g] == name) return g;
    return std::nullopt;
}

}  // namespace lt::kems

#include "games/kems/gestures.h"

namespace lt::kems {
namespace {

constexpr std::array<std::string_view, kGestures> kNames{"wink",     "cheek", "nose", "ear",
                                                         "eyebrows", "nod",   "eyes", "tap"};
}  // namespace

std::string_view gestureName(int gesture) {
    return gesture >= 0 && gesture < kGestures ? kNames[gesture] : std::string_view("?");
}

std::optional<int> parseGesture(std::string_view name) {
    for (int g = 0; g < kGestures; ++g)
        if (kNames[g] == name) return g;
    return std::nullopt;
}

}  // namespace lt::kems

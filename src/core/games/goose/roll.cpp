#include "games/goose/roll.h"

#include <fmt/format.h>

#include <algorithm>

#include "framework/errors.h"

namespace lt::goose {

std::optional<Roll> Roll::of(int a, int b) {
    if (a < 1 || a > 6 || b < 1 || b > 6) return std::nullopt;
    return Roll{std::max(a, b), std::min(a, b)};
}

Roll Roll::decode(Move code) {
    const auto roll =
        code < 100 ? of(static_cast<int>(code / 10), static_cast<int>(code % 10)) : std::nullopt;
    if (!roll || roll->encode() != code)
        throw IllegalMove(fmt::format("not a Goose roll code: {}", code));
    return *roll;
}

std::string Roll::text() const {
    return fmt::format("roll {}+{}", high, low);
}

}  // namespace lt::goose

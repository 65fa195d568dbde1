// The pattern weights, in hundredths of a man: {window, configuration, weight} for windows
// 0..7 (evaluation_patterns.h derives windows 8..15); configurations not listed weigh
// nothing. Written by bench/draughts/draughts_tune; rerun it rather than editing.
#pragma once

#include <array>
#include <cstdint>

namespace lt::draughts::eval {

struct PatternWeight {
    std::uint8_t window;
    std::uint16_t configuration;
    std::int16_t weight;
};

inline constexpr std::array<PatternWeight, 0> kPatternWeights = {};

}  // namespace lt::draughts::eval

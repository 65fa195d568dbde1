// A small, portable, seedable random generator. std::uniform_int_distribution differs
// between standard libraries, and matches must replay identically everywhere.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace lt {

// xoshiro256** seeded through splitmix64 (Blackman & Vigna).
class Rng {
  public:
    explicit Rng(std::uint64_t seed = 0x5eed);

    std::uint64_t next();
    // Uniform integer in [0, bound). Lemire's multiply-and-reject, no modulo bias. Throws
    // std::invalid_argument when bound is 0: there is no number to draw.
    std::uint64_t below(std::uint64_t bound);
    // Uniform double in [0, 1).
    double uniform();
    bool chance(double probability) { return uniform() < probability; }

    template <typename T>
    void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
    }

    // A seed derived from (seed, index) so that the n-th draw of a match is fixed by the
    // match seed alone: undo + redo gives the same dice, and replays need no RNG state.
    static std::uint64_t derive(std::uint64_t seed, std::uint64_t index);

  private:
    std::uint64_t s_[4];
};

}  // namespace lt

#include "framework/rng.h"

#include <stdexcept>

namespace lt {
namespace {
std::uint64_t splitmix(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}
// GCC and Clang extension; -Wpedantic would flag every use.
__extension__ typedef unsigned __int128 uint128;
}  // namespace

Rng::Rng(std::uint64_t seed) {
    for (auto& word : s_) word = splitmix(seed);
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
    if (bound == 0) throw std::invalid_argument("Rng::below(0): no number to draw");
    uint128 m = static_cast<uint128>(next()) * bound;
    auto low = static_cast<std::uint64_t>(m);
    if (low < bound) {
        const std::uint64_t threshold = -bound % bound;
        while (low < threshold) {
            m = static_cast<uint128>(next()) * bound;
            low = static_cast<std::uint64_t>(m);
        }
    }
    return static_cast<std::uint64_t>(m >> 64);
}

double Rng::uniform() {
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

std::uint64_t Rng::derive(std::uint64_t seed, std::uint64_t index) {
    std::uint64_t x = seed ^ (index * 0xd1b54a32d192ed03ULL);
    splitmix(x);
    return splitmix(x);
}

}  // namespace lt

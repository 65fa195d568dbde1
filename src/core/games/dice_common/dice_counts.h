// Dice seen as multisets: how many dice show each face. A combination never depends on the
// order, so a throw of n dice is one of the multisets of size n (56 for three dice, 252 for
// five), each with its multinomial probability. Games that reason over whole throws (dice
// poker, 421) build their solvers on these.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lt::dice {

inline constexpr int kFaces = 6;
inline constexpr int kMaxDice = 6;

// counts[f] = number of dice showing face f + 1.
using DiceCounts = std::array<int, kFaces>;

int diceTotal(const DiceCounts& counts);
// The sum of the faces.
int pipTotal(const DiceCounts& counts);
// "1 3 3 5 6" (ascending faces)
std::string facesText(const DiceCounts& counts);
// The faces one by one, highest first, and written so: "6 5 4 3 2" (games that read the high
// dice first, as Ship, Captain and Crew names its ship, captain and crew).
std::vector<int> facesHighFirst(const DiceCounts& counts);
std::string facesTextHighFirst(const DiceCounts& counts);
// Lower-cased words of `text`.
std::vector<std::string> wordsOf(std::string_view text);
// Faces written one per word in words[from, to); nullopt if a word is not a face 1-6 or there
// are more than `maxDice`.
std::optional<DiceCounts> readFaces(const std::vector<std::string>& words, std::size_t from,
                                    std::size_t to, int maxDice);
// The counts packed `bitsPerFace` bits a face, face 1 in the lowest bits: the dice of the dice
// games' move codes.
std::uint64_t packedCounts(const DiceCounts& counts, int bitsPerFace);
// The counts that packedCounts packed into `code`; nullopt if `code` has bits above the sixth
// face.
std::optional<DiceCounts> unpackedCounts(std::uint64_t code, int bitsPerFace);
// Whether every die of `part` is also in `whole`.
bool contains(const DiceCounts& whole, const DiceCounts& part);
DiceCounts plus(const DiceCounts& a, const DiceCounts& b);
DiceCounts minus(const DiceCounts& whole, const DiceCounts& part);

struct Throw {
    DiceCounts faces;
    double probability;
};

// Every different throw of n dice (1..kMaxDice) with its probability; built once, immutable.
// Throws std::out_of_range for another n.
const std::vector<Throw>& throwsOf(int n);
// Every sub-multiset of `dice`, the empty one and `dice` itself included.
std::vector<DiceCounts> subsetsOf(const DiceCounts& dice);

// The hands of n dice in a fixed order (that of throwsOf(n)), and the position of a hand in
// it: -1 if it is not a hand of n dice.
const std::vector<DiceCounts>& handsOf(int n);
int handIndex(const DiceCounts& hand, int n);

}  // namespace lt::dice

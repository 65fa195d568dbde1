// Text folded for comparing typed answers: "Côte d'Ivoire", "COTE D IVOIRE" and
// "cote d'ivoire" all become "cote d ivoire".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace lt::flags {

// Lower case (Latin and Cyrillic), Latin accents and ligatures removed (é -> e, ß -> ss,
// œ -> oe), Ё read as Е, punctuation and runs of spaces turned into single spaces, a leading
// article of one of the interface's languages dropped ("the", "il", "el", "les", "die", "os",
// ...), "st" read as "saint" and "&" as "and". Letters of other scripts are kept as they are.
// Invalid UTF-8 bytes count as spaces.
std::string foldForMatching(std::string_view utf8);

// The number of code points (letters) in valid UTF-8 text.
std::size_t codePointCount(std::string_view utf8);

// Optimal string alignment distance (insertions, deletions, substitutions, swaps of two
// neighbours), on code points, so a slip costs one in any script; stops counting at
// `limit` + 1.
std::size_t editDistance(std::string_view a, std::string_view b, std::size_t limit);

}  // namespace lt::flags

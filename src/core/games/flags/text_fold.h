// Text folded for comparing typed answers: "Côte d'Ivoire", "COTE D IVOIRE" and
// "cote d'ivoire" all become "cote d ivoire".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace lt::flags {

// Lower case, Latin accents and ligatures removed (é -> e, ß -> ss, œ -> oe), punctuation and
// runs of spaces turned into single spaces, a leading article dropped ("the", "il", "la", ...),
// "st" read as "saint" and "&" as "and". Letters of other scripts are kept as they are.
// Invalid UTF-8 bytes count as spaces.
std::string foldForMatching(std::string_view utf8);

// Optimal string alignment distance (insertions, deletions, substitutions, swaps of two
// neighbours), on bytes; stops counting at `limit` + 1.
std::size_t editDistance(std::string_view a, std::string_view b, std::size_t limit);

}  // namespace lt::flags

// Random edits of a valid text, for the parser fuzz tests: each call changes one to four
// characters (replaced, inserted, erased) or cuts the text short, drawing new characters from
// the format's own alphabet so that most mutants stay close to something the parser accepts.
#pragma once

#include <string>
#include <string_view>

#include "framework/rng.h"

namespace lt::test {

inline std::string mutate(std::string text, std::string_view alphabet, Rng& rng) {
    const int edits = 1 + static_cast<int>(rng.below(4));
    for (int e = 0; e < edits; ++e) {
        const std::size_t at = text.empty() ? 0 : rng.below(text.size());
        const char c = alphabet[rng.below(alphabet.size())];
        switch (rng.below(4)) {
            case 0:
                if (!text.empty()) text[at] = c;
                break;
            case 1:
                text.insert(text.begin() + static_cast<long>(at), c);
                break;
            case 2:
                if (!text.empty()) text.erase(at, 1 + rng.below(3));
                break;
            default:
                text = text.substr(0, at);
                break;
        }
    }
    return text;
}

}  // namespace lt::test

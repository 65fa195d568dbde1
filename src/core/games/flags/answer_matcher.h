// Decides whether a typed answer names a given country (or capital): case, accents,
// punctuation and one slip of the keyboard do not matter; an answer that could mean two
// countries ("Korea", "Congo") names neither.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace lt::flags {

class AnswerMatcher {
  public:
    // Accepts every name in `names` for `key` (an ISO code, say), plus the forms iso-codes'
    // inverted names imply: "Korea, Republic of" also gives "Republic of Korea" and "Korea",
    // "Virgin Islands (British)" also gives "Virgin Islands"; derived forms count only when no
    // other key claims them.
    void add(const std::string& key, const std::vector<std::string>& names);

    // The key the answer names, if exactly one.
    std::optional<std::string> recognise(std::string_view answer) const;
    bool accepts(const std::string& key, std::string_view answer) const {
        return recognise(answer) == key;
    }

  private:
    std::map<std::string, std::set<std::string>> exact_;    // folded name -> keys
    std::map<std::string, std::set<std::string>> derived_;  // folded derived form -> keys
};

}  // namespace lt::flags

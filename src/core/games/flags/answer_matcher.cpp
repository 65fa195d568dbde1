#include "games/flags/answer_matcher.h"

#include "games/flags/text_fold.h"

namespace lt::flags {
namespace {

// "Korea, Republic of" -> {"Republic of Korea", "Korea"}; "Virgin Islands (U.S.)" ->
// {"Virgin Islands"}.
std::vector<std::string> derivedForms(const std::string& name) {
    std::vector<std::string> forms;
    const std::size_t paren = name.find(" (");
    if (paren != std::string::npos) forms.push_back(name.substr(0, paren));
    const std::size_t comma = name.find(", ");
    if (comma != std::string::npos) {
        forms.push_back(name.substr(comma + 2) + " " + name.substr(0, comma));
        forms.push_back(name.substr(0, comma));
    }
    return forms;
}

// A slip allowed per length of answer: none for short names (Iran/Iraq, Mali/Malta).
std::size_t tolerance(std::size_t length) {
    return length >= 10 ? 2 : length >= 5 ? 1 : 0;
}

}  // namespace

void AnswerMatcher::add(const std::string& key, const std::vector<std::string>& names) {
    for (const std::string& name : names) {
        const std::string folded = foldForMatching(name);
        if (!folded.empty()) exact_[folded].insert(key);
        for (const std::string& form : derivedForms(name)) {
            const std::string foldedForm = foldForMatching(form);
            if (!foldedForm.empty()) derived_[foldedForm].insert(key);
        }
    }
}

std::optional<std::string> AnswerMatcher::recognise(std::string_view answer) const {
    const std::string folded = foldForMatching(answer);
    if (folded.empty()) return std::nullopt;
    const auto exact = exact_.find(folded);
    if (exact != exact_.end())
        return exact->second.size() == 1 ? std::optional(*exact->second.begin()) : std::nullopt;
    const auto derived = derived_.find(folded);
    if (derived != derived_.end())
        return derived->second.size() == 1 ? std::optional(*derived->second.begin()) : std::nullopt;
    // A near miss counts when it is near one key's names only.
    const std::size_t limit = tolerance(codePointCount(folded));
    if (limit == 0) return std::nullopt;
    std::set<std::string> near;
    for (const auto* table : {&exact_, &derived_}) {
        for (const auto& [name, keys] : *table) {
            if (table == &derived_ && (keys.size() > 1 || exact_.count(name))) continue;
            if (editDistance(folded, name, limit) <= limit) near.insert(keys.begin(), keys.end());
        }
    }
    if (near.size() == 1) return *near.begin();
    return std::nullopt;
}

}  // namespace lt::flags

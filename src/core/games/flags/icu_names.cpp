#include "games/flags/icu_names.h"

#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>

namespace lt::flags {
namespace {

// ICU spells locales with underscores and no encoding: "it_IT.UTF-8" -> "it_IT".
icu::Locale localeOf(const std::string& language) {
    return icu::Locale(language.substr(0, language.find_first_of(".@")).c_str());
}

}  // namespace

struct NameOrder::Collator {
    std::unique_ptr<icu::Collator> icu;
};

std::optional<std::string> icuRegionName(const std::string& code, const std::string& language) {
    icu::UnicodeString name;
    icu::Locale("", code.c_str()).getDisplayCountry(localeOf(language), name);
    std::string utf8;
    name.toUTF8String(utf8);
    // ICU answers with the code itself when it has no name for the region.
    if (utf8.empty() || utf8 == code) return std::nullopt;
    return utf8;
}

NameOrder::NameOrder(const std::string& language) {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::Collator> collator(
        icu::Collator::createInstance(localeOf(language), status));
    if (U_FAILURE(status) || !collator) return;
    // Primary strength: base letters only, so accents and case never decide an order.
    collator->setStrength(icu::Collator::PRIMARY);
    collator_ = std::make_unique<Collator>(Collator{std::move(collator)});
}

NameOrder::~NameOrder() = default;
NameOrder::NameOrder(NameOrder&&) noexcept = default;
NameOrder& NameOrder::operator=(NameOrder&&) noexcept = default;

int NameOrder::compare(const std::string& a, const std::string& b) const {
    if (!collator_) return a.compare(b);
    UErrorCode status = U_ZERO_ERROR;
    const UCollationResult result = collator_->icu->compareUTF8(a, b, status);
    if (U_FAILURE(status)) return a.compare(b);
    return result == UCOL_LESS ? -1 : result == UCOL_GREATER ? 1 : 0;
}

}  // namespace lt::flags

// What ICU (the system's Unicode and locale library) knows about country names: a region's
// name in a language, used where iso-codes has no translation (iso-codes 4.15 translates
// "Türkiye" into no Italian), and the alphabetical order of names in a language.
#pragma once

#include <memory>
#include <optional>
#include <string>

namespace lt::flags {

// The name ICU's locale data gives the region `code` (ISO 3166 alpha-2) in `language`
// ("it", "pt_BR"...), UTF-8; nullopt when ICU has no name for it.
std::optional<std::string> icuRegionName(const std::string& code, const std::string& language);

// Compares names as a dictionary of `language` orders them, ignoring accents and case
// ("Égypte" sorts with "Egypte"). Built once per language: collators are costly to open.
class NameOrder {
  public:
    explicit NameOrder(const std::string& language);
    ~NameOrder();
    NameOrder(NameOrder&&) noexcept;
    NameOrder& operator=(NameOrder&&) noexcept;

    // <0, 0 or >0 as `a` comes before, with or after `b` (UTF-8).
    int compare(const std::string& a, const std::string& b) const;
    bool before(const std::string& a, const std::string& b) const { return compare(a, b) < 0; }

  private:
    struct Collator;  // ICU's, kept out of this header
    std::unique_ptr<Collator> collator_;
};

}  // namespace lt::flags

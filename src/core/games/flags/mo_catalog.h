// A GNU gettext message catalogue (.mo file) read directly, so the app can show country names
// in its own UI language whatever the process locale is (glibc's dgettext follows the locale).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace lt::flags {

class MoCatalog {
  public:
    MoCatalog() = default;  // an empty catalogue: translates nothing
    // Parses the bytes of a .mo file, either byte order. Throws InputError (field names the
    // part of the file) when it is not a well-formed catalogue.
    static MoCatalog parse(std::string_view bytes);

    // The translation of `msgid`, or nullopt when the catalogue has none (or an empty one).
    std::optional<std::string> translate(std::string_view msgid) const;
    std::size_t size() const { return messages_.size(); }

  private:
    std::unordered_map<std::string, std::string> messages_;
};

}  // namespace lt::flags

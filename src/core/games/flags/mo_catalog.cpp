#include "games/flags/mo_catalog.h"

#include <cstdint>

#include "framework/errors.h"

namespace lt::flags {
namespace {

constexpr std::uint32_t kMagic = 0x950412de;
constexpr std::uint32_t kMagicSwapped = 0xde120495;

class Reader {
  public:
    Reader(std::string_view bytes, bool swapped) : bytes_(bytes), swapped_(swapped) {}

    std::uint32_t word(std::size_t offset, const std::string& field) const {
        if (offset > bytes_.size() || bytes_.size() - offset < 4)
            throw InputError("the file ends too early", 0, field);
        std::uint32_t value = 0;
        for (int i = 0; i < 4; ++i) {
            const auto byte = static_cast<std::uint8_t>(bytes_[offset + i]);
            value |= static_cast<std::uint32_t>(byte) << (swapped_ ? 8 * (3 - i) : 8 * i);
        }
        return value;
    }

    // The string described by the (length, offset) pair at `descriptor`.
    std::string_view string(std::size_t descriptor, const std::string& field) const {
        const std::uint32_t length = word(descriptor, field);
        const std::uint32_t offset = word(descriptor + 4, field);
        if (offset > bytes_.size() || bytes_.size() - offset < length)
            throw InputError("a string lies outside the file", 0, field);
        return bytes_.substr(offset, length);
    }

  private:
    std::string_view bytes_;
    bool swapped_;
};

}  // namespace

MoCatalog MoCatalog::parse(std::string_view bytes) {
    if (bytes.size() < 28) throw InputError("too short for a .mo file", 0, "header");
    const Reader little(bytes, false);
    const std::uint32_t magic = little.word(0, "header");
    if (magic != kMagic && magic != kMagicSwapped)
        throw InputError("not a gettext .mo file (bad magic number)", 0, "header");
    const Reader reader(bytes, magic == kMagicSwapped);
    if (reader.word(4, "header") >> 16 > 1)
        throw InputError("unknown .mo format revision", 0, "header");
    const std::uint32_t count = reader.word(8, "header");
    const std::uint32_t originals = reader.word(12, "header");
    const std::uint32_t translations = reader.word(16, "header");

    MoCatalog catalog;
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::string field = "message " + std::to_string(i + 1);
        std::string_view msgid = reader.string(originals + 8ull * i, field);
        std::string_view msgstr = reader.string(translations + 8ull * i, field);
        // Plural forms are NUL-separated: the singular comes first. The empty msgid is the
        // catalogue's header, not a message.
        msgid = msgid.substr(0, msgid.find('\0'));
        msgstr = msgstr.substr(0, msgstr.find('\0'));
        if (msgid.empty() || msgstr.empty()) continue;
        catalog.messages_.emplace(std::string(msgid), std::string(msgstr));
    }
    return catalog;
}

std::optional<std::string> MoCatalog::translate(std::string_view msgid) const {
    const auto it = messages_.find(std::string(msgid));
    if (it == messages_.end()) return std::nullopt;
    return it->second;
}

}  // namespace lt::flags

// The country list of the flag games, read from iso-codes' iso_3166-1.json at run time
// (nlohmann-json, then the country records taken from what it read).
#include "framework/errors.h"
#include "fuzz_input.h"
#include "games/flags/country_names.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = lt::fuzz::asText(data, size);
    try {
        lt::flags::parseIsoCountries(text);
    } catch (const lt::InputError&) {
    }
    return 0;
}

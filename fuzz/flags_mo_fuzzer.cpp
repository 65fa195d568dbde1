// gettext catalogues (.mo) of country names, read byte by byte from iso-codes' files: a
// catalogue that parses must answer every lookup, of a message it has or not.
#include <string>

#include "framework/errors.h"
#include "fuzz_input.h"
#include "games/flags/mo_catalog.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        const lt::flags::MoCatalog catalog =
            lt::flags::MoCatalog::parse(lt::fuzz::asText(data, size));
        catalog.translate("Italy");
        catalog.translate("");
    } catch (const lt::InputError&) {
    }
    return 0;
}

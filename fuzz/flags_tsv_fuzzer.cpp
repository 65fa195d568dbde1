// The flag box's data tables (assets/flags/cards.tsv and continents.tsv): the TSV reader
// through both of its users, the cards and the continents of every country.
#include "framework/errors.h"
#include "fuzz_input.h"
#include "games/flags/cards.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = lt::fuzz::asText(data, size);
    try {
        lt::flags::parseCards(text);
    } catch (const lt::InputError&) {
    }
    try {
        lt::flags::parseContinents(text);
    } catch (const lt::InputError&) {
    }
    return 0;
}

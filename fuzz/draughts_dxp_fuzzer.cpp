// DamExchange (DXP) messages as they arrive from the network: the input is cut at NUL bytes
// into messages. Each message that decodes must encode back to a message that decodes to the
// same text, and every message goes to an engine session as its opponent sent it. Each input
// is a connection of its own, so a finding replays alone: a fresh session that thinks one ply
// deep, at most 4,096 nodes a move, with a table of 2^10 entries (32 KiB; clearing the 64 MiB
// of a real session at every game request was nearly all of an input's time). The budget
// keeps every input short: positions full of kings, which the fuzzer seeks out, take
// hundreds of thousands of nodes at depth 1 (nearly all its time went to them).
#include <string>

#include "framework/errors.h"
#include "fuzz_input.h"
#include "games/draughts/dxp.h"

namespace {

lt::draughts::DxpSession::Settings quickSettings() {
    lt::draughts::DxpSession::Settings settings;
    settings.maxDepth = 1;
    settings.maxNodes = 4096;
    settings.stopAfterGame = false;
    settings.tableEntriesLog2 = 10;
    return settings;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace lt::draughts;
    DxpSession session(
        quickSettings(), [](const std::string&) {}, [](const std::string&) {});
    const std::string_view text = lt::fuzz::asText(data, size);
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\0', start), text.size());
        const std::string_view message = text.substr(start, end - start);
        start = end + 1;
        try {
            const std::string encoded = encodeDxp(decodeDxp(message));
            if (encodeDxp(decodeDxp(encoded)) != encoded)
                lt::fuzz::fail("an encoded DXP message decodes differently");
        } catch (const lt::InputError&) {
        }
        session.receive(message);
    }
    return 0;
}

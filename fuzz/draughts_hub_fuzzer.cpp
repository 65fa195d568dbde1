// The draughts engine's Hub loop, one message per line, as the Hub GUI drives
// `ludoteca-cli draughts hub`. Lines that would search or size the table ("go", "init",
// "set-param") are left out: each would allocate a table of 16 MiB or more and think for up
// to a second, and the search itself is the engine tests' concern. Every other message is
// parsed and handled as in a session (positions, moves, levels, pings).
#include <sstream>
#include <string>

#include "fuzz_input.h"
#include "games/draughts/hub.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace lt::draughts;
    std::string script;
    for (const std::string& line : lt::fuzz::lines(lt::fuzz::asText(data, size))) {
        const std::string command = parseHubLine(line).command;
        if (command == "go" || command == "init" || command == "set-param") continue;
        script += line + '\n';
    }
    std::istringstream in(script);
    std::ostringstream out;
    runHub(in, out);
    return 0;
}

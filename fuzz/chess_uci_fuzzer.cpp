// The chess engine's UCI loop, one command per line, as a GUI or a script drives
// `ludoteca-cli chess uci`. Searches are bounded so that an input runs in milliseconds:
// every "go" line gets " depth 1" appended (a later depth wins over the line's own limits),
// the session starts with the smallest table (1 MiB: allocating and clearing the default
// 16 MiB was nearly all of an input's time), and "setoption ... Hash value N" lines are left
// out (up to 1 GiB of table per input). Infinite searches end at the next command or at the
// end of the input, as in a session.
#include <algorithm>
#include <cctype>
#include <sstream>
#include <string>

#include "fuzz_input.h"
#include "games/chess/engine/uci.h"

namespace {

std::string lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

std::string firstWord(const std::string& line) {
    std::istringstream words(line);
    std::string word;
    words >> word;
    return word;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string script;
    for (const std::string& line : lt::fuzz::lines(lt::fuzz::asText(data, size))) {
        const std::string command = firstWord(line);
        if (command == "setoption" && lower(line).find("hash") != std::string::npos &&
            lower(line).find("value") != std::string::npos)
            continue;
        script += line;
        if (command == "go") script += " depth 1";
        script += '\n';
    }
    std::istringstream in(script);
    std::ostringstream out;
    lt::chess::engine::runUci(in, out, 1);
    return 0;
}

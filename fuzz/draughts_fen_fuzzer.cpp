// Draughts FEN positions (the `fen` option, PDN FEN tags) and the square-letter positions of
// the engine protocols: a position that reads must write back to text that reads to the same
// position, and every legal move of it must read back from its notation.
#include <string>

#include "framework/errors.h"
#include "fuzz_input.h"
#include "games/draughts/notation.h"
#include "games/draughts/position.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace lt::draughts;
    const std::string_view text = lt::fuzz::asText(data, size);
    try {
        parseSquareLetters(text, 'b', "pos");
    } catch (const lt::InputError&) {
    }
    Position position;
    try {
        position = parseFen(text);
    } catch (const lt::InputError&) {
        return 0;
    }
    if (!(parseFen(toFen(position)) == position)) lt::fuzz::fail("a written FEN reads differently");
    if (!(parseSquareLetters(toSquareLetters(position, 'z'), 'z', "pos") == position))
        lt::fuzz::fail("written square letters read differently");
    for (const Move& move : legalMoves(position))
        if (!(parseMove(position, moveToText(position, move)) == move))
            lt::fuzz::fail("a legal move does not read back from its notation");
    return 0;
}

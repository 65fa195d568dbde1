// Chess FEN positions (the `fen` option, PGN FEN tags, UCI "position fen"): a FEN that reads
// must write back to a FEN that reads (in the same variant) to the same position, and every
// legal move of it must read back from its SAN and UCI texts.
#include <string>

#include "framework/errors.h"
#include "fuzz_input.h"
#include "games/chess/movegen.h"
#include "games/chess/notation.h"
#include "games/chess/position.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace lt::chess;
    Position position;
    try {
        position = Position::fromFen(lt::fuzz::asText(data, size));
    } catch (const lt::InputError&) {
        return 0;
    }
    // Read back as the app reads it, knowing the variant: a Chess960 position's X-FEN names its
    // outermost rooks K and Q, which standard chess reads only with the king on e1/e8.
    const std::string fen = position.fen();
    if (Position::fromFen(fen, position.isChess960()).fen() != fen)
        lt::fuzz::fail("a written FEN reads differently");
    for (const Move move : legalMoves(position)) {
        if (!(parseSan(position, toSan(position, move)) == move))
            lt::fuzz::fail("a legal move does not read back from its SAN");
        // In the UCI_Chess960 form, as the app writes a Chess960 game's moves: the plain form's
        // castling "d1c1" is also the king's step to c1.
        if (!(parseUci(position, toUci(move, position.isChess960())) == move))
            lt::fuzz::fail("a legal move does not read back from its UCI text");
        position.makeMove(move);
        position.unmakeMove();
    }
    if (position.fen() != fen) lt::fuzz::fail("making and unmaking the moves changed the position");
    return 0;
}

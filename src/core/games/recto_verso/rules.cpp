#include "games/recto_verso/rules.h"

#include <algorithm>

#include "games/recto_verso/moves.h"

namespace lt::recto_verso {

bool isTempoSymbol(Symbol symbol) {
    return symbol == Symbol::Skip || symbol == Symbol::Reverse;
}

bool mayPlay(const std::vector<Face>& fronts, int index) {
    return !isTempoSymbol(fronts.at(index).symbol) ||
           std::all_of(fronts.begin(), fronts.end(),
                       [](Face face) { return isTempoSymbol(face.symbol); });
}

std::vector<Move> turnMoves(const Table& table, const std::vector<Face>& actorFronts) {
    std::vector<Move> moves;
    moves.reserve(64);
    if (table.phase != Phase::Playing) return moves;
    switch (table.step) {
        case Step::Play: {
            const bool restricted =
                table.restricted == table.turn &&
                !std::all_of(actorFronts.begin(), actorFronts.end(),
                             [](Face face) { return isTempoSymbol(face.symbol); });
            for (int i = 0; i < static_cast<int>(actorFronts.size()); ++i)
                if (!restricted || !isTempoSymbol(actorFronts[i].symbol))
                    moves.push_back(playMove(i));
            break;
        }
        case Step::FlipMiddle:
            for (int i = 0; i < table.middleCount; ++i)
                if (std::find(table.flipped.begin(), table.flipped.end(), i) == table.flipped.end())
                    moves.push_back(flipMiddleMove(i));
            break;
        case Step::FlipHand:
            for (PlayerId seat = 0; seat < table.numPlayers; ++seat)
                for (int i = 0; i < table.handCounts[seat]; ++i)
                    moves.push_back(flipHandMove(seat, i));
            break;
        case Step::Steal:
            for (PlayerId seat = 0; seat < table.numPlayers; ++seat) {
                if (seat == table.turn) continue;
                for (int i = 0; i < table.handCounts[seat]; ++i) {
                    moves.push_back(stealMove(seat, i, false));
                    moves.push_back(stealMove(seat, i, true));
                }
            }
            break;
        case Step::Take:
        case Step::VictimTake:
            for (int i = 0; i < table.middleCount; ++i) moves.push_back(takeMove(i));
            break;
    }
    return moves;
}

int roundPoints(const std::vector<Face>& fronts) {
    if (fronts.empty()) return 0;
    const bool allMagnifiers = std::all_of(
        fronts.begin(), fronts.end(), [](Face face) { return face.symbol == Symbol::Magnifier; });
    const Animal animal = fronts.front().animal;
    const bool oneAnimal = std::all_of(fronts.begin(), fronts.end(),
                                       [animal](Face face) { return face.animal == animal; });
    if (!allMagnifiers && !oneAnimal) return 0;
    for (int a = 0; a < kAnimals; ++a) {
        const auto holds = [&](Symbol symbol) {
            return std::find(fronts.begin(), fronts.end(), Face{static_cast<Animal>(a), symbol}) !=
                   fronts.end();
        };
        if (holds(Symbol::HalfStarLeft) && holds(Symbol::HalfStarRight)) return 2;
    }
    return 1;
}

}  // namespace lt::recto_verso

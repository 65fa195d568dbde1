// The Recto Verso rules that need no hidden card: the legal moves of a step, and what a hand
// scores at the end of its owner's turn. Shared by the State, the View and the agents.
#pragma once

#include <algorithm>
#include <vector>

#include "framework/types.h"
#include "games/recto_verso/cards.h"
#include "games/recto_verso/moves.h"
#include "games/recto_verso/table.h"

namespace lt::recto_verso {

// The moves of the player to act (Table::actor()); `actorFronts` are his fronts, which decide
// what a restricted player may play.
std::vector<Move> turnMoves(const Table& table, const std::vector<Face>& actorFronts);

// Whether `move` is one of turnMoves(table, actorFronts), without listing them; the fronts are
// asked for only when they matter (a restricted player's play).
template <typename Fronts>
bool isTurnMove(const Table& table, Move move, Fronts actorFronts);

// 2 players (RV3, A3): after an opponent's Skip, a card showing Skip or Reverse may not be
// played, unless every card in the hand shows one.
bool isTempoSymbol(Symbol symbol);

// Points for a hand at the end of its owner's turn (RV4, RV5, A4, A5): 0 unless every front
// shows one animal or every front a magnifying glass; then 1, and 1 more for the two half
// stars of one animal.
int roundPoints(const std::vector<Face>& fronts);

// Whether a restricted player may play the card `index` of his hand.
bool mayPlay(const std::vector<Face>& fronts, int index);

template <typename Fronts>
bool isTurnMove(const Table& table, Move move, Fronts actorFronts) {
    if (table.phase != Phase::Playing) return false;
    const int index = indexOfMove(move);
    const PlayerId seat = seatOfMove(move);
    const bool inMiddle = index < table.middleCount;
    switch (kindOf(move)) {
        case MoveKind::Play:
            if (table.step != Step::Play || move != playMove(index) ||
                index >= table.handCounts[table.turn])
                return false;
            return table.restricted != table.turn || mayPlay(actorFronts(), index);
        case MoveKind::FlipMiddle:
            return table.step == Step::FlipMiddle && move == flipMiddleMove(index) && inMiddle &&
                   std::find(table.flipped.begin(), table.flipped.end(), index) ==
                       table.flipped.end();
        case MoveKind::FlipHand:
            return table.step == Step::FlipHand && move == flipHandMove(seat, index) &&
                   seat < table.numPlayers && index < table.handCounts[seat];
        case MoveKind::Steal:
            return table.step == Step::Steal && move == stealMove(seat, index, sideOfMove(move)) &&
                   seat < table.numPlayers && seat != table.turn && index < table.handCounts[seat];
        case MoveKind::Take:
            return (table.step == Step::Take || table.step == Step::VictimTake) &&
                   move == takeMove(index) && inMiddle;
        case MoveKind::Deal:
            break;
    }
    return false;
}

}  // namespace lt::recto_verso

// A card played to the trick on a trick-taking game's table (Barbu, Oh Hell, Whistiti): the
// voids it shows are noted, the card leaves its hand for the trick and, when every seat has
// played, the trick is taken and its winner leads the next one.
#pragma once

#include <optional>

#include "framework/types.h"
#include "games/cards_common/hand.h"
#include "games/cards_common/trick.h"
#include "games/cards_common/void_facts.h"

namespace lt::cards {

// Gives every per-seat list of a trick-taking game's `Table` (tricksTaken, handCounts, totals,
// voids) one entry a seat, as a state built from a partial table needs: zeros for the seats
// missing, and fresh void facts when they were kept for another number of seats.
template <class Table>
void fitTrickTable(Table& table, int players) {
    table.tricksTaken.resize(players, 0);
    table.handCounts.resize(players, 0);
    table.totals.resize(players, 0);
    if (table.voids.seats() != players) table.voids = VoidFacts(players);
}

// Plays `card` from `hand`, the hand of the seat to move (`table.turn`), under `rules`, at a
// table of `players` seats. `Table` holds turn, trick, voids, handCounts, tricksTaken,
// finishedTricks and lastTrick. Returns the winner when the card completes the trick (who is
// then to lead); nullopt when the next seat is to play.
template <class Table>
std::optional<PlayerId> playToTrick(Table& table, Hand& hand, Card card, const TrickRules& rules,
                                    int players) {
    const PlayerId player = table.turn;
    const PlayedCard play{player, card};
    table.voids.record(table.trick, play, rules);
    table.trick.plays.push_back(play);
    hand.remove(card);
    --table.handCounts[player];
    if (table.trick.size() < players) {
        table.turn = (player + 1) % players;
        return std::nullopt;
    }
    const PlayerId winner = currentWinner(table.trick, rules.trump).seat;
    ++table.tricksTaken[winner];
    table.finishedTricks.push_back(table.trick);
    table.lastTrick = table.trick;
    table.trick = Trick{winner, {}};
    table.turn = winner;
    return winner;
}

}  // namespace lt::cards

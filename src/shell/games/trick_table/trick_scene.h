// What a trick-taking table shows, as the game's state says (games/trick_table/scene_of_state.h
// builds it from a state): the hands, the trick, whose turn it is.
#pragma once

#include <optional>
#include <vector>

#include "framework/types.h"
#include "games/cards_common/trick.h"

namespace lt::shell::trick_table {

using cards::Card;

struct TrickScene {
    int numPlayers = 4;
    std::vector<std::vector<Card>> hands;  // every hand, sorted; drawn only for the bottom seat
    std::vector<int> handCounts;
    int stockCount = 0;  // cards still to deal: the deck in the middle while dealing
    cards::Trick trick;
    std::optional<cards::Trick> lastTrick;
    bool trickJustTaken = false;  // a trick is complete and the next not yet led
    std::optional<cards::Suit> trump;
    PlayerId toMove = -1;        // a seat, or below 0 for chance and the end
    bool playingCards = false;   // the deal is in its play of tricks
    std::vector<Card> playable;  // the cards the seat to move may play
};

}  // namespace lt::shell::trick_table

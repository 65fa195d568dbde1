// The 64-bit encoding of every Crazy Eights move: turn moves (play, draw, pass), chance
// outcomes (a card, the first dealer) and out-of-turn claims ("card!", catch).
//
//   bits 0-3   kind
//   bits 4-6   number of cards played (1-4)                 play
//   bits 8-31  up to four 6-bit card codes, in play order   play; bits 8-13 for a chance card
//   bits 8-11  seat                                         dealer, catch
//   bits 32-34 named suit + 1 (0 = none)                    play of eights
#pragma once

#include <optional>
#include <vector>

#include "framework/types.h"
#include "games/cards_common/card.h"

namespace lt::crazy_eights {

using cards::Card;
using cards::Suit;

enum class MoveKind {
    Play = 1,
    Draw = 2,
    Pass = 3,
    ChanceCard = 4,  // the card dealt, turned, drawn or given
    ChanceDealer = 5,
    CallCard = 6,  // claim: "card!"
    Catch = 7,     // claim: "catch <seat>"
};

struct Play {
    std::vector<Card> cards;  // in the order placed; the last one is the new current card
    std::optional<Suit> namedSuit;
    bool operator==(const Play&) const = default;
};

MoveKind kindOf(Move move);

Move encodePlay(const Play& play);
Play decodePlay(Move move);
Move drawMove();
Move passMove();
Move chanceCardMove(Card card);
Card chanceCard(Move move);
Move chanceDealerMove(PlayerId seat);
Move callCardMove();
Move catchMove(PlayerId target);
// The seat of a dealer outcome or a catch.
PlayerId seatOf(Move move);

}  // namespace lt::crazy_eights

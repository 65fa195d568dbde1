// The hands of a card table as a screen reader says them to the seat looking: its own cards
// by name, every other hand by its number of cards only, never its cards.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "framework/types.h"
#include "games/cards_common/card.h"

namespace lt::shell {

// "Your hand: 2 of clubs, queen of hearts. Cards in the other hands: Bruno: 5, Carla: 4."
// `viewer` is a seat (its `ownHand` said), or not one (a hand-over screen, a spectator): then
// only "Cards in hand: Anna: 5, Bruno: 4." `names` and `counts` go by seat.
QString spokenHands(PlayerId viewer, const std::vector<cards::Card>& ownHand,
                    const QStringList& names, const std::vector<int>& counts);

}  // namespace lt::shell

// The Sequence for Kids animals and cards by name in the interface's language, as the move
// sentences and the spoken position say them.
#pragma once

#include <QString>

#include "games/sequence_kids/board.h"
#include "games/sequence_kids/cards.h"

namespace lt::shell::sequence_kids {

// "fox": the animal's name without an article.
QString animalLabel(lt::sequence_kids::Animal animal);
// "fox", "dragon", "unicorn".
QString cardLabel(lt::sequence_kids::Card card);

}  // namespace lt::shell::sequence_kids

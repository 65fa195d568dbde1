// The list of games. Owned by whoever needs it (app, CLI, tests): no global instance.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "framework/game.h"

namespace lt {

class GameRegistry {
  public:
    void add(std::unique_ptr<Game> game);
    // nullptr when no game has this id.
    const Game* find(std::string_view id) const;
    std::vector<const Game*> all() const;

  private:
    std::vector<std::unique_ptr<Game>> games_;
};

}  // namespace lt

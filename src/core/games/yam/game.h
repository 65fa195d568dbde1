// Yam: the game's description, options and computer players.
#pragma once

#include <memory>

#include "framework/game.h"
#include "games/yam/column.h"

namespace lt::yam {

namespace solver {
class ValueTables;
}

class YamGame final : public Game {
  public:
    YamGame();
    ~YamGame() override;

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

    // The columns the "columns" option puts on the sheet; throws InputError on a bad value.
    std::vector<ColumnKind> columnsFor(const Options& options) const;

  private:
    GameInfo info_;
    // Optimal single-column tables, computed on a worker thread the first time a computer
    // player needs them, then shared by every agent of this game.
    std::shared_ptr<solver::ValueTables> tables_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::yam

// The Snakes and Ladders board: the illustrated 10x10 grid (assets/snakes_ladders/board.svg)
// with the race board's die, Roll button and turn story; pawns climb the drawn ladders and
// slide down the drawn snakes along their bodies.
#pragma once

#include "games/race_common/race_board_view.h"
#include "games/snakes_ladders/state.h"

namespace lt::shell::snakes {

class SnakesBoardView final : public race::RaceBoardView {
    Q_OBJECT
  public:
    explicit SnakesBoardView(QWidget* parent = nullptr);
    QString describeMove(const State& before, Move move, const State& after) const override;

  protected:
    race::RaceSnapshot snapshot(const State& state) const override;
    std::vector<race::RaceMotion> motions(const State& before, Move move,
                                          const State& after) const override;
    std::vector<int> facesOf(Move move) const override { return {static_cast<int>(move)}; }
};

}  // namespace lt::shell::snakes

// The Game of the Goose board: the illustrated spiral of 63 squares (assets/goose/board.svg)
// with the race board's dice, Roll button and turn story.
#pragma once

#include "games/goose/state.h"
#include "games/race_common/race_board_view.h"

namespace lt::shell::goose {

class GooseBoardView final : public race::RaceBoardView {
    Q_OBJECT
  public:
    explicit GooseBoardView(QWidget* parent = nullptr);
    QString describeMove(const State& before, Move move, const State& after) const override;

  protected:
    race::RaceSnapshot snapshot(const State& state) const override;
    std::vector<race::RaceMotion> motions(const State& before, Move move,
                                          const State& after) const override;
    std::vector<int> facesOf(Move move) const override;

  private:
    QString legSentence(const lt::goose::Leg& leg, int total, const QString& who) const;
    QString endSentence(const lt::goose::GooseState& after) const;
    QString sentAway(const lt::goose::Displacement& displaced) const;
};

}  // namespace lt::shell::goose

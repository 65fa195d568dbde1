// The Whistiti table, on the shared trick table (games/trick_table): the hand, the trick, the
// plates with each player's tricks this deal and points, the dealer's plate naming the trump
// card, and on the right the trump card for the whole deal and everyone's tricks and points
// on the way to 20, with the Last trick and Score sheet buttons; with partners (digest A5) the
// panel and the sheet put partners together and count their side's points. Keys: Left/Right
// choose a card, Enter plays it.
#pragma once

#include <memory>

#include "games/trick_table/trick_table_board.h"
#include "games/whistiti/state.h"

namespace lt::shell::whistiti {

using cards::Card;
using lt::whistiti::WhistitiState;
using trick_table::TableGeometry;

class WhistitiBoard : public trick_table::TrickTableBoard {
    Q_OBJECT
  public:
    explicit WhistitiBoard(QWidget* parent = nullptr);

    void showState(const State& state, PlayerId viewer) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

  protected:
    trick_table::TrickScene scene() const override;
    std::optional<trick_table::TrickScene> sceneFor(const State& state) const override;
    bool hasState() const override { return state_ != nullptr; }
    Move cardMove(Card card) const override;
    std::optional<Card> cardOfMove(Move move) const override;
    QString refusalText(Card card) const override;
    QString promptText() const override;
    QString plateDetail(PlayerId seat) const override;
    QString takenCaption(PlayerId winner, bool lastTrickShown) const override;
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintPanel(QPainter& painter, const TableGeometry& t) const override;
    void paintScoreSheet(QPainter& painter, const TableGeometry& t) const override;

  private:
    std::unique_ptr<WhistitiState> state_;
};

}  // namespace lt::shell::whistiti

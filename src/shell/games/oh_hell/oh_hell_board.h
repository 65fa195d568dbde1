// The Oh Hell table, on the shared trick table (games/trick_table): the hand, the trick, the
// plates with everyone's bid and tricks, and on the right the trump card, the deal, everyone's
// bid, tricks and total, and the Last trick and Score sheet buttons. Bids are made on a pad of
// numbers in which the dealer's forbidden bid is disabled and labelled. Keys: Left/Right
// choose a card or a bid, Enter plays or bids, a digit bids.
#pragma once

#include <memory>

#include "games/oh_hell/state.h"
#include "games/trick_table/trick_table_board.h"

class QPushButton;

namespace lt::shell::oh_hell {

using cards::Card;
using lt::oh_hell::OhHellState;
using trick_table::TableGeometry;

class OhHellBoard : public trick_table::TrickTableBoard {
    Q_OBJECT
  public:
    explicit OhHellBoard(QWidget* parent = nullptr);

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    // "1 card", "7 cards": a plural message, its English forms in the English translation.
    static QString cardCount(int count);
    // The height of a row of the panel's table: the header, `players` rows and the line of
    // the bids' sum below them fit in `t.panelTable`.
    static qreal panelRowHeight(const TableGeometry& t, int players);

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
    void paintOverlay(QPainter& painter, const TableGeometry& t) const override;
    void refreshControls() override;
    void placeControls() override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    bool biddingNow() const;
    void tryBid(int bid);

    std::unique_ptr<OhHellState> state_;
    QWidget* bidPad_;
    std::vector<QPushButton*> bidButtons_;
};

}  // namespace lt::shell::oh_hell

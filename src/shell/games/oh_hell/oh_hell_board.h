// The Oh Hell table: the viewer's hand fanned face up along the bottom (the cards he may play
// raised, the others dimmed; a click or Enter on a dimmed card says why it may not be played),
// the trick in the middle with each card by its player, the other players round the top with
// their bids and tricks, and on the right the trump card, the deal, everyone's bid, tricks and
// total, and the Last trick and Score sheet buttons. Bids are made on a pad of numbers in
// which the dealer's forbidden bid is disabled and labelled. Keys: Left/Right choose a card
// or a bid, Enter plays or bids, a digit bids.
#pragma once

#include <QTimer>
#include <memory>
#include <optional>

#include "base/board_view.h"
#include "games/oh_hell/state.h"
#include "games/oh_hell/table_geometry.h"
#include "widgets/card_deck.h"

class QPushButton;

namespace lt::shell::oh_hell {

using cards::Card;
using lt::oh_hell::OhHellState;

class OhHellBoard : public BoardView {
    Q_OBJECT
  public:
    explicit OhHellBoard(QWidget* parent = nullptr);

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    QSize sizeHint() const override { return {900, 560}; }
    QSize minimumSizeHint() const override { return {560, 380}; }

    // The geometry the board draws with now (tests click through it).
    TableGeometry geometry() const;
    // The bottom seat's hand as shown, left to right (empty when it is face down).
    std::vector<Card> shownHand() const;
    // The refusal or prompt shown above the hand.
    QString message() const { return message_; }
    bool showingScoreSheet() const { return scoreSheetShown_; }
    bool showingLastTrick() const { return lastTrickShown_; }

    // "1 card", "7 cards"; "1 trick", "7 tricks".
    static QString cardCount(int count);
    static QString trickCount(int count);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    PlayerId bottomSeat() const;
    bool bottomFaceUp() const;
    bool biddingNow() const;
    bool playingNow() const;
    int cardIndexAt(QPointF point) const;
    void tryCard(int index);
    void tryBid(int bid);
    void moveCursor(int step);
    void refreshControls();
    void placeControls();
    QString refusalText(Card card) const;
    QString promptText() const;

    void paintPanel(QPainter& painter, const TableGeometry& t) const;
    void paintPlates(QPainter& painter, const TableGeometry& t) const;
    void paintTrick(QPainter& painter, const TableGeometry& t) const;
    void paintHand(QPainter& painter, const TableGeometry& t) const;
    void paintScoreSheet(QPainter& painter, const TableGeometry& t) const;
    void paintForbiddenBid(QPainter& painter) const;

    CardDeckRenderer deck_;
    std::unique_ptr<OhHellState> state_;
    PlayerId viewer_ = perspective::nobody;
    PlayerId lastBottom_ = 0;
    std::optional<PlayerId> inputSeat_;
    int cursor_ = 0;  // the card (or bid) Left/Right point at
    std::optional<Move> hint_;
    QString message_;
    bool refusal_ = false;  // the message says why a card was refused
    bool scoreSheetShown_ = false;
    bool lastTrickShown_ = false;

    QWidget* bidPad_;
    std::vector<QPushButton*> bidButtons_;
    QPushButton* lastTrickButton_;
    QPushButton* scoreSheetButton_;
};

}  // namespace lt::shell::oh_hell

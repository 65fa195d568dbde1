// The Crazy Eights table: the viewer's hand fanned face up along the bottom (click cards of one
// rank in the order to play them, then Play; or double-click a card), the other players' hands
// face down around the table in playing order, the stock and the discard pile in the middle
// with the suit in force and the direction of play, a four-suit chooser after an eight, and
// each human's "Card!" key.
#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <QVariantAnimation>
#include <map>
#include <memory>
#include <optional>

#include "base/board_view.h"
#include "games/crazy_eights/state.h"
#include "games/crazy_eights/table_layout.h"
#include "widgets/card_deck.h"

class QPushButton;
class QShortcut;
class QLabel;

namespace lt::shell::crazy_eights {

using cards::Card;
using lt::crazy_eights::CrazyEightsState;
using lt::crazy_eights::Play;

class CrazyEightsBoard : public BoardView {
    Q_OBJECT
  public:
    explicit CrazyEightsBoard(QWidget* parent = nullptr);
    ~CrazyEightsBoard() override;

    void setSeats(const std::vector<SeatLook>& seats) override;
    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    QSize sizeHint() const override { return {1100, 720}; }
    // Fits a 1024 × 600 screen beside the side panel.
    QSize minimumSizeHint() const override { return {560, 380}; }

    // The key each human presses to call "Card!" or to catch, by human order: C, M, B,
    // keypad Enter, Q.
    static QKeySequence cardKey(int humanIndex);

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    // A card on its way from one place to another during an animation.
    struct Flight {
        Card card;
        bool faceUp = false;
        QRectF from, to;
        qreal start = 0;  // fraction of the animation when it leaves
    };
    // What the painter leaves out while cards are in flight (they are drawn moving instead).
    struct Hidden {
        int discardTop = 0;            // top cards of the discard pile
        PlayerId handSeat = -1;        // a hand that has not received its card yet
        std::optional<Card> handCard;  // ... that card (the viewer's own hand)
    };

    const CrazyEightsState* shown() const { return state_.get(); }
    PlayerId bottomSeat() const;
    bool faceUpFor(PlayerId seat) const;
    TableLayout layout() const;
    void relayoutButtons();
    void refreshButtons();
    std::vector<QRectF> bottomHandRects(const TableLayout& t) const;
    int cardIndexAt(QPointF point) const;
    void toggleSelection(int index);
    std::vector<Play> matchingPlays() const;  // legal plays with exactly the selected cards
    bool isPlayable(Card card) const;         // part of some legal play
    void playSelection();
    void chooseSuit(cards::Suit suit);
    void emitMove(Move move);
    void onCardKey(PlayerId seat);
    void flushQueuedClaims();
    void showBubble(PlayerId seat, const QString& text);
    QRectF seatSourceRect(const TableLayout& t, const CrazyEightsState& state, PlayerId seat,
                          std::optional<Card> card) const;

    void paintCentre(QPainter& painter, const TableLayout& t) const;
    void paintHands(QPainter& painter, const TableLayout& t) const;
    // The card the arrow keys are on (hand_keys.cpp): a ring around it.
    void paintKeyCard(QPainter& painter, const TableLayout& t) const;
    void paintPlates(QPainter& painter, const TableLayout& t) const;
    void paintFlights(QPainter& painter) const;
    void paintResults(QPainter& painter, const TableLayout& t) const;

    CardDeckRenderer deck_;
    std::unique_ptr<CrazyEightsState> state_;
    PlayerId viewer_ = perspective::nobody;
    PlayerId lastBottom_ = 0;
    std::optional<PlayerId> inputSeat_;
    std::vector<Move> legal_;
    int keyCard_ = -1;            // the hand card the arrow keys are on, -1 before the first arrow
    std::vector<int> selection_;  // indices into the viewer's hand, in the order clicked
    std::optional<cards::Suit> hintedSuit_;  // a hinted eight names this suit
    bool choosingSuit_ = false;

    QPushButton* playButton_;
    QPushButton* drawButton_;
    QPushButton* passButton_;
    QWidget* suitChooser_;
    std::vector<QPushButton*> suitButtons_;  // clubs, diamonds, hearts, spades
    QLabel* deckProblem_;
    std::vector<QShortcut*> cardShortcuts_;
    std::vector<PlayerId> queuedClaims_;

    QVariantAnimation animation_;
    std::vector<Flight> flights_;
    Hidden hidden_;
    std::map<PlayerId, QString> bubbles_;
    QTimer bubbleTimer_;
    bool resultsVisible_ = false;
    QTimer resultsTimer_;
};

}  // namespace lt::shell::crazy_eights

// The Il pezzente table: the viewer's hand fanned along the bottom (face down while the table
// waits for a hand-over), the cards he has selected raised; the play to beat in the middle
// with who made it and this trick's passes; the other three players on plates round the top
// with their title, cards left or place; the deal and the match points in a corner. A human
// selects one or more cards of a rank (a click, or Left/Right and Space), then Play (Enter) or
// Pass (P); a selection the rules refuse is kept and the reason shown ("must be 2 cards",
// "must be higher than 9"). In the exchange a panel over the table (ExchangeDialog) offers
// the cards he may give.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "base/board_view.h"
#include "games/president/state.h"
#include "widgets/card_deck.h"

class QPushButton;

namespace lt::shell::president {

using cards::Card;
using lt::president::PresidentState;
using lt::president::RefusalReason;
using lt::president::Title;

class ExchangeDialog;

class PresidentBoard : public BoardView {
    Q_OBJECT
  public:
    explicit PresidentBoard(QWidget* parent = nullptr);
    ~PresidentBoard() override;

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    QSize sizeHint() const override { return {900, 560}; }
    QSize minimumSizeHint() const override { return {560, 380}; }

    // "President", "Vice-President", "Vice-Beggar", "Beggar".
    static QString titleName(Title title);
    // Why a selection is refused, in words.
    static QString refusalText(const RefusalReason& reason);

    // For tests: the bottom hand as shown (empty when face down), where each card is drawn,
    // which are selected, the message above the hand, the exchange panel.
    std::vector<Card> shownHand() const;
    std::vector<QRectF> handCardRects() const;
    std::vector<Card> selection() const;
    QString message() const { return message_; }
    ExchangeDialog* exchangeDialog() const { return exchange_; }
    QPushButton* playButton() const { return playButton_; }
    QPushButton* passButton() const { return passButton_; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    // The bottom seat's cards in the order of the game, 3s on the left, jokers on the right.
    std::vector<Card> displayHand() const;
    PlayerId bottomSeat() const;
    bool bottomFaceUp() const;
    bool playingNow() const;
    bool exchangingNow() const;
    void toggle(int index);
    void tryPlay();
    void tryPass();
    void giveChoice(int index);
    void setMessage(const QString& text, bool refusal);
    void refreshControls();
    void placeControls();
    QString promptText() const;
    // Painting (table_painting.cpp).
    void paintPlates(QPainter& painter) const;
    void paintPile(QPainter& painter) const;
    void paintScores(QPainter& painter) const;
    void paintHand(QPainter& painter) const;
    QRectF plateRect(int place) const;
    QSizeF cardSize() const;
    QRectF handArea() const;
    QString plateDetail(PlayerId seat) const;

    std::unique_ptr<PresidentState> state_;
    PlayerId viewer_ = perspective::nobody;
    PlayerId lastBottom_ = 0;
    std::optional<PlayerId> inputSeat_;
    std::vector<bool> selected_;  // by index in the bottom hand
    int cursor_ = 0;
    QString message_;
    bool refusal_ = false;
    std::vector<std::vector<Card>> giveChoices_;
    CardDeckRenderer deck_;
    QPushButton* playButton_;
    QPushButton* passButton_;
    ExchangeDialog* exchange_;
};

}  // namespace lt::shell::president

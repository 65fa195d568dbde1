// The Urla! board: every player's place with his country (the top card of his pile) face up,
// the number of cards he holds and his buzzer key; the deck and the dealer. Nothing is
// highlighted when a race starts: players must see the shared symbol themselves.
// A human presses his buzzer key (1, 4, 7, 0; with one human also Space) at any moment of a
// look; four names appear at his place and he has 3 s to choose one with A S D F or a click
// (with typed answers: a text field with suggestions, 8 s, Enter).
// Choosing is saying the name; no choice in time is a wrong name (digest §5.1). Every answer
// carries the time its key or click really happened (InputClock), counted from the deal, as
// the computers' answers do: the core judges answers within 30 ms of each other together.
#pragma once

#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QTimer>
#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "base/board_view.h"
#include "games/flags/answer_matcher.h"
#include "games/flags/flag_texts.h"
#include "games/flags/input_clock.h"
#include "games/flags_trovami/move_show.h"
#include "games/flags_urla/state.h"

namespace lt::shell {
class FlagDiceView;
}

namespace lt::shell::flags_urla {

class UrlaBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit UrlaBoardView(QWidget* parent = nullptr);
    ~UrlaBoardView() override;

    void setSeats(const std::vector<SeatLook>& seats) override;
    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    // For tests.
    std::optional<PlayerId> buzzing() const { return buzzer_; }
    // Where player `seat`'s place and the names offered to the buzzing player are drawn.
    QRectF placeRect(PlayerId seat) const;
    QRectF optionRect(int index) const;
    QString promptText() const { return prompt_->text(); }
    // The text field of typed names (shown while a human buzzes, with typed answers).
    QLineEdit* answerField() const { return typed_; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    bool lookOpen() const;
    void refresh();
    void buzz(PlayerId human);
    void answer(int index, qint64 when);
    // An answer's stamp: ms from the deal to `when` (InputClock time).
    int stampAt(qint64 when) const;
    void closeBuzz();
    void submitTyped();
    const lt::flags::AnswerMatcher& matcher();
    QRectF tableArea() const;
    QRectF deckRect() const;
    void paintPlace(QPainter& painter, PlayerId seat);
    void paintOptions(QPainter& painter);
    const QPixmap& flag(const QString& code, const QSize& size);
    QString countryName(int card) const;

    lt::shell::flags::FlagTexts texts_;
    std::unique_ptr<lt::flags_urla::UrlaState> state_;
    std::vector<PlayerId> humans_;
    QLabel* prompt_;
    QLabel* help_;
    QLineEdit* typed_;
    std::unique_ptr<lt::flags::AnswerMatcher> matcher_;
    FlagDiceView* dice_;
    std::optional<PlayerId> buzzer_;
    std::array<int, 4> options_{};
    QTimer buzzTimer_;
    QTimer lookClock_;  // the dealer's pause when the dealer is human
    std::optional<PlayerId> clockHolder_;
    std::unique_ptr<flags_trovami::MoveShow> show_;  // a move being shown keeps input shut
    PlayerId freshPlace_ = -1;                       // the place whose card just landed
    QHash<QString, QPixmap> flags_;
    lt::shell::flags::InputClock clock_;
    qint64 dealtAt_ = 0;     // when the card of this look was dealt, on clock_
    int anchoredDeal_ = -1;  // the deal dealtAt_ belongs to (its dealt count)
};

}  // namespace lt::shell::flags_urla

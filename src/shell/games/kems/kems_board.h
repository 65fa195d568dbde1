// The Kem's table. Four avatars sit round it, the viewer at the bottom and his partner at the
// top; each shows a gesture for everyone to see when its player makes one, and a "done" light.
// The market lies in the middle, the viewer's hand below it; the other hands are backs, or
// the cards everyone saw go into them. A human plays by keys or by mouse, all in real time:
// a market card (A S D F, or a click) then a hand card (Z X C V, or a click) swaps them; 1-8
// make the gestures; Space calls "Kem's!" (held half a second: "Double Kem's!"); G, then a
// gesture, calls "Counter-Kem's!"; B says he is done. Buttons do the calls too. Every claim
// carries the time its key or click happened (InputClock), counted from the moment the market
// was laid, so the match judges it as it was played. When a human's team chooses its signal,
// a panel offers the eight gestures (1-8, or a click).
// Two human partners against two computers share the keyboard (partner_keys.h): the left one
// sits at the bottom, the right one at the top, each with his half of the keys; their hands
// are drawn face down, each shown only while its owner holds his Shift, and so is their
// signal, whoever the controller says is looking (the cards were never anyone else's to see);
// the mouse and the buttons act for the left one.
#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <array>
#include <memory>
#include <optional>

#include "base/board_view.h"
#include "base/hands_kept_apart.h"
#include "games/flags/input_clock.h"
#include "games/kems/partner_keys.h"
#include "games/kems/state.h"
#include "games/kems/table_layout.h"
#include "widgets/card_deck.h"

namespace lt::shell::kems {

using lt::kems::KemsState;

class KemsBoard final : public BoardView, public HandsKeptApart {
    Q_OBJECT
  public:
    explicit KemsBoard(QWidget* parent = nullptr);
    ~KemsBoard() override;

    void showState(const State& state, PlayerId viewer) override;
    // The only turn move is a team's signal: the gesture panel.
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    QSize sizeHint() const override { return {900, 560}; }
    QSize minimumSizeHint() const override { return {600, 380}; }  // fits 1024 × 600

    KemsLayout layout() const;
    // The seat at place `place` (0 bottom, 1 left, 2 top, 3 right).
    PlayerId seatAt(int place) const;
    void setSeats(const std::vector<SeatLook>& seats) override;
    // The human whose keys and clicks the board takes: the viewer, when a human; with two
    // partners on one keyboard, the left one (the mouse's).
    std::optional<PlayerId> player() const;
    // Whether two human partners share the keyboard against two computers (digest mode B).
    bool sharedKeyboard() const { return sharedKeyboard_; }
    // With a shared keyboard, each hand is drawn only while its owner holds his Shift.
    bool keepsHandsApart() const override { return sharedKeyboard_; }
    // With a shared keyboard, the seat playing on each half of it.
    PlayerId seatOf(Side side) const;
    // Whether `seat`'s hand is drawn face up now: watching computers, the viewer's own hand;
    // with a shared keyboard, only while its owner holds his Shift.
    bool handShown(PlayerId seat) const;
    // What the gesture panel is for, if it is up.
    enum class Panel { None, Signal, Counter };
    Panel panel() const { return panel_; }
    // The market slot picked for a swap by player() (or `seat`), if any.
    std::optional<int> pickedMarketSlot() const;
    std::optional<int> pickedMarketSlot(PlayerId seat) const { return picked_[seat]; }
    // The gesture seat `seat` shows now (-1: none).
    int shownGesture(PlayerId seat) const;
    // The stamp a claim by `seat` made at `when` (on the board's clock) carries.
    int stampAt(qint64 when, PlayerId seat) const;

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

  private:
    void claim(PlayerId seat, Move move);
    void pressButton(PlayerId seat, Button button, qint64 when);
    void chooseGesture(int gesture, qint64 when);
    void swapWith(PlayerId seat, int handSlot, qint64 when);
    void pickMarket(PlayerId seat, int slot);
    bool partnerKeyPressed(const QKeyEvent& event, qint64 when);
    bool partnerKeyReleased(const QKeyEvent& event, qint64 when);
    void releaseKems(PlayerId seat, qint64 up);
    bool exchangeOpen() const;
    QColor seatColour(PlayerId seat) const;
    QString teamName(int team) const;
    void showBanner(const QString& text);

    void paintSeat(QPainter& painter, const KemsLayout& t, int place) const;
    void paintMiddle(QPainter& painter, const KemsLayout& t) const;
    void paintControls(QPainter& painter, const KemsLayout& t) const;
    void paintPanel(QPainter& painter, const KemsLayout& t) const;
    void paintPartnerControls(QPainter& painter, const KemsLayout& t) const;

    std::unique_ptr<KemsState> state_;
    PlayerId viewer_ = perspective::nobody;
    CardDeckRenderer deck_;
    lt::shell::flags::InputClock clock_;
    qint64 marketAt_ = 0;              // when this market was laid, on clock_
    std::pair<int, int> market_{};     // (deal, market) marketAt_ belongs to
    std::optional<PlayerId> chooser_;  // a human choosing his team's signal
    Panel panel_ = Panel::None;
    PlayerId counterSeat_ = -1;  // who opened the Counter-Kem's panel
    std::array<std::optional<int>, lt::kems::kSeats> picked_{};
    // When each seat's Kem's key (Space, or Enter for the right partner) went down.
    std::array<std::optional<qint64>, lt::kems::kSeats> kemsDown_{};
    bool sharedKeyboard_ = false;
    std::array<bool, 2> peeking_{false, false};  // Left, Right Shift held
    struct Shown {
        int gesture = -1;
        qint64 since = 0;
    };
    std::array<Shown, 4> gestures_{};
    std::optional<int> flashSlot_;  // the market slot just swapped
    qint64 flashSince_ = 0;
    QString banner_;
    qint64 bannerSince_ = 0;
    QTimer tick_;
};

}  // namespace lt::shell::kems

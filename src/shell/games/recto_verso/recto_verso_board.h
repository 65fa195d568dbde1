// The Recto Verso table, as the viewer really sees it: his own cards' fronts in big cards along
// the bottom, the other players' cards from behind along the top, the middle cards face up.
// Behind the hand-over screen no side of any hand shows. The cards to touch now glow: a hand
// card to play, middle cards to turn over or take, any hand's card for Flip 1, another player's
// card to steal (then the two ways to hold it). Click, or arrows and Enter (digits pick
// hand cards; Esc goes back from the stolen card's choice).
#pragma once

#include <QVariantAnimation>
#include <memory>
#include <optional>
#include <vector>

#include "base/board_view.h"
#include "games/recto_verso/state.h"
#include "games/recto_verso/table_layout.h"

namespace lt::shell::recto_verso {

using lt::recto_verso::Face;
using lt::recto_verso::RectoVersoState;

// Something the human may touch now, and the move it makes.
struct Target {
    Move move;
    QRectF rect;
};

class RectoVersoBoard final : public BoardView {
    Q_OBJECT
  public:
    explicit RectoVersoBoard(QWidget* parent = nullptr);
    ~RectoVersoBoard() override;

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    // The seat whose hand lies along the bottom, and the others' in the top panels' order.
    PlayerId bottomSeat() const;
    std::vector<PlayerId> panelSeats() const;
    TableLayout layout() const;
    // The side of card `index` of `owner`'s hand this screen shows (nullopt: none, the
    // hand-over screen).
    std::optional<Face> shownFace(PlayerId owner, int index) const;
    // What the human may touch now (empty when no human is to move).
    std::vector<Target> targets() const;
    // The line above the hand that says what to do now.
    QString hintText() const;
    bool choosingHowToHold() const { return stealPick_.has_value(); }
    // A side in words: "fox (skip)".
    static QString faceText(lt::recto_verso::Face face);

    QSize sizeHint() const override { return {760, 560}; }
    QSize minimumSizeHint() const override { return {440, 360}; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    TableLayout layoutOf(const RectoVersoState& state) const;
    QRectF slotRect(const TableLayout& t, PlayerId owner, int index) const;
    std::optional<Face> faceIn(const RectoVersoState& state, PlayerId owner, int index) const;
    void choose(const Target& target);
    void emitMove(Move move);
    QColor seatColour(PlayerId seat) const;

    void paintPlayers(QPainter& painter, const TableLayout& t) const;
    enum class NameAndStars { Beside, Stacked };
    void paintNameAndStars(QPainter& painter, const QRectF& rect, PlayerId seat,
                           NameAndStars arrangement) const;
    void paintCard(QPainter& painter, const QRectF& rect, PlayerId owner, int index) const;
    void paintMiddle(QPainter& painter, const TableLayout& t) const;
    void paintTargets(QPainter& painter, const std::vector<Target>& targets) const;
    void paintHint(QPainter& painter, const TableLayout& t) const;
    void paintStealChoice(QPainter& painter, const TableLayout& t) const;
    void paintFlight(QPainter& painter) const;
    void paintBanner(QPainter& painter, const TableLayout& t) const;

    std::unique_ptr<RectoVersoState> state_;
    PlayerId viewer_ = perspective::nobody;
    PlayerId lastBottom_ = 0;
    std::optional<PlayerId> inputSeat_;
    std::vector<Move> legal_;
    std::optional<std::pair<PlayerId, int>> stealPick_;  // the card to steal, before its way
    int focus_ = 0;                                      // the target the arrows are on
    std::optional<Move> hint_;

    // A card flying from its place to another (turning over on the way when the side shown
    // changes), or turning over where it lies.
    struct Flight {
        QRectF from, to;
        std::optional<Face> before, after;
        PlayerId owner = -1;  // where it lands (kNobody: the middle), hidden meanwhile
        int index = 0;
    };
    QVariantAnimation animation_;
    std::optional<Flight> flight_;
    double progress_ = 1;
};

}  // namespace lt::shell::recto_verso

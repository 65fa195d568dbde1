// The board of a trick-taking game (Oh Hell, Barbu, Whistiti): the viewer's hand fanned face
// up along the bottom (face down while the table waits for a hand-over), the cards he may play
// raised and the others dimmed, a click or Enter on a dimmed card saying why it may not be
// played; the trick in the middle with each card by its player, the trick just taken kept
// there until the next lead; the other players on plates round the top; Last trick and Score
// sheet buttons. Keys: Left/Right choose a card, Enter plays it. Moves are animated
// (trick_animation.h): cards dealt fly from the deck, cards played to the trick, a trick taken
// to its winner after a pause; then the middle stays empty (Last trick shows it). At pace 0
// nothing moves and the trick taken stays in the middle until the next lead. The game
// supplies what is on the table (TrickScene), what a card's move is, why a card is refused,
// the plates' detail line, its panel on the right and its score sheet.
#pragma once

#include <QVariantAnimation>
#include <memory>
#include <optional>
#include <vector>

#include "base/board_view.h"
#include "games/cards_common/trick.h"
#include "games/trick_table/table_geometry.h"
#include "games/trick_table/trick_animation.h"
#include "games/trick_table/trick_scene.h"
#include "widgets/card_deck.h"

class QPushButton;

namespace lt::shell::trick_table {

class TrickTableBoard : public BoardView {
    Q_OBJECT
  public:
    explicit TrickTableBoard(QWidget* parent = nullptr);

    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void showHint(Move move) override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;

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
    bool animating() const { return animation_.state() == QAbstractAnimation::Running; }
    // The cards flying now, with where each is.
    std::vector<std::pair<CardFlight, QRectF>> cardsInTheAir() const;
    // The trick drawn in the middle now, if any.
    std::optional<cards::Trick> trickOnView() const;

  protected:
    // The game's part: the scene of the state shown, and of any state of the game (nullopt for
    // another game's).
    virtual TrickScene scene() const = 0;
    virtual std::optional<TrickScene> sceneFor(const State& state) const = 0;
    virtual bool hasState() const = 0;
    virtual Move cardMove(Card card) const = 0;
    virtual std::optional<Card> cardOfMove(Move move) const = 0;
    virtual QString refusalText(Card card) const = 0;
    virtual QString promptText() const = 0;
    // The second line of a seat's plate (bids and tricks, points, cards in hand).
    virtual QString plateDetail(PlayerId seat) const = 0;
    // "Trick to Anna", "Last trick, taken by Anna".
    virtual QString takenCaption(PlayerId winner, bool lastTrickShown) const = 0;
    virtual void paintPanel(QPainter& painter, const TableGeometry& t) const = 0;
    virtual void paintScoreSheet(QPainter& painter, const TableGeometry& t) const = 0;
    // The table in words for `viewer` (each game's spokenPosition starts with it): the
    // viewer's own hand when a seat looks, how many cards every other hand holds, trump, the
    // trick by player and the suit to follow, or the trick just taken.
    QString spokenTable(const TrickScene& scene, PlayerId viewer) const;
    // "Tricks won: Anna: 2, Bruno: 0.": `title` holds %1, the list of seats and values.
    QString spokenBySeat(const QString& title, const std::vector<int>& values) const;
    // Called by showState() implementations once the new state is stored; `ended` opens the
    // score sheet.
    void stateShown(PlayerId viewer, bool ended);
    // showState() for a game whose board keeps its state in `kept`: a copy of `state` when it
    // is a `GameState` (any other is ignored), then stateShown(), the score sheet opening when
    // this state ends the game.
    template <class GameState>
    void keepState(std::unique_ptr<GameState>& kept, const State& state, PlayerId viewer) {
        const auto* shown = dynamic_cast<const GameState*>(&state);
        if (!shown) return;
        const bool ended = shown->isTerminal() && !(kept && kept->isTerminal());
        kept = std::make_unique<GameState>(*shown);
        stateShown(viewer, ended);
    }
    // Shows and places the game's own controls too; call the base version.
    virtual void refreshControls();
    virtual void placeControls();
    // Whether a human is to play a card now.
    bool playingNow() const;
    void setMessage(const QString& text, bool refusal);
    PlayerId bottomSeat() const;
    bool bottomFaceUp() const;
    PlayerId viewer() const { return viewer_; }
    const std::optional<PlayerId>& inputSeat() const { return inputSeat_; }
    const std::optional<Move>& hint() const { return hint_; }
    // The card (or choice) Left/Right point at.
    int cursor() const { return cursor_; }
    void setCursor(int cursor) { cursor_ = cursor; }
    const CardDeckRenderer& deck() const { return deck_; }
    void tryCard(int index);

    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    // Extra layers over the table and under the score sheet (the forbidden bid's label).
    virtual void paintOverlay(QPainter& painter, const TableGeometry& t) const;

    QPushButton* lastTrickButton_;
    QPushButton* scoreSheetButton_;

  private:
    int cardIndexAt(QPointF point) const;
    void moveCardCursor(int step);
    void paintPlates(QPainter& painter, const TableGeometry& t, const TrickScene& s) const;
    void paintTrick(QPainter& painter, const TableGeometry& t, const TrickScene& s) const;
    void paintDeck(QPainter& painter, const TableGeometry& t, const TrickScene& s) const;
    void paintFlights(QPainter& painter) const;
    // The trick drawn in the middle of `s` now, and whether it is one taken.
    const cards::Trick* trickShown(const TrickScene& s, bool& taken) const;
    int animationMs() const;
    // Ends a running animation at once (another state is shown), telling the controller.
    void finishAnimation();
    void paintHand(QPainter& painter, const TableGeometry& t, const TrickScene& s) const;

    CardDeckRenderer deck_;
    PlayerId viewer_ = perspective::nobody;
    PlayerId lastBottom_ = 0;
    int players_ = 4;
    std::optional<PlayerId> inputSeat_;
    int cursor_ = 0;
    std::optional<Move> hint_;
    QString message_;
    bool refusal_ = false;  // the message says why a card was refused
    bool scoreSheetShown_ = false;
    bool lastTrickShown_ = false;
    QVariantAnimation animation_;
    TrickAnimation plan_;
    // The trick the last animation took to its winner: no longer drawn in the middle.
    std::optional<cards::Trick> collected_;
};

}  // namespace lt::shell::trick_table

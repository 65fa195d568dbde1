// What the flag box's two hand-card tables (Questo e quello, Un due tre) share: the players
// along the top with their card counts, the hand along the foot, and playing the hand by
// keyboard (pick a card, aim at a place it may go, play it).
#pragma once

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <functional>
#include <vector>

#include "games/flags/cards.h"
#include "games/flags_questo_quello/card_painter.h"

class QPainter;

namespace lt::shell::flags_questo_quello {

struct SeatChip {
    QString name;
    QColor colour;
    int cards = 0;
    bool active = false;  // his turn: framed in gold
};

// One chip per player across `area`: colour, name, a face-down card and how many he holds.
void paintSeatChips(QPainter& painter, CardPainter& cards, const QRectF& area,
                    const std::vector<SeatChip>& seats);

// Where card `index` of a hand of `count` cards lies along the foot `area`, `gap` apart;
// the picked card is lifted.
QRectF handCardRect(const QRectF& area, int count, int index, qreal gap, qreal margin, bool lifted);

struct HandCard {
    const lt::flags::Card* card = nullptr;
    QRectF rect;
    bool dimmed = false;  // cannot be played now
    bool picked = false;
};

// The hand under the title "<name>'s cards": every card, those that cannot be played dimmed,
// the picked one framed.
void paintHand(QPainter& painter, CardPainter& cards, const QRectF& area, const QString& title,
               const std::vector<HandCard>& hand);

// In place of the hand while no hand may be shown: `text` ("The hands are hidden") centred.
void paintHiddenHand(QPainter& painter, const QRectF& area, const QString& text);

enum class HandKey { Ignored, Changed, Confirm };

// Playing a hand by keyboard: 1-9 pick that card, Left / Right the previous / next one, Up /
// Down aim at the previous / next of the places the picked card may go (`targetsOf`, in
// screen order; the first is aimed at when a card is picked), Enter or Space plays it, Esc
// drops the pick.
HandKey pressHandKey(int key, const std::vector<int>& hand,
                     const std::function<std::vector<int>(int card)>& targetsOf, int& picked,
                     int& aimed);

// Where a card may go now (grid cells, discard slots), in screen order.
using HandTargets = std::function<std::vector<int>(int card)>;

// The hand a human plays from on either table, by mouse or keyboard: the cards shown, the one
// picked, the place the keyboard aims it at and the place a hint points to (-1 for none).
// Shared so that both tables pick, aim and drop alike.
struct HandPick {
    std::vector<int> hand;
    int picked = -1;
    int aimed = -1;
    int hint = -1;

    // Shows `cards`; a pick no longer among them is dropped.
    void show(std::vector<int> cards);
    // A click at `at`: on a card of the hand (card `index` lies at `rectOf(index)`) picks it, or
    // drops it when it was picked, and aims at its first place; false when no card is there.
    bool click(const QPointF& at, const std::function<QRectF(int index)>& rectOf,
               const HandTargets& targetsOf);
    // pressHandKey() on this hand; a key that does something clears the hint.
    HandKey press(int key, const HandTargets& targetsOf);
    // Input over: nothing picked, aimed at or hinted.
    void clear();
    // The hand to paint: card `index` at `rectOf(index)`, dimmed when `dimmed(card)`.
    std::vector<HandCard> toPaint(const std::function<const lt::flags::Card&(int card)>& cardOf,
                                  const std::function<QRectF(int index)>& rectOf,
                                  const std::function<bool(int card)>& dimmed) const;
};

}  // namespace lt::shell::flags_questo_quello

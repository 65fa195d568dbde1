// What the flag box's two hand-card tables (Questo e quello, Un due tre) share: the players
// along the top with their card counts, the hand along the foot, and playing the hand by
// keyboard (pick a card, aim at a place it may go, play it).
#pragma once

#include <QColor>
#include <QRectF>
#include <QString>
#include <functional>
#include <vector>

#include "games/flags/cards.h"
#include "qq_card_painter.h"

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

enum class HandKey { Ignored, Changed, Confirm };

// Playing a hand by keyboard: 1-9 pick that card, Left / Right the previous / next one, Up /
// Down aim at the previous / next of the places the picked card may go (`targetsOf`, in
// screen order; the first is aimed at when a card is picked), Enter or Space plays it, Esc
// drops the pick.
HandKey pressHandKey(int key, const std::vector<int>& hand,
                     const std::function<std::vector<int>(int card)>& targetsOf, int& picked,
                     int& aimed);

}  // namespace lt::shell::flags_questo_quello

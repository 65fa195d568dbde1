// Draws a Flaggy card as this board shows it: the flag on a white card and, along its foot,
// what the card's back says (its symbols and its continent, as the dice show them), since
// those are what a player matches in "Questo e quello". Pictures are cached per size.
#pragma once

#include <QHash>
#include <QPixmap>
#include <QRectF>

#include "games/flags/cards.h"

class QPainter;

namespace lt::shell::flags_questo_quello {

class CardPainter {
  public:
    // The card in `rect`; `faceDown` draws the back of the box's cards instead.
    void paint(QPainter& painter, const QRectF& rect, const lt::flags::Card& card,
               bool showBack = true);
    void paintFaceDown(QPainter& painter, const QRectF& rect);

  private:
    const QPixmap& flag(const QString& code, const QSize& size);
    const QPixmap& icon(bool red, int face, int side);

    QHash<QString, QPixmap> cache_;
};

}  // namespace lt::shell::flags_questo_quello

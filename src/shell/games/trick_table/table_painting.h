// Drawing helpers of the trick-taking tables: cards with a shadow, rounded plates and boxes,
// suit symbols in their colour, pixel-sized fonts.
#pragma once

#include <QColor>
#include <QPainter>
#include <QString>
#include <QStringList>

#include "games/cards_common/card.h"
#include "widgets/card_deck.h"

namespace lt::shell::trick_table {

inline const QColor kGold(255, 214, 90);
inline const QColor kPanelColour(10, 26, 16, 200);

QString suitText(cards::Suit suit);
// Red suits in a light red, black ones in near white: for the dark cloth and panels.
QColor suitColour(cards::Suit suit);
void setPixelSize(QPainter& painter, qreal size, bool bold = false);
// Draws `text` on one line in `rect`, left-aligned: smaller, down to 8 px, when it is too long
// ("козырь 8♥ · Взяток: 0 · Очков: 0", "trump 9♠ · 0 tricks · 0 points"), cut only beyond that.
void drawFitted(QPainter& painter, const QRectF& rect, const QString& text);
// Draws `headers` centred over columns of `width` from `left`: a long word ("Summe", "Заказ")
// makes them all smaller rather than run into its neighbour.
void drawColumnHeaders(QPainter& painter, qreal left, qreal top, qreal width, qreal height,
                       const QStringList& headers);
// The width of each of the number columns under `headers` in the painter's font: `usual`, wider
// up to `widest` so that a long header ("Previste", "Gemacht") keeps a readable size.
qreal headerColumnWidth(const QPainter& painter, const QStringList& headers, qreal usual,
                        qreal widest);
// A rounded rectangle; a transparent border draws none.
void roundedPanel(QPainter& painter, const QRectF& rect, const QColor& fill, const QColor& border);
void drawCard(QPainter& painter, const CardDeckRenderer& deck, const QRectF& rect, cards::Card card,
              bool faceUp);

}  // namespace lt::shell::trick_table

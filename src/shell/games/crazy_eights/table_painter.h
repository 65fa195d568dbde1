// The Crazy Eights table's drawing, apart from the cards themselves: the cloth, the players'
// name plates, the current-suit badge, the direction arrows and the score panel.
#pragma once

#include <QColor>
#include <QPainter>
#include <QString>
#include <vector>

#include "games/cards_common/card.h"

namespace lt::shell::crazy_eights {

// Green baize with a soft light in the middle and a darker rim, the table's `edge` (a line
// inside `rect`, TableLayout::edge) drawn round it.
void paintCloth(QPainter& painter, const QRectF& rect, const QRectF& edge);

struct PlateLook {
    QString name;
    QColor colour;
    QString detail;   // "7 cards"
    QString keyHint;  // "Card! key: C" for a human, empty for a computer
    bool toMove = false;
    bool dealer = false;
    bool oneCardWarning = false;  // down to one card and has not called
    QString bubble;               // a short shout shown above the plate ("Card!"), or empty
};
void paintPlate(QPainter& painter, const QRectF& rect, const PlateLook& look);

// The suit in force; `named` when an eight chose it (drawn brighter, with a label).
void paintSuitBadge(QPainter& painter, QPointF centre, qreal radius, cards::Suit suit, bool named,
                    const QString& label);

// Two arrows running round `ring`, clockwise (+1) or anticlockwise (-1) on screen.
void paintDirection(QPainter& painter, const QRectF& ring, int direction);

// A rounded translucent panel with a title and rows of (text, right-aligned number) columns.
struct ScoreRow {
    QString name;
    QColor colour;
    QString left;    // the cards left, as text
    QString points;  // this deal
    QString total;
    bool highlight = false;
};
void paintScorePanel(QPainter& painter, const QRectF& area, const QString& title,
                     const QStringList& headers, const std::vector<ScoreRow>& rows);

// A small label with a dark translucent background, centred on `centre`.
void paintTag(QPainter& painter, QPointF centre, const QString& text, qreal pixelSize);

}  // namespace lt::shell::crazy_eights

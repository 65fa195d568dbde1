#include "games/sequence_kids/pieces.h"

#include <algorithm>

#include "games/sequence_kids/animal_art.h"

namespace lt::shell::sequence_kids {

using lt::sequence_kids::Card;

void paintCardFace(QPainter& painter, const QRectF& rect, Card card, bool dead) {
    const double r = rect.width() * 0.1;
    painter.setPen(QPen(kInk, std::max(1.0, rect.width() * 0.02)));
    painter.setBrush(Qt::white);
    painter.drawRoundedRect(rect, r, r);
    const QRectF inner = rect.adjusted(rect.width() * 0.07, rect.width() * 0.07,
                                       -rect.width() * 0.07, -rect.width() * 0.07);
    painter.setPen(Qt::NoPen);
    painter.setBrush(cardBackground(card));
    painter.drawRoundedRect(inner, r * 0.7, r * 0.7);
    paintCardPicture(painter, card, inner.adjusted(2, 2, -2, -2));
    if (!dead) return;
    painter.setBrush(QColor(120, 120, 120, 150));
    painter.drawRoundedRect(rect, r, r);
    painter.setPen(QPen(QColor(70, 70, 70), rect.width() * 0.1, Qt::SolidLine, Qt::RoundCap));
    const QRectF x = rect.adjusted(rect.width() * 0.2, rect.height() * 0.25, -rect.width() * 0.2,
                                   -rect.height() * 0.25);
    painter.drawLine(x.topLeft(), x.bottomRight());
    painter.drawLine(x.topRight(), x.bottomLeft());
}

void paintCardBack(QPainter& painter, const QRectF& rect) {
    const double r = rect.width() * 0.1;
    painter.setPen(QPen(kInk, std::max(1.0, rect.width() * 0.02)));
    painter.setBrush(QColor(110, 70, 170));
    painter.drawRoundedRect(rect, r, r);
    painter.setPen(QPen(QColor(255, 255, 255, 120), std::max(1.0, rect.width() * 0.04)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(rect.adjusted(rect.width() * 0.12, rect.width() * 0.12,
                                          -rect.width() * 0.12, -rect.width() * 0.12),
                            r * 0.6, r * 0.6);
    paintFreeStar(painter, rect.adjusted(rect.width() * 0.2, rect.height() * 0.2,
                                         -rect.width() * 0.2, -rect.height() * 0.2));
}

void paintChip(QPainter& painter, const QRectF& cell, const QColor& colour) {
    const QPointF centre = cell.center();
    const double radius = cell.width() * 0.4;
    QRadialGradient shade(centre - QPointF(radius * 0.3, radius * 0.3), radius * 1.3);
    shade.setColorAt(0, colour.lighter(150));
    shade.setColorAt(0.5, colour);
    shade.setColorAt(1, colour.darker(150));
    painter.setPen(QPen(kInk, std::max(1.0, cell.width() * 0.03)));
    painter.setBrush(shade);
    painter.drawEllipse(centre, radius, radius);
    painter.setPen(QPen(QColor(255, 255, 255, 170), std::max(1.0, cell.width() * 0.04)));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(centre, radius * 0.62, radius * 0.62);
}

}  // namespace lt::shell::sequence_kids

#include "games/trick_table/table_painting.h"

#include <QFontMetricsF>
#include <algorithm>

#include "widgets/fitted_text.h"

namespace lt::shell::trick_table {

QString suitText(cards::Suit suit) {
    return QString::fromUtf8(cards::suitSymbol(suit).data());
}

QColor suitColour(cards::Suit suit) {
    return cards::isRed(suit) ? QColor(255, 110, 100) : QColor(235, 235, 235);
}

void setPixelSize(QPainter& painter, qreal size, bool bold) {
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(size)));
    font.setBold(bold);
    painter.setFont(font);
}

void drawFitted(QPainter& painter, const QRectF& rect, const QString& text) {
    drawFittedLine(painter, rect, Qt::AlignLeft | Qt::AlignVCenter, text,
                   painter.font().pixelSize(), 8);
}

void drawColumnHeaders(QPainter& painter, qreal left, qreal top, qreal width, qreal height,
                       const QStringList& headers) {
    const QFont before = painter.font();
    qreal widest = 0;
    for (const QString& header : headers)
        widest = std::max(widest, QFontMetricsF(before).horizontalAdvance(header));
    if (widest > width - 4) {
        QFont smaller = before;
        smaller.setPixelSize(
            std::max(7, static_cast<int>(before.pixelSize() * (width - 4) / widest)));
        painter.setFont(smaller);
    }
    // Still too wide at the smallest size: elided rather than cut at both ends.
    const QFontMetricsF metrics(painter.font());
    for (int c = 0; c < headers.size(); ++c)
        painter.drawText(QRectF(left + c * width, top, width, height), Qt::AlignCenter,
                         metrics.elidedText(headers[c], Qt::ElideRight, width - 2));
    painter.setFont(before);
}

qreal headerColumnWidth(const QPainter& painter, const QStringList& headers, qreal usual,
                        qreal widest) {
    const QFontMetricsF metrics(painter.font());
    qreal needed = 0;
    for (const QString& header : headers)
        needed = std::max(needed, metrics.horizontalAdvance(header) + 6);
    return std::max(usual, std::min(needed, widest));
}

void roundedPanel(QPainter& painter, const QRectF& rect, const QColor& fill, const QColor& border) {
    painter.setPen(QPen(border, border.alpha() ? 2 : 0));
    if (!border.alpha()) painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    painter.drawRoundedRect(rect, 8, 8);
}

void drawCard(QPainter& painter, const CardDeckRenderer& deck, const QRectF& rect, cards::Card card,
              bool faceUp) {
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(rect.translated(2, 3), rect.width() * 0.07, rect.width() * 0.07);
    deck.paint(painter, rect, card, faceUp);
}

}  // namespace lt::shell::trick_table

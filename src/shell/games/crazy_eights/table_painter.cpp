#include "games/crazy_eights/table_painter.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainterPath>
#include <QRadialGradient>
#include <cmath>
#include <numbers>

#include "widgets/fitted_text.h"

namespace lt::shell::crazy_eights {
namespace {

QString suitGlyph(cards::Suit suit) {
    static const char16_t glyphs[] = {u'♣', u'♦', u'♥', u'♠'};
    return QString(QChar(glyphs[static_cast<int>(suit)]));
}

QColor suitColour(cards::Suit suit) {
    return suit == cards::Suit::Diamonds || suit == cards::Suit::Hearts ? QColor(210, 30, 40)
                                                                        : QColor(25, 25, 25);
}

void arrowHead(QPainter& painter, QPointF tip, qreal angle, qreal size) {
    QPainterPath head;
    head.moveTo(tip);
    head.lineTo(tip + QPointF(std::cos(angle + 2.6) * size, std::sin(angle + 2.6) * size));
    head.lineTo(tip + QPointF(std::cos(angle - 2.6) * size, std::sin(angle - 2.6) * size));
    head.closeSubpath();
    painter.drawPath(head);
}

}  // namespace

void paintCloth(QPainter& painter, const QRectF& rect, const QRectF& edge) {
    QRadialGradient light(rect.center(), std::max(rect.width(), rect.height()) * 0.7);
    light.setColorAt(0, QColor(46, 132, 72));
    light.setColorAt(0.55, QColor(30, 104, 56));
    light.setColorAt(1, QColor(14, 62, 33));
    painter.fillRect(rect, light);
    // A faint woven texture: fine diagonal hatching.
    painter.save();
    painter.setPen(QPen(QColor(255, 255, 255, 7), 1));
    for (qreal x = rect.left() - rect.height(); x < rect.right(); x += 5)
        painter.drawLine(QPointF(x, rect.top()), QPointF(x + rect.height(), rect.bottom()));
    painter.setPen(QPen(QColor(0, 0, 0, 10), 1));
    for (qreal x = rect.left(); x < rect.right() + rect.height(); x += 5)
        painter.drawLine(QPointF(x, rect.top()), QPointF(x - rect.height(), rect.bottom()));
    // The table's edge.
    const qreal inset = edge.left() - rect.left();
    painter.setPen(QPen(QColor(200, 170, 90, 70), std::max(1.5, inset * 0.35)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(edge, inset * 3, inset * 3);
    painter.restore();
}

void paintPlate(QPainter& painter, const QRectF& rect, const PlateLook& look) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal radius = rect.height() * 0.22;
    if (look.toMove) {  // a warm glow around whoever is to play
        for (int i = 3; i >= 1; --i) {
            painter.setPen(QPen(QColor(255, 214, 90, 50 * (4 - i)), i * 2.5));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(rect.adjusted(-i, -i, i, i), radius + i, radius + i);
        }
    }
    QLinearGradient fill(rect.topLeft(), rect.bottomLeft());
    fill.setColorAt(0, QColor(18, 30, 22, 215));
    fill.setColorAt(1, QColor(8, 16, 12, 230));
    painter.setPen(QPen(look.toMove ? QColor(255, 214, 90) : QColor(255, 255, 255, 60), 1.5));
    painter.setBrush(fill);
    painter.drawRoundedRect(rect, radius, radius);
    // The seat colour as a stripe on the left.
    const QRectF stripe(rect.left() + 6, rect.top() + 6, rect.height() * 0.16, rect.height() - 12);
    painter.setPen(Qt::NoPen);
    painter.setBrush(look.colour);
    painter.drawRoundedRect(stripe, stripe.width() / 2, stripe.width() / 2);

    const qreal textLeft = stripe.right() + 8;
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(10, static_cast<int>(rect.height() * 0.32)));
    painter.setFont(font);
    painter.setPen(Qt::white);
    const QRectF nameRect(textLeft, rect.top() + 3, rect.right() - textLeft - 6,
                          rect.height() * 0.5);
    drawFittedLine(painter, nameRect, Qt::AlignLeft | Qt::AlignVCenter, look.name,
                   font.pixelSize());
    font.setBold(false);
    font.setPixelSize(std::max(9, static_cast<int>(rect.height() * 0.24)));
    painter.setFont(font);
    painter.setPen(look.oneCardWarning ? QColor(255, 120, 110) : QColor(220, 230, 220));
    QString second = look.detail;
    if (!look.keyHint.isEmpty()) second += QStringLiteral("  ·  ") + look.keyHint;
    // Smaller rather than cut ("8 Karten · Letzte Karte!" on a 1024 × 600 screen).
    drawFittedLine(painter,
                   QRectF(textLeft, rect.center().y(), nameRect.width(), rect.height() * 0.45),
                   Qt::AlignLeft | Qt::AlignVCenter, second, font.pixelSize());

    if (look.dealer) {  // the dealer's chip
        const qreal r = rect.height() * 0.2;
        const QPointF c(rect.right() - r * 0.4, rect.top() + r * 0.4);
        painter.setPen(QPen(QColor(60, 60, 60), 1));
        painter.setBrush(QColor(245, 240, 225));
        painter.drawEllipse(c, r, r);
        font.setBold(true);
        font.setPixelSize(std::max(8, static_cast<int>(r * 1.2)));
        painter.setFont(font);
        painter.setPen(QColor(40, 40, 40));
        painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                         QStringLiteral("D"));
    }
    if (!look.bubble.isEmpty()) {  // a speech bubble above the plate
        font.setBold(true);
        font.setPixelSize(std::max(12, static_cast<int>(rect.height() * 0.38)));
        painter.setFont(font);
        const QFontMetricsF metrics(font);
        const qreal bw = metrics.horizontalAdvance(look.bubble) + 24;
        const qreal bh = metrics.height() + 10;
        const QRectF bubble(rect.center().x() - bw / 2, rect.top() - bh - 12, bw, bh);
        QPainterPath path;
        path.addRoundedRect(bubble, bh / 2, bh / 2);
        QPainterPath tail;
        tail.moveTo(bubble.center().x() - 7, bubble.bottom() - 1);
        tail.lineTo(bubble.center().x(), bubble.bottom() + 10);
        tail.lineTo(bubble.center().x() + 7, bubble.bottom() - 1);
        path = path.united(tail);
        painter.setPen(QPen(QColor(120, 20, 20), 2));
        painter.setBrush(QColor(255, 248, 220));
        painter.drawPath(path);
        painter.setPen(QColor(170, 20, 20));
        painter.drawText(bubble, Qt::AlignCenter, look.bubble);
    }
    painter.restore();
}

void paintSuitBadge(QPainter& painter, QPointF centre, qreal radius, cards::Suit suit, bool named,
                    const QString& label) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (named) {
        QRadialGradient halo(centre, radius * 1.7);
        halo.setColorAt(0.55, QColor(255, 230, 120, 150));
        halo.setColorAt(1, QColor(255, 230, 120, 0));
        painter.setPen(Qt::NoPen);
        painter.setBrush(halo);
        painter.drawEllipse(centre, radius * 1.7, radius * 1.7);
    }
    QRadialGradient disc(centre - QPointF(radius * 0.3, radius * 0.3), radius * 1.3);
    disc.setColorAt(0, Qt::white);
    disc.setColorAt(1, QColor(222, 222, 210));
    painter.setPen(QPen(named ? QColor(200, 150, 20) : QColor(80, 80, 80), radius * 0.08));
    painter.setBrush(disc);
    painter.drawEllipse(centre, radius, radius);
    QFont font = painter.font();
    font.setPixelSize(std::max(10, static_cast<int>(radius * 1.35)));
    painter.setFont(font);
    painter.setPen(suitColour(suit));
    painter.drawText(
        QRectF(centre.x() - radius, centre.y() - radius * 1.08, 2 * radius, 2 * radius),
        Qt::AlignCenter, suitGlyph(suit));
    if (!label.isEmpty())
        paintTag(painter, centre + QPointF(0, radius * 1.45), label, radius * 0.42);
    painter.restore();
}

void paintDirection(QPainter& painter, const QRectF& ring, int direction) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour(255, 255, 255, 70);
    const qreal width = std::max(2.0, ring.height() * 0.018);
    painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    painter.setBrush(Qt::NoBrush);
    // Two arcs, one above and one below, each with its head in the direction of play.
    // Qt's angles run anticlockwise on screen; clockwise play is a negative sweep.
    const qreal sweep = 100;
    for (qreal start : {140.0, 320.0}) {
        painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
        painter.setBrush(Qt::NoBrush);
        painter.drawArc(ring, static_cast<int>(start * 16), static_cast<int>(-sweep * 16));
        // The head: at the clockwise end for clockwise play, else at the other end.
        const double t = (direction > 0 ? start - sweep : start) * std::numbers::pi / 180;
        const QPointF tip(ring.center().x() + ring.width() / 2 * std::cos(t),
                          ring.center().y() - ring.height() / 2 * std::sin(t));
        // The ellipse's tangent at t points anticlockwise on screen; flip it for clockwise.
        QPointF tangent(-ring.width() / 2 * std::sin(t), -ring.height() / 2 * std::cos(t));
        if (direction > 0) tangent = -tangent;
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        arrowHead(painter, tip, std::atan2(tangent.y(), tangent.x()), width * 5);
    }
    painter.restore();
}

void paintScorePanel(QPainter& painter, const QRectF& area, const QString& title,
                     const QStringList& headers, const std::vector<ScoreRow>& rows) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font = painter.font();
    const qreal line = std::clamp(area.height() / (rows.size() + 3.2), 16.0, 34.0);
    font.setPixelSize(static_cast<int>(line * 0.55));
    const qreal panelH = line * (rows.size() + 2.6);
    const QRectF panel(area.center().x() - area.width() / 2, area.center().y() - panelH / 2,
                       area.width(), panelH);
    painter.setPen(QPen(QColor(255, 214, 90, 160), 1.5));
    painter.setBrush(QColor(10, 20, 14, 248));
    painter.drawRoundedRect(panel, 14, 14);

    QFont bold = font;
    bold.setBold(true);
    bold.setPixelSize(static_cast<int>(line * 0.7));
    painter.setFont(bold);
    painter.setPen(QColor(255, 224, 130));
    painter.drawText(QRectF(panel.left(), panel.top() + line * 0.2, panel.width(), line),
                     Qt::AlignCenter, title);
    // Columns: name | cards left | points | total.
    const qreal x0 = panel.left() + 16;
    const qreal usable = panel.width() - 32;
    const qreal cols[] = {x0, x0 + usable * 0.28, x0 + usable * 0.72, x0 + usable * 0.86};
    const qreal widths[] = {usable * 0.27, usable * 0.43, usable * 0.13, usable * 0.14};
    qreal y = panel.top() + line * 1.3;
    bold.setPixelSize(static_cast<int>(line * 0.5));
    painter.setFont(bold);
    painter.setPen(QColor(190, 210, 190));
    for (int c = 0; c < 4 && c < headers.size(); ++c)
        painter.drawText(QRectF(cols[c], y, widths[c], line),
                         (c >= 2 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, headers[c]);
    y += line;
    for (const ScoreRow& row : rows) {
        if (row.highlight) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(255, 214, 90, 40));
            painter.drawRoundedRect(QRectF(panel.left() + 8, y, panel.width() - 16, line), 6, 6);
        }
        painter.setPen(Qt::NoPen);
        painter.setBrush(row.colour);
        painter.drawEllipse(QPointF(cols[0] + line * 0.2, y + line / 2), line * 0.16, line * 0.16);
        painter.setFont(row.highlight ? bold : font);
        painter.setPen(Qt::white);
        const QFontMetricsF metrics(painter.font());
        painter.drawText(QRectF(cols[0] + line * 0.5, y, widths[0] - line * 0.5, line),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(row.name, Qt::ElideRight, widths[0] - line * 0.5));
        painter.setPen(QColor(220, 230, 220));
        painter.drawText(QRectF(cols[1], y, widths[1], line), Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(row.left, Qt::ElideRight, widths[1]));
        painter.setPen(Qt::white);
        painter.drawText(QRectF(cols[2], y, widths[2], line), Qt::AlignRight | Qt::AlignVCenter,
                         row.points);
        painter.drawText(QRectF(cols[3], y, widths[3], line), Qt::AlignRight | Qt::AlignVCenter,
                         row.total);
        y += line;
    }
    painter.restore();
}

void paintTag(QPainter& painter, QPointF centre, const QString& text, qreal pixelSize) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(9, static_cast<int>(pixelSize)));
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const qreal w = metrics.horizontalAdvance(text) + pixelSize * 1.2;
    const qreal h = metrics.height() + pixelSize * 0.3;
    const QRectF box(centre.x() - w / 2, centre.y() - h / 2, w, h);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 120));
    painter.drawRoundedRect(box, h / 2, h / 2);
    painter.setPen(QColor(240, 245, 240));
    painter.drawText(box, Qt::AlignCenter, text);
    painter.restore();
}

}  // namespace lt::shell::crazy_eights

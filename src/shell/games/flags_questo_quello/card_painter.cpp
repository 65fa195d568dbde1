#include "games/flags_questo_quello/card_painter.h"

#include <QPainter>
#include <QPainterPath>

#include "widgets/flag_dice_view.h"
#include "widgets/flag_view.h"

namespace lt::shell::flags_questo_quello {

const QPixmap& CardPainter::flag(const QString& code, const QSize& size) {
    const QString key =
        QStringLiteral("flag:%1:%2x%3")
            .arg(code, QString::number(size.width()), QString::number(size.height()));
    auto it = cache_.find(key);
    if (it == cache_.end()) it = cache_.insert(key, flagPixmap(code, size));
    return *it;
}

const QPixmap& CardPainter::icon(bool red, int face, int side) {
    const QString key =
        QStringLiteral("die:%1:%2:%3")
            .arg(QString::number(red), QString::number(face), QString::number(side));
    auto it = cache_.find(key);
    if (it == cache_.end())
        it = cache_.insert(
            key, flagDiePixmap({red ? FlagDieColour::Red : FlagDieColour::Blue, face}, side));
    return *it;
}

void CardPainter::paint(QPainter& painter, const QRectF& rect, const lt::flags::Card& card,
                        bool showBack) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal radius = rect.width() * 0.07;
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(rect.translated(2, 3), radius, radius);
    painter.setBrush(QColor(0xfb, 0xf8, 0xf0));
    QColor border = QColor(0x8c, 0x7a, 0x5b);
    if (card.border == lt::flags::Border::Red) border = QColor(0xc0, 0x39, 0x2b);
    if (card.border == lt::flags::Border::Gold) border = QColor(0xd4, 0xa0, 0x17);
    painter.setPen(QPen(border, std::max<qreal>(1.5, rect.width() * 0.025)));
    painter.drawRoundedRect(rect, radius, radius);

    const qreal pad = rect.width() * 0.07;
    const qreal stripH = showBack ? rect.height() * 0.26 : 0;
    const QRectF flagArea(rect.left() + pad, rect.top() + pad, rect.width() - 2 * pad,
                          rect.height() - 2 * pad - stripH);
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const QSize pixels = (flagArea.size() * ratio).toSize();
    if (pixels.width() > 4 && pixels.height() > 4) {
        QPixmap picture = flag(QString::fromStdString(card.code), pixels);
        if (!picture.isNull()) {
            const QSizeF shown = QSizeF(picture.size()) / ratio;
            QRectF target(QPointF(0, 0), shown);
            target.moveCenter(flagArea.center());
            painter.drawPixmap(target, picture, QRectF(picture.rect()));
        }
    }
    if (showBack) {
        // Symbols, then the continent: small die faces in a row along the foot.
        std::vector<std::pair<bool, int>> faces;
        for (int s = 0; s < lt::flags::kSymbolCount; ++s)
            if (card.has(static_cast<lt::flags::Symbol>(s))) faces.push_back({false, s});
        faces.push_back({true, static_cast<int>(card.continent)});
        const qreal gap = stripH * 0.12;
        const qreal side = std::min(stripH - gap, (rect.width() - 2 * pad) / faces.size() - gap);
        const qreal total = faces.size() * side + (faces.size() - 1) * gap;
        qreal x = rect.center().x() - total / 2;
        const qreal y = rect.bottom() - pad * 0.6 - stripH + (stripH - side) / 2;
        const int px = std::max(8, static_cast<int>(side * ratio));
        for (const auto& [red, face] : faces) {
            const QPixmap& die = icon(red, face, px);
            painter.drawPixmap(QRectF(x, y, side, side), die, QRectF(die.rect()));
            x += side + gap;
        }
    }
    painter.restore();
}

void CardPainter::paintFaceDown(QPainter& painter, const QRectF& rect) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal radius = rect.width() * 0.08;
    painter.setPen(QPen(QColor(0xf4, 0xe9, 0xd0), std::max<qreal>(1.0, rect.width() * 0.04)));
    painter.setBrush(QColor(0x1f, 0x4e, 0x8c));
    painter.drawRoundedRect(rect, radius, radius);
    painter.setPen(QPen(QColor(255, 255, 255, 90), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(rect.center(), rect.width() * 0.28, rect.width() * 0.28);
    painter.restore();
}

}  // namespace lt::shell::flags_questo_quello

#include "app/game_tile.h"

#include <QPainter>
#include <QPainterPath>

#include "app/palette.h"

namespace lt::shell {

GameTile::GameTile(const QString& gameId, const QString& name, const QString& detail,
                   const QString& imagePath, QWidget* parent)
    : QAbstractButton(parent), gameId_(gameId), detail_(detail), renderer_(imagePath) {
    setText(name);
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(name);
    setToolTip(name + QStringLiteral(" — ") + detail);
    renderer_.setAspectRatioMode(Qt::KeepAspectRatio);
}

QSize GameTile::sizeHint() const {
    return {196, 248};
}

QPixmap GameTile::picture(int side) {
    const qreal dpr = devicePixelRatioF();
    const QSize pixels(qRound(side * dpr), qRound(side * dpr));
    if (cache_.size() != pixels) {
        cache_ = QPixmap(pixels);
        cache_.fill(Qt::transparent);
        if (renderer_.isValid()) {
            QPainter p(&cache_);
            p.setClipRect(QRect(QPoint(0, 0), pixels));  // QtSvg may paint outside the viewBox
            renderer_.render(&p, QRectF(QPointF(0, 0), QSizeF(pixels)));
        }
        cache_.setDevicePixelRatio(dpr);
    }
    return cache_;
}

void GameTile::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF card = QRectF(rect()).adjusted(4, 4, -4, -4);
    QPainterPath path;
    path.addRoundedRect(card, 14, 14);
    p.fillPath(path.translated(0, 2), QColor(0, 0, 0, hovered_ ? 50 : 28));
    p.fillPath(path, hovered_ || isDown() ? palette::tileHover : palette::tile);
    if (hasFocus()) p.strokePath(path, QPen(palette::accent, 2.5));

    const int margin = 14;
    const int side = qMax(16, static_cast<int>(card.width()) - 2 * margin);
    const QRect imageRect(static_cast<int>(card.left()) + margin,
                          static_cast<int>(card.top()) + margin, side, side);
    if (renderer_.isValid()) {
        p.drawPixmap(imageRect.topLeft(), picture(side));
    } else {
        p.fillRect(imageRect, palette::accent.lighter(160));
    }

    QFont nameFont = font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.15);
    nameFont.setBold(true);
    p.setFont(nameFont);
    p.setPen(palette::text);
    const QRect nameRect(imageRect.left(), imageRect.bottom() + 8, side,
                         QFontMetrics(nameFont).height());
    p.drawText(nameRect, Qt::AlignHCenter | Qt::AlignTop,
               QFontMetrics(nameFont).elidedText(text(), Qt::ElideRight, side));
    p.setFont(font());
    p.setPen(palette::mutedText);
    p.drawText(QRect(imageRect.left(), nameRect.bottom() + 2, side, fontMetrics().height()),
               Qt::AlignHCenter | Qt::AlignTop, detail_);
}

void GameTile::enterEvent(QEnterEvent* event) {
    hovered_ = true;
    update();
    QAbstractButton::enterEvent(event);
}

void GameTile::leaveEvent(QEvent* event) {
    hovered_ = false;
    update();
    QAbstractButton::leaveEvent(event);
}

}  // namespace lt::shell

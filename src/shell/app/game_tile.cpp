#include "app/game_tile.h"

#include <QPainter>
#include <QPainterPath>
#include <QTextLayout>

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

namespace {

constexpr int kInset = 4;    // the card inside the button: room for its shadow
constexpr int kMargin = 14;  // around the picture and the texts inside the card
constexpr int kGap = 8;      // between the picture and the name

}  // namespace

QSize GameTile::sizeHint() const {
    // A square picture, two lines of name and one of players.
    const int width = 196;
    const int picture = width - 2 * kInset - 2 * kMargin;
    const int texts = 2 * QFontMetrics(nameFont()).lineSpacing() + 2 + fontMetrics().height();
    return {width, 2 * kInset + 2 * kMargin + picture + kGap + texts};
}

QFont GameTile::nameFont() const {
    QFont name = font();
    name.setPointSizeF(name.pointSizeF() * 1.15);
    name.setBold(true);
    return name;
}

int GameTile::pictureSide() const {
    return qMax(16, width() - 2 * kInset - 2 * kMargin);
}

QStringList GameTile::nameLines() const {
    const QFont font = nameFont();
    const int side = pictureSide();
    QTextLayout layout(text(), font);
    QTextOption option(Qt::AlignHCenter);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(side);
        if (lines.size() == 1) {  // the second line holds the rest of the name
            lines << QFontMetrics(font).elidedText(text().mid(line.textStart()).trimmed(),
                                                   Qt::ElideRight, side);
            break;
        }
        lines << text().mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
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
    const QRectF card = QRectF(rect()).adjusted(kInset, kInset, -kInset, -kInset);
    QPainterPath path;
    path.addRoundedRect(card, 14, 14);
    p.fillPath(path.translated(0, 2), QColor(0, 0, 0, hovered_ ? 50 : 28));
    p.fillPath(path, hovered_ || isDown() ? palette::tileHover : palette::tile);
    if (hasFocus()) p.strokePath(path, QPen(palette::accent, 2.5));

    const int side = pictureSide();
    const QRect imageRect(kInset + kMargin, kInset + kMargin, side, side);
    if (renderer_.isValid()) {
        p.drawPixmap(imageRect.topLeft(), picture(side));
    } else {
        p.fillRect(imageRect, palette::accent.lighter(160));
    }

    const QFont name = nameFont();
    const int lineSpacing = QFontMetrics(name).lineSpacing();
    p.setFont(name);
    p.setPen(palette::text);
    int y = imageRect.bottom() + kGap;
    for (const QString& line : nameLines()) {
        p.drawText(QRect(imageRect.left(), y, side, lineSpacing), Qt::AlignHCenter | Qt::AlignTop,
                   line);
        y += lineSpacing;
    }
    p.setFont(font());
    p.setPen(palette::mutedText);
    p.drawText(QRect(imageRect.left(), y + 2, side, fontMetrics().height()),
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

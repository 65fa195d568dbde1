#include "widgets/typed_move_entry.h"

#include <QFontMetricsF>
#include <QKeyEvent>
#include <QPainter>
#include <algorithm>

namespace lt::shell {

QChar TypedMoveEntry::typedCharacter(const QKeyEvent& event) {
    if (event.modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return {};
    const QString text = event.text();
    return text.size() == 1 && text[0].isPrint() ? text[0] : QChar();
}

TypedMoveEntry::Outcome TypedMoveEntry::handleKey(const QKeyEvent& event,
                                                  const std::function<bool(QChar)>& accepts) {
    const QChar c = typedCharacter(event);
    if (!c.isNull() && accepts(c)) {
        if (refused()) clear();
        text_ += c;
        return Outcome::Edited;
    }
    if (text_.isEmpty()) return Outcome::Unused;
    switch (event.key()) {
        case Qt::Key_Backspace:
            text_.chop(1);
            refusal_.clear();
            return Outcome::Edited;
        case Qt::Key_Escape:
            clear();
            return Outcome::Edited;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            return Outcome::Entered;
        default:
            return Outcome::Unused;
    }
}

void TypedMoveEntry::clear() {
    text_.clear();
    refusal_.clear();
}

void TypedMoveEntry::paint(QPainter& painter, const QRectF& band) const {
    if (text_.isEmpty()) return;
    painter.save();
    QFont font = painter.font();
    font.setPixelSize(std::max(10, static_cast<int>(band.height() * 0.62)));
    font.setBold(true);
    painter.setFont(font);
    const double pad = band.height() * 0.25;
    const QFontMetricsF metrics(font);
    const QString shown = metrics.elidedText(line(), Qt::ElideRight, band.width() - 3 * pad);
    const double width = std::min(band.width(), metrics.horizontalAdvance(shown) + 3 * pad);
    const QRectF plate(band.left(), band.top() + band.height() * 0.08, width, band.height() * 0.84);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(30, 22, 16, 220));
    painter.drawRoundedRect(plate, pad, pad);
    painter.setPen(refused() ? QColor(0xff, 0x8a, 0x80) : QColor(0xff, 0xf3, 0xd6));
    painter.drawText(plate.adjusted(pad, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, shown);
    painter.restore();
}

}  // namespace lt::shell

#include "games/flags_trovami/table_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "games/flags_trovami/buzzer_keys.h"
#include "games/flags_trovami/moves.h"
#include "widgets/flag_view.h"

namespace lt::shell::flags_trovami {
namespace {

using lt::flags_trovami::kGridColumns;
using lt::flags_trovami::kGridRows;
using lt::flags_trovami::kTableSlots;

constexpr double kGapRatio = 0.09;  // between cards, in card heights
constexpr double kCardAspect = 1.25;
const QColor kCardRed(0xc6, 0x28, 0x28);
const QColor kPaper(0xfb, 0xf7, 0xee);

}  // namespace

TrovamiTableView::TrovamiTableView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setAttribute(Qt::WA_TranslucentBackground);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void TrovamiTableView::setCards(const std::vector<QString>& codes) {
    codes_ = codes;
    update();
}

void TrovamiTableView::setMarks(const std::vector<Mark>& marks) {
    marks_ = marks;
    update();
}

void TrovamiTableView::setActive(bool active) {
    active_ = active;
    if (!active_) {
        hovered_ = -1;
        unsetCursor();
    }
    update();
}

void TrovamiTableView::setPicker(const QColor& colour) {
    picker_ = colour;
    update();
}

QRectF TrovamiTableView::slotRect(int slot) const {
    const double byWidth = width() / (kGridColumns * kCardAspect + (kGridColumns + 1) * kGapRatio);
    const double byHeight = height() / (kGridRows + (kGridRows + 1) * kGapRatio);
    const double cardHeight = std::max(10.0, std::min(byWidth, byHeight));
    const double cardWidth = cardHeight * kCardAspect;
    const double gap = cardHeight * kGapRatio;
    const double gridWidth = kGridColumns * cardWidth + (kGridColumns - 1) * gap;
    const double gridHeight = kGridRows * cardHeight + (kGridRows - 1) * gap;
    const double left = (width() - gridWidth) / 2;
    const double top = (height() - gridHeight) / 2;
    const int row = slot / kGridColumns, column = slot % kGridColumns;
    return {left + column * (cardWidth + gap), top + row * (cardHeight + gap), cardWidth,
            cardHeight};
}

int TrovamiTableView::slotAt(QPointF point) const {
    for (int slot = 0; slot < kTableSlots; ++slot)
        if (slotRect(slot).contains(point)) return slot;
    return -1;
}

const QPixmap& TrovamiTableView::flag(const QString& code, const QSize& size) {
    auto found = flags_.find(code);
    if (found == flags_.end()) found = flags_.insert(code, flagPixmap(code, size));
    return found.value();
}

void TrovamiTableView::resizeEvent(QResizeEvent* event) {
    flags_.clear();
    QWidget::resizeEvent(event);
}

void TrovamiTableView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    for (int slot = 0; slot < kTableSlots; ++slot) paintCard(painter, slot);
}

void TrovamiTableView::paintCard(QPainter& painter, int slot) {
    const QRectF rect = slotRect(slot);
    const double radius = rect.height() * 0.12;
    const QString code = slot < static_cast<int>(codes_.size()) ? codes_[slot] : QString();
    const Mark* mark = nullptr;
    for (const Mark& m : marks_)
        if (m.slot == slot) mark = &m;

    if (code.isEmpty()) {
        painter.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt::DashLine));
        painter.setBrush(QColor(0, 0, 0, 25));
        painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), radius, radius);
    } else {
        // Shadow, red border, paper, flag.
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 70));
        painter.drawRoundedRect(rect.translated(2, 3), radius, radius);
        painter.setBrush(kCardRed);
        painter.drawRoundedRect(rect, radius, radius);
        const double rim = std::max(3.0, rect.height() * 0.06);
        const QRectF paper = rect.adjusted(rim, rim, -rim, -rim);
        painter.setBrush(kPaper);
        painter.drawRoundedRect(paper, radius * 0.7, radius * 0.7);
        const QRectF area = paper.adjusted(rim, rim, -rim, -rim);
        const QPixmap& picture = flag(code, (area.size() * devicePixelRatioF()).toSize());
        if (!picture.isNull()) {
            QSizeF shown = QSizeF(picture.size()) / devicePixelRatioF();
            shown.scale(area.size(), Qt::KeepAspectRatio);
            const QRectF target(area.center() - QPointF(shown.width() / 2, shown.height() / 2),
                                shown);
            painter.drawPixmap(target, picture, QRectF(picture.rect()));
        } else {
            painter.setPen(Qt::black);
            painter.drawText(area, Qt::AlignCenter, code);
        }
        if (active_ && (slot == hovered_ || picker_.isValid())) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(
                QPen(picker_.isValid() ? picker_ : QColor(255, 214, 64), slot == hovered_ ? 4 : 2));
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius);
        }
    }

    if (mark) {
        painter.setBrush(Qt::NoBrush);
        if (mark->wrong) {
            QPen pen(mark->colour, std::max(4.0, rect.height() * 0.08), Qt::SolidLine,
                     Qt::RoundCap);
            painter.setPen(pen);
            const QRectF cross = rect.adjusted(rect.width() * 0.28, rect.height() * 0.22,
                                               -rect.width() * 0.28, -rect.height() * 0.22);
            painter.drawLine(cross.topLeft(), cross.bottomRight());
            painter.drawLine(cross.topRight(), cross.bottomLeft());
        } else {
            for (int layer = 3; layer >= 1; --layer) {
                QColor glow = mark->colour;
                glow.setAlpha(70 + 50 * (3 - layer));
                painter.setPen(QPen(glow, 3.0 * layer));
                painter.drawRoundedRect(rect.adjusted(-layer, -layer, layer, layer), radius,
                                        radius);
            }
        }
    }

    if (active_ && !code.isEmpty()) {
        // The card's letter key on a round tag in the corner.
        const double tag = std::max(16.0, rect.height() * 0.26);
        const QRectF badge(rect.left() - tag * 0.25, rect.top() - tag * 0.25, tag, tag);
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1));
        painter.setBrush(QColor(0x1b, 0x26, 0x33));
        painter.drawEllipse(badge);
        QFont font = painter.font();
        font.setPixelSize(static_cast<int>(tag * 0.58));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(Qt::white);
        painter.drawText(badge, Qt::AlignCenter, pickKeyName(slot));
    }
}

void TrovamiTableView::mousePressEvent(QMouseEvent* event) {
    if (!active_ || event->button() != Qt::LeftButton) return;
    const int slot = slotAt(event->position());
    if (slot >= 0 && slot < static_cast<int>(codes_.size()) && !codes_[slot].isEmpty())
        emit slotClicked(slot);
}

void TrovamiTableView::mouseMoveEvent(QMouseEvent* event) {
    const int over = active_ ? slotAt(event->position()) : -1;
    if (over == hovered_) return;
    hovered_ = over;
    if (over >= 0)
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
    update();
}

void TrovamiTableView::leaveEvent(QEvent* event) {
    hovered_ = -1;
    update();
    QWidget::leaveEvent(event);
}

}  // namespace lt::shell::flags_trovami

#include "app/card_bar.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

#include "widgets/physical_scale.h"

namespace lt::shell {
namespace {

constexpr double kMargin = 12;           // left of the card, and around it
constexpr double kCardHeightMm = 53.98;  // ISO/IEC 7810 ID-1, the short side
constexpr double kHandleWidth = 14;

}  // namespace

CardBar::CardBar(QWidget* parent)
    : QWidget(parent), length_(kCreditCardWidthMm * kFallbackDpi / kMmPerInch) {
    setObjectName("cardBar");
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::SizeHorCursor);
    setAccessibleName(tr("Credit card bar"));
}

double CardBar::shortest() {
    return kCreditCardWidthMm * kLowestBelievableDpi / kMmPerInch;
}
double CardBar::longest() {
    return kCreditCardWidthMm * kHighestBelievableDpi / kMmPerInch;
}

void CardBar::setLength(double pixels) {
    length_ = std::clamp(pixels, shortest(), longest());
    updateGeometry();
    update();
}

void CardBar::edit(double pixels) {
    const double before = length_;
    setLength(pixels);
    if (length_ != before) emit lengthEdited(length_);
}

QSize CardBar::sizeHint() const {
    return {static_cast<int>(length_ + 2 * kMargin + 3 * kHandleWidth),
            static_cast<int>(length_ * kCardHeightMm / kCreditCardWidthMm + 2 * kMargin)};
}
QSize CardBar::minimumSizeHint() const {
    return sizeHint();
}

void CardBar::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF card(kMargin, kMargin, length_, length_ * kCardHeightMm / kCreditCardWidthMm);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(45, 115, 215));
    painter.drawRoundedRect(card, card.height() * 0.06, card.height() * 0.06);
    // The ends the card's edges must meet: two sharp white lines over the whole height.
    painter.setPen(QPen(Qt::white, 1));
    painter.drawLine(card.topLeft() + QPointF(0.5, 0), card.bottomLeft() + QPointF(0.5, 0));
    painter.drawLine(card.topRight() - QPointF(0.5, 0), card.bottomRight() - QPointF(0.5, 0));
    // The handle at the right end, drawn thicker where the keyboard focus is.
    const QRectF handle(card.right(), card.center().y() - card.height() * 0.25, kHandleWidth,
                        card.height() * 0.5);
    painter.setPen(QPen(palette().color(QPalette::WindowText), hasFocus() ? 3 : 1));
    painter.setBrush(QColor(255, 215, 60));
    painter.drawRoundedRect(handle, 4, 4);
}

void CardBar::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) edit(event->position().x() - kMargin);
}

void CardBar::mouseMoveEvent(QMouseEvent* event) {
    if (event->buttons() & Qt::LeftButton) edit(event->position().x() - kMargin);
}

void CardBar::keyPressEvent(QKeyEvent* event) {
    const double step = event->modifiers() & Qt::ShiftModifier ? 10 : 1;
    switch (event->key()) {
        case Qt::Key_Right:
        case Qt::Key_Plus:
            edit(length_ + step);
            break;
        case Qt::Key_Left:
        case Qt::Key_Minus:
            edit(length_ - step);
            break;
        default:
            QWidget::keyPressEvent(event);
    }
}

}  // namespace lt::shell

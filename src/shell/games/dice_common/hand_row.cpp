#include "games/dice_common/hand_row.h"

#include <QHBoxLayout>
#include <QPainter>

#include "widgets/dice_view.h"
#include "widgets/font_scale.h"

namespace lt::shell::dicecommon {

HandRow::HandRow(const QString& name, const QColor& colour, int dice, QWidget* parent)
    : QWidget(parent), colour_(colour), diceCount_(dice) {
    setAttribute(Qt::WA_TranslucentBackground);
    name_ = new QLabel(QStringLiteral("<span style='color:%1'>&#9679;</span> %2")
                           .arg(colour.name(), name.toHtmlEscaped()),
                       this);
    name_->setStyleSheet(scaledFontSizes("color: #fff8e0; font-size: 15px;"));
    name_->setMinimumWidth(fontScaled(110));
    dice_ = new DiceView(this);
    dice_->setFocusPolicy(Qt::NoFocus);
    // 42 px high where there is room, down to 24 so that four hands fit a 1024 × 600 screen.
    dice_->setMinimumSize(20 * dice, 24);
    dice_->setMaximumHeight(42);
    caption_ = new QLabel(this);
    caption_->setStyleSheet(scaledFontSizes("color: #ffe9a8; font-size: 14px;"));
    caption_->setMinimumWidth(fontScaled(110));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 2, 10, 2);
    layout->addWidget(name_);
    layout->addWidget(dice_, 1);
    layout->addWidget(caption_);
    clearHand();
}

void HandRow::setHand(const std::vector<int>& faces, const QString& caption) {
    dice_->setFaces(faces);
    caption_->setText(caption);
}

void HandRow::clearHand() {
    dice_->setFaces(std::vector<int>(diceCount_, 0));
    caption_->clear();
}

void HandRow::setMarked(bool marked) {
    marked_ = marked;
    update();
}

void HandRow::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(marked_ ? QPen(colour_.lighter(130), 2) : Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, marked_ ? 80 : 40));
    painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 10, 10);
}

}  // namespace lt::shell::dicecommon

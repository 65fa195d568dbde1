#include "games/dice_blackjack/round_table.h"
#include "widgets/font_scale.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace lt::shell::diceblackjack {
namespace {
constexpr int kRowHeight = 34;
constexpr int kMinRowHeight = 26;  // on a small screen; the fonts shrink with the rows
constexpr int kTitleHeight = 30;
constexpr int kScoreWidth = 44;
constexpr int kPadding = 12;
const QColor kInk(255, 248, 224);
const QColor kBustInk(255, 140, 120);
const QColor kGold(246, 196, 68);
}  // namespace

RoundTable::RoundTable(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
}

double RoundTable::rowHeight() const {
    const int rows = std::max<int>(2, static_cast<int>(rows_.size()));
    return std::clamp((height() - kTitleHeight - kPadding * 2) / static_cast<double>(rows),
                      double(kMinRowHeight), double(kRowHeight));
}

// The fonts at full size, scaled to the rows' height.
QFont RoundTable::rowFont(int pixels, double rowHeight) const {
    QFont font = this->font();
    font.setPixelSize(static_cast<int>(fontScaled(pixels) * rowHeight / kRowHeight));
    return font;
}

double RoundTable::nameWidth(double rowHeight) const {
    const QFontMetricsF metrics(rowFont(16, rowHeight));
    double widest = 0;
    for (const Row& row : rows_)
        widest = std::max(widest, metrics.horizontalAdvance(QStringLiteral("\u2605 ") + row.name));
    return widest;
}

void RoundTable::setContent(const QString& title, const std::vector<Row>& rows) {
    title_ = title;
    rows_ = rows;
    updateGeometry();
    update();
}

QSize RoundTable::sizeHint() const {
    return {340, kTitleHeight + kPadding * 2 + kRowHeight * std::max<int>(2, rows_.size())};
}

// Every name and status whole, in the fonts of the tallest rows.
QSize RoundTable::minimumSizeHint() const {
    QFont status = rowFont(14, kRowHeight);
    status.setItalic(true);
    double widest = 0;
    for (const Row& row : rows_)
        widest = std::max(widest, QFontMetricsF(status).horizontalAdvance(row.status));
    const int width =
        static_cast<int>(12 + 32 + nameWidth(kRowHeight) + 4 + widest + 10 + kScoreWidth + 6) + 2;
    return {std::max(220, width),
            kTitleHeight + kPadding * 2 + kMinRowHeight * std::max<int>(2, rows_.size())};
}

void RoundTable::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF card = QRectF(rect()).adjusted(1, 1, -1, -1);
    painter.setPen(QPen(QColor(255, 255, 255, 50), 1.5));
    painter.setBrush(QColor(10, 40, 24, 150));
    painter.drawRoundedRect(card, 14, 14);

    QFont titleFont = font();
    titleFont.setPixelSize(fontScaled(15));
    titleFont.setBold(true);
    painter.setFont(titleFont);
    painter.setPen(QColor(255, 248, 224, 200));
    painter.drawText(
        QRectF(card.left() + kPadding, card.top() + 6, card.width() - 2 * kPadding, kTitleHeight),
        Qt::AlignLeft | Qt::AlignVCenter, title_);

    const double rowH = rowHeight();
    const QFont nameFont = rowFont(16, rowH);
    QFont scoreFont = rowFont(22, rowH);
    scoreFont.setBold(true);
    QFont statusFont = rowFont(14, rowH);
    statusFont.setItalic(true);

    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const Row& row = rows_[i];
        const QRectF line(card.left() + 6, card.top() + kPadding + kTitleHeight + i * rowH,
                          card.width() - 12, rowH - 2);
        painter.setOpacity(row.out ? 0.45 : 1.0);
        if (row.current || row.winner) {
            QColor band = row.winner ? kGold : row.colour;
            band.setAlpha(row.winner ? 70 : 55);
            painter.setPen(QPen(row.winner ? kGold : row.colour.lighter(130), 1.5));
            painter.setBrush(band);
            painter.drawRoundedRect(line, 8, 8);
        }
        // The seat's colour as a token.
        const QPointF dot(line.left() + 16, line.center().y());
        painter.setPen(QPen(row.colour.darker(160), 1.5));
        painter.setBrush(row.colour);
        painter.drawEllipse(dot, 8, 8);
        painter.setPen(QPen(QColor(255, 255, 255, 140), 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(dot, 5, 5);

        const QRectF scoreBox(line.right() - kScoreWidth - 6, line.top(), kScoreWidth,
                              line.height());
        painter.setFont(scoreFont);
        painter.setPen(row.bust ? kBustInk : (row.winner ? kGold : kInk));
        painter.drawText(scoreBox, Qt::AlignRight | Qt::AlignVCenter, row.score);

        // The names as wide as the longest (up to 45 % of the row), the statuses the rest.
        const QRectF nameBox(line.left() + 32, line.top(),
                             std::min(nameWidth(rowH), line.width() * 0.45), line.height());
        painter.setFont(nameFont);
        painter.setPen(kInk);
        const QString name = painter.fontMetrics().elidedText(
            (row.winner ? QStringLiteral("\u2605 ") : QString()) + row.name, Qt::ElideRight,
            static_cast<int>(nameBox.width()));
        painter.drawText(nameBox, Qt::AlignLeft | Qt::AlignVCenter, name);

        const QRectF statusBox(nameBox.right() + 4, line.top(),
                               scoreBox.left() - nameBox.right() - 10, line.height());
        painter.setFont(statusFont);
        painter.setPen(row.bust ? kBustInk : QColor(255, 248, 224, 190));
        painter.drawText(statusBox, Qt::AlignRight | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(row.status, Qt::ElideRight,
                                                          static_cast<int>(statusBox.width())));
    }
    painter.setOpacity(1.0);
}

}  // namespace lt::shell::diceblackjack

#include "widgets/round_scores_view.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "widgets/paper_palette.h"

namespace lt::shell {

namespace {

const QColor kCurrentTint(255, 214, 90, 120);
constexpr double kMargin = 8;

}  // namespace

RoundScoresView::RoundScoresView(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
}

void RoundScoresView::setTitle(const QString& title) {
    title_ = title;
    update();
}

void RoundScoresView::setRoundCount(int rounds) {
    rounds_ = std::max(1, rounds);
    update();
}

void RoundScoresView::setColumns(const std::vector<RoundScoresColumn>& columns) {
    columns_ = columns;
    update();
}

void RoundScoresView::setCurrent(int column, int round) {
    currentColumn_ = column;
    currentRound_ = round;
    update();
}

std::vector<int> RoundScoresView::totals() const {
    std::vector<int> result;
    for (const auto& column : columns_) {
        int total = 0;
        for (int points : column.turns) total += points;
        result.push_back(total);
    }
    return result;
}

double RoundScoresView::titleHeight() const {
    return title_.isEmpty() ? 0 : std::clamp(height() * 0.06, 22.0, 34.0);
}

double RoundScoresView::headerHeight() const {
    return std::clamp(height() * 0.07, 24.0, 40.0);
}

double RoundScoresView::rowHeight() const {
    const double free = height() - 2 * kMargin - titleHeight() - headerHeight();
    return std::max(12.0, free / (rounds_ + 1));
}

double RoundScoresView::labelWidth() const {
    return std::clamp(width() * 0.14, 28.0, 48.0);
}

QRectF RoundScoresView::boxRect(int column, int row) const {
    const int count = std::max<int>(1, static_cast<int>(columns_.size()));
    const double left = kMargin + labelWidth();
    const double columnWidth = (width() - kMargin - left) / count;
    const double top = kMargin + titleHeight() + headerHeight() + row * rowHeight();
    return {left + column * columnWidth, top, columnWidth, rowHeight()};
}

void RoundScoresView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF paper = QRectF(rect()).adjusted(2, 2, -2, -2);
    painter.setPen(QPen(paper::kRule, 1));
    painter.setBrush(paper::kPaper);
    painter.drawRoundedRect(paper, 8, 8);

    QFont font = painter.font();
    const double rowH = rowHeight();
    if (!title_.isEmpty()) {
        QFont titleFont = font;
        titleFont.setPixelSize(static_cast<int>(titleHeight() * 0.6));
        titleFont.setBold(true);
        painter.setFont(titleFont);
        painter.setPen(paper::kInk);
        painter.drawText(QRectF(kMargin, kMargin, width() - 2 * kMargin, titleHeight()),
                         Qt::AlignCenter, title_);
    }

    // Player names over their columns, in their colours.
    QFont headerFont = font;
    headerFont.setPixelSize(static_cast<int>(std::clamp(headerHeight() * 0.45, 10.0, 16.0)));
    headerFont.setBold(true);
    painter.setFont(headerFont);
    const double headerTop = kMargin + titleHeight();
    for (int c = 0; c < static_cast<int>(columns_.size()); ++c) {
        const QRectF box = boxRect(c, 0);
        const QRectF head(box.left() + 2, headerTop + 2, box.width() - 4, headerHeight() - 4);
        painter.setPen(Qt::NoPen);
        QColor band = columns_[c].colour;
        band.setAlpha(c == currentColumn_ ? 230 : 150);
        painter.setBrush(band);
        painter.drawRoundedRect(head, 5, 5);
        // A smaller type before cutting the name short.
        QFont nameFont = headerFont;
        while (nameFont.pixelSize() > 9 &&
               QFontMetrics(nameFont).horizontalAdvance(columns_[c].player) > head.width() - 6)
            nameFont.setPixelSize(nameFont.pixelSize() - 1);
        painter.setFont(nameFont);
        painter.setPen(Qt::white);
        painter.drawText(head.adjusted(3, 0, -3, 0), Qt::AlignCenter,
                         painter.fontMetrics().elidedText(columns_[c].player, Qt::ElideRight,
                                                          static_cast<int>(head.width() - 6)));
        painter.setFont(headerFont);
    }

    // Rows: round numbers on the left, shaded every other line, the total at the foot.
    QFont cellFont = font;
    cellFont.setPixelSize(static_cast<int>(std::clamp(rowH * 0.55, 9.0, 20.0)));
    const std::vector<int> sums = totals();
    const int best = sums.empty() ? 0 : *std::max_element(sums.begin(), sums.end());
    for (int row = 0; row <= rounds_; ++row) {
        const bool totalRow = row == rounds_;
        const QRectF first = boxRect(0, row);
        const QRectF line(kMargin, first.top(), width() - 2 * kMargin, rowH);
        painter.setPen(Qt::NoPen);
        if (totalRow)
            painter.setBrush(paper::kPaperShade.darker(104));
        else
            painter.setBrush(row % 2 ? paper::kPaperShade : paper::kPaper);
        painter.drawRect(line);
        QFont labelFont = cellFont;
        labelFont.setBold(totalRow);
        painter.setFont(labelFont);
        painter.setPen(totalRow ? paper::kTotalInk : paper::kInk.lighter(160));
        painter.drawText(QRectF(kMargin, line.top(), labelWidth() - 4, rowH),
                         Qt::AlignRight | Qt::AlignVCenter,
                         totalRow ? QStringLiteral("Σ") : QString::number(row + 1));
        for (int c = 0; c < static_cast<int>(columns_.size()); ++c) {
            const QRectF box = boxRect(c, row);
            if (!totalRow && c == currentColumn_ && row == currentRound_) {
                painter.setPen(QPen(paper::kGold, 2));
                painter.setBrush(kCurrentTint);
                painter.drawRoundedRect(box.adjusted(3, 1, -3, -1), 4, 4);
            }
            QString text;
            if (totalRow)
                text = QString::number(sums[c]);
            else if (row < static_cast<int>(columns_[c].turns.size()))
                text = QString::number(columns_[c].turns[row]);
            if (text.isEmpty()) continue;
            painter.setFont(labelFont);
            painter.setPen(totalRow ? paper::kTotalInk : paper::kInk);
            painter.drawText(box, Qt::AlignCenter, text);
            if (totalRow && sums[c] == best && best > 0) {
                painter.setPen(QPen(paper::kGold, 2.5));
                const double w = painter.fontMetrics().horizontalAdvance(text) + 10;
                painter.drawLine(QPointF(box.center().x() - w / 2, box.bottom() - 3),
                                 QPointF(box.center().x() + w / 2, box.bottom() - 3));
            }
        }
    }
    // Column rules.
    painter.setPen(QPen(paper::kRule, 1));
    const double top = boxRect(0, 0).top();
    const double bottom = boxRect(0, rounds_).bottom();
    for (int c = 0; c <= static_cast<int>(columns_.size()); ++c) {
        const double x = c < static_cast<int>(columns_.size()) ? boxRect(c, 0).left()
                                                               : boxRect(c - 1, 0).right();
        painter.drawLine(QPointF(x, top), QPointF(x, bottom));
    }
    painter.drawLine(QPointF(kMargin, boxRect(0, rounds_).top()),
                     QPointF(width() - kMargin, boxRect(0, rounds_).top()));
}

}  // namespace lt::shell

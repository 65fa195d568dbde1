// The drawing of the Oh Hell table's own parts: the score panel, the dealer's forbidden bid
// and the full score sheet (the rest is the shared trick table's).
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>

#include "games/oh_hell/moves.h"
#include "games/oh_hell/oh_hell_board.h"
#include "games/trick_table/table_painting.h"
#include "widgets/fitted_text.h"
#include "widgets/font_scale.h"

namespace lt::shell::oh_hell {
namespace {

using lt::oh_hell::Phase;
using lt::oh_hell::Table;

using trick_table::drawCard;
using trick_table::drawColumnHeaders;
using trick_table::headerColumnWidth;
using trick_table::kGold;
using trick_table::kPanelColour;
using trick_table::roundedPanel;
using trick_table::setPixelSize;
using trick_table::suitColour;
using trick_table::suitText;

constexpr qreal kBidsLineGap = 2;  // between the last player's row and the bids' sum

QString bidText(int bid) {
    return bid < 0 ? QStringLiteral("–") : QString::number(bid);
}

}  // namespace

// The header, a row per player and the line of the bids' sum all fit in the panel's table: the
// sum line no longer runs into the Last trick button with six players on a small screen.
qreal OhHellBoard::panelRowHeight(const TableGeometry& t, int players) {
    return std::min(26.0, (t.panelTable.height() - kBidsLineGap) / (players + 2));
}

void OhHellBoard::paintPanel(QPainter& painter, const TableGeometry& t) const {
    const Table& table = state_->table();
    painter.setPen(Qt::NoPen);
    painter.setBrush(kPanelColour);
    painter.drawRect(t.panel);
    painter.setPen(Qt::white);
    setPixelSize(painter, fontScaled(13), true);
    const QRectF title(t.panel.left() + 8, 6, t.panel.width() - 16, 24);
    if (table.dealIndex >= 0)
        drawFittedLine(painter, title, Qt::AlignLeft | Qt::AlignVCenter,
                       tr("Deal %1 of %2").arg(table.dealIndex + 1).arg(table.dealsCount()),
                       fontScaled(13), 8);

    // The trump card, and the suit in words beside it.
    if (table.trumpCard) {
        drawCard(painter, deck(), t.panelCard, *table.trumpCard, true);
        const QRectF beside(t.panelCard.right() + 10, t.panelCard.top(),
                            t.panel.right() - t.panelCard.right() - 16, t.panelCard.height());
        setPixelSize(painter, fontScaled(13));
        painter.setPen(QColor(220, 230, 220));
        painter.drawText(beside.adjusted(0, 0, 0, -beside.height() / 2),
                         Qt::AlignLeft | Qt::AlignBottom, tr("Trump"));
        painter.drawText(beside.adjusted(0, 0, 0, -beside.height() * 0.75),
                         Qt::AlignLeft | Qt::AlignTop, cardCount(table.handSize()));
        setPixelSize(painter, std::min(44.0 * fontScale(), beside.height() * 0.42), true);
        painter.setPen(suitColour(*table.trump()));
        painter.drawText(beside.adjusted(0, beside.height() / 2, 0, 0),
                         Qt::AlignLeft | Qt::AlignTop, suitText(*table.trump()));
        if (table.trumpCardInHand) {
            setPixelSize(painter, fontScaled(11));
            painter.setPen(QColor(220, 230, 220));
            painter.drawText(
                QRectF(t.panel.left() + 8, t.panelCard.bottom() + 1, t.panel.width() - 16, 14),
                Qt::AlignLeft, tr("in the dealer's hand"));
        }
    } else {
        painter.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(t.panelCard, 6, 6);
    }

    // Everyone's bid, tricks and total.
    const int n = table.numPlayers;
    const qreal rowHeight = panelRowHeight(t, n);
    const qreal x = t.panelTable.left(), w = t.panelTable.width();
    // The totals are in the window's list of players and on the score sheet.
    setPixelSize(painter, rowHeight * 0.46);
    const QStringList headers = {tr("Bid"), tr("Won")};
    const qreal column = headerColumnWidth(painter, headers, std::min(40.0, w * 0.2), w * 0.23);
    const qreal nameWidth = w - 2 * column;
    painter.setPen(QColor(200, 215, 200));
    const QRectF head(x, t.panelTable.top(), w, rowHeight);
    painter.drawText(QRectF(head.left(), head.top(), nameWidth, rowHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, tr("Player"));
    drawColumnHeaders(painter, x + nameWidth, head.top(), column, rowHeight, headers);
    for (PlayerId p = 0; p < n; ++p) {
        const QRectF row(x, head.bottom() + p * rowHeight, w, rowHeight);
        const bool toMove = state_->currentActor() == p;
        if (toMove) roundedPanel(painter, row, QColor(255, 214, 90, 50), QColor(0, 0, 0, 0));
        const QColor colour = p < static_cast<int>(seats().size()) ? seats()[p].colour : Qt::gray;
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawEllipse(QPointF(row.left() + 7, row.center().y()), 5, 5);
        painter.setPen(Qt::white);
        setPixelSize(painter, rowHeight * 0.48, toMove);
        QString name = seatName(p);
        if (table.dealIndex >= 0 && p == table.dealer) name += QStringLiteral(" (D)");
        // Smaller rather than cut ("Computer 3 (D)" beside a 1024 × 600 table).
        drawFittedLine(painter, QRectF(row.left() + 16, row.top(), nameWidth - 16, rowHeight),
                       Qt::AlignLeft | Qt::AlignVCenter, name, painter.font().pixelSize());
        const QString values[] = {bidText(table.bids[p]), QString::number(table.tricksTaken[p])};
        for (int c = 0; c < 2; ++c)
            painter.drawText(QRectF(x + nameWidth + c * column, row.top(), column, rowHeight),
                             Qt::AlignCenter, values[c]);
    }
    if (table.phase == Phase::Playing || table.phase == Phase::Bidding) {
        int sum = 0;
        for (int bid : table.bids) sum += std::max(bid, 0);
        setPixelSize(painter, rowHeight * 0.46);
        painter.setPen(QColor(200, 215, 200));
        painter.drawText(QRectF(x, head.bottom() + n * rowHeight + kBidsLineGap, w, rowHeight),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         tr("Bids: %1 for %n trick(s)", nullptr, table.handSize()).arg(sum));
    }
}

void OhHellBoard::paintOverlay(QPainter& painter, const TableGeometry& /*t*/) const {
    const int forbidden = biddingNow() ? state_->table().forbiddenBidNow() : -1;
    if (forbidden < 0) return;
    const QRect button = bidButtons_[static_cast<std::size_t>(forbidden)]->geometry().translated(
        bidPad_->geometry().topLeft());
    setPixelSize(painter, fontScaled(11), true);
    const QString text = tr("not for the dealer");
    const qreal width = painter.fontMetrics().horizontalAdvance(text) + 12;
    const QRectF box(button.center().x() - width / 2, button.top() - 20, width, 17);
    roundedPanel(painter, box, QColor(110, 25, 20, 230), QColor(0, 0, 0, 0));
    painter.setPen(QColor(255, 220, 210));
    painter.drawText(box, Qt::AlignCenter, text);
}

void OhHellBoard::paintScoreSheet(QPainter& painter, const TableGeometry& t) const {
    const Table& table = state_->table();
    const int n = table.numPlayers;
    const QRectF sheet = QRectF(QPointF(0, 0), t.size).adjusted(8, 8, -8, -8);
    roundedPanel(painter, sheet, QColor(250, 246, 232, 245), QColor(120, 100, 60));
    // Rows: the header, each finished deal, the deal in progress, the totals.
    const int dealRows = static_cast<int>(table.results.size()) +
                         (table.phase == Phase::Bidding || table.phase == Phase::Playing ? 1 : 0);
    const int rows = dealRows + 2;
    const qreal rowHeight = std::min(24.0, (sheet.height() - 36) / rows);
    const qreal labelWidth = std::min(90.0, sheet.width() * 0.16);
    const qreal column = (sheet.width() - 16 - labelWidth) / n;
    const qreal x = sheet.left() + 8;
    qreal y = sheet.top() + 8;
    painter.setPen(QColor(60, 40, 20));
    setPixelSize(painter, std::min(15.0 * fontScale(), rowHeight * 0.75), true);
    painter.drawText(QRectF(x, y, sheet.width() - 16, 20), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Score sheet: bid/tricks and points (click to close)"));
    y += 24;
    setPixelSize(painter, rowHeight * 0.62, true);
    painter.drawText(QRectF(x, y, labelWidth, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Cards"));
    for (PlayerId p = 0; p < n; ++p)
        drawFittedLine(painter, QRectF(x + labelWidth + p * column + 2, y, column - 4, rowHeight),
                       Qt::AlignCenter, seatName(p), painter.font().pixelSize());
    y += rowHeight;
    setPixelSize(painter, std::min(13.0 * fontScale(), rowHeight * 0.6));
    auto line = [&](qreal at) {
        painter.setPen(QColor(160, 140, 100));
        painter.drawLine(QPointF(x, at), QPointF(sheet.right() - 8, at));
    };
    for (int d = 0; d < dealRows; ++d) {
        line(y);
        const bool current = d == static_cast<int>(table.results.size());
        const int handSize = current ? table.handSize() : table.results[d].handSize;
        const auto trumpCard = current ? table.trumpCard : table.results[d].trumpCard;
        painter.setPen(QColor(60, 40, 20));
        const QString label = QString::number(handSize) + QStringLiteral("  ");
        painter.drawText(QRectF(x, y, labelWidth, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         label);
        if (trumpCard) {
            painter.setPen(cards::isRed(trumpCard->suit()) ? QColor(190, 30, 30) : Qt::black);
            painter.drawText(QRectF(x + painter.fontMetrics().horizontalAdvance(label), y,
                                    labelWidth, rowHeight),
                             Qt::AlignLeft | Qt::AlignVCenter, suitText(trumpCard->suit()));
        }
        for (PlayerId p = 0; p < n; ++p) {
            QString text;
            if (current) {
                text = bidText(table.bids[p]) + QStringLiteral("/") +
                       QString::number(table.tricksTaken[p]);
            } else {
                const auto& r = table.results[d];
                text = QStringLiteral("%1/%2  %3")
                           .arg(r.bids[p])
                           .arg(r.tricks[p])
                           .arg(r.points[p] > 0 ? QStringLiteral("+%1").arg(r.points[p])
                                                : QString::number(r.points[p]));
                painter.setPen(r.points[p] > 0 ? QColor(20, 110, 40) : QColor(170, 30, 30));
            }
            if (current) painter.setPen(QColor(60, 60, 140));
            painter.drawText(QRectF(x + labelWidth + p * column, y, column, rowHeight),
                             Qt::AlignCenter, text);
        }
        y += rowHeight;
    }
    line(y);
    setPixelSize(painter, rowHeight * 0.65, true);
    painter.setPen(QColor(60, 40, 20));
    painter.drawText(QRectF(x, y, labelWidth, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Total"));
    for (PlayerId p = 0; p < n; ++p)
        painter.drawText(QRectF(x + labelWidth + p * column, y, column, rowHeight), Qt::AlignCenter,
                         QString::number(table.totals[p]));
}

}  // namespace lt::shell::oh_hell

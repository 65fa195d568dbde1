// The drawing of the Whistiti table's own parts: the panel with the trump card and everyone's
// tricks and points on the way to 20, and the full score sheet (the rest is the shared trick
// table's). With partners (A5) both list the players side by side, partners together, and
// count the points of each side.
#include <QPainter>
#include <algorithm>

#include "games/trick_table/table_painting.h"
#include "games/whistiti/whistiti_board.h"
#include "widgets/card_text.h"
#include "widgets/fitted_text.h"
#include "widgets/font_scale.h"

namespace lt::shell::whistiti {
namespace {

using lt::whistiti::Phase;
using lt::whistiti::Table;
using trick_table::drawCard;
using trick_table::drawColumnHeaders;
using trick_table::headerColumnWidth;
using trick_table::kGold;
using trick_table::kPanelColour;
using trick_table::roundedPanel;
using trick_table::setPixelSize;
using trick_table::suitColour;
using trick_table::suitText;

// The seats in the order the panel and the sheet list them: partners next to each other.
std::vector<PlayerId> listingOrder(const Table& table) {
    if (table.partners) return {0, 2, 1, 3};
    return {0, 1, 2, 3};
}

}  // namespace

void WhistitiBoard::paintPanel(QPainter& painter, const TableGeometry& t) const {
    const Table& table = state_->table();
    const int n = lt::whistiti::players;
    painter.setPen(Qt::NoPen);
    painter.setBrush(kPanelColour);
    painter.drawRect(t.panel);
    painter.setPen(Qt::white);
    setPixelSize(painter, fontScaled(13), true);
    const QRectF title(t.panel.left() + 8, 6, t.panel.width() - 16, 24);
    if (table.dealIndex >= 0)
        drawFittedLine(
            painter, title, Qt::AlignLeft | Qt::AlignVCenter,
            tr("Deal %1 · first to %2").arg(table.dealIndex + 1).arg(lt::whistiti::target),
            fontScaled(13), 8);

    // The trump card, shown by the dealer for the whole deal, and its suit beside it.
    if (table.trumpCard) {
        drawCard(painter, deck(), t.panelCard, *table.trumpCard, true);
        const QRectF beside(t.panelCard.right() + 10, t.panelCard.top(),
                            t.panel.right() - t.panelCard.right() - 16, t.panelCard.height());
        setPixelSize(painter, fontScaled(13));
        painter.setPen(QColor(220, 230, 220));
        painter.drawText(beside.adjusted(0, 0, 0, -beside.height() / 2),
                         Qt::AlignLeft | Qt::AlignBottom, tr("Trump"));
        setPixelSize(painter, std::min(44.0 * fontScale(), beside.height() * 0.42), true);
        painter.setPen(suitColour(table.trumpCard->suit()));
        painter.drawText(beside.adjusted(0, beside.height() / 2, 0, 0),
                         Qt::AlignLeft | Qt::AlignTop, suitText(table.trumpCard->suit()));
        setPixelSize(painter, fontScaled(11));
        painter.setPen(QColor(220, 230, 220));
        painter.drawText(
            QRectF(t.panel.left() + 8, t.panelCard.bottom() + 1, t.panel.width() - 16, 14),
            Qt::AlignLeft,
            painter.fontMetrics().elidedText(tr("shown by %1").arg(seatName(table.dealer)),
                                             Qt::ElideRight,
                                             static_cast<int>(t.panel.width() - 16)));
    } else {
        painter.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(t.panelCard, 6, 6);
    }

    // Everyone's tricks this deal and points, with a bar towards 20.
    const qreal rowHeight = std::min(30.0, t.panelTable.height() / (n + 1));
    const qreal x = t.panelTable.left(), w = t.panelTable.width();
    setPixelSize(painter, std::min(11.0 * fontScale(), rowHeight * 0.42));
    const QStringList headers = {tr("Deal"), tr("Total")};
    const qreal column = headerColumnWidth(painter, headers, std::min(48.0, w * 0.22), w * 0.26);
    const qreal nameWidth = w - 2 * column;
    painter.setPen(QColor(200, 215, 200));
    painter.drawText(QRectF(x, t.panelTable.top(), nameWidth, rowHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, tr("Player"));
    drawColumnHeaders(painter, x + nameWidth, t.panelTable.top(), column, rowHeight, headers);
    const std::vector<int> points = table.standing();
    const std::vector<PlayerId> order = listingOrder(table);
    for (int r = 0; r < n; ++r) {
        const PlayerId p = order[static_cast<std::size_t>(r)];
        const QRectF row(x, t.panelTable.top() + (r + 1) * rowHeight, w, rowHeight);
        if (table.partners && r % 2 == 1) {
            // A bracket joins the partners.
            painter.setPen(QPen(QColor(255, 214, 90, 150), 2));
            painter.drawLine(QPointF(row.left() + 1, row.top() - rowHeight * 0.75),
                             QPointF(row.left() + 1, row.top() + rowHeight * 0.6));
        }
        const bool toMove = state_->currentActor() == p;
        if (toMove) roundedPanel(painter, row, QColor(255, 214, 90, 50), QColor(0, 0, 0, 0));
        const QColor colour = p < static_cast<int>(seats().size()) ? seats()[p].colour : Qt::gray;
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawEllipse(QPointF(row.left() + 7, row.center().y() - 3), 5, 5);
        // The bar: points (the side's, with partners) out of 20.
        const qreal barWidth = (nameWidth - 16) * std::min(1.0, points[p] / 20.0);
        painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 170));
        painter.drawRoundedRect(QRectF(row.left() + 16, row.bottom() - 6, barWidth, 4), 2, 2);
        painter.setPen(Qt::white);
        setPixelSize(painter, std::min(12.0 * fontScale(), rowHeight * 0.46), toMove);
        // Smaller rather than cut ("Computer 2" beside a 1024 × 600 table).
        drawFittedLine(painter, QRectF(row.left() + 16, row.top(), nameWidth - 16, rowHeight - 6),
                       Qt::AlignLeft | Qt::AlignVCenter, seatName(p), painter.font().pixelSize());
        const QString values[] = {QString::number(table.tricksTaken[p]),
                                  QString::number(points[p])};
        for (int c = 0; c < 2; ++c)
            painter.drawText(QRectF(x + nameWidth + c * column, row.top(), column, rowHeight - 6),
                             Qt::AlignCenter, values[c]);
    }
}

void WhistitiBoard::paintScoreSheet(QPainter& painter, const TableGeometry& t) const {
    const Table& table = state_->table();
    const int n = lt::whistiti::players;
    const QRectF sheet = QRectF(QPointF(0, 0), t.size).adjusted(8, 8, -8, -8);
    roundedPanel(painter, sheet, QColor(250, 246, 232), QColor(120, 100, 60));
    const bool live = table.phase == Phase::Playing && !table.finishedTricks.empty();
    const int dealRows = static_cast<int>(table.results.size()) + (live ? 1 : 0);
    const int sideRows = table.partners ? 2 : 0;  // the sides' names and their points
    const qreal rowHeight = std::min(26.0, (sheet.height() - 40) / (dealRows + 2 + sideRows));
    const qreal labelWidth = std::min(110.0, sheet.width() * 0.18);
    const qreal column = (sheet.width() - 16 - labelWidth) / n;
    const qreal x = sheet.left() + 8;
    qreal y = sheet.top() + 8;
    painter.setPen(QColor(60, 40, 20));
    setPixelSize(painter, fontScaled(15), true);
    painter.drawText(
        QRectF(x, y, sheet.width() - 16, 22), Qt::AlignLeft | Qt::AlignVCenter,
        table.partners
            ? tr("Score sheet: tricks of each deal, partners together, first side to 20 (click "
                 "to close)")
            : tr("Score sheet: tricks of each deal, first to 20 (click to close)"));
    y += 28;
    const std::vector<PlayerId> order = listingOrder(table);
    // The column of each seat: partners side by side.
    auto columnOf = [&](PlayerId p) {
        const auto at = std::find(order.begin(), order.end(), p) - order.begin();
        return QRectF(x + labelWidth + static_cast<qreal>(at) * column, y, column, rowHeight);
    };
    auto sideRect = [&](int side) {
        return QRectF(x + labelWidth + side * 2 * column, y, 2 * column, rowHeight);
    };
    setPixelSize(painter, std::min(14.0 * fontScale(), rowHeight * 0.6), true);
    if (table.partners) {
        for (int side = 0; side < 2; ++side) {
            const QRectF over = sideRect(side).adjusted(4, 2, -4, -2);
            roundedPanel(painter, over, QColor(235, 222, 190), QColor(160, 140, 100));
            painter.setPen(QColor(60, 40, 20));
            painter.drawText(over, Qt::AlignCenter,
                             painter.fontMetrics().elidedText(
                                 tr("%1 and %2").arg(seatName(side), seatName(side + 2)),
                                 Qt::ElideRight, static_cast<int>(over.width() - 6)));
        }
        y += rowHeight;
    }
    painter.setPen(QColor(60, 40, 20));
    painter.drawText(QRectF(x, y, labelWidth, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Trump"));
    for (PlayerId p = 0; p < n; ++p)
        painter.drawText(columnOf(p), Qt::AlignCenter,
                         painter.fontMetrics().elidedText(seatName(p), Qt::ElideRight,
                                                          static_cast<int>(column - 4)));
    y += rowHeight;
    auto line = [&](qreal at) {
        painter.setPen(QColor(160, 140, 100));
        painter.drawLine(QPointF(x, at), QPointF(sheet.right() - 8, at));
    };
    setPixelSize(painter, std::min(13.0 * fontScale(), rowHeight * 0.55));
    for (int d = 0; d < dealRows; ++d) {
        line(y);
        const bool current = d == static_cast<int>(table.results.size());
        const Card trumpCard = current ? *table.trumpCard : table.results[d].trumpCard;
        const auto& tricks = current ? table.tricksTaken : table.results[d].tricks;
        painter.setPen(cards::isRed(trumpCard.suit()) ? QColor(190, 30, 30) : Qt::black);
        painter.drawText(QRectF(x, y, labelWidth, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         cardText(trumpCard));
        painter.setPen(current ? QColor(60, 60, 140) : QColor(60, 40, 20));
        for (PlayerId p = 0; p < n; ++p)
            painter.drawText(columnOf(p), Qt::AlignCenter, QString::number(tricks[p]));
        y += rowHeight;
    }
    line(y);
    setPixelSize(painter, std::min(14.0 * fontScale(), rowHeight * 0.6), true);
    painter.setPen(QColor(60, 40, 20));
    painter.drawText(QRectF(x, y, labelWidth, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Total"));
    const std::vector<int> points = table.standing();
    for (PlayerId p = 0; p < n; ++p) {
        const bool reached = !table.partners && points[p] >= lt::whistiti::target;
        painter.setPen(reached ? QColor(20, 110, 40) : QColor(60, 40, 20));
        painter.drawText(columnOf(p), Qt::AlignCenter, QString::number(table.totals[p]));
    }
    if (!table.partners) return;
    // A5: each side's points, the partners' tricks pooled.
    y += rowHeight;
    line(y);
    painter.setPen(QColor(60, 40, 20));
    painter.drawText(QRectF(x, y, labelWidth, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Side"));
    for (int side = 0; side < 2; ++side) {
        painter.setPen(points[side] >= lt::whistiti::target ? QColor(20, 110, 40)
                                                            : QColor(60, 40, 20));
        painter.drawText(sideRect(side), Qt::AlignCenter, QString::number(points[side]));
    }
}

}  // namespace lt::shell::whistiti

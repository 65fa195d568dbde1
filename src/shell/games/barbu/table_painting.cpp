// The drawing of the Barbu table's own parts: the panel with the contract and the score sheet
// always in view, and the full score sheet with every round (the rest is the shared trick
// table's).
#include <QPainter>

#include "games/barbu/barbu_board.h"
#include "games/trick_table/table_painting.h"
#include "widgets/fitted_text.h"
#include "widgets/font_scale.h"

namespace lt::shell::barbu {
namespace {

using lt::barbu::allContracts;
using lt::barbu::contractCount;
using lt::barbu::indexOf;
using lt::barbu::Phase;
using lt::barbu::Table;
using trick_table::kGold;
using trick_table::kPanelColour;
using trick_table::roundedPanel;
using trick_table::setPixelSize;

// Each contract's points so far, by seat, summed over the rounds.
std::vector<int> contractTotals(const Table& table, Contract contract) {
    std::vector<int> sums(lt::barbu::players, 0);
    for (const auto& result : table.results)
        if (result.contract == contract)
            for (PlayerId p = 0; p < lt::barbu::players; ++p) sums[p] += result.points[p];
    return sums;
}

bool contractScored(const Table& table, Contract contract) {
    return std::any_of(table.results.begin(), table.results.end(),
                       [contract](const auto& result) { return result.contract == contract; });
}

}  // namespace

void BarbuBoard::paintPanel(QPainter& painter, const TableGeometry& t) const {
    const Table& table = state_->table();
    const int n = lt::barbu::players;
    painter.setPen(Qt::NoPen);
    painter.setBrush(kPanelColour);
    painter.drawRect(t.panel);
    painter.setPen(Qt::white);
    setPixelSize(painter, fontScaled(13), true);
    const QRectF title(t.panel.left() + 8, 6, t.panel.width() - 16, 22);
    const QString heading = tr("Deal %1 of %2 · round %3")
                                .arg(table.dealIndex + 1)
                                .arg(lt::barbu::dealsPerGame)
                                .arg(table.round() + 1);
    // A narrow panel takes a smaller font, elided only below 8 px (Italian at 1024 x 600 was cut).
    drawFittedLine(painter, title, Qt::AlignLeft | Qt::AlignVCenter, heading, fontScaled(13), 8);

    // The contract of this deal, and what it costs.
    const QRectF box(t.panel.left() + 8, title.bottom() + 4, t.panel.width() - 16, 52);
    roundedPanel(painter, box, QColor(0, 0, 0, 120), table.contract ? kGold : QColor(0, 0, 0, 0));
    QString name, detail;
    if (table.contract) {
        name = contractLabel(*table.contract);
        detail = contractPenalty(*table.contract);
    } else if (table.phase == Phase::Choosing) {
        name = tr("Choosing…");
        detail = tr("%1 chooses the contract").arg(seatName(table.dealer));
    } else if (table.phase == Phase::Dealing) {
        name = tr("Dealing…");
        detail = tr("%1 deals").arg(seatName(table.dealer));
    } else {
        name = tr("Game over");
    }
    painter.setPen(table.contract ? kGold : Qt::white);
    setPixelSize(painter, fontScaled(17), true);
    // Smaller rather than cut in a narrow panel (a 1024 × 600 screen, German at 200 %).
    drawFittedLine(painter, box.adjusted(8, 3, -8, -box.height() / 2),
                   Qt::AlignLeft | Qt::AlignVCenter, name, fontScaled(17));
    painter.setPen(QColor(220, 230, 220));
    setPixelSize(painter, fontScaled(11));
    drawFittedText(painter, box.adjusted(8, box.height() / 2, -8, -3),
                   Qt::AlignLeft | Qt::AlignVCenter, detail, fontScaled(11));

    // The score sheet: the contracts down, the players across, the totals at the foot.
    const QRectF sheet(t.panel.left() + 6, box.bottom() + 8, t.panel.width() - 12,
                       t.panelButtons.top() - box.bottom() - 14);
    const qreal rowHeight = std::min(24.0, sheet.height() / (contractCount + 2));
    const qreal labelWidth = sheet.width() * 0.4;
    const qreal column = (sheet.width() - labelWidth) / n;
    // The columns are headed by the seats' colours (the plates and the list of players wear
    // them too): a narrow panel has no room for names.
    for (PlayerId p = 0; p < n; ++p) {
        const QColor colour = p < static_cast<int>(seats().size()) ? seats()[p].colour : Qt::gray;
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1));
        painter.setBrush(colour);
        painter.drawEllipse(
            QPointF(sheet.left() + labelWidth + (p + 0.5) * column, sheet.top() + rowHeight / 2),
            rowHeight * 0.25, rowHeight * 0.25);
    }
    qreal y = sheet.top() + rowHeight;
    for (Contract contract : allContracts) {
        const QRectF row(sheet.left(), y, sheet.width(), rowHeight);
        const bool current = table.phase != Phase::Over && table.contract == contract;
        const bool playedThisRound = table.played[static_cast<std::size_t>(indexOf(contract))];
        if (current) roundedPanel(painter, row, QColor(255, 214, 90, 60), QColor(0, 0, 0, 0));
        setPixelSize(painter, std::min(12.0 * fontScale(), rowHeight * 0.55), current);
        painter.setPen(playedThisRound && !current ? QColor(170, 185, 170) : Qt::white);
        // A little smaller on one line, or on two lines rather than tiny ("L'uomo barbuto"
        // beside a 1024 × 600 table).
        const QFont rowFont = painter.font();
        const QRectF label(row.left() + 4, y, labelWidth - 6, rowHeight);
        const int oneLine =
            fittedLineFont(rowFont, label.width(), contractLabel(contract), rowFont.pixelSize())
                .pixelSize();
        if (oneLine * 10 >= rowFont.pixelSize() * 7)
            drawFittedLine(painter, label, Qt::AlignLeft | Qt::AlignVCenter,
                           contractLabel(contract), rowFont.pixelSize());
        else
            drawFittedText(painter, label, Qt::AlignLeft | Qt::AlignVCenter,
                           contractLabel(contract), rowFont.pixelSize());
        painter.setFont(rowFont);
        const bool scored = contractScored(table, contract);
        const auto sums = contractTotals(table, contract);
        painter.setPen(Qt::white);
        for (PlayerId p = 0; p < n; ++p)
            painter.drawText(QRectF(sheet.left() + labelWidth + p * column, y, column, rowHeight),
                             Qt::AlignCenter,
                             scored ? QString::number(sums[p]) : QStringLiteral("–"));
        y += rowHeight;
    }
    painter.setPen(QColor(255, 255, 255, 90));
    painter.drawLine(QPointF(sheet.left(), y), QPointF(sheet.right(), y));
    setPixelSize(painter, std::min(12.0 * fontScale(), rowHeight * 0.55), true);
    painter.setPen(kGold);
    painter.drawText(QRectF(sheet.left() + 4, y, labelWidth - 4, rowHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, tr("Total"));
    for (PlayerId p = 0; p < n; ++p)
        painter.drawText(QRectF(sheet.left() + labelWidth + p * column, y, column, rowHeight),
                         Qt::AlignCenter, QString::number(table.totals[p]));
}

void BarbuBoard::paintScoreSheet(QPainter& painter, const TableGeometry& t) const {
    const Table& table = state_->table();
    const int n = lt::barbu::players;
    const QRectF sheet = QRectF(QPointF(0, 0), t.size).adjusted(8, 8, -8, -8);
    roundedPanel(painter, sheet, QColor(250, 246, 232), QColor(120, 100, 60));
    const qreal rowHeight = std::min(40.0, (sheet.height() - 40) / (contractCount + 2));
    const qreal labelWidth = std::min(130.0, sheet.width() * 0.18);
    const qreal column = (sheet.width() - 16 - labelWidth) / n;
    const qreal x = sheet.left() + 8;
    qreal y = sheet.top() + 8;
    painter.setPen(QColor(60, 40, 20));
    setPixelSize(painter, fontScaled(15), true);
    painter.drawText(QRectF(x, y, sheet.width() - 16, 22), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Score sheet: each round's penalty points, fewest wins (click to close)"));
    y += 28;
    setPixelSize(painter, std::min(15.0 * fontScale(), rowHeight * 0.45), true);
    painter.drawText(QRectF(x, y, labelWidth, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Contract"));
    for (PlayerId p = 0; p < n; ++p)
        painter.drawText(QRectF(x + labelWidth + p * column, y, column, rowHeight), Qt::AlignCenter,
                         painter.fontMetrics().elidedText(seatName(p), Qt::ElideRight,
                                                          static_cast<int>(column - 4)));
    y += rowHeight;
    auto line = [&](qreal at) {
        painter.setPen(QColor(160, 140, 100));
        painter.drawLine(QPointF(x, at), QPointF(sheet.right() - 8, at));
    };
    for (Contract contract : allContracts) {
        line(y);
        const bool current = table.phase != Phase::Over && table.contract == contract;
        setPixelSize(painter, std::min(14.0 * fontScale(), rowHeight * 0.42), true);
        painter.setPen(current ? QColor(150, 90, 0) : QColor(60, 40, 20));
        painter.drawText(QRectF(x, y, labelWidth, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         contractLabel(contract));
        for (PlayerId p = 0; p < n; ++p) {
            // Every round's points under this contract small above, their sum below.
            QStringList parts;
            int sum = 0;
            for (const auto& result : table.results)
                if (result.contract == contract) {
                    parts << QString::number(result.points[p]);
                    sum += result.points[p];
                }
            const QRectF cell(x + labelWidth + p * column, y, column, rowHeight);
            painter.setPen(QColor(60, 40, 20));
            if (parts.size() <= 1) {
                setPixelSize(painter, std::min(14.0 * fontScale(), rowHeight * 0.42), true);
                painter.drawText(cell, Qt::AlignCenter,
                                 parts.isEmpty() ? QStringLiteral("–") : QString::number(sum));
                continue;
            }
            setPixelSize(painter, std::min(11.0 * fontScale(), rowHeight * 0.32));
            painter.setPen(QColor(120, 100, 70));
            painter.drawText(cell.adjusted(0, 2, 0, -cell.height() / 2), Qt::AlignCenter,
                             parts.join(QStringLiteral(" · ")));
            setPixelSize(painter, std::min(14.0 * fontScale(), rowHeight * 0.4), true);
            painter.setPen(QColor(60, 40, 20));
            painter.drawText(cell.adjusted(0, cell.height() / 2 - 2, 0, 0), Qt::AlignCenter,
                             QString::number(sum));
        }
        y += rowHeight;
    }
    line(y);
    setPixelSize(painter, std::min(15.0 * fontScale(), rowHeight * 0.45), true);
    painter.setPen(QColor(60, 40, 20));
    painter.drawText(QRectF(x, y, labelWidth, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Total"));
    const auto places = lt::barbu::placesFor(table.totals);
    for (PlayerId p = 0; p < n; ++p) {
        painter.setPen(places[p] == 1 && !table.results.empty() ? QColor(20, 110, 40)
                                                                : QColor(60, 40, 20));
        painter.drawText(QRectF(x + labelWidth + p * column, y, column, rowHeight), Qt::AlignCenter,
                         QString::number(table.totals[p]));
    }
}

}  // namespace lt::shell::barbu

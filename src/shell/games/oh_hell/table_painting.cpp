// The drawing of the Oh Hell table: the cloth, the score panel, the players' plates, the
// trick, the bottom hand and the full score sheet.
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>

#include "games/oh_hell/moves.h"
#include "games/oh_hell/oh_hell_board.h"
#include "widgets/felt_table.h"

namespace lt::shell::oh_hell {
namespace {

using lt::oh_hell::Phase;
using lt::oh_hell::Table;

const QColor kGold(255, 214, 90);
const QColor kPanel(10, 26, 16, 200);

QString suitText(cards::Suit suit) {
    return QString::fromUtf8(cards::suitSymbol(suit).data());
}

QColor suitColour(cards::Suit suit) {
    return cards::isRed(suit) ? QColor(255, 110, 100) : QColor(235, 235, 235);
}

void setPixelSize(QPainter& painter, qreal size, bool bold = false) {
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(size)));
    font.setBold(bold);
    painter.setFont(font);
}

void roundedPanel(QPainter& painter, const QRectF& rect, const QColor& fill, const QColor& border) {
    painter.setPen(QPen(border, border.alpha() ? 2 : 0));
    if (!border.alpha()) painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    painter.drawRoundedRect(rect, 8, 8);
}

void drawCard(QPainter& painter, const CardDeckRenderer& deck, const QRectF& rect, Card card,
              bool faceUp) {
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(rect.translated(2, 3), rect.width() * 0.07, rect.width() * 0.07);
    deck.paint(painter, rect, card, faceUp);
}

QString bidText(int bid) {
    return bid < 0 ? QStringLiteral("–") : QString::number(bid);
}

}  // namespace

void OhHellBoard::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    paintFelt(painter, rect(), QColor(40, 120, 70), QColor(12, 60, 34), 0.8);
    if (!state_) return;
    const TableGeometry t = geometry();
    paintPanel(painter, t);
    paintPlates(painter, t);
    paintTrick(painter, t);
    paintHand(painter, t);
    paintForbiddenBid(painter);
    if (scoreSheetShown_) paintScoreSheet(painter, t);
}

void OhHellBoard::paintPanel(QPainter& painter, const TableGeometry& t) const {
    const Table& table = state_->table();
    painter.setPen(Qt::NoPen);
    painter.setBrush(kPanel);
    painter.drawRect(t.panel);
    painter.setPen(Qt::white);
    setPixelSize(painter, 13, true);
    const QRectF title(t.panel.left() + 8, 6, t.panel.width() - 16, 24);
    if (table.dealIndex >= 0)
        painter.drawText(title, Qt::AlignLeft | Qt::AlignVCenter,
                         tr("Deal %1 of %2").arg(table.dealIndex + 1).arg(table.dealsCount()));

    // The trump card, and the suit in words beside it.
    if (table.trumpCard) {
        drawCard(painter, deck_, t.trumpCard, *table.trumpCard, true);
        const QRectF beside(t.trumpCard.right() + 10, t.trumpCard.top(),
                            t.panel.right() - t.trumpCard.right() - 16, t.trumpCard.height());
        setPixelSize(painter, 13);
        painter.setPen(QColor(220, 230, 220));
        painter.drawText(beside.adjusted(0, 0, 0, -beside.height() / 2),
                         Qt::AlignLeft | Qt::AlignBottom, tr("Trump"));
        painter.drawText(beside.adjusted(0, 0, 0, -beside.height() * 0.75),
                         Qt::AlignLeft | Qt::AlignTop, cardCount(table.handSize()));
        setPixelSize(painter, std::min(44.0, beside.height() * 0.42), true);
        painter.setPen(suitColour(*table.trump()));
        painter.drawText(beside.adjusted(0, beside.height() / 2, 0, 0),
                         Qt::AlignLeft | Qt::AlignTop, suitText(*table.trump()));
        if (table.trumpCardInHand) {
            setPixelSize(painter, 11);
            painter.setPen(QColor(220, 230, 220));
            painter.drawText(
                QRectF(t.panel.left() + 8, t.trumpCard.bottom() + 1, t.panel.width() - 16, 14),
                Qt::AlignLeft, tr("in the dealer's hand"));
        }
    } else {
        painter.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(t.trumpCard, 6, 6);
    }

    // Everyone's bid, tricks and total.
    const int n = table.numPlayers;
    const qreal rowHeight = std::min(26.0, t.panelTable.height() / (n + 1));
    const qreal x = t.panelTable.left(), w = t.panelTable.width();
    // The totals are in the window's list of players and on the score sheet.
    const qreal column = std::min(40.0, w * 0.2), nameWidth = w - 2 * column;
    setPixelSize(painter, rowHeight * 0.46);
    painter.setPen(QColor(200, 215, 200));
    const QRectF head(x, t.panelTable.top(), w, rowHeight);
    painter.drawText(QRectF(head.left(), head.top(), nameWidth, rowHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, tr("Player"));
    const QString headers[] = {tr("Bid"), tr("Won")};
    for (int c = 0; c < 2; ++c)
        painter.drawText(QRectF(x + nameWidth + c * column, head.top(), column, rowHeight),
                         Qt::AlignCenter, headers[c]);
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
        painter.drawText(QRectF(row.left() + 16, row.top(), nameWidth - 16, rowHeight),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(name, Qt::ElideRight,
                                                          static_cast<int>(nameWidth - 16)));
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
        painter.drawText(QRectF(x, head.bottom() + n * rowHeight + 2, w, rowHeight),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         tr("Bids: %1 for %2").arg(sum).arg(trickCount(table.handSize())));
    }
}

void OhHellBoard::paintPlates(QPainter& painter, const TableGeometry& t) const {
    const Table& table = state_->table();
    for (PlayerId p = 0; p < table.numPlayers; ++p) {
        const QRectF plate = t.plates[p];
        const bool toMove = state_->currentActor() == p;
        roundedPanel(painter, plate, QColor(10, 26, 16, 190),
                     toMove ? kGold : QColor(255, 255, 255, 60));
        const QColor colour = p < static_cast<int>(seats().size()) ? seats()[p].colour : Qt::gray;
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawRoundedRect(QRectF(plate.left() + 5, plate.top() + 5, 5, plate.height() - 10),
                                2, 2);
        QString detail = table.bids[p] >= 0
                             ? tr("bid %1 · won %2").arg(table.bids[p]).arg(table.tricksTaken[p])
                             : cardCount(table.handCounts[p]);
        if (table.dealIndex >= 0 && p == table.dealer)
            detail += QStringLiteral(" · ") + tr("dealer");
        painter.setPen(Qt::white);
        const bool bottom = p == bottomSeat();
        if (bottom) {
            setPixelSize(painter, 12, true);
            const QString line = seatName(p) + QStringLiteral(" — ") + detail;
            painter.drawText(plate.adjusted(16, 0, -6, 0), Qt::AlignLeft | Qt::AlignVCenter,
                             painter.fontMetrics().elidedText(
                                 line, Qt::ElideRight, static_cast<int>(plate.width() - 22)));
            continue;
        }
        setPixelSize(painter, 13, true);
        painter.drawText(QRectF(plate.left() + 16, plate.top() + 4, plate.width() - 20, 20),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(seatName(p), Qt::ElideRight,
                                                          static_cast<int>(plate.width() - 20)));
        setPixelSize(painter, 12);
        painter.setPen(QColor(215, 230, 215));
        painter.drawText(QRectF(plate.left() + 16, plate.top() + 24, plate.width() - 20, 20),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(detail, Qt::ElideRight,
                                                          static_cast<int>(plate.width() - 20)));
    }
}

void OhHellBoard::paintTrick(QPainter& painter, const TableGeometry& t) const {
    const Table& table = state_->table();
    // The trick being played; between tricks, the one just taken stays until the next lead.
    const cards::Trick* trick = &table.trick;
    bool taken = false;
    const bool justTaken =
        table.phase == Phase::Playing && table.trick.empty() && !table.finishedTricks.empty();
    if (table.lastTrick && (lastTrickShown_ || justTaken)) {
        trick = &*table.lastTrick;
        taken = true;
    }
    if (trick->empty()) return;
    if (lastTrickShown_) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 90));
        painter.drawRoundedRect(
            QRectF(t.trickCentre - QPointF(t.playArea.width() * 0.3, t.trickCard.height() * 1.15),
                   QSizeF(t.playArea.width() * 0.6, t.trickCard.height() * 2.3)),
            12, 12);
    }
    for (const cards::PlayedCard& play : trick->plays) {
        const QPointF place = t.trickPlaces[play.seat];
        const QRectF rect(place - QPointF(t.trickCard.width() / 2, t.trickCard.height() / 2),
                          t.trickCard);
        drawCard(painter, deck_, rect, play.card, true);
        setPixelSize(painter, 11, true);
        const QString name = painter.fontMetrics().elidedText(
            seatName(play.seat), Qt::ElideRight, static_cast<int>(t.trickCard.width() - 6));
        const QRectF tag(rect.left(), rect.bottom() - 16, rect.width(), 15);
        roundedPanel(painter, tag, QColor(0, 0, 0, 150), QColor(0, 0, 0, 0));
        painter.setPen(Qt::white);
        painter.drawText(tag, Qt::AlignCenter, name);
    }
    if (taken) {
        const PlayerId winner = cards::currentWinner(*trick, table.trump()).seat;
        const QString caption = lastTrickShown_
                                    ? tr("Last trick, taken by %1").arg(seatName(winner))
                                    : tr("Trick to %1").arg(seatName(winner));
        setPixelSize(painter, 13, true);
        const qreal width = painter.fontMetrics().horizontalAdvance(caption) + 20;
        // Under the trick, where the bid pad stands while bidding.
        const qreal below = t.trickCentre.y() + t.trickCard.height() * 0.92 + 6;
        const QRectF box(t.trickCentre.x() - width / 2, below, width, 22);
        roundedPanel(painter, box, QColor(0, 0, 0, 170), kGold);
        painter.setPen(kGold);
        painter.drawText(box, Qt::AlignCenter, caption);
    }
}

void OhHellBoard::paintHand(QPainter& painter, const TableGeometry& t) const {
    const Table& table = state_->table();
    const PlayerId seat = bottomSeat();
    const bool faceUp = bottomFaceUp();
    const int count = faceUp ? state_->hand(seat).size() : table.handCounts[seat];
    const auto rects = t.handCards(count);
    const auto hand = shownHand();
    const auto playable = playingNow() ? state_->playableNow() : std::vector<Card>{};
    for (int i = 0; i < count; ++i) {
        QRectF rect = rects[static_cast<std::size_t>(i)];
        if (!faceUp) {
            drawCard(painter, deck_, rect, Card(), false);
            continue;
        }
        const Card card = hand[static_cast<std::size_t>(i)];
        const bool legal = std::find(playable.begin(), playable.end(), card) != playable.end();
        if (legal) rect.translate(0, -t.card.height() * 0.1);
        drawCard(painter, deck_, rect, card, true);
        if (playingNow() && !legal) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0, 0, 0, 110));
            painter.drawRoundedRect(rect, rect.width() * 0.07, rect.width() * 0.07);
        }
        const bool hinted = hint_ && lt::oh_hell::kindOf(*hint_) == lt::oh_hell::MoveKind::Play &&
                            lt::oh_hell::cardOf(*hint_) == card;
        if ((playingNow() && i == cursor_) || hinted) {
            painter.setPen(QPen(hinted ? QColor(90, 220, 255) : kGold, 3));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), rect.width() * 0.08,
                                    rect.width() * 0.08);
        }
    }
    if (!message_.isEmpty()) {
        // One line, or two when it is long; the box grows upwards from the message line.
        setPixelSize(painter, 12, refusal_);
        const QRectF fit = painter.fontMetrics().boundingRect(
            QRectF(0, 0, t.message.width() - 16, 200).toRect(), Qt::TextWordWrap, message_);
        const qreal height = std::max(t.message.height(), fit.height() + 8);
        const QRectF box(t.message.left(), t.message.bottom() - height, fit.width() + 16, height);
        roundedPanel(painter, box, refusal_ ? QColor(120, 20, 20, 220) : QColor(0, 0, 0, 150),
                     QColor(0, 0, 0, 0));
        painter.setPen(Qt::white);
        painter.drawText(box.adjusted(8, 0, -8, 0), Qt::AlignCenter | Qt::TextWordWrap, message_);
    }
}

void OhHellBoard::paintForbiddenBid(QPainter& painter) const {
    const int forbidden = biddingNow() ? state_->table().forbiddenBidNow() : -1;
    if (forbidden < 0) return;
    const QRect button = bidButtons_[static_cast<std::size_t>(forbidden)]->geometry().translated(
        bidPad_->geometry().topLeft());
    setPixelSize(painter, 11, true);
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
    setPixelSize(painter, std::min(15.0, rowHeight * 0.75), true);
    painter.drawText(QRectF(x, y, sheet.width() - 16, 20), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Score sheet: bid/tricks and points (click to close)"));
    y += 24;
    setPixelSize(painter, rowHeight * 0.62, true);
    painter.drawText(QRectF(x, y, labelWidth, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Cards"));
    for (PlayerId p = 0; p < n; ++p)
        painter.drawText(QRectF(x + labelWidth + p * column, y, column, rowHeight), Qt::AlignCenter,
                         painter.fontMetrics().elidedText(seatName(p), Qt::ElideRight,
                                                          static_cast<int>(column - 4)));
    y += rowHeight;
    setPixelSize(painter, std::min(13.0, rowHeight * 0.6));
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

// How the Recto Verso table draws itself: the players' panels with their cards and stars, the
// middle, the glow on what may be touched, the line that says what to do, the stolen card's
// two ways, a card in flight, and the end of a round or of the game.
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "games/recto_verso/card_art.h"
#include "games/recto_verso/moves.h"
#include "games/recto_verso/recto_verso_board.h"

namespace lt::shell::recto_verso {

using namespace lt::recto_verso;

namespace {

void fitText(QPainter& painter, const QRectF& rect, const QString& text, int flags, double share) {
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(10, static_cast<int>(rect.height() * share)));
    painter.setFont(font);
    QFontMetricsF metrics(font);
    while (metrics.horizontalAdvance(text) > rect.width() && font.pixelSize() > 9) {
        font.setPixelSize(font.pixelSize() - 1);
        painter.setFont(font);
        metrics = QFontMetricsF(font);
    }
    painter.drawText(rect, flags, metrics.elidedText(text, Qt::ElideRight, rect.width()));
}

QRectF scaled(const QRectF& rect, double factor) {
    const QSizeF size = rect.size() * factor;
    return QRectF(rect.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

}  // namespace

void RectoVersoBoard::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QLinearGradient background(0, 0, 0, height());
    background.setColorAt(0, QColor(40, 120, 110));
    background.setColorAt(1, QColor(25, 90, 85));
    painter.fillRect(rect(), background);
    if (!state_) return;
    const TableLayout t = layout();
    paintPlayers(painter, t);
    paintMiddle(painter, t);
    paintHint(painter, t);
    paintTargets(painter, targets());
    paintStealChoice(painter, t);
    paintFlight(painter);
    paintBanner(painter, t);
}

void RectoVersoBoard::paintNameAndStars(QPainter& painter, const QRectF& rect, PlayerId seat,
                                        NameAndStars arrangement) const {
    const Table& table = state_->table();
    // Three stars, one lit per point (RV7: three points win): beside the name in the narrow
    // panels along the top, under it in the viewer's strip, where cards raised beside it
    // would cover them.
    const bool stacked = arrangement == NameAndStars::Stacked;
    const double line = stacked ? rect.height() / 2 : rect.height();
    const int stars = std::max(kPointsToWin, table.scores[seat]);
    const double star = std::min(line, rect.width() / (stacked ? stars + 1 : 7));
    const double starsWidth = stars * star;
    const QPointF first = stacked ? QPointF(rect.left(), rect.top() + line)
                                  : QPointF(rect.right() - starsWidth, rect.top());
    for (int i = 0; i < stars; ++i)
        paintStar(painter, QRectF(first.x() + i * star, first.y(), star, star),
                  i < table.scores[seat]);
    painter.setPen(Qt::white);
    fitText(painter,
            QRectF(rect.left(), rect.top(), rect.width() - (stacked ? 0 : starsWidth + 4), line),
            seatName(seat), Qt::AlignLeft | Qt::AlignVCenter, 0.75);
}

void RectoVersoBoard::paintCard(QPainter& painter, const QRectF& rect, PlayerId owner,
                                int index) const {
    if (flight_ && flight_->owner == owner && flight_->index == index) return;  // in the air
    if (const auto face = shownFace(owner, index))
        paintCardFace(painter, rect, *face);
    else
        paintCardCover(painter, rect);
}

void RectoVersoBoard::paintPlayers(QPainter& painter, const TableLayout& t) const {
    const Table& table = state_->table();
    const PlayerId actor = table.phase == Phase::Playing ? table.actor() : kNobody;
    const auto seats = panelSeats();
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const PlayerId seat = seats[i];
        const QRectF panel = t.panels[i];
        QColor fill = seatColour(seat);
        fill.setAlpha(seat == actor ? 150 : 70);
        painter.setPen(
            QPen(seat == actor ? QColor(Qt::white) : seatColour(seat), seat == actor ? 4 : 2));
        painter.setBrush(fill);
        painter.drawRoundedRect(panel, 10, 10);
        paintNameAndStars(painter, t.panelNames[i], seat, NameAndStars::Beside);
        for (std::size_t c = 0; c < t.panelCards[i].size(); ++c)
            paintCard(painter, t.panelCards[i][c], seat, static_cast<int>(c));
    }
    const PlayerId me = bottomSeat();
    QColor fill = seatColour(me);
    fill.setAlpha(me == actor ? 150 : 70);
    painter.setPen(QPen(me == actor ? QColor(Qt::white) : seatColour(me), me == actor ? 4 : 2));
    painter.setBrush(fill);
    painter.drawRoundedRect(t.bottom, 12, 12);
    const QRectF name = t.bottomName;
    paintNameAndStars(painter, QRectF(name.left(), name.top(), name.width(), name.height() * 0.44),
                      me, NameAndStars::Stacked);
    for (std::size_t c = 0; c < t.hand.size(); ++c)
        paintCard(painter, t.hand[c], me, static_cast<int>(c));
}

void RectoVersoBoard::paintMiddle(QPainter& painter, const TableLayout& t) const {
    const Table& table = state_->table();
    for (std::size_t i = 0; i < t.middle.size(); ++i) {
        paintCard(painter, t.middle[i], kNobody, static_cast<int>(i));
        // The cards turned over in this Flip 3, and the card just played, are marked.
        const bool flipped = std::find(table.flipped.begin(), table.flipped.end(),
                                       static_cast<int>(i)) != table.flipped.end();
        const bool played =
            table.phase == Phase::Playing && table.step != Step::Play && i + 1 == t.middle.size();
        if (flipped || played) {
            painter.setPen(QPen(played ? QColor(Qt::white) : kGold, 3, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(t.middle[i].adjusted(-3, -3, 3, 3), 6, 6);
        }
    }
}

void RectoVersoBoard::paintTargets(QPainter& painter, const std::vector<Target>& list) const {
    if (list.empty()) return;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const bool focused = static_cast<int>(i) == std::min<int>(focus_, list.size() - 1);
        const bool hinted = hint_ && *hint_ == list[i].move;
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(hinted ? QColor(80, 255, 120) : kGold, focused ? 6 : 3));
        painter.drawRoundedRect(list[i].rect.adjusted(-4, -4, 4, 4), 8, 8);
        if (focused) {
            painter.setPen(QPen(Qt::white, 2));
            painter.drawRoundedRect(list[i].rect.adjusted(-8, -8, 8, 8), 10, 10);
        }
    }
}

QString RectoVersoBoard::hintText() const {
    if (!state_) return {};
    const Table& table = state_->table();
    if (table.phase == Phase::Over) return {};
    if (table.phase == Phase::Dealing) return tr("Dealing the cards");
    const PlayerId actor = table.actor();
    if (!inputSeat_) return tr("%1 is playing").arg(seatName(actor));
    if (stealPick_) return tr("Hold it as you see it, or turned round");
    switch (table.step) {
        case Step::Play:
            return table.restricted == actor && legal_.size() < state_->hand(actor).size()
                       ? tr("Play a card (not a jump or a turn-round card)")
                       : tr("Play a card");
        case Step::FlipMiddle:
            return tr("Turn over 3 cards in the middle: %1 of 3 done")
                .arg(static_cast<int>(table.flipped.size()));
        case Step::FlipHand:
            return tr("Turn over one card in any hand");
        case Step::Steal:
            return tr("Take a card from another player");
        case Step::Take:
            return tr("Take a card from the middle");
        case Step::VictimTake:
            return tr("A card was taken from you: take one from the middle");
    }
    return {};
}

void RectoVersoBoard::paintHint(QPainter& painter, const TableLayout& t) const {
    const Table& table = state_->table();
    QRectF line = t.hint;
    // Which way play goes: a round arrow at the right end, mirrored after a Reverse.
    const QRectF arrow(line.right() - line.height(), line.top(), line.height(), line.height());
    painter.save();
    painter.setBrush(QColor(255, 255, 255, 220));
    painter.setPen(Qt::NoPen);
    painter.drawEllipse(arrow);
    if (table.direction < 0) {
        painter.translate(arrow.center());
        painter.scale(-1, 1);
        painter.translate(-arrow.center());
    }
    paintSymbol(painter, Symbol::Reverse, scaled(arrow, 0.8));
    painter.restore();
    line.setRight(arrow.left() - 6);
    const QString text = hintText();
    if (text.isEmpty()) return;
    // The pictogram of the step, so that no reading is needed.
    std::optional<Symbol> symbol;
    switch (table.step) {
        case Step::FlipMiddle:
            symbol = Symbol::FlipThree;
            break;
        case Step::FlipHand:
            symbol = Symbol::FlipOne;
            break;
        case Step::Steal:
        case Step::VictimTake:
            symbol = Symbol::Steal;
            break;
        default:
            break;
    }
    if (symbol && table.phase == Phase::Playing) {
        const QRectF disc(line.left(), line.top(), line.height(), line.height());
        painter.setPen(Qt::NoPen);
        painter.setBrush(Qt::white);
        painter.drawEllipse(disc);
        paintSymbol(painter, *symbol, scaled(disc, 0.75));
        line.setLeft(disc.right() + 6);
    }
    painter.setPen(inputSeat_ ? kGold : QColor(230, 240, 235));
    fitText(painter, line, text, Qt::AlignLeft | Qt::AlignVCenter, 0.7);
}

void RectoVersoBoard::paintStealChoice(QPainter& painter, const TableLayout& t) const {
    if (!stealPick_) return;
    // The card picked, still in its owner's hand, and its two ways over the middle.
    painter.setPen(QPen(Qt::white, 5));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(
        slotRect(t, stealPick_->first, stealPick_->second).adjusted(-5, -5, 5, 5), 8, 8);
    painter.fillRect(t.middleArea, QColor(0, 0, 0, 150));
    const auto seen = shownFace(stealPick_->first, stealPick_->second);
    if (seen) paintCardFace(painter, t.keepChoice, *seen);
    // Turned round: its other side, which nobody shows you, under a turning arrow.
    paintCardCover(painter, t.turnChoice);
    const double disc = t.turnChoice.width() * 0.8;
    const QRectF badge(t.turnChoice.center() - QPointF(disc / 2, disc / 2), QSizeF(disc, disc));
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    painter.drawEllipse(badge);
    paintSymbol(painter, Symbol::FlipOne, scaled(badge, 0.75));
}

void RectoVersoBoard::paintFlight(QPainter& painter) const {
    if (!flight_) return;
    const double p = progress_;
    const QRectF from = flight_->from, to = flight_->to;
    QRectF card(from.topLeft() + (to.topLeft() - from.topLeft()) * p,
                from.size() + (to.size() - from.size()) * p);
    // Turning over: squeezed to a line half-way, the new side after.
    const bool turns = flight_->before != flight_->after;
    const auto face = turns && p >= 0.5 ? flight_->after : flight_->before;
    if (turns) {
        const double squeeze = std::max(0.04, std::abs(1 - 2 * p));
        const QPointF centre = card.center();
        card.setWidth(card.width() * squeeze);
        card.moveCenter(centre);
    }
    // Lifted a little while it flies.
    const double lift = std::sin(p * M_PI) * 0.12;
    card = scaled(card, 1 + lift);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(card.translated(5, 6), 6, 6);
    if (face)
        paintCardFace(painter, card, *face);
    else
        paintCardCover(painter, card);
}

void RectoVersoBoard::paintBanner(QPainter& painter, const TableLayout& t) const {
    const Table& table = state_->table();
    const bool over = table.phase == Phase::Over;
    // After a round: who scored and the hand he showed, until the new round's first turn ends.
    const bool roundJustEnded = table.round > 1 && table.roundTurns == 0 && !inputSeat_.has_value();
    if (!over && !roundJustEnded) return;
    if (!over && flight_) return;
    const QRectF area = scaled(t.middleArea, 0.92);
    painter.setPen(QPen(kGold, 4));
    painter.setBrush(QColor(20, 30, 40, 225));
    painter.drawRoundedRect(area, 16, 16);
    QString title;
    const PlayerId scorer = table.lastScorer;
    if (over) {
        const int best = *std::max_element(table.scores.begin(), table.scores.end());
        QStringList winners;
        for (PlayerId p = 0; p < table.numPlayers; ++p)
            if (table.scores[p] == best) winners << seatName(p);
        title = winners.size() == 1
                    ? tr("%1 wins!").arg(winners.front())
                    : tr("%1 share the win!").arg(winners.join(QStringLiteral(", ")));
    } else if (scorer == kNobody) {
        title = tr("Nobody scored in this round");
    } else {
        title = tr("%1 scores!").arg(seatName(scorer));
    }
    const QRectF titleRect(area.left() + 12, area.top() + 8, area.width() - 24,
                           area.height() * 0.28);
    painter.setPen(Qt::white);
    fitText(painter, titleRect, title, Qt::AlignCenter, 0.6);
    // The hand that scored, and a star per point it brought.
    if (scorer == kNobody || table.lastHand.empty()) return;
    const QRectF cardsArea(area.left() + 12, titleRect.bottom(), area.width() - 24,
                           area.height() * 0.5);
    const int count = static_cast<int>(table.lastHand.size());
    double height = cardsArea.height();
    double width = height * kCardAspect;
    if (width * count * 1.1 > cardsArea.width()) {
        width = cardsArea.width() / (count * 1.1);
        height = width / kCardAspect;
    }
    double x = cardsArea.center().x() - (count * width * 1.1) / 2;
    for (const Face& face : table.lastHand) {
        paintCardFace(painter, QRectF(x, cardsArea.top(), width, height), face);
        x += width * 1.1;
    }
    const double star = std::min(area.bottom() - cardsArea.bottom() - 8, 40.0);
    for (int i = 0; i < table.lastPoints; ++i)
        paintStar(painter,
                  QRectF(area.center().x() - table.lastPoints * star / 2 + i * star,
                         cardsArea.bottom() + 4, star, star),
                  true);
}

}  // namespace lt::shell::recto_verso

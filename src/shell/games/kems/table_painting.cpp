// How the Kem's table is drawn (kems_board.h).
#include <QFontInfo>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "games/kems/avatar_painting.h"
#include "games/kems/gesture_texts.h"
#include "games/kems/kems_board.h"
#include "games/kems/view.h"
#include "widgets/felt_table.h"
#include "widgets/fitted_text.h"
#include "widgets/font_scale.h"

namespace lt::shell::kems {
namespace {

using namespace lt::kems;

constexpr qint64 kGestureMs = 1600;
constexpr qint64 kBannerMs = 4000;
constexpr qint64 kFlashMs = 500;
const QColor kGold(250, 215, 90);

const char* const kMarketKeys[] = {"A", "S", "D", "F"};
const char* const kHandKeys[] = {"Z", "X", "C", "V"};

// A key's name under a card (or over it, `above`).
void paintKeyCap(QPainter& painter, const QRectF& card, const QString& key, bool above = false) {
    const QRectF cap(card.center().x() - 9, above ? card.top() - 18 : card.bottom() + 3, 18, 15);
    painter.setPen(QPen(QColor(255, 255, 255, 150), 1));
    painter.setBrush(QColor(0, 0, 0, 90));
    painter.drawRoundedRect(cap, 3, 3);
    painter.setPen(QColor(255, 255, 255, 220));
    QFont font = painter.font();
    font.setPointSizeF(8 * fontScale());
    font.setBold(true);
    painter.setFont(font);
    painter.drawText(cap, Qt::AlignCenter, key);
}

// Lines of text in `rect`, the font made smaller (down to 60 %) until the widest line fits.
void paintFittedLines(QPainter& painter, const QRectF& rect, int alignment, const QString& text) {
    painter.save();
    QFont font = painter.font();
    const double size = font.pointSizeF();
    for (double scale = 1.0; scale >= 0.6; scale -= 0.05) {
        font.setPointSizeF(size * scale);
        painter.setFont(font);
        const QRectF needed = painter.boundingRect(rect, alignment, text);
        if (needed.width() <= rect.width() && needed.height() <= rect.height()) break;
    }
    painter.drawText(rect, alignment, text);
    painter.restore();
}

}  // namespace

QString KemsBoard::teamName(int team) const {
    return tr("%1 & %2").arg(seatName(team), seatName(team + 2));
}

void KemsBoard::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintFelt(painter, rect(), QColor(38, 110, 72), QColor(14, 58, 36), 0.8);
    if (!state_) return;
    const KemsLayout t = layout();
    const Table& table = state_->table();
    QFont font = painter.font();
    font.setPointSizeF(10.5 * fontScale());
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(QColor(255, 255, 255, 230));
    painter.drawText(t.scores, Qt::AlignCenter,
                     tr("%1: %2   ·   %3: %4   ·   first to %5")
                         .arg(teamName(0))
                         .arg(table.scores[0])
                         .arg(teamName(1))
                         .arg(table.scores[1])
                         .arg(table.target));
    for (int place = 0; place < 4; ++place) paintSeat(painter, t, place);
    paintMiddle(painter, t);
    paintControls(painter, t);
    paintPanel(painter, t);
}

void KemsBoard::paintSeat(QPainter& painter, const KemsLayout& t, int place) const {
    const PlayerId seat = seatAt(place);
    const Table& table = state_->table();
    // What the viewer may see: his own hand and the slots everyone saw filled; watching
    // computers, everything. Partners sharing the keyboard see nothing of their hands unless
    // the owner holds his Shift, not even the slots everyone saw filled.
    const bool open = handShown(seat);
    const bool sharedHand = sharedKeyboard_ && seats()[seat].human;
    const QRectF box = t.avatars[place];
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawEllipse(box.adjusted(-4, -4, 4, 4));
    const int gesture = shownGesture(seat);
    const double progress =
        gesture < 0 ? 0 : static_cast<double>(clock_.now() - gestures_[seat].since) / kGestureMs;
    painter.save();
    QPainterPath round;
    round.addEllipse(box.adjusted(-4, -4, 4, 4));
    painter.setClipPath(round);
    paintAvatar(painter, box, seatColour(seat), gesture, progress);
    painter.restore();
    // The done light.
    const QPointF light(box.right() - 4, box.top() + 6);
    painter.setPen(QPen(QColor(0, 0, 0, 120), 1));
    painter.setBrush(table.done[seat] ? QColor(90, 235, 110) : QColor(70, 80, 72));
    painter.drawEllipse(light, 6, 6);
    // The name.
    QFont font = painter.font();
    font.setPointSizeF(9.5 * fontScale());
    font.setBold(sharedKeyboard_ ? seats()[seat].human : seat == viewer_);
    painter.setFont(font);
    painter.setPen(QColor(255, 255, 255, 235));
    painter.drawText(t.names[place], Qt::AlignHCenter | Qt::AlignTop, seatName(seat));
    // The gesture, in words, in a bubble by the avatar.
    if (gesture >= 0) {
        const QString text = GestureTexts::label(gesture);
        QFont bubbleFont = painter.font();
        bubbleFont.setBold(true);
        painter.setFont(bubbleFont);
        const double width = painter.fontMetrics().horizontalAdvance(text) + 16;
        const double x = place >= 2 ? box.left() - width + 6 : box.right() - 6;
        const QRectF bubble(std::clamp(x, 2.0, this->width() - width - 2), box.top() - 4, width,
                            22);
        painter.setPen(QPen(seatColour(seat).darker(130), 1.5));
        painter.setBrush(QColor(255, 255, 245));
        painter.drawRoundedRect(bubble, 10, 10);
        painter.setPen(QColor(40, 30, 20));
        painter.drawText(bubble, Qt::AlignCenter, text);
    }
    // The hand.
    const auto& hand = table.hands[seat];
    std::vector<int> shown = hand;
    if (!open)
        for (std::size_t slot = 0; slot < shown.size(); ++slot)
            shown[slot] = sharedHand ? kUnknown : table.known[seat][slot];
    for (std::size_t slot = 0; slot < shown.size() && slot < 4; ++slot) {
        const QRectF& r = t.hands[place][slot];
        if (shown[slot] == kUnknown)
            deck_.paint(painter, r, cards::Card(), false);
        else
            deck_.paint(painter, r, cards::Card::fromCode(shown[slot]), true);
        if (sharedHand && exchangeOpen())
            paintKeyCap(
                painter, r,
                partnerHandKey(place == 0 ? Side::Left : Side::Right, static_cast<int>(slot)));
        else if (place == 0 && player() && exchangeOpen())
            paintKeyCap(painter, r, QString::fromLatin1(kHandKeys[slot]));
    }
}

void KemsBoard::paintMiddle(QPainter& painter, const KemsLayout& t) const {
    const Table& table = state_->table();
    const qint64 now = clock_.now();
    for (std::size_t slot = 0; slot < table.market.size() && slot < 4; ++slot) {
        QRectF r = t.market[slot];
        // The bottom player's pick rises; with a shared keyboard the top one's sinks.
        const PlayerId bottom = seatAt(0), top = seatAt(2);
        const bool pickedBelow = picked_[bottom] == static_cast<int>(slot);
        const bool pickedAbove = sharedKeyboard_ && picked_[top] == static_cast<int>(slot);
        if (pickedBelow) r.translate(0, -10);
        if (pickedAbove) r.translate(0, 10);
        deck_.paint(painter, r, cards::Card::fromCode(table.market[slot]), true);
        const bool flash = flashSlot_ == static_cast<int>(slot) && now - flashSince_ < kFlashMs;
        if (pickedBelow || pickedAbove || flash) {
            painter.setPen(QPen(kGold, 3));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 6, 6);
        }
        if (sharedKeyboard_ && exchangeOpen()) {
            paintKeyCap(painter, t.market[slot],
                        partnerMarketKey(Side::Left, static_cast<int>(slot)));
            paintKeyCap(painter, t.market[slot],
                        partnerMarketKey(Side::Right, static_cast<int>(slot)), true);
        } else if (player() && exchangeOpen()) {
            paintKeyCap(painter, t.market[slot], QString::fromLatin1(kMarketKeys[slot]));
        }
    }
    // The stock and the discard heap, with their counts.
    QFont font = painter.font();
    font.setPointSizeF(8.5 * fontScale());
    font.setBold(false);
    painter.setFont(font);
    if (table.stockCount > 0) deck_.paint(painter, t.stock, cards::Card(), false);
    if (!table.discard.empty()) deck_.paint(painter, t.discard, cards::Card(), false);
    painter.setPen(QColor(255, 255, 255, 200));
    painter.drawText(t.stock.adjusted(-20, t.stock.height() + 2, 20, 20),
                     Qt::AlignHCenter | Qt::AlignTop, tr("stock %1").arg(table.stockCount));
    painter.drawText(t.discard.adjusted(-20, t.discard.height() + 2, 20, 20),
                     Qt::AlignHCenter | Qt::AlignTop, tr("discards %1").arg(table.discard.size()));
    // Time left before the refresh.
    if (exchangeOpen() && !table.allDone()) {
        const double left = std::clamp(
            1.0 - static_cast<double>(now - marketAt_ - table.lastExchangeMs) / kIdleMs, 0.0, 1.0);
        const QRectF bar(t.market[0].left(), t.market[0].bottom() + 22,
                         t.market[3].right() - t.market[0].left(), 4);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 80));
        painter.drawRoundedRect(bar, 2, 2);
        painter.setBrush(QColor(255, 255, 255, 170));
        painter.drawRoundedRect(QRectF(bar.topLeft(), QSizeF(bar.width() * left, bar.height())), 2,
                                2);
    }
    // The banner: the latest call, or what the table waits for.
    QString text;
    if (state_->isTerminal()) {
        const int winner = table.scores[0] >= table.scores[1] ? 0 : 1;
        text = table.scores[0] == table.scores[1] ? tr("Time is up: a draw!")
                                                  : tr("%1 win!").arg(teamName(winner));
    } else if (!banner_.isEmpty() && now - bannerSince_ < kBannerMs) {
        text = banner_;
    } else if (table.phase == Phase::Signal) {
        text = tr("The teams choose their secret signals…");
    } else if (table.phase == Phase::Deal || table.phase == Phase::Dealer) {
        text = tr("Dealing…");
    }
    if (!text.isEmpty()) {
        QFont bold = painter.font();
        bold.setPointSizeF(11 * fontScale());
        bold.setBold(true);
        painter.setFont(bold);
        const double width =
            std::min(t.banner.width(), painter.fontMetrics().horizontalAdvance(text) + 30.0);
        const QRectF box(t.banner.center().x() - width / 2, t.banner.top(), width,
                         t.banner.height());
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 130));
        painter.drawRoundedRect(box, 12, 12);
        painter.setPen(kGold);
        painter.drawText(box, Qt::AlignCenter | Qt::TextSingleLine,
                         painter.fontMetrics().elidedText(text, Qt::ElideRight, box.width() - 12));
    }
}

void KemsBoard::paintControls(QPainter& painter, const KemsLayout& t) const {
    if (!player()) return;
    const Table& table = state_->table();
    QFont font = painter.font();
    font.setPointSizeF(8.5 * fontScale());
    font.setBold(false);
    painter.setFont(font);
    const int signal = table.signal[lt::kems::teamOf(*player())];
    // Sharing the keyboard, the signal shows with the cards: while a Shift is held.
    const bool signalShown = !sharedKeyboard_ || peeking_[0] || peeking_[1];
    if (signal != kUnknown && signalShown) {
        painter.setPen(kGold);
        painter.drawText(t.signal, Qt::AlignLeft | Qt::AlignBottom,
                         tr("Your signal:\n%1").arg(GestureTexts::label(signal)));
    }
    painter.setPen(QColor(255, 255, 255, 215));
    if (sharedKeyboard_) {
        paintFittedLines(painter, t.help, Qt::AlignLeft | Qt::AlignBottom,
                         partnerHelpText(Side::Left));
        paintFittedLines(painter, t.partnerHelp, Qt::AlignLeft | Qt::AlignTop,
                         partnerHelpText(Side::Right));
    } else {
        painter.drawText(t.help, Qt::AlignLeft | Qt::AlignBottom,
                         tr("1–8 gestures · G Counter-Kem's\nA S D F then Z X C V: swap\nSpace "
                            "Kem's (hold: Double) · B done"));
    }
    const QString labels[kButtons] = {tr("Kem's!"), tr("Double Kem's!"), tr("Counter-Kem's!"),
                                      tr("Done")};
    font.setBold(true);
    font.setPointSizeF(9 * fontScale());
    painter.setFont(font);
    for (int b = 0; b < kButtons; ++b) {
        const bool on = exchangeOpen() && (b != 3 || !table.done[*player()]);
        painter.setPen(QPen(on ? kGold.darker(130) : QColor(90, 90, 90), 1.5));
        painter.setBrush(on ? QColor(120, 30, 30) : QColor(60, 60, 60, 160));
        if (b == 3 && on) painter.setBrush(QColor(30, 80, 50));
        painter.drawRoundedRect(t.buttons[b], 8, 8);
        painter.setPen(on ? QColor(255, 245, 220) : QColor(160, 160, 160));
        painter.drawText(t.buttons[b], Qt::AlignCenter, labels[b]);
    }
}

void KemsBoard::paintPanel(QPainter& painter, const KemsLayout& t) const {
    if (panel_ == Panel::None) return;
    painter.setPen(QPen(kGold, 2));
    painter.setBrush(QColor(20, 30, 25, 235));
    painter.drawRoundedRect(t.panel, 14, 14);
    QFont font = painter.font();
    font.setPointSizeF(11 * fontScale());
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(kGold);
    const QString title =
        panel_ == Panel::Signal
            ? tr("%1, choose your team's secret signal (1–8)").arg(seatName(chooser_.value_or(0)))
            : tr("Counter-Kem's! Which gesture is their signal? (1–8, Esc: cancel)");
    painter.drawText(QRectF(t.panel.left() + 10, t.panel.top() + 6, t.panel.width() - 20, 26),
                     Qt::AlignCenter, title);
    const int retired = panel_ == Panel::Signal && chooser_
                            ? state_->table().retiredSignal[lt::kems::teamOf(*chooser_)]
                            : -1;
    font.setPointSizeF(9 * fontScale());
    painter.setFont(font);
    const PlayerId who = chooser_ ? *chooser_ : player().value_or(0);
    for (int g = 0; g < 8; ++g) {
        const QRectF cell = t.choices[g];
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1));
        painter.setBrush(g == retired ? QColor(60, 60, 60, 200) : QColor(255, 255, 255, 25));
        painter.drawRoundedRect(cell, 10, 10);
        const double size = std::min(cell.width(), cell.height() - 20) * 0.9;
        paintAvatar(painter, QRectF(cell.center().x() - size / 2, cell.top() + 4, size, size),
                    seatColour(who), g, 0.35);
        painter.setPen(g == retired ? QColor(140, 140, 140) : QColor(255, 255, 255));
        // Smaller rather than cut ("Am Ohrläppchen ziehen" in a quarter of a 1024 × 600 table).
        drawFittedLine(painter, QRectF(cell.left() + 3, cell.bottom() - 20, cell.width() - 6, 18),
                       Qt::AlignCenter,
                       QStringLiteral("%1  %2").arg(g + 1).arg(GestureTexts::label(g)),
                       QFontInfo(font).pixelSize());
    }
}

}  // namespace lt::shell::kems

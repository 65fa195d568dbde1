#include "games/flags_ordine/flags_ordine_board_view.h"

#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

#include "widgets/fitted_text.h"
#include "widgets/flag_dice_view.h"
#include "widgets/flag_view.h"
#include "widgets/font_scale.h"

namespace lt::shell::flags_ordine {
namespace {

using namespace lt::flags_ordine;

constexpr int kDrawMs = 450;
constexpr int kCheckMs = 1300;
constexpr int kRollMs = 900;
constexpr qreal kSideWidth = 240;

const OrdineState* asOrdine(const State& state) {
    return dynamic_cast<const OrdineState*>(&state);
}

}  // namespace

OrdineBoardView::OrdineBoardView(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    die_ = new FlagDiceView(this);
    die_->setDice({{FlagDieColour::Red, -1}});
    rollButton_ = new QPushButton(tr("Roll the red die"), this);
    rollButton_->setCursor(Qt::PointingHandCursor);
    rollButton_->setStyleSheet(scaledFontSizes(
        "QPushButton { background: #d64541; color: white; border: none; border-radius: 10px;"
        " font-size: 16px; font-weight: 700; padding: 10px 16px; }"
        "QPushButton:hover { background: #e8615d; }"));
    rollButton_->hide();
    connect(rollButton_, &QPushButton::clicked, this, [this] { emit rollRequested(); });
    connect(die_, &FlagDiceView::rollFinished, this, [this] {
        if (!waitingForDie_) return;
        waitingForDie_ = false;
        finishAfter(static_cast<int>(kCheckMs * 0.6));
    });
    settle_.setSingleShot(true);
    connect(&settle_, &QTimer::timeout, this, [this] {
        flashCard_ = -1;
        update();
        emit animationFinished();
    });
}

OrdineBoardView::~OrdineBoardView() = default;

const QPixmap& OrdineBoardView::flag(const std::string& code, const QSize& size) {
    const QString key = QStringLiteral("%1:%2x%3")
                            .arg(QString::fromStdString(code), QString::number(size.width()),
                                 QString::number(size.height()));
    auto it = flags_.find(key);
    if (it == flags_.end()) it = flags_.insert(key, flagPixmap(QString::fromStdString(code), size));
    return *it;
}

QString OrdineBoardView::countryName(int card) const {
    return state_ ? texts_.countryName(state_->card(card).code) : QString();
}

QString OrdineBoardView::valueText(int card) const {
    if (!state_) return {};
    const QLocale locale;
    const std::int64_t v = state_->value(card);
    if (state_->setup().order == Order::Area)
        return tr("%1 km²").arg(locale.toString(static_cast<qlonglong>(v)));
    if (v >= 1'000'000)
        return tr("%1 million").arg(locale.toString(static_cast<double>(v) / 1e6, 'f', 1));
    return locale.toString(static_cast<qlonglong>(v));
}

void OrdineBoardView::showState(const State& state, PlayerId /*viewer*/) {
    const OrdineState* o = asOrdine(state);
    if (!o) return;
    state_ = std::make_unique<OrdineState>(*o);
    cursor_ = std::clamp(cursor_, 0, static_cast<int>(state_->row().size()));
    const auto& check = state_->lastCheck();
    if (!die_->isRolling()) {
        if (state_->phase() == Phase::Rescue || !check || check->dieFace < 0)
            die_->setDice({{FlagDieColour::Red, -1}});
        else
            die_->setDice({{FlagDieColour::Red, check->dieFace}});
    }
    refreshControls();
    update();
}

OrdineBoardView::Layout OrdineBoardView::layout() const {
    Layout l;
    const QRectF all = QRectF(rect()).adjusted(14, 10, -14, -12);
    l.side = QRectF(all.right() - kSideWidth, all.top(), kSideWidth, all.height());
    const qreal width = all.width() - kSideWidth - 16;
    l.top = QRectF(all.left(), all.top(), width, 64);
    const int n = state_ ? static_cast<int>(state_->row().size()) : 1;
    // Long rows close up: narrower gaps first, then smaller cards.
    l.gap = std::clamp<qreal>(width / (n + 1) / 4, 10, 26);
    l.cardW = std::min<qreal>(150, (width - (n + 1) * l.gap) / std::max(1, n));
    l.cardH = l.cardW * 1.15;
    const qreal rowTop = l.top.bottom() + 28;
    l.row = QRectF(all.left(), rowTop, width, l.cardH + 40);
    l.drawn = QRectF(all.left(), l.row.bottom() + 20, width, all.bottom() - l.row.bottom() - 20);
    return l;
}

QRectF OrdineBoardView::rowCardRect(int index) const {
    const Layout l = layout();
    const int n = static_cast<int>(state_->row().size());
    const qreal total = n * l.cardW + (n + 1) * l.gap;
    const qreal x = l.row.center().x() - total / 2 + l.gap + index * (l.cardW + l.gap);
    return QRectF(x, l.row.top() + 30, l.cardW, l.cardH);
}

QRectF OrdineBoardView::gapRect(int gap) const {
    if (!state_) return {};
    const Layout l = layout();
    const int n = static_cast<int>(state_->row().size());
    const qreal total = n * l.cardW + (n + 1) * l.gap;
    const qreal left = l.row.center().x() - total / 2 + gap * (l.cardW + l.gap);
    return QRectF(left, l.row.top(), l.gap, l.cardH + 30);
}

void OrdineBoardView::refreshControls() {
    const Layout l = layout();
    die_->setGeometry(
        QRectF(l.side.left() + 40, l.side.top() + 40, l.side.width() - 80, 110).toRect());
    bool showRoll = false;
    if (state_ && state_->phase() == Phase::Rescue) {
        const PlayerId p = state_->turn();
        showRoll = p < static_cast<int>(seats().size()) && seats()[p].human && !waitingForDie_;
    }
    rollButton_->setVisible(showRoll);
    if (showRoll) {
        rollButton_->adjustSize();
        rollButton_->move(static_cast<int>(l.side.center().x() - rollButton_->width() / 2.0),
                          die_->geometry().bottom() + 10);
        rollButton_->raise();
    }
}

void OrdineBoardView::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    refreshControls();
}

void OrdineBoardView::paintCard(QPainter& painter, const QRectF& r, int card, bool showValue,
                                const QColor& frame) {
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawRoundedRect(r.translated(2, 3), 8, 8);
    painter.setBrush(QColor(0xfb, 0xf8, 0xf0));
    painter.setPen(QPen(frame, frame == QColor(0x8c, 0x7a, 0x5b) ? 1.5 : 4));
    painter.drawRoundedRect(r, 8, 8);
    const qreal pad = r.width() * 0.07;
    const qreal labelH = showValue ? std::max<qreal>(30, r.height() * 0.3) : 0;
    const QRectF flagArea(r.left() + pad, r.top() + pad, r.width() - 2 * pad,
                          r.height() - 2 * pad - labelH);
    const qreal ratio = devicePixelRatioF();
    const QSize pixels = (flagArea.size() * ratio).toSize();
    const QPixmap& picture = pixels.width() > 4 && pixels.height() > 4
                                 ? flag(state_->card(card).code, pixels)
                                 : flag(state_->card(card).code, QSize(8, 6));
    if (!picture.isNull() && flagArea.height() > 2) {
        QRectF target(QPointF(0, 0), QSizeF(picture.size()) / ratio);
        target.moveCenter(flagArea.center());
        painter.drawPixmap(target, picture, QRectF(picture.rect()));
    }
    if (showValue) {
        QFont font = painter.font();
        font.setPixelSize(static_cast<int>(std::clamp(r.width() * 0.1, 9.0, 15.0)));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(QColor(0x2b, 0x2b, 0x2b));
        const QRectF label(r.left() + 3, r.bottom() - labelH - 2, r.width() - 6, labelH);
        const QString name = painter.fontMetrics().elidedText(countryName(card), Qt::ElideRight,
                                                              static_cast<int>(label.width()));
        painter.drawText(label, Qt::AlignHCenter | Qt::AlignTop, name);
        font.setBold(false);
        painter.setFont(font);
        painter.setPen(QColor(0x1f, 0x4e, 0x8c));
        painter.drawText(label, Qt::AlignHCenter | Qt::AlignBottom, valueText(card));
    }
    painter.restore();
}

void OrdineBoardView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QLinearGradient felt(0, 0, 0, height());
    felt.setColorAt(0, QColor(0x23, 0x4a, 0x6e));
    felt.setColorAt(1, QColor(0x12, 0x26, 0x3d));
    painter.fillRect(rect(), felt);
    if (!state_) return;
    const Layout l = layout();
    paintPlayers(painter, l);
    paintRow(painter, l);
    paintDrawn(painter, l);
    paintSide(painter, l);
}

void OrdineBoardView::paintPlayers(QPainter& painter, const Layout& l) {
    const int n = state_->numPlayers();
    const qreal w = std::min<qreal>(200, (l.top.width() - (n - 1) * 8) / n);
    QFont font = painter.font();
    for (PlayerId p = 0; p < n; ++p) {
        const QRectF chip(l.top.left() + p * (w + 8), l.top.top(), w, l.top.height());
        const bool active = state_->turn() == p && !state_->isTerminal();
        const bool out = !state_->inRace(p);
        painter.setPen(active ? QPen(QColor(0xf4, 0xc5, 0x42), 3) : Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, out ? 40 : 100));
        painter.drawRoundedRect(chip, 10, 10);
        const QColor colour = p < static_cast<int>(seats().size()) ? seats()[p].colour : Qt::white;
        painter.setPen(Qt::NoPen);
        painter.setBrush(out ? colour.darker(200) : colour);
        painter.drawEllipse(QPointF(chip.left() + 15, chip.top() + 20), 7, 7);
        font.setPixelSize(fontScaled(15));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(out ? QColor(0x8a, 0x9b, 0xb0) : QColor(Qt::white));
        const QRectF nameRect(chip.left() + 28, chip.top() + 6, chip.width() - 34, 26);
        painter.drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(seatName(p), Qt::ElideRight,
                                                          static_cast<int>(nameRect.width())));
        // Cards won: small flags, and empty places up to the target.
        const auto& won = state_->won(p);
        const int target = state_->setup().cardsToWin;
        const qreal fw = 30, fh = 20;
        for (int i = 0; i < target; ++i) {
            const QRectF box(chip.left() + 12 + i * (fw + 6), chip.bottom() - fh - 8, fw, fh);
            if (i < static_cast<int>(won.size())) {
                const QPixmap& picture =
                    flag(state_->card(won[i]).code, (box.size() * devicePixelRatioF()).toSize());
                painter.drawPixmap(box, picture, QRectF(picture.rect()));
            } else {
                painter.setPen(QPen(QColor(255, 255, 255, 70), 1, Qt::DashLine));
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(box);
            }
        }
        if (out) {
            font.setPixelSize(fontScaled(12));
            font.setBold(false);
            painter.setFont(font);
            painter.setPen(QColor(0xff, 0x8a, 0x7a));
            painter.drawText(chip.adjusted(0, 0, -10, -10), Qt::AlignRight | Qt::AlignBottom,
                             tr("out"));
        }
    }
}

void OrdineBoardView::paintRow(QPainter& painter, const Layout& l) {
    const auto& row = state_->row();
    QFont font = painter.font();
    font.setPixelSize(fontScaled(13));
    painter.setFont(font);
    painter.setPen(QColor(0xc9, 0xd6, 0xe6));
    const bool area = state_->setup().order == Order::Area;
    painter.drawText(QRectF(l.row.left(), l.row.top() - 24, l.row.width(), 20), Qt::AlignCenter,
                     area ? tr("smallest area  ←                →  largest area")
                          : tr("fewest people  ←                →  most people"));
    const auto& check = state_->lastCheck();
    for (int i = 0; i < static_cast<int>(row.size()); ++i) {
        QColor frame(0x8c, 0x7a, 0x5b);
        if (row[i] == flashCard_ && check)
            frame =
                check->right || check->saved ? QColor(0x2e, 0xa0, 0x4f) : QColor(0xc0, 0x39, 0x2b);
        paintCard(painter, rowCardRect(i), row[i], true, frame);
    }
    // Where the last card was put, when that was wrong.
    if (flashCard_ >= 0 && check && !check->right) {
        const int shownGap = check->gap <= check->rightGap ? check->gap : check->gap + 1;
        const QRectF g = gapRect(shownGap);
        painter.setPen(QPen(QColor(0xff, 0x6b, 0x5b), 3));
        painter.drawLine(QPointF(g.center().x() - 8, g.top() + 30),
                         QPointF(g.center().x() + 8, g.top() + 46));
        painter.drawLine(QPointF(g.center().x() + 8, g.top() + 30),
                         QPointF(g.center().x() - 8, g.top() + 46));
    }
    if (requested_ < 0) return;
    for (int gap = 0; gap <= static_cast<int>(row.size()); ++gap) {
        const QRectF g = gapRect(gap);
        const bool chosen = gap == cursor_ || gap == hintGap_;
        painter.setPen(Qt::NoPen);
        painter.setBrush(chosen ? QColor(0xf4, 0xc5, 0x42) : QColor(0xf4, 0xc5, 0x42, 110));
        QPolygonF arrow;
        const qreal cx = g.center().x(), y = g.top() + 2;
        arrow << QPointF(cx - 10, y) << QPointF(cx + 10, y) << QPointF(cx, y + 16);
        painter.drawPolygon(arrow);
        painter.drawRoundedRect(QRectF(cx - 3, y + 18, 6, l.cardH), 3, 3);
    }
}

void OrdineBoardView::paintDrawn(QPainter& painter, const Layout& l) {
    QFont font = painter.font();
    const auto drawn = state_->drawn();
    const qreal h = std::min<qreal>(l.drawn.height() - 50, 200);
    if (drawn && h > 40) {
        const QRectF card(l.drawn.center().x() - h * 0.65, l.drawn.top() + 34, h * 1.3, h);
        paintCard(painter, card, *drawn, state_->phase() == Phase::Rescue,
                  QColor(0xf4, 0xc5, 0x42));
        font.setPixelSize(fontScaled(18));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(Qt::white);
        const QString text =
            state_->phase() == Phase::Placing
                ? tr("%1, where does this country go?").arg(seatName(state_->turn()))
                : tr("Wrong place! %1 rolls the red die").arg(seatName(state_->turn()));
        drawFittedText(painter, QRectF(l.drawn.left(), l.drawn.top(), l.drawn.width(), 30),
                       Qt::AlignCenter, text, fontScaled(18));
        return;
    }
    font.setPixelSize(fontScaled(20));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(Qt::white);
    QString text;
    if (state_->isTerminal()) {
        for (PlayerId p = 0; p < state_->numPlayers(); ++p)
            if (state_->ranking()[p] == 1) text = tr("%1 wins the game!").arg(seatName(p));
    } else if (state_->phase() == Phase::Opening) {
        text = state_->lastRaceWinner() >= 0
                   ? tr("%1 won the race! New race: %2 lays the first card")
                         .arg(seatName(state_->lastRaceWinner()), seatName(state_->raceStarter()))
                   : tr("%1 lays the first card").arg(seatName(state_->raceStarter()));
    } else {
        text = checkText();
    }
    // Smaller rather than cut under a short row (a 1024 × 600 screen).
    drawFittedText(painter, l.drawn.adjusted(0, 20, 0, 0), Qt::AlignHCenter | Qt::AlignTop, text,
                   fontScaled(20));
}

QString OrdineBoardView::checkText() const {
    const auto& check = state_->lastCheck();
    if (!check) return {};
    const QString who = seatName(check->player);
    const QString what = countryName(check->card);
    if (check->right) return tr("Right! %1 put %2 in its place").arg(who, what);
    if (check->saved) return tr("%1 was wrong about %2, but the die saved him").arg(who, what);
    return tr("%1 was wrong about %2 and is out of this race").arg(who, what);
}

void OrdineBoardView::paintSide(QPainter& painter, const Layout& l) {
    QFont font = painter.font();
    font.setPixelSize(fontScaled(13));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(QColor(0xf4, 0xe9, 0xd0));
    painter.drawText(QRectF(l.side.left(), l.side.top() + 8, l.side.width(), 24), Qt::AlignCenter,
                     tr("RED DIE"));
    font.setBold(false);
    font.setPixelSize(fontScaled(14));
    painter.setFont(font);
    qreal y = die_->geometry().bottom() + 60;
    if (state_->phase() == Phase::Rescue && state_->drawn()) {
        const auto& card = state_->card(*state_->drawn());
        const QString continent =
            flagDieFaceName({FlagDieColour::Red, static_cast<int>(card.continent)});
        painter.drawText(QRectF(l.side.left(), y, l.side.width(), 60),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                         tr("%1 or World saves %2").arg(continent, seatName(state_->turn())));
    }
    y += 70;
    painter.drawText(QRectF(l.side.left(), y, l.side.width(), 22), Qt::AlignCenter,
                     tr("Race %1").arg(state_->raceNumber()));
    painter.drawText(QRectF(l.side.left(), y + 24, l.side.width(), 22), Qt::AlignCenter,
                     tr("Still in the race: %1").arg(state_->playersInRace()));
    painter.drawText(QRectF(l.side.left(), y + 48, l.side.width(), 22), Qt::AlignCenter,
                     tr("Deck: %n card(s)", nullptr, static_cast<int>(state_->deck().size())));
    painter.drawText(QRectF(l.side.left(), y + 72, l.side.width(), 22), Qt::AlignCenter,
                     tr("%n card(s) to win", nullptr, state_->setup().cardsToWin));
    if (requested_ >= 0) {
        font.setPixelSize(fontScaled(13));
        painter.setFont(font);
        painter.setPen(QColor(0xc9, 0xd6, 0xe6));
        painter.drawText(QRectF(l.side.left(), y + 110, l.side.width(), 80),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                         tr("Click an arrow in the row, or choose with ← → and press Enter."));
    }
}

void OrdineBoardView::mousePressEvent(QMouseEvent* event) {
    if (requested_ < 0 || !state_ || event->button() != Qt::LeftButton) return;
    for (int gap = 0; gap <= static_cast<int>(state_->row().size()); ++gap) {
        if (!gapRect(gap).adjusted(-6, 0, 6, 0).contains(event->position())) continue;
        cancelRequest();
        emit moveChosen(placeMove(gap));
        return;
    }
}

void OrdineBoardView::keyPressEvent(QKeyEvent* event) {
    if (requested_ >= 0 && state_) {
        const int last = static_cast<int>(state_->row().size());
        if (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right) {
            cursor_ = std::clamp(cursor_ + (event->key() == Qt::Key_Left ? -1 : 1), 0, last);
            update();
            return;
        }
        if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
            const int gap = cursor_;
            cancelRequest();
            emit moveChosen(placeMove(gap));
            return;
        }
    }
    BoardView::keyPressEvent(event);
}

void OrdineBoardView::requestMove(PlayerId player) {
    requested_ = player;
    hintGap_ = -1;
    if (state_) cursor_ = static_cast<int>(state_->row().size() + 1) / 2;
    setFocus(Qt::OtherFocusReason);
    update();
}

void OrdineBoardView::cancelRequest() {
    requested_ = -1;
    hintGap_ = -1;
    update();
}

void OrdineBoardView::showHint(Move move) {
    if (requested_ < 0 || kindOf(move) != MoveKind::Place) return;
    hintGap_ = moveValue(move);
    cursor_ = hintGap_;
    update();
}

void OrdineBoardView::finishAfter(int ms) {
    settle_.start(std::max(0, ms));
}

void OrdineBoardView::animateMove(const State& before, Move move, const State& after,
                                  PlayerId viewer, double pace) {
    cancelRequest();
    const OrdineState* from = asOrdine(before);
    if (from && kindOf(move) == MoveKind::Die) {
        showState(after, viewer);
        const int ms = static_cast<int>(kRollMs * pace);
        const FlagDie face{FlagDieColour::Red, moveValue(move)};
        // The row may have lost the card (a race won): keep the card lit while the die rolls.
        flashCard_ = *from->drawn();
        if (ms <= 0) {
            die_->setDice({face});
            finishAfter(0);
            return;
        }
        waitingForDie_ = true;
        refreshControls();
        die_->roll({face}, ms);
        return;
    }
    showState(after, viewer);
    if (from && kindOf(move) == MoveKind::Place) {
        flashCard_ = *from->drawn();
        finishAfter(static_cast<int>(kCheckMs * pace));
        return;
    }
    finishAfter(static_cast<int>(kDrawMs * pace));
}

QString OrdineBoardView::describeMove(const State& before, Move move, const State& after) const {
    const OrdineState* from = asOrdine(before);
    const OrdineState* to = asOrdine(after);
    if (!from || !to) return BoardView::describeMove(before, move, after);
    const auto name = [&](int card) { return texts_.countryName(from->card(card).code); };
    switch (kindOf(move)) {
        case MoveKind::Card:
            if (from->phase() == Phase::Opening)
                return tr("%1 lays %2 to start the row")
                    .arg(seatName(from->raceStarter()), name(moveValue(move)));
            return tr("%1 takes the top card").arg(seatName(from->turn()));
        case MoveKind::Place: {
            const auto& check = to->lastCheck();
            if (check && check->right)
                return tr("%1 places %2: right!").arg(seatName(check->player), name(check->card));
            return tr("%1 places %2: wrong!").arg(seatName(from->turn()), name(*from->drawn()));
        }
        case MoveKind::Die: {
            const QString face = flagDieFaceName({FlagDieColour::Red, moveValue(move)});
            const auto& check = to->lastCheck();
            if (check && check->saved)
                return tr("%1 rolls %2: saved, still in the race")
                    .arg(seatName(from->turn()), face);
            if (to->lastRaceWinner() >= 0 && to->raceNumber() != from->raceNumber())
                return tr("%1 rolls %2 and is out: %3 wins the race and %4")
                    .arg(seatName(from->turn()), face, seatName(to->lastRaceWinner()),
                         name(*from->drawn()));
            if (to->isTerminal())
                return tr("%1 rolls %2: %3 wins the race, and the game!")
                    .arg(seatName(from->turn()), face, seatName(to->lastRaceWinner()));
            return tr("%1 rolls %2 and is out of this race").arg(seatName(from->turn()), face);
        }
    }
    return BoardView::describeMove(before, move, after);
}

Sound OrdineBoardView::soundFor(const State& /*before*/, Move move, const State& after) const {
    if (after.isTerminal()) return Sound::Win;
    if (kindOf(move) == MoveKind::Die) return Sound::Roll;
    if (kindOf(move) == MoveKind::Place) {
        const OrdineState* to = asOrdine(after);
        return to && to->lastCheck() && to->lastCheck()->right ? Sound::Capture : Sound::Move;
    }
    return Sound::None;
}

}  // namespace lt::shell::flags_ordine

#include "games/flags_un_due_tre/flags_un_due_tre_board_view.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

#include "games/flags_questo_quello/hand_table.h"
#include "widgets/felt_table.h"
#include "widgets/fitted_text.h"
#include "widgets/flag_dice_view.h"
#include "widgets/font_scale.h"

namespace lt::shell::flags_un_due_tre {
namespace {

using namespace lt::flags_un_due_tre;

constexpr int kDealMs = 50;
constexpr int kRollMs = 900;
constexpr int kDiscardMs = 550;
constexpr int kDrawMs = 350;
constexpr qreal kSideWidth = 220;
constexpr qreal kChoicesTop = 6;  // the dice choices' first row, under the dice area's top
constexpr qreal kChoiceGap = 8;   // between two choices, and two rows of them

const UdtState* asUdt(const State& state) {
    return dynamic_cast<const UdtState*>(&state);
}

std::vector<FlagDie> diceOf(const Throw& dice) {
    std::vector<FlagDie> out;
    for (Symbol s : dice.blue) out.push_back({FlagDieColour::Blue, static_cast<int>(s)});
    if (dice.red) out.push_back({FlagDieColour::Red, *dice.red});
    return out;
}

std::vector<FlagDie> restingDice() {
    return {{FlagDieColour::Blue, -1}, {FlagDieColour::Blue, -1}, {FlagDieColour::Red, -1}};
}

}  // namespace

using lt::shell::flags_questo_quello::HandKey;
using lt::shell::flags_questo_quello::SeatChip;

UdtBoardView::UdtBoardView(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    dice_ = new FlagDiceView(this);
    dice_->setDice(restingDice());
    const QString style = scaledFontSizes(
        "QPushButton { background: #f4c542; color: #2b2100; border: none; border-radius: 9px;"
        " font-size: 14px; font-weight: 700; padding: 8px 12px; }"
        "QPushButton:hover { background: #ffd75e; }");
    const auto choices = diceChoices();
    const QString labels[5] = {tr("1 blue die"), tr("2 blue dice"), tr("Red die"), tr("Blue + red"),
                               tr("All 3 dice")};
    for (int i = 0; i < 5; ++i) {
        // The key that presses it (1-5) before the label.
        auto* button = new QPushButton(tr("%1 · %2").arg(QString::number(i + 1), labels[i]), this);
        button->setCursor(Qt::PointingHandCursor);
        button->setStyleSheet(style);
        button->hide();
        connect(button, &QPushButton::clicked, this, [this, choice = choices[i]] {
            if (requested_ < 0) return;
            cancelRequest();
            emit moveChosen(diceMove(choice));
        });
        diceButtons_[i] = button;
    }
    endTurn_ = new QPushButton(tr("End turn (E)"), this);
    endTurn_->setCursor(Qt::PointingHandCursor);
    endTurn_->setStyleSheet(style);
    endTurn_->hide();
    connect(endTurn_, &QPushButton::clicked, this, [this] {
        if (requested_ < 0) return;
        cancelRequest();
        emit moveChosen(stopMove());
    });
    pace_ = std::make_unique<flags_questo_quello::MovePace>(this, dice_, 200,
                                                            [this] { emit animationFinished(); });
}

UdtBoardView::~UdtBoardView() = default;

PlayerId UdtBoardView::handSeat() const {
    if (!state_) return -1;
    if (viewer_ >= 0) return viewer_;
    if (viewer_ == perspective::everyone) return state_->table().turn;
    return -1;
}

void UdtBoardView::showState(const State& state, PlayerId viewer) {
    const UdtState* u = asUdt(state);
    if (!u) return;
    state_ = std::make_unique<UdtState>(*u);
    viewer_ = viewer;
    const PlayerId seat = handSeat();
    hand_.show(seat >= 0 ? state_->hand(seat) : std::vector<int>{});
    if (!dice_->isRolling()) {
        const Table& t = state_->table();
        dice_->setDice(t.phase == Phase::Discarding ? diceOf(t.dice) : restingDice());
    }
    refreshControls();
    update();
}

UdtBoardView::Layout UdtBoardView::layout() const {
    Layout l;
    const QRectF all = QRectF(rect()).adjusted(12, 8, -12, -10);
    const qreal width = all.width() - kSideWidth - 14;
    l.top = QRectF(all.left(), all.top(), width, 54);
    l.side = QRectF(all.right() - kSideWidth, all.top(), kSideWidth, all.height());
    // No taller than a dealt hand's cards need (they are as narrow as the width makes them) with
    // the title and room for a lifted card: what is left goes to the dice and the slots.
    const int dealt = state_ ? std::max(1, state_->table().handSize) : 11;
    const qreal cardHeight = ((width - 8) / dealt - 6) / 0.9;
    const qreal handH = std::min(std::clamp(all.height() * 0.25, 120.0, 200.0), cardHeight + 38);
    l.hand = QRectF(all.left(), all.bottom() - handH, width, handH);
    const qreal middle = l.hand.top() - l.top.bottom() - 16;
    l.diceSide = std::min<qreal>(middle * 0.42 - 20, 120);
    // While a human chooses, the choices' rows (more than one when the board is narrow) stand
    // over the dice: the dice keep their size and the text below gives way.
    qreal diceHeight = middle * 0.42;
    if (choosing())
        diceHeight = std::clamp(kChoicesTop + choicesHeight(width) + 4 + l.diceSide, diceHeight,
                                middle - 30);
    l.dice = QRectF(all.left(), l.top.bottom() + 8, width, diceHeight);
    // While a human discards, End turn stands between the slots and the hand.
    const qreal endTurnRoom = choosing() ? 0 : endTurn_->sizeHint().height() + 8;
    l.slotArea =
        QRectF(all.left(), l.dice.bottom() + 4, width, middle - diceHeight - 4 - endTurnRoom);
    return l;
}

bool UdtBoardView::choosing() const {
    return requested_ >= 0 && state_ && state_->table().phase == Phase::Choosing;
}

// As few rows as fit, their lengths as even as can be (3 and 2, not 4 and 1).
std::vector<std::vector<QPushButton*>> UdtBoardView::choiceRows(qreal width) const {
    const int n = static_cast<int>(diceButtons_.size());
    std::vector<std::vector<QPushButton*>> rows;
    for (int count = 1; count <= n; ++count) {
        rows.assign(count, {});
        bool fits = true;
        for (int row = 0, next = 0; row < count; ++row) {
            const int length = (n - next + count - row - 1) / (count - row);
            qreal used = -kChoiceGap;
            for (int i = 0; i < length; ++i, ++next) {
                rows[row].push_back(diceButtons_[next]);
                used += diceButtons_[next]->sizeHint().width() + kChoiceGap;
            }
            fits = fits && used <= width;
        }
        if (fits) break;
    }
    return rows;
}

qreal UdtBoardView::choicesHeight(qreal width) const {
    const auto rows = choiceRows(width);
    const qreal rowHeight = diceButtons_[0]->sizeHint().height();
    return static_cast<qreal>(rows.size()) * (rowHeight + kChoiceGap) - kChoiceGap;
}

QRectF UdtBoardView::slotRect(int slot) const {
    if (!state_) return {};
    const int n = static_cast<int>(state_->table().discardSlots.size());
    if (slot < 0 || slot >= n) return {};
    const Layout l = layout();
    const qreal h = l.slotArea.height() - 8;
    const qreal w = std::min(h * 0.8, (l.slotArea.width() - (n - 1) * 12) / n);
    const qreal total = n * w + (n - 1) * 12;
    return QRectF(l.slotArea.center().x() - total / 2 + slot * (w + 12), l.slotArea.top() + 4, w,
                  w / 0.8);
}

QRectF UdtBoardView::handCardRect(int index) const {
    const int n = static_cast<int>(hand_.hand.size());
    const bool lifted = index >= 0 && index < n && hand_.hand[index] == hand_.picked;
    return flags_questo_quello::handCardRect(layout().hand, n, index, 6, 24, lifted);
}

void UdtBoardView::refreshControls() {
    const Layout l = layout();
    const qreal diceH = l.diceSide;
    dice_->setGeometry(
        QRectF(l.dice.center().x() - diceH * 2, l.dice.bottom() - diceH, diceH * 4, diceH)
            .toRect());
    // The choices in rows as wide as the space beside the stock, each row centred.
    const bool choosing = this->choosing();
    qreal top = l.dice.top() + kChoicesTop;
    for (const auto& row : choiceRows(l.dice.width())) {
        qreal rowWidth = -kChoiceGap;
        for (auto* button : row) {
            button->adjustSize();
            rowWidth += button->width() + kChoiceGap;
        }
        qreal left = l.dice.center().x() - rowWidth / 2;
        for (auto* button : row) {
            button->move(static_cast<int>(left), static_cast<int>(top));
            left += button->width() + kChoiceGap;
            button->setVisible(choosing);
        }
        top += row.front()->height() + kChoiceGap;
    }
    const bool discarding = requested_ >= 0 && state_ && state_->table().phase == Phase::Discarding;
    endTurn_->adjustSize();
    endTurn_->move(static_cast<int>(l.hand.center().x() - endTurn_->width() / 2.0),
                   static_cast<int>(l.hand.top() - endTurn_->height() - 4));
    endTurn_->setVisible(discarding);
}

void UdtBoardView::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    refreshControls();
}

void UdtBoardView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintFelt(painter, rect(), QColor(0x5a, 0x3d, 0x6e), QColor(0x2c, 0x1c, 0x3a), 0.75);
    if (!state_) return;
    const Layout l = layout();
    paintPlayers(painter, l);
    paintSlots(painter, l);
    paintHand(painter, l);
    paintSide(painter, l);
}

void UdtBoardView::paintPlayers(QPainter& painter, const Layout& l) {
    const Table& t = state_->table();
    std::vector<SeatChip> chips;
    for (PlayerId p = 0; p < t.numPlayers; ++p) {
        const bool active = t.turn == p && t.phase != Phase::Over && t.phase != Phase::Dealing &&
                            t.phase != Phase::StartRoll;
        chips.push_back({seatName(p),
                         p < static_cast<int>(seats().size()) ? seats()[p].colour : Qt::white,
                         t.handCounts[p], active});
    }
    flags_questo_quello::paintSeatChips(painter, painter_, l.top, chips);
}

void UdtBoardView::paintSlots(QPainter& painter, const Layout& l) {
    const Table& t = state_->table();
    QFont font = painter.font();
    if (t.phase != Phase::Discarding || dice_->isRolling()) {
        font.setPixelSize(fontScaled(17));
        painter.setFont(font);
        painter.setPen(QColor(255, 255, 255, 210));
        painter.drawText(l.slotArea, Qt::AlignCenter | Qt::TextWordWrap, statusText());
        return;
    }
    const qreal ratio = devicePixelRatioF();
    for (int i = 0; i < static_cast<int>(t.discardSlots.size()); ++i) {
        const QRectF r = slotRect(i);
        const Slot& slot = t.discardSlots[i];
        const int card = t.filledBy[i];
        const bool fits = requested_ >= 0 && hand_.picked >= 0 && card < 0 &&
                          matches(state_->card(hand_.picked), slot);
        painter.setPen(QPen(fits ? QColor(0x7b, 0xe3, 0x9a) : QColor(255, 255, 255, 90),
                            fits ? 3 : 1.5, fits ? Qt::SolidLine : Qt::DashLine));
        painter.setBrush(fits ? QColor(0x7b, 0xe3, 0x9a, 70) : QColor(0, 0, 0, 50));
        painter.drawRoundedRect(r, 8, 8);
        if (i == hand_.hint || (requested_ >= 0 && hand_.picked >= 0 && i == hand_.aimed)) {
            painter.setPen(
                QPen(i == hand_.aimed ? QColor(Qt::white) : QColor(0x6c, 0xc4, 0xff), 4));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 9, 9);
        }
        // What the slot asks for: its dice, side by side above the card.
        std::vector<FlagDie> faces;
        for (Symbol s : slot.blue) faces.push_back({FlagDieColour::Blue, static_cast<int>(s)});
        if (slot.red) faces.push_back({FlagDieColour::Red, *slot.red});
        const qreal side = std::min<qreal>(r.width() * 0.38, 34);
        const qreal total = faces.size() * side + (faces.size() - 1) * 4;
        qreal x = r.center().x() - total / 2;
        for (const FlagDie& die : faces) {
            const QPixmap face = flagDiePixmap(die, static_cast<int>(side * ratio));
            painter.drawPixmap(QRectF(x, r.top() + 6, side, side), face, QRectF(face.rect()));
            x += side + 4;
        }
        const QRectF cardArea(r.left() + 6, r.top() + side + 12, r.width() - 12,
                              r.height() - side - 18);
        if (card >= 0) {
            painter_.paint(painter, cardArea, state_->card(card));
        } else {
            painter.setPen(QColor(255, 255, 255, 120));
            drawFittedText(painter, cardArea, Qt::AlignCenter,
                           faces.size() > 1 ? tr("a card with both") : tr("a matching card"),
                           fontScaled(12));
        }
    }
}

void UdtBoardView::paintHand(QPainter& painter, const Layout& l) {
    const PlayerId seat = handSeat();
    if (seat < 0) {
        flags_questo_quello::paintHiddenHand(painter, l.hand, tr("The hands are hidden"));
        return;
    }
    const bool discarding = requested_ == seat && state_->table().phase == Phase::Discarding;
    const auto hand =
        hand_.toPaint([this](int card) -> const lt::flags::Card& { return state_->card(card); },
                      [this](int index) { return handCardRect(index); },
                      [&](int card) { return discarding && slotsFor(card).empty(); });
    flags_questo_quello::paintHand(painter, painter_, l.hand, tr("Cards of %1").arg(seatName(seat)),
                                   hand);
}

std::vector<int> UdtBoardView::slotsFor(int card) const {
    std::vector<int> fitting;
    if (!state_) return fitting;
    for (Move move : state_->legalMoves())
        if (kindOf(move) == MoveKind::Discard && moveCard(move) == card)
            fitting.push_back(moveSlot(move));
    std::sort(fitting.begin(), fitting.end());  // left to right, as on screen
    return fitting;
}

QString UdtBoardView::statusText() const {
    const Table& t = state_->table();
    switch (t.phase) {
        case Phase::Dealing:
            return tr("Dealing %n card(s) each", nullptr, t.handSize);
        case Phase::StartRoll:
            return t.startRolls.empty() ? tr("The blue dice choose who starts")
                                        : tr("That card is in the stock: roll again");
        case Phase::Choosing:
            if (requested_ >= 0) return tr("%1, how many dice do you roll?").arg(seatName(t.turn));
            return tr("%1 chooses the dice").arg(seatName(t.turn));
        case Phase::Rolling:
            return tr("%1 rolls").arg(seatName(t.turn));
        case Phase::Discarding:
            return tr("%1 discards").arg(seatName(t.turn));
        case Phase::Drawing:
            return tr("%1 draws %n card(s)", nullptr, t.drawsLeft).arg(seatName(t.turn));
        case Phase::Over:
            return tr("%1 is out of cards and wins!").arg(seatName(t.winner));
    }
    return {};
}

void UdtBoardView::paintSide(QPainter& painter, const Layout& l) {
    const Table& t = state_->table();
    QFont font = painter.font();
    font.setPixelSize(fontScaled(14));
    painter.setFont(font);
    painter.setPen(QColor(0xf4, 0xe9, 0xd0));
    // The piles smaller on a short board (a 1024 × 600 screen), so that the help fits below.
    const qreal k = std::clamp(l.side.height() / 560.0, 0.6, 1.0);
    const QRectF pile(l.side.center().x() - 34 * k, l.side.top() + 20 * k, 68 * k, 84 * k);
    for (int i = std::min(3, t.stockCount) - 1; i >= 0; --i)
        painter_.paintFaceDown(painter, pile.translated(i * 3, -i * 3));
    painter.drawText(QRectF(l.side.left(), pile.bottom() + 4, l.side.width(), 22), Qt::AlignCenter,
                     tr("Stock: %n card(s)", nullptr, t.stockCount));
    const QRectF discard(l.side.center().x() - 45 * k, pile.bottom() + 30 + 10 * k, 90 * k,
                         100 * k);
    if (!t.discardPile.empty())
        painter_.paint(painter, discard, state_->card(t.discardPile.back()));
    painter.drawText(QRectF(l.side.left(), discard.bottom() + 4, l.side.width(), 22),
                     Qt::AlignCenter,
                     tr("Discards: %n card(s)", nullptr, static_cast<int>(t.discardPile.size())));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(Qt::white);
    QString last;
    if (t.lastDiscards >= 0)
        last = t.lastDraws > 0
                   ? tr("Last turn: %1 discarded, %2 drawn")
                         .arg(QString::number(t.lastDiscards), QString::number(t.lastDraws))
                   : tr("Last turn: %1 discarded").arg(t.lastDiscards);
    const QRectF lastRect(l.side.left(), discard.bottom() + 30, l.side.width(), 44);
    drawFittedText(painter, lastRect, Qt::AlignHCenter | Qt::AlignTop, last, fontScaled(15));
    if (t.phase == Phase::Discarding && requested_ >= 0) {
        font.setBold(false);
        painter.setFont(font);
        painter.setPen(QColor(0xe0, 0xd6, 0xee));
        drawFittedText(painter,
                       QRectF(l.side.left(), lastRect.bottom() + 6, l.side.width(),
                              l.side.bottom() - lastRect.bottom() - 6),
                       Qt::AlignHCenter | Qt::AlignTop,
                       tr("Pick a card, then a green slot. Discard at least as many cards as dice "
                          "rolled, or you draw that many.") +
                           QStringLiteral("\n\n") +
                           tr("Keys: 1-9 or ← → pick a card, ↑ ↓ choose its slot (white frame), "
                              "Enter discards it, E ends the turn."),
                       fontScaled(13));
    }
}

void UdtBoardView::mousePressEvent(QMouseEvent* event) {
    if (requested_ < 0 || !state_ || event->button() != Qt::LeftButton ||
        state_->table().phase != Phase::Discarding)
        return;
    const QPointF at = event->position();
    if (hand_.click(
            at, [this](int index) { return handCardRect(index); },
            [this](int card) { return slotsFor(card); })) {
        update();
        return;
    }
    if (hand_.picked < 0) return;
    for (int slot = 0; slot < static_cast<int>(state_->table().discardSlots.size()); ++slot) {
        if (!slotRect(slot).contains(at)) continue;
        const Move move = discardMove(hand_.picked, slot);
        const auto legal = state_->legalMoves();
        if (std::find(legal.begin(), legal.end(), move) == legal.end()) return;
        cancelRequest();
        emit moveChosen(move);
        return;
    }
}

void UdtBoardView::keyPressEvent(QKeyEvent* event) {
    if (requested_ < 0 || !state_) return BoardView::keyPressEvent(event);
    const Phase phase = state_->table().phase;
    const int key = event->key();
    if (phase == Phase::Choosing && key >= Qt::Key_1 && key < Qt::Key_1 + 5) {
        diceButtons_[key - Qt::Key_1]->click();  // the keys are shown on the buttons
        return;
    }
    if (phase != Phase::Discarding) return BoardView::keyPressEvent(event);
    if (key == Qt::Key_E) {
        endTurn_->click();
        return;
    }
    const HandKey result = hand_.press(key, [this](int card) { return slotsFor(card); });
    if (result == HandKey::Ignored) return BoardView::keyPressEvent(event);
    if (result == HandKey::Confirm) {
        const Move move = discardMove(hand_.picked, hand_.aimed);
        cancelRequest();
        emit moveChosen(move);
        return;
    }
    update();
}

void UdtBoardView::requestMove(PlayerId player) {
    requested_ = player;
    hand_.hint = -1;
    refreshControls();
    setFocus(Qt::OtherFocusReason);
    update();
}

void UdtBoardView::cancelRequest() {
    requested_ = -1;
    hand_.clear();
    for (auto* button : diceButtons_) button->hide();
    endTurn_->hide();
    update();
}

void UdtBoardView::showHint(Move move) {
    if (requested_ < 0) return;
    if (kindOf(move) == MoveKind::Discard) {
        hand_.picked = moveCard(move);
        hand_.hint = moveSlot(move);
    } else if (kindOf(move) == MoveKind::Choose) {
        const auto choices = diceChoices();
        for (int i = 0; i < 5; ++i)
            if (diceMove(choices[i]) == move) diceButtons_[i]->setFocus();
    }
    update();
}

void UdtBoardView::animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                               double pace) {
    cancelRequest();
    showState(after, viewer);
    if (kindOf(move) == MoveKind::Roll) {
        pace_->roll(diceOf(moveThrow(move)), static_cast<int>(kRollMs * pace), true);
        update();
        return;
    }
    if (kindOf(move) == MoveKind::StartRoll) {
        const int c = static_cast<int>(move & 0xff);
        const std::vector<FlagDie> dice{{FlagDieColour::Blue, c / lt::flags::kSymbolCount},
                                        {FlagDieColour::Blue, c % lt::flags::kSymbolCount}};
        pace_->roll(dice, static_cast<int>(kRollMs * pace), false);
        return;
    }
    const UdtState* from = asUdt(before);
    const bool dealing = from && from->table().phase == Phase::Dealing;
    const int ms = kindOf(move) == MoveKind::Discard ? kDiscardMs : dealing ? kDealMs : kDrawMs;
    pace_->finishAfter(static_cast<int>(ms * pace));
}

QString UdtBoardView::describeMove(const State& before, Move move, const State& after) const {
    const UdtState* from = asUdt(before);
    const UdtState* to = asUdt(after);
    if (!from || !to) return BoardView::describeMove(before, move, after);
    const Table& t = from->table();
    const QString who = seatName(t.turn);
    switch (kindOf(move)) {
        case MoveKind::Card:
            if (t.phase == Phase::Dealing)
                return tr("A card is dealt to %1").arg(seatName(t.dealt % t.numPlayers));
            return tr("%1 draws a card").arg(who);
        case MoveKind::StartRoll:
            if (to->table().starter < 0) return tr("That red card is in the stock: roll again");
            return tr("%1 holds the card the dice name and starts")
                .arg(seatName(to->table().starter));
        case MoveKind::Choose:
            return tr("%1 rolls %n dice", nullptr, moveChoice(move).count()).arg(who);
        case MoveKind::Roll: {
            QStringList faces;
            for (const FlagDie& die : diceOf(moveThrow(move))) faces << flagDieFaceName(die);
            return tr("%1 rolled %2").arg(who, faces.join(QStringLiteral(" + ")));
        }
        case MoveKind::Discard:
            if (to->isTerminal())
                return tr("%1 discards %2 and wins!")
                    .arg(who, texts_.countryName(from->card(moveCard(move)).code));
            return tr("%1 discards %2")
                .arg(who, texts_.countryName(from->card(moveCard(move)).code));
        case MoveKind::Stop:
            return tr("%1 ends the turn").arg(who);
    }
    return BoardView::describeMove(before, move, after);
}

Sound UdtBoardView::soundFor(const State& /*before*/, Move move, const State& after) const {
    if (after.isTerminal()) return Sound::Win;
    switch (kindOf(move)) {
        case MoveKind::Roll:
        case MoveKind::StartRoll:
            return Sound::Roll;
        case MoveKind::Discard:
            return Sound::Capture;
        case MoveKind::Card:
            return Sound::None;
        default:
            return Sound::Move;
    }
}

}  // namespace lt::shell::flags_un_due_tre

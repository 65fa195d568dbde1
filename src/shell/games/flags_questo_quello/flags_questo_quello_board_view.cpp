#include "games/flags_questo_quello/flags_questo_quello_board_view.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "games/flags_questo_quello/hand_table.h"
#include "games/flags_questo_quello/moves.h"
#include "widgets/felt_table.h"
#include "widgets/flag_dice_view.h"
#include "widgets/font_scale.h"

namespace lt::shell::flags_questo_quello {
namespace {

using namespace lt::flags_questo_quello;

constexpr int kDealMs = 60;
constexpr int kPlayMs = 650;
constexpr int kRollMs = 900;
constexpr qreal kSideWidth = 230;

const QqState* asQq(const State& state) {
    return dynamic_cast<const QqState*>(&state);
}

std::vector<FlagDie> blueDice(const std::pair<Symbol, Symbol>& roll) {
    return {{FlagDieColour::Blue, static_cast<int>(roll.first)},
            {FlagDieColour::Blue, static_cast<int>(roll.second)}};
}

}  // namespace

QqBoardView::QqBoardView(QWidget* parent) : BoardView(parent) {
    setMouseTracking(false);
    setFocusPolicy(Qt::StrongFocus);
    dice_ = new FlagDiceView(this);
    dice_->setDice({{FlagDieColour::Blue, -1}, {FlagDieColour::Blue, -1}});
    drawButton_ = new QPushButton(this);
    drawButton_->setCursor(Qt::PointingHandCursor);
    drawButton_->setStyleSheet(scaledFontSizes(
        "QPushButton { background: #f4c542; color: #2b2100; border: none; border-radius: 10px;"
        " font-size: 16px; font-weight: 700; padding: 10px 18px; }"
        "QPushButton:hover { background: #ffd75e; }"));
    drawButton_->hide();
    connect(drawButton_, &QPushButton::clicked, this, &QqBoardView::drawOrPass);
    pace_ = std::make_unique<MovePace>(this, dice_, 250, [this] {
        flashCell_ = -1;
        update();
        emit animationFinished();
    });
}

QqBoardView::~QqBoardView() = default;

void QqBoardView::drawOrPass() {
    if (requested_ < 0 || !state_) return;
    const auto legal = state_->legalMoves();
    if (legal.size() != 1 || kindOf(legal.front()) == MoveKind::Play) return;
    cancelRequest();
    emit moveChosen(legal.front());
}

std::vector<int> QqBoardView::placesFor(int card) const {
    std::vector<int> cells;
    if (!state_) return cells;
    for (Move move : state_->legalMoves())
        if (kindOf(move) == MoveKind::Play && moveCard(move) == card)
            cells.push_back(moveCell(move));
    std::sort(cells.begin(), cells.end());  // row by row, as on screen
    return cells;
}

QString QqBoardView::cardName(int card) const {
    if (!state_) return {};
    return texts_.countryName(state_->card(card).code);
}

QString QqBoardView::seatColour(PlayerId seat) const {
    if (seat >= 0 && seat < static_cast<int>(seats().size())) return seats()[seat].colour.name();
    return QStringLiteral("#ffffff");
}

PlayerId QqBoardView::handSeat() const {
    if (!state_) return -1;
    if (viewer_ >= 0) return viewer_;
    if (viewer_ == perspective::everyone) {
        const Table& t = state_->table();
        return t.phase == Phase::Playing ? t.turn : 0;
    }
    return -1;
}

bool QqBoardView::faceUp() const {
    return handSeat() >= 0;
}

void QqBoardView::showState(const State& state, PlayerId viewer) {
    const QqState* qq = asQq(state);
    if (!qq) return;
    state_ = std::make_unique<QqState>(*qq);
    viewer_ = viewer;
    const PlayerId seat = handSeat();
    hand_.show(seat >= 0 ? state_->hand(seat) : std::vector<int>{});
    const Table& t = state_->table();
    if (!t.startRolls.empty() && !dice_->isRolling()) dice_->setDice(blueDice(t.startRolls.back()));
    refreshControls();
    update();
}

void QqBoardView::refreshControls() {
    const Layout l = layout();
    // On a short board (a 1024 x 600 screen) the dice and the stock shrink to leave room.
    const qreal diceH = std::min<qreal>({110, l.side.width() * 0.45, l.side.height() * 0.2});
    dice_->setGeometry(QRectF(l.side.left(), l.side.top() + 34, l.side.width(), diceH).toRect());
    drawButton_->hide();
    if (requested_ >= 0 && state_) {
        const auto legal = state_->legalMoves();
        if (legal.size() == 1 && kindOf(legal.front()) != MoveKind::Play) {
            drawButton_->setText(kindOf(legal.front()) == MoveKind::Draw
                                     ? tr("Nothing fits: draw a card (Enter)")
                                     : tr("Nothing fits: pass (Enter)"));
            drawButton_->adjustSize();
            const QRectF hand = l.hand;
            drawButton_->move(static_cast<int>(hand.center().x() - drawButton_->width() / 2.0),
                              static_cast<int>(hand.top() - drawButton_->height() - 8));
            drawButton_->show();
            drawButton_->raise();
        }
    }
}

QqBoardView::Layout QqBoardView::layout() const {
    Layout l;
    const QRectF all = QRectF(rect()).adjusted(12, 8, -12, -10);
    l.top = QRectF(all.left(), all.top(), all.width() - kSideWidth - 12, 54);
    l.side = QRectF(all.right() - kSideWidth, all.top(), kSideWidth, all.height());
    const qreal handH = std::clamp(all.height() * 0.22, 110.0, 190.0);
    l.hand = QRectF(all.left(), all.bottom() - handH, l.top.width(), handH);
    l.grid =
        QRectF(all.left(), l.top.bottom() + 8, l.top.width(), l.hand.top() - l.top.bottom() - 56);
    // The cards and the ring of cells next to them, inside the 5 x 5 windows that contain
    // every card (the only cells a card may reach next).
    l.col0 = 3, l.row0 = 3, l.cols = 3, l.rows = 3;
    if (state_ && state_->table().onTable > 0) {
        int minX = kGridSide, maxX = -1, minY = kGridSide, maxY = -1;
        for (int c = 0; c < kCells; ++c) {
            if (state_->table().grid[c] == kNoCard) continue;
            minX = std::min(minX, cellX(c)), maxX = std::max(maxX, cellX(c));
            minY = std::min(minY, cellY(c)), maxY = std::max(maxY, cellY(c));
        }
        l.col0 = std::max({0, maxX - (kWindow - 1), minX - 1});
        l.row0 = std::max({0, maxY - (kWindow - 1), minY - 1});
        l.cols = std::min({kGridSide - 1, minX + kWindow - 1, maxX + 1}) - l.col0 + 1;
        l.rows = std::min({kGridSide - 1, minY + kWindow - 1, maxY + 1}) - l.row0 + 1;
    }
    l.cell = std::min(l.grid.width() / l.cols, l.grid.height() / l.rows);
    l.origin = QPointF(l.grid.center().x() - l.cell * l.cols / 2,
                       l.grid.center().y() - l.cell * l.rows / 2);
    return l;
}

QRectF QqBoardView::cellRect(int cell) const {
    const Layout l = layout();
    const int x = cellX(cell) - l.col0, y = cellY(cell) - l.row0;
    if (x < 0 || y < 0 || x >= l.cols || y >= l.rows) return {};
    const qreal inset = l.cell * 0.04;
    return QRectF(l.origin.x() + x * l.cell + inset, l.origin.y() + y * l.cell + inset,
                  l.cell - 2 * inset, l.cell - 2 * inset);
}

QRectF QqBoardView::handCardRect(int index) const {
    const int n = static_cast<int>(hand_.hand.size());
    const bool lifted = index >= 0 && index < n && hand_.hand[index] == hand_.picked;
    return flags_questo_quello::handCardRect(layout().hand, n, index, 8, 22, lifted);
}

void QqBoardView::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    refreshControls();
}

void QqBoardView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintFelt(painter, rect(), QColor(0x2f, 0x6b, 0x4f), QColor(0x17, 0x3d, 0x2c), 0.75);
    if (!state_) return;
    const Layout l = layout();
    paintPlayers(painter, l);
    paintGrid(painter, l);
    paintHand(painter, l);
    paintSide(painter, l);
}

void QqBoardView::paintPlayers(QPainter& painter, const Layout& l) {
    const Table& t = state_->table();
    std::vector<SeatChip> chips;
    for (PlayerId p = 0; p < t.numPlayers; ++p)
        chips.push_back({seatName(p), QColor(seatColour(p)), t.handCounts[p],
                         t.phase == Phase::Playing && t.turn == p});
    paintSeatChips(painter, painter_, l.top, chips);
}

void QqBoardView::paintGrid(QPainter& painter, const Layout& l) {
    const Table& t = state_->table();
    const auto& cards = state_->cards();
    const bool choosing = requested_ >= 0 && hand_.picked >= 0;
    for (int y = l.row0; y < l.row0 + l.rows; ++y) {
        for (int x = l.col0; x < l.col0 + l.cols; ++x) {
            const int cell = cellAt(x, y);
            const QRectF r = cellRect(cell);
            const int card = t.grid[cell];
            if (card != kNoCard) {
                painter_.paint(painter, r, cards[card]);
                if (cell == flashCell_ || cell == t.lastCell) {
                    painter.setBrush(Qt::NoBrush);
                    painter.setPen(QPen(QColor(0xf4, 0xc5, 0x42, cell == flashCell_ ? 255 : 150),
                                        cell == flashCell_ ? 5 : 2.5));
                    painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 8, 8);
                }
                continue;
            }
            const int touching = choosing ? touchesIfPlaced(t, cards, hand_.picked, cell) : 0;
            if (touching > 0) {
                const QColor fill =
                    touching >= 2 ? QColor(0xf4, 0xc5, 0x42, 150) : QColor(0x7b, 0xe3, 0x9a, 120);
                painter.setPen(QPen(fill.lighter(130), 2.5));
                painter.setBrush(fill);
                painter.drawRoundedRect(r, 8, 8);
                if (touching >= 2) {
                    QFont font = painter.font();
                    font.setPixelSize(static_cast<int>(r.height() * 0.2));
                    font.setBold(true);
                    painter.setFont(font);
                    painter.setPen(QColor(0x2b, 0x21, 0x00));
                    painter.drawText(r, Qt::AlignCenter, tr("+1 card"));
                }
            } else {
                painter.setPen(QPen(QColor(255, 255, 255, 40), 1.2, Qt::DashLine));
                painter.setBrush(QColor(0, 0, 0, 25));
                painter.drawRoundedRect(r, 8, 8);
            }
            if (cell == hand_.hint || (choosing && cell == hand_.aimed)) {
                painter.setPen(
                    QPen(cell == hand_.aimed ? QColor(Qt::white) : QColor(0x6c, 0xc4, 0xff), 4));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 9, 9);
            }
        }
    }
    if (t.onTable == 0) {
        QFont font = painter.font();
        font.setPixelSize(fontScaled(18));
        painter.setFont(font);
        painter.setPen(QColor(255, 255, 255, 200));
        painter.drawText(l.grid, Qt::AlignCenter,
                         t.phase == Phase::Dealing ? tr("Dealing the cards…")
                                                   : tr("The blue dice choose the first card"));
    }
}

void QqBoardView::paintHand(QPainter& painter, const Layout& l) {
    const PlayerId seat = handSeat();
    if (seat < 0) {
        flags_questo_quello::paintHiddenHand(painter, l.hand, tr("The hands are hidden"));
        return;
    }
    const bool mine = requested_ == seat;
    const auto hand =
        hand_.toPaint([this](int card) -> const lt::flags::Card& { return state_->card(card); },
                      [this](int index) { return handCardRect(index); },
                      [&](int card) { return mine && placesFor(card).empty(); });
    flags_questo_quello::paintHand(painter, painter_, l.hand, tr("Cards of %1").arg(seatName(seat)),
                                   hand);
}

QString QqBoardView::statusText() const {
    const Table& t = state_->table();
    switch (t.phase) {
        case Phase::Dealing:
            return tr("Dealing %n card(s) each", nullptr, t.handSize);
        case Phase::StartRoll:
            return t.startRolls.empty() ? tr("Rolling for the first card")
                                        : tr("That card is in the stock: roll again");
        case Phase::Playing:
            if (t.bonus) return tr("Bonus! %1 plays another card").arg(seatName(t.turn));
            return tr("%1 to play").arg(seatName(t.turn));
        case Phase::Over:
            if (t.winner >= 0)
                return tr("%1 played the last card and wins!").arg(seatName(t.winner));
            return tr("Nothing more can be played: the fewest cards win");
    }
    return {};
}

void QqBoardView::paintSide(QPainter& painter, const Layout& l) {
    const Table& t = state_->table();
    QFont font = painter.font();
    font.setPixelSize(fontScaled(13));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(QColor(0xf4, 0xe9, 0xd0));
    painter.drawText(QRectF(l.side.left(), l.side.top(), l.side.width(), 28), Qt::AlignCenter,
                     tr("OPENING ROLL"));
    qreal y = dice_->geometry().bottom() + 6;
    font.setBold(false);
    font.setPixelSize(fontScaled(14));
    painter.setFont(font);
    if (t.starter >= 0 && !dice_->isRolling()) {
        const auto red = t.startRolls.empty() ? -1 : t.grid[kCentre];
        const QString text =
            red >= 0 ? tr("%1 opened with %2").arg(seatName(t.starter), cardName(red)) : QString();
        painter.drawText(QRectF(l.side.left(), y, l.side.width(), 44),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, text);
    }
    y += 56;
    // The stock.
    const qreal pileH = std::clamp<qreal>(l.side.height() * 0.17, 50, 84);
    const QRectF pile(l.side.center().x() - pileH * 0.4, y, pileH * 0.8, pileH);
    for (int i = std::min(3, t.stockCount) - 1; i >= 0; --i)
        painter_.paintFaceDown(painter, pile.translated(i * 3, -i * 3));
    painter.drawText(QRectF(l.side.left(), pile.bottom() + 6, l.side.width(), 22), Qt::AlignCenter,
                     tr("Stock: %n card(s)", nullptr, t.stockCount));
    painter.drawText(
        QRectF(l.side.left(), pile.bottom() + 28, l.side.width(), 22), Qt::AlignCenter,
        tr("On the table: %1 of %2").arg(QString::number(t.onTable), QString::number(kMaxOnTable)));
    // What is happening.
    font.setPixelSize(fontScaled(17));
    font.setBold(true);
    painter.setFont(font);
    const QRectF status(l.side.left(), pile.bottom() + 62, l.side.width(), 90);
    painter.setPen(t.bonus ? QColor(0xf4, 0xc5, 0x42) : QColor(Qt::white));
    painter.drawText(status, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, statusText());
    // How to play, while a human chooses.
    // (Left out where the board is too short for it: the status line says what to do.)
    const QRectF helpArea(l.side.left(), status.bottom() + 6, l.side.width(),
                          std::min<qreal>(150, l.side.bottom() - status.bottom() - 6));
    if (requested_ >= 0 && helpArea.height() >= 60) {
        font.setPixelSize(fontScaled(13));
        font.setBold(false);
        painter.setFont(font);
        painter.setPen(QColor(0xd8, 0xe8, 0xdc));
        const QString help =
            (hand_.picked < 0 ? tr("Pick a card of your hand; the places where it fits light up.")
                              : tr("Click a green place, or a gold one to join two cards and play "
                                   "again.")) +
            QStringLiteral("\n\n") +
            tr("Keys: 1-9 or ← → pick a card, ↑ ↓ choose its place (white "
               "frame), Enter plays it, Esc drops it.");
        painter.drawText(helpArea, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, help);
    }
}

void QqBoardView::mousePressEvent(QMouseEvent* event) {
    if (requested_ < 0 || !state_ || event->button() != Qt::LeftButton) return;
    const QPointF at = event->position();
    if (hand_.click(
            at, [this](int index) { return handCardRect(index); },
            [this](int card) { return placesFor(card); })) {
        update();
        return;
    }
    if (hand_.picked < 0) return;
    for (int cell = 0; cell < kCells; ++cell) {
        const QRectF r = cellRect(cell);
        if (r.isEmpty() || !r.contains(at)) continue;
        const Move move = playMove(hand_.picked, cell);
        const auto legal = state_->legalMoves();
        if (std::find(legal.begin(), legal.end(), move) == legal.end()) return;
        cancelRequest();
        emit moveChosen(move);
        return;
    }
}

void QqBoardView::keyPressEvent(QKeyEvent* event) {
    if (requested_ < 0 || !state_) return BoardView::keyPressEvent(event);
    if (drawButton_->isVisible() &&
        (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        drawOrPass();
        return;
    }
    const HandKey result = hand_.press(event->key(), [this](int card) { return placesFor(card); });
    if (result == HandKey::Ignored) return BoardView::keyPressEvent(event);
    if (result == HandKey::Confirm) {
        const Move move = playMove(hand_.picked, hand_.aimed);
        cancelRequest();
        emit moveChosen(move);
        return;
    }
    update();
}

void QqBoardView::requestMove(PlayerId player) {
    requested_ = player;
    hand_.hint = -1;
    refreshControls();
    setFocus(Qt::OtherFocusReason);
    update();
}

void QqBoardView::cancelRequest() {
    requested_ = -1;
    hand_.clear();
    drawButton_->hide();
    update();
}

void QqBoardView::showHint(Move move) {
    if (requested_ < 0 || kindOf(move) != MoveKind::Play) return;
    hand_.picked = moveCard(move);
    hand_.hint = moveCell(move);
    update();
}

void QqBoardView::animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                              double pace) {
    cancelRequest();
    showState(after, viewer);
    const QqState* from = asQq(before);
    if (from && kindOf(move) == MoveKind::Roll) {
        pace_->roll(blueDice(moveDice(move)), static_cast<int>(kRollMs * pace), true);
        return;
    }
    if (kindOf(move) == MoveKind::Play) {
        flashCell_ = moveCell(move);
        pace_->finishAfter(static_cast<int>(kPlayMs * pace));
        return;
    }
    pace_->finishAfter(
        static_cast<int>((kindOf(move) == MoveKind::Card ? kDealMs : kPlayMs / 2) * pace));
}

QString QqBoardView::describeMove(const State& before, Move move, const State& after) const {
    const QqState* from = asQq(before);
    const QqState* to = asQq(after);
    if (!from || !to) return BoardView::describeMove(before, move, after);
    const Table& t = from->table();
    const auto name = [&](int card) { return texts_.countryName(from->card(card).code); };
    switch (kindOf(move)) {
        case MoveKind::Card:
            if (t.phase == Phase::Dealing)
                return tr("A card is dealt to %1").arg(seatName(t.dealt % t.numPlayers));
            return tr("%1 draws a card").arg(seatName(t.turn));
        case MoveKind::Roll: {
            const auto [a, b] = moveDice(move);
            const QString faces =
                tr("%1 + %2").arg(flagDieFaceName({FlagDieColour::Blue, static_cast<int>(a)}),
                                  flagDieFaceName({FlagDieColour::Blue, static_cast<int>(b)}));
            const Table& n = to->table();
            if (n.starter < 0)
                return tr("Dice: %1. That red card is in the stock: roll again").arg(faces);
            return tr("Dice: %1 — %2 opens with %3")
                .arg(faces, seatName(n.starter), name(n.grid[kCentre]));
        }
        case MoveKind::Play: {
            const int touching = touchesIfPlaced(t, from->cards(), moveCard(move), moveCell(move));
            if (to->table().winner == t.turn)
                return tr("%1 plays %2, the last card!")
                    .arg(seatName(t.turn), name(moveCard(move)));
            if (touching >= 2)
                return tr("%1 plays %2 joining %n card(s): play again!", nullptr, touching)
                    .arg(seatName(t.turn), name(moveCard(move)));
            return tr("%1 plays %2").arg(seatName(t.turn), name(moveCard(move)));
        }
        case MoveKind::Draw:
            return tr("%1 cannot play and draws").arg(seatName(t.turn));
        case MoveKind::Pass:
            return tr("%1 cannot play and passes").arg(seatName(t.turn));
    }
    return BoardView::describeMove(before, move, after);
}

Sound QqBoardView::soundFor(const State& /*before*/, Move move, const State& after) const {
    if (after.isTerminal()) return Sound::Win;
    switch (kindOf(move)) {
        case MoveKind::Roll:
            return Sound::Roll;
        case MoveKind::Card:
            return Sound::None;
        case MoveKind::Play:
            return asQq(after) && asQq(after)->table().bonus ? Sound::Capture : Sound::Move;
        default:
            return Sound::Move;
    }
}

}  // namespace lt::shell::flags_questo_quello

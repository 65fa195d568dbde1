// The chess board's game controls: clocks, Resign, Offer draw, Claim draw, and the answer to
// a draw offer between two humans. Every one of them ends up as a claim the match records.
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QResizeEvent>
#include <QVBoxLayout>

#include "games/chess/chess_board_view.h"

namespace lt::shell::chess {
namespace {

using namespace lt::chess;

Color colorOf(PlayerId seat) {
    return seat == 0 ? White : Black;
}
PlayerId seatOf(Color side) {
    return side == White ? 0 : 1;
}
bool isClaimCode(lt::Move move) {
    return move > 0xFFFF;
}

}  // namespace

void ChessBoardView::createGameButtons() {
    gameButtons_ = new QWidget(this);
    gameButtons_->setObjectName("chessGameButtons");
    // In the board's woods and creams, not the platform's grey (issue 16 item 23).
    gameButtons_->setStyleSheet(QStringLiteral(
        "QPushButton { background: #f6eedf; color: #2b2118; border: 2px solid #b58863;"
        " border-radius: 8px; padding: 6px 14px; font-weight: bold; }"
        "QPushButton:hover { background: #f0d9b5; border-color: #4a2f1d; }"
        "QPushButton:pressed { background: #b58863; color: #fff8ec; }"
        "QPushButton:disabled { color: #a89a88; border-color: #ddd0bb; }"
        "QPushButton#resignButton { border-color: #a0522d; color: #7a2e14; }"));
    auto* column = new QVBoxLayout(gameButtons_);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(6);
    auto makeButton = [&](const char* name, const QString& text, const QString& tip) {
        auto* button = new QPushButton(text, gameButtons_);
        button->setObjectName(name);
        button->setToolTip(tip);
        button->setCursor(Qt::PointingHandCursor);
        button->setFocusPolicy(Qt::NoFocus);  // the board keeps the keyboard
        column->addWidget(button);
        return button;
    };
    drawButton_ = makeButton("offerDrawButton", tr("Offer draw"),
                             tr("Propose a draw; your opponent accepts or declines"));
    claimButton_ =
        makeButton("claimDrawButton", tr("Claim draw"),
                   tr("Threefold repetition or fifty moves without a capture or pawn move"));
    resignButton_ = makeButton("resignButton", tr("Resign"), tr("Give up this game"));
    connect(resignButton_, &QPushButton::clicked, this, [this] { resign(true); });
    connect(drawButton_, &QPushButton::clicked, this, &ChessBoardView::offerDraw);
    connect(claimButton_, &QPushButton::clicked, this, &ChessBoardView::claimDraw);
    gameButtons_->hide();
}

PlayerId ChessBoardView::actingSeat() const {
    if (!live_ || live_->isTerminal() || seats().size() != 2) return -1;
    const bool white = seats()[0].human, black = seats()[1].human;
    if (white && black) return live_->currentActor();  // hot-seat: whoever is to move
    if (white) return 0;
    if (black) return 1;
    return -1;
}

void ChessBoardView::resign(bool confirm) {
    const PlayerId seat = actingSeat();
    if (seat < 0) return;
    if (confirm && QMessageBox::question(this, tr("Resign"),
                                         tr("%1, do you resign this game?").arg(seatName(seat))) !=
                       QMessageBox::Yes)
        return;
    emit claimChosen(seat, claim::kResign);
}

void ChessBoardView::offerDraw() {
    const PlayerId seat = actingSeat();
    if (seat >= 0) emit claimChosen(seat, claim::kOfferDraw);
}

void ChessBoardView::claimDraw() {
    const PlayerId seat = actingSeat();
    if (seat >= 0) emit claimChosen(seat, claim::kClaimDraw);
}

void ChessBoardView::followLive(const ChessState& state) {
    live_ = std::make_unique<ChessState>(state);
    if (state.rules().clock && !clock_) {
        clock_ = new ChessClock(this);
        clock_->setTimeControl(*state.rules().clock);
        connect(clock_, &ChessClock::ticked, this, qOverload<>(&QWidget::update));
        connect(clock_, &ChessClock::flagFell, this, &ChessBoardView::onFlagFell);
        if (!state.isTerminal()) clock_->run(state.position().sideToMove());
    }
    if (clock_ && state.isTerminal()) clock_->stop();
    // An offer answered by a move (or withdrawn by an undo) leaves no question open.
    if (!state.drawOffer())
        if (auto* box = findChild<QMessageBox*>("drawOfferBox")) box->close();
    refreshGameButtons();
}

void ChessBoardView::afterClaim(const ChessState& before, lt::Move claim, const ChessState& after) {
    (void)before;
    followLive(after);
    if (claim != claim::kOfferDraw || !after.drawOffer()) return;
    const PlayerId receiver = seatOf(~*after.drawOffer());
    // A computer answers by itself (ChessGame::makeClaimAgent); a human is asked.
    if (receiver < static_cast<PlayerId>(seats().size()) && seats()[receiver].human)
        QTimer::singleShot(0, this, &ChessBoardView::askDrawAnswer);
}

void ChessBoardView::askDrawAnswer() {
    if (!live_ || !live_->drawOffer() || live_->isTerminal()) return;
    const PlayerId offerer = seatOf(*live_->drawOffer());
    const PlayerId receiver = 1 - offerer;
    auto* box = new QMessageBox(
        QMessageBox::Question, tr("Draw offer"),
        tr("%1 offers a draw. %2, do you accept?").arg(seatName(offerer), seatName(receiver)),
        QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName("drawOfferBox");
    box->button(QMessageBox::Yes)->setText(tr("Accept the draw"));
    box->button(QMessageBox::No)->setText(tr("Decline"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, receiver] {
        const bool accepted = box->clickedButton() == box->button(QMessageBox::Yes);
        // Only while the offer still stands: a move meanwhile has declined it.
        if (live_ && live_->drawOffer() && seatOf(~*live_->drawOffer()) == receiver)
            emit claimChosen(receiver, accepted ? claim::kAcceptDraw : claim::kDeclineDraw);
    });
    box->open();
}

void ChessBoardView::onFlagFell(Color side) {
    if (!live_ || live_->isTerminal() || seats().size() != 2) return;
    // The clock is the arbiter: the fall is claimed in the opponent's name whoever plays
    // either side, so a game between computers ends too, and the record says who won.
    emit arbiterClaimed(seatOf(~side), side == White ? claim::kWhiteTimeUp : claim::kBlackTimeUp);
}

QString ChessBoardView::describeClaim(const ChessState& before, lt::Move claim,
                                      const ChessState& after) const {
    const QString dash = QStringLiteral(" — ");
    const QString loser = seatName(seatOf(after.loser()));
    const QString winner = seatName(seatOf(~after.loser()));
    switch (claim) {
        case claim::kResign:
            return tr("%1 resigns").arg(loser) + dash + tr("%1 wins").arg(winner);
        case claim::kOfferDraw:
            return after.drawOffer()
                       ? tr("%1 offers a draw").arg(seatName(seatOf(*after.drawOffer())))
                       : QString();
        case claim::kAcceptDraw:
            return before.drawOffer()
                       ? tr("%1 accepts the draw").arg(seatName(seatOf(~*before.drawOffer())))
                       : tr("Draw agreed");
        case claim::kDeclineDraw:
            return before.drawOffer()
                       ? tr("%1 declines the draw").arg(seatName(seatOf(~*before.drawOffer())))
                       : QString();
        case claim::kClaimDraw:
            return before.position().repeated(3)
                       ? tr("Draw claimed: the same position for the third time")
                       : tr("Draw claimed: fifty moves without a capture or a pawn move");
        case claim::kWhiteTimeUp:
        case claim::kBlackTimeUp:
            if (after.ending() == Ending::TimeDraw)
                return tr("Time is up for %1, but %2 cannot checkmate: draw").arg(loser, winner);
            return tr("Time is up for %1").arg(loser) + dash + tr("%1 wins").arg(winner);
        default:
            return {};
    }
}

std::optional<ClockReading> ChessBoardView::clockFor(PlayerId seat) const {
    if (!clock_ || seat < 0 || seat > 1) return std::nullopt;
    return ClockReading{clock_->remainingMs(colorOf(seat)), clock_->timeControl().incrementMs};
}

std::vector<std::int64_t> ChessBoardView::clocksAfter(const State& before, lt::Move move,
                                                      const State& after) const {
    const auto* from = dynamic_cast<const ChessState*>(&before);
    if (!clock_ || !from) return {};
    std::vector<std::int64_t> times = {clock_->remainingMs(White), clock_->remainingMs(Black)};
    // A move on the board earns the mover its increment, as the clock will give it; a fallen
    // flag is not raised again, and a claim changes no clock.
    const Color mover = from->position().sideToMove();
    if (!isClaimCode(move) && !after.isTerminal() && times[mover] > 0)
        times[mover] += clock_->timeControl().incrementMs;
    return times;
}

void ChessBoardView::restoreClocks(const State& state, const std::vector<std::int64_t>& clockMs) {
    const auto* chess = dynamic_cast<const ChessState*>(&state);
    if (!chess) return;
    followLive(*chess);
    if (!clock_) return;
    const std::int64_t base = clock_->timeControl().baseMs;
    for (const Color side : {White, Black})
        clock_->setRemainingMs(side, clockMs.size() == 2 ? clockMs[side] : base);
    if (chess->isTerminal())
        clock_->stop();
    else
        clock_->run(chess->position().sideToMove());
}

void ChessBoardView::refreshGameButtons() {
    const PlayerId seat = actingSeat();
    gameButtons_->setVisible(seat >= 0);
    if (seat < 0) return;
    const auto claims = live_->claimMoves(seat);
    const auto allows = [&](lt::Move m) {
        return std::find(claims.begin(), claims.end(), m) != claims.end();
    };
    drawButton_->setEnabled(allows(claim::kOfferDraw));
    claimButton_->setVisible(live_->rules().drawsByClaim);
    claimButton_->setEnabled(allows(claim::kClaimDraw));
    resignButton_->setEnabled(allows(claim::kResign));
    placeGameButtons();
}

void ChessBoardView::placeGameButtons() {
    const BoardLayout l = layout();
    const QRectF top = l.playerBox(false), bottom = l.playerBox(true);
    const double clockSpace = clock_ ? l.square * 0.95 : 0;
    const QRectF middle(l.panel.left(), top.bottom() + clockSpace, l.panel.width(),
                        bottom.top() - top.bottom() - 2 * clockSpace);
    const QSize wanted = gameButtons_->sizeHint();
    // As wide as their words need with a large font, within the panel.
    const int width = static_cast<int>(
        std::min(middle.width(), std::max<double>(l.square * 2.6, wanted.width())));
    gameButtons_->setGeometry(static_cast<int>(middle.center().x() - width / 2.0),
                              static_cast<int>(middle.center().y() - wanted.height() / 2.0), width,
                              wanted.height());
}

void ChessBoardView::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    placeGameButtons();
}

void ChessBoardView::paintClock(QPainter& p, const BoardLayout& l, bool bottom, Color side) {
    p.save();
    const QRectF card = l.playerBox(bottom);
    const double height = l.square * 0.75;
    const double gap = l.square * 0.12;
    const QRectF box(card.left(), bottom ? card.top() - gap - height : card.bottom() + gap,
                     card.width(), height);
    const std::int64_t left = clock_->remainingMs(side);
    const bool running = clock_->running() == side;
    const bool low = left < 10'000;
    p.setPen(running ? QPen(QColor(0xe8, 0xb9, 0x4a), 3) : QPen(QColor(0xd8, 0xc8, 0xa8), 1));
    p.setBrush(left == 0 ? QColor(0xc0, 0x39, 0x2b)
               : running ? QColor(0x2b, 0x27, 0x22)
                         : QColor(0x55, 0x4e, 0x45));
    p.drawRoundedRect(box.adjusted(1.5, 1.5, -1.5, -1.5), 8, 8);
    QFont font = p.font();
    font.setPixelSize(std::max(10, static_cast<int>(height * 0.58)));
    font.setBold(true);
    font.setStyleHint(QFont::Monospace);
    font.setFamily(QStringLiteral("DejaVu Sans Mono"));
    p.setFont(font);
    p.setPen(left == 0        ? QColor(Qt::white)
             : low && running ? QColor(0xff, 0x8a, 0x80)
                              : QColor(0xf6, 0xef, 0xe0));
    p.drawText(box, Qt::AlignCenter, ChessClock::format(left));
    p.restore();
}

}  // namespace lt::shell::chess

#include "games/dice_10000/dice_10000_board_view.h"

#include <QHBoxLayout>
#include <QPainter>
#include <QTimer>
#include <QVBoxLayout>

#include "games/dice_common/dice_picking.h"
#include "widgets/dice_view.h"
#include "widgets/felt_table.h"
#include "widgets/gold_button.h"
#include "widgets/table_label.h"

namespace lt::shell::dice10000 {

namespace core = ::lt::dice10000;
using core::DiceCounts;
using core::MoveKind;
using core::TenkMove;
using core::TenkState;

namespace {

constexpr int kRollMs = 700;

const QColor kDefaultColours[] = {QColor(214, 47, 47), QColor(42, 111, 214), QColor(46, 158, 74),
                                  QColor(242, 160, 24)};

std::vector<int> facesOf(const DiceCounts& counts) {
    std::vector<int> faces;
    for (int f = 0; f < core::kFaces; ++f)
        for (int i = 0; i < counts[f]; ++i) faces.push_back(f + 1);
    return faces;
}

// Points written as the rulebook does: 1,300.
QString points(int value) {
    QString digits = QString::number(value);
    for (int i = digits.size() - 3; i > 0; i -= 3) digits.insert(i, QLatin1Char(','));
    return digits;
}

}  // namespace

TenkBoardView::TenkBoardView(QWidget* parent) : PickDiceView(parent) {
    // Both wrap: "Anna — Rundensumme 0 · noch 5 Würfel zu werfen" on one line made the German
    // window 1121 px wide, and four players' scores are long too.
    scores_ = makeTableLabel(this, "color: #fff8e0; font-size: 17px;", true);
    turn_ = makeTableLabel(this, "color: #fff8e0; font-size: 22px; font-weight: bold;", true);
    dice_ = new DiceView(this);
    dice_->setFocusPolicy(Qt::NoFocus);  // keys 1-5 come through the board
    help_ = makeTableLabel(this, "color: rgba(255, 248, 224, 210); font-size: 14px;", true);
    roll_ = new QPushButton(this);
    roll_->setObjectName("tenkRollButton");
    bank_ = new QPushButton(this);
    bank_->setObjectName("tenkBankButton");
    for (QPushButton* button : {roll_, bank_}) makeGoldButton(button, QSize(200, 44));

    auto* buttons = centredButtonRow({roll_, bank_}, 16);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(40, 28, 40, 28);
    layout->addWidget(scores_);
    layout->addSpacing(8);
    layout->addWidget(turn_);
    layout->addWidget(dice_, 1);
    layout->addWidget(help_);
    layout->addSpacing(8);
    layout->addLayout(buttons);

    connectInput(bank_, Qt::Key_B);
    connect(dice_, &DiceView::rollFinished, this,
            [this] { QTimer::singleShot(0, this, [this] { emit animationFinished(); }); });
}

void TenkBoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    paintFeltTable(painter, rect(), QColor(47, 125, 79), QColor(23, 74, 45), QColor(107, 63, 31));
}

int TenkBoardView::setAsideCount() const {
    return state_ ? core::diceTotal(state_->setAside()) : 0;
}

void TenkBoardView::showState(const State& state, PlayerId viewer) {
    const auto* tenk = dynamic_cast<const TenkState*>(&state);
    if (!tenk) return;
    state_ = std::make_unique<TenkState>(*tenk);
    viewer_ = viewer;
    // The set-aside dice first, then the new throw (or the dice that just busted).
    std::vector<int> faces = facesOf(state_->setAside());
    thrownFaces_.clear();
    const bool showThrow = !state_->awaitingThrow() || state_->lostToBust() > 0;
    if (showThrow) thrownFaces_ = facesOf(state_->thrown());
    faces.insert(faces.end(), thrownFaces_.begin(), thrownFaces_.end());
    faces.resize(core::kDiceCount, 0);
    std::vector<bool> aside(core::kDiceCount, false);
    for (int i = 0; i < setAsideCount(); ++i) aside[i] = true;
    dice_->setFaces(faces);
    dice_->setHighlighted(aside);
    dice_->setHeld(std::vector<bool>(core::kDiceCount, false));
    refresh();
}

void TenkBoardView::refresh() {
    if (!state_) return;
    QStringList parts;
    for (PlayerId seat = 0; seat < state_->numPlayers(); ++seat) {
        const QColor colour = seat < static_cast<PlayerId>(seats().size())
                                  ? seats()[seat].colour
                                  : kDefaultColours[seat % 4];
        // A long line wraps between players, never inside one ("Computer 4:" over "0").
        QString part =
            QStringLiteral("<span style='color:%1'>&#9679;</span>&nbsp;%2:&nbsp;<b>%3</b>")
                .arg(colour.name(),
                     seatName(seat).toHtmlEscaped().replace(QLatin1Char(' '), "&nbsp;"),
                     points(state_->banked(seat)));
        if (!state_->isTerminal() && seat == state_->seatToPlay()) part = "<u>" + part + "</u>";
        parts << part;
    }
    scores_->setText(parts.join(QStringLiteral(" &nbsp;&nbsp; ")));

    const PlayerId seat = state_->seatToPlay();
    if (seat < static_cast<PlayerId>(seats().size())) dice_->setHeldColour(seats()[seat].colour);
    if (state_->isTerminal()) {
        turn_->setText(
            tr("%1 wins with %2 points!").arg(seatName(seat), points(state_->banked(seat))));
        help_->clear();
    } else {
        turn_->setText(tr("%1 — turn total %2 · %n die(s) to throw", nullptr, state_->diceToThrow())
                           .arg(seatName(seat), points(state_->turnTotal())));
        QString help;
        if (state_->awaitingThrow() && state_->lostToBust() > 0)
            help = tr("Bust! %1 points lost.").arg(points(state_->lostToBust()));
        else if (state_->awaitingThrow() && state_->lostToBust() == 0 && state_->turnTotal() == 0 &&
                 !thrownFaces_.empty())
            help = tr("Bust!");
        if (state_->banked(seat) == 0) {
            if (!help.isEmpty()) help += QLatin1Char(' ');
            help += tr("%1 needs %2 in one turn to open.")
                        .arg(seatName(seat), points(state_->rules().openingMinimum));
        }
        help_->setText(help);
    }
    refreshButtons();
}

DiceCounts TenkBoardView::selection() const {
    return dicecommon::pickedDice(*dice_, setAsideCount());
}

void TenkBoardView::refreshButtons() {
    roll_->setText(rolling_ || !choosing_ ? tr("Roll") : tr("Keep and roll"));
    bank_->setText(tr("Keep and bank"));
    roll_->setEnabled(rolling_);
    bank_->setEnabled(false);
    bank_->setVisible(!rolling_);
    if (!choosing_ || !state_) return;
    const DiceCounts kept = selection();
    roll_->setEnabled(state_->isLegal(TenkMove::keepAndRoll(kept)));
    bank_->setEnabled(state_->isLegal(TenkMove::keepAndBank(kept)));
    const auto result = core::scoreKeep(state_->thrown(), kept, state_->openSet());
    if (result) {
        const int total = state_->turnTotal() + result->points;
        bank_->setText(tr("Keep and bank %1").arg(points(total)));
        help_->setText(
            tr("Set aside: +%1 (turn total %2)").arg(points(result->points), points(total)));
    } else if (core::diceTotal(kept) > 0) {
        help_->setText(tr("Only scoring dice can be set aside."));
    } else {
        help_->setText(tr("Click the scoring dice to set aside (keys 1-5)."));
    }
}

void TenkBoardView::requestRoll(PlayerId /*roller*/) {
    if (!state_ || !state_->isChanceNode()) return;
    rolling_ = true;
    choosing_ = false;
    dice_->setInteractive(false);
    refreshButtons();
    setFocus();
}

void TenkBoardView::rollPicked() {
    const TenkMove move = TenkMove::keepAndRoll(selection());
    if (!choosing_ || !state_->isLegal(move)) return;
    cancelRequest();
    emit moveChosen(core::encode(move));
}

void TenkBoardView::stop() {
    const TenkMove move = TenkMove::keepAndBank(selection());
    if (!choosing_ || !state_->isLegal(move)) return;
    cancelRequest();
    emit moveChosen(core::encode(move));
}

void TenkBoardView::showHint(Move move) {
    if (!choosing_) return;
    dicecommon::pickDice(*dice_, core::decode(move).dice, setAsideCount());
    refreshButtons();
}

void TenkBoardView::animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                                double pace) {
    if (core::decode(move).kind != MoveKind::Throw) {
        BoardView::animateMove(before, move, after, viewer, pace);
        return;
    }
    showState(after, viewer);
    std::vector<bool> rolling(core::kDiceCount, false);
    const auto& faces = dice_->faces();
    const int first = core::kDiceCount - static_cast<int>(thrownFaces_.size());
    const int start = state_->awaitingThrow() ? 0 : first;  // a bust shows from the left
    for (int i = 0; i < static_cast<int>(thrownFaces_.size()); ++i) rolling[start + i] = true;
    dice_->roll(rolling, faces, static_cast<int>(kRollMs * pace));
}

QString TenkBoardView::describeMove(const State& before, Move move, const State& after) const {
    const auto& b = static_cast<const TenkState&>(before);
    const auto& a = static_cast<const TenkState&>(after);
    const TenkMove m = core::decode(move);
    const QString who = seatName(b.seatToPlay());
    const QString dice = QString::fromStdString(core::facesText(m.dice));
    switch (m.kind) {
        case MoveKind::Throw:
            if (a.seatToPlay() != b.seatToPlay() || (a.awaitingThrow() && a.lostToBust() > 0))
                return tr("%1 rolled %2 — bust, %3 points lost")
                    .arg(who, dice, points(b.turnTotal()));
            return tr("%1 rolled %2").arg(who, dice);
        case MoveKind::KeepAndRoll:
            return tr("%1 keeps %2 (%3 in hand) and rolls again")
                .arg(who, dice, points(a.turnTotal()));
        case MoveKind::KeepAndBank:
            return tr("%1 keeps %2 and banks — %3 points")
                .arg(who, dice, points(a.banked(b.seatToPlay())));
    }
    return BoardView::describeMove(before, move, after);
}

}  // namespace lt::shell::dice10000

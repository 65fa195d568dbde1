#include "games/ship_captain_crew/ship_captain_crew_board_view.h"

#include <QHBoxLayout>
#include <QPainter>
#include <QTimer>
#include <QVBoxLayout>

#include "games/dice_common/dice_picking.h"
#include "widgets/dice_view.h"
#include "widgets/felt_table.h"
#include "widgets/font_scale.h"
#include "widgets/gold_button.h"
#include "widgets/round_scores_view.h"
#include "widgets/table_label.h"

namespace lt::shell::shipcaptaincrew {

namespace core = ::lt::shipcaptaincrew;
using core::Crew;
using core::DiceCounts;
using core::MoveKind;
using core::SccMove;
using core::SccState;

namespace {

constexpr int kRollMs = 700;
constexpr int kCargoFirst = 3;  // the cargo's positions in the row: 3 and 4

const QColor kDefaultColours[] = {QColor(200, 50, 50), QColor(36, 104, 196), QColor(38, 150, 90),
                                  QColor(230, 150, 20)};

}  // namespace

SccBoardView::SccBoardView(QWidget* parent) : PickDiceView(parent) {
    log_ = new RoundScoresView(this);
    log_->setTitle(tr("Miles"));
    log_->setRoundCount(core::kRounds);
    log_->setMinimumWidth(fontScaled(230));
    turn_ = makeTableLabel(this, "color: #f4fbff; font-size: 22px; font-weight: bold;", true);
    dice_ = new DiceView(this);
    dice_->setFocusPolicy(Qt::NoFocus);  // keys come through the board
    help_ = makeTableLabel(this, "color: rgba(244, 251, 255, 225); font-size: 15px;", true);
    roll_ = new QPushButton(this);
    roll_->setObjectName("sccRollButton");
    stop_ = new QPushButton(this);
    stop_->setObjectName("sccStopButton");
    for (QPushButton* button : {roll_, stop_}) makeGoldButton(button, QSize(190, 44));

    auto* buttons = centredButtonRow({roll_, stop_}, 16);
    auto* table = new QVBoxLayout;
    table->addWidget(turn_);
    table->addStretch(1);
    table->addWidget(dice_, 3);
    table->addSpacing(30);  // the names under the dice
    table->addWidget(help_);
    table->addStretch(1);
    table->addLayout(buttons);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(24, 24, 36, 28);
    layout->addWidget(log_, 0);
    layout->addSpacing(24);
    layout->addLayout(table, 1);

    connectInput(stop_, Qt::Key_S);
    connect(dice_, &DiceView::rollFinished, this, [this] {
        animating_ = false;
        rolling_ = humanToRoll();
        refreshButtons();
        QTimer::singleShot(0, this, [this] { emit animationFinished(); });
    });
}

QColor SccBoardView::seatColour(PlayerId seat) const {
    return seat < static_cast<PlayerId>(seats().size()) ? seats()[seat].colour
                                                        : kDefaultColours[seat % 4];
}

void SccBoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    // A sea-green felt.
    paintFeltTable(painter, rect(), QColor(36, 118, 128), QColor(16, 62, 78), QColor(92, 58, 30));
    if (!state_) return;

    // The name of each die's place, under it: ship, captain, crew, and the cargo.
    const Crew crew = state_->tableCrew();
    const int aboard = aboardCount();
    const bool anyDice = !dice_->faces().empty() && dice_->faces()[0] != 0;
    if (!anyDice) return;
    QFont font = painter.font();
    font.setPixelSize(fontScaled(15));
    font.setBold(true);
    painter.setFont(font);
    const QString names[] = {tr("Ship"), tr("Captain"), tr("Crew")};
    for (int i = 0; i < core::kDiceCount; ++i) {
        QString caption;
        QColor colour(255, 221, 120);
        if (i < aboard)
            caption = names[i];
        else if (crew == Crew::Complete)
            caption = tr("Cargo"), colour = QColor(200, 236, 255);
        if (caption.isEmpty()) continue;
        const QRectF die = dice_->dieRect(i);
        const QPointF centre = dice_->mapTo(this, die.center().toPoint());
        const QRectF box(centre.x() - 60, dice_->geometry().bottom() + 4, 120, 24);
        painter.setPen(colour);
        painter.drawText(box, Qt::AlignCenter, caption);
    }
}

bool SccBoardView::humanToRoll() const {
    if (!state_ || !state_->isChanceNode() || animating_) return false;
    const PlayerId seat = state_->seatToPlay();
    return seat < static_cast<PlayerId>(seats().size()) && seats()[seat].human;
}

int SccBoardView::aboardCount() const {
    return state_ ? static_cast<int>(state_->tableCrew()) : 0;
}

void SccBoardView::showState(const State& state, PlayerId viewer) {
    (void)viewer;  // nothing is hidden
    const auto* scc = dynamic_cast<const SccState*>(&state);
    if (!scc) return;
    state_ = std::make_unique<SccState>(*scc);
    // The crew aboard first (6, 5, 4), then the other dice on the table.
    std::vector<int> faces;
    for (int i = 0; i < aboardCount(); ++i) faces.push_back(6 - i);
    for (int face : core::facesOf(state_->looseDice())) faces.push_back(face);
    faces.resize(core::kDiceCount, 0);
    std::vector<bool> aboard(core::kDiceCount, false);
    for (int i = 0; i < aboardCount(); ++i) aboard[i] = true;
    dice_->setFaces(faces);
    dice_->setHighlighted(aboard);
    dice_->setHeld(std::vector<bool>(core::kDiceCount, false));
    choosing_ = false;
    dice_->setInteractive(false);
    rolling_ = humanToRoll();
    refresh();
    update();
}

QString SccBoardView::statusHelp() const {
    const PlayerId seat = state_->seatToPlay();
    if (state_->lastTurnMiles() == 0)
        return tr("%1 did not get ship, captain and crew: no miles.")
            .arg(seatName(state_->tableSeat()));
    if (state_->lastTurnMiles() > 0)
        return tr("%1 sailed %n mile(s).", nullptr, state_->lastTurnMiles())
            .arg(seatName(state_->tableSeat()));
    switch (state_->crew()) {
        case Crew::None:
            return state_->throwsMade() == 0 ? tr("%1 needs a 6 for the ship.").arg(seatName(seat))
                                             : tr("No ship yet: a 6 is needed.");
        case Crew::Ship:
            return tr("The ship is in port: a 5 for the captain is needed.");
        case Crew::Captain:
            return tr("Ship and captain aboard: a 4 for the crew is needed.");
        case Crew::Complete:
            return tr("Cargo: %n mile(s).", nullptr, state_->cargoMiles());
    }
    return {};
}

void SccBoardView::refresh() {
    if (!state_) return;
    std::vector<RoundScoresColumn> columns;
    for (PlayerId seat = 0; seat < state_->numPlayers(); ++seat)
        columns.push_back({seatName(seat), seatColour(seat), state_->log(seat)});
    log_->setColumns(columns);
    const PlayerId seat = state_->seatToPlay();
    if (state_->isTerminal()) {
        log_->setCurrent(-1, -1);
        int best = 0;
        for (PlayerId s = 0; s < state_->numPlayers(); ++s) best = std::max(best, state_->miles(s));
        QStringList winners;  // equal totals share the win
        for (PlayerId s = 0; s < state_->numPlayers(); ++s)
            if (state_->miles(s) == best) winners << seatName(s);
        turn_->setText(winners.size() == 1
                           ? tr("%1 wins with %n mile(s)!", nullptr, best).arg(winners.front())
                           : tr("%1 share the win with %n mile(s)!", nullptr, best)
                                 .arg(winners.join(tr(" and "))));
        help_->setText(tr("The game is over."));
    } else {
        log_->setCurrent(seat, state_->round());
        dice_->setHeldColour(seatColour(seat));
        turn_->setText(
            tr("%1 — round %2 of %3 · throw %4 of %5")
                .arg(seatName(seat), QString::number(state_->round() + 1),
                     QString::number(core::kRounds),
                     QString::number(std::min(state_->throwsMade() + 1, core::kThrowsPerTurn)),
                     QString::number(core::kThrowsPerTurn)));
        help_->setText(statusHelp());
    }
    refreshButtons();
}

DiceCounts SccBoardView::selection() const {
    return dicecommon::pickedDice(*dice_, kCargoFirst);
}

void SccBoardView::refreshButtons() {
    roll_->setText(choosing_ ? tr("Throw again") : tr("Roll"));
    roll_->setEnabled(rolling_);
    stop_->setVisible(choosing_);
    stop_->setEnabled(false);
    if (!choosing_ || !state_) return;
    stop_->setText(tr("Sail %n mile(s)", nullptr, state_->cargoMiles()));
    stop_->setEnabled(true);
    const DiceCounts chosen = selection();
    roll_->setEnabled(core::diceTotal(chosen) > 0 && state_->isLegal(SccMove::reroll(chosen)));
    if (core::diceTotal(chosen) == 0)
        help_->setText(tr("Cargo: %n mile(s). Click cargo dice to throw them again, or sail.",
                          nullptr, state_->cargoMiles()));
    else
        help_->setText((state_->throwsLeft() == 1
                            ? tr("Throw %1 again (last throw), or sail with %n mile(s).", nullptr,
                                 state_->cargoMiles())
                            : tr("Throw %1 again (2 throws left), or sail with %n mile(s).",
                                 nullptr, state_->cargoMiles()))
                           .arg(QString::fromStdString(core::facesText(chosen))));
}

int SccBoardView::firstPickable() const {
    return kCargoFirst;  // the ship, captain and crew stay aboard
}

void SccBoardView::rollPicked() {
    const SccMove move = SccMove::reroll(selection());
    if (!choosing_ || core::diceTotal(move.dice) == 0 || !state_->isLegal(move)) return;
    cancelRequest();
    emit moveChosen(core::encode(move));
}

void SccBoardView::stop() {
    if (!choosing_) return;
    cancelRequest();
    emit moveChosen(core::encode(SccMove::stop()));
}

void SccBoardView::showHint(Move move) {
    if (!choosing_) return;
    const SccMove hint = core::decode(move);
    dicecommon::pickDice(*dice_, hint.dice, kCargoFirst);
    refreshButtons();
    if (hint.kind == MoveKind::Stop) help_->setText(tr("Hint: sail now."));
}

void SccBoardView::animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                               double pace) {
    if (core::decode(move).kind != MoveKind::Throw) {
        BoardView::animateMove(before, move, after, viewer, pace);
        return;
    }
    const auto& b = static_cast<const SccState&>(before);
    animating_ = true;
    showState(after, viewer);
    std::vector<bool> rolling(core::kDiceCount, false);
    if (b.crew() != Crew::Complete) {
        for (int i = static_cast<int>(b.crew()); i < core::kDiceCount; ++i) rolling[i] = true;
    } else {
        // One or both cargo dice were thrown again: find the one that stayed.
        const auto& faces = dice_->faces();
        DiceCounts stayed{};
        ++stayed[b.cargo()[0] - 1];
        ++stayed[b.cargo()[1] - 1];
        for (int f = 0; f < core::kFaces; ++f) stayed[f] -= b.rerolling()[f];
        for (int i = kCargoFirst; i < core::kDiceCount; ++i) {
            if (faces[i] > 0 && stayed[faces[i] - 1] > 0)
                --stayed[faces[i] - 1];
            else
                rolling[i] = true;
        }
    }
    dice_->roll(rolling, dice_->faces(), static_cast<int>(kRollMs * pace));
}

QString SccBoardView::describeMove(const State& before, Move move, const State& after) const {
    const auto& b = static_cast<const SccState&>(before);
    const auto& a = static_cast<const SccState&>(after);
    const SccMove m = core::decode(move);
    const QString who = seatName(b.seatToPlay());
    const QString dice = QString::fromStdString(core::facesText(m.dice));
    switch (m.kind) {
        case MoveKind::Throw:
            if (a.lastTurnMiles() == 0)
                return tr("%1 rolled %2 — no crew, no miles").arg(who, dice);
            if (a.lastTurnMiles() > 0)
                return tr("%1 rolled %2 — sails %n mile(s)", nullptr, a.lastTurnMiles())
                    .arg(who, dice);
            if (a.crew() == Crew::Complete && b.crew() != Crew::Complete)
                return tr("%1 rolled %2 — ship, captain and crew aboard, cargo %3")
                    .arg(who, dice, QString::number(a.cargoMiles()));
            return tr("%1 rolled %2").arg(who, dice);
        case MoveKind::Stop:
            return tr("%1 sails %n mile(s)", nullptr, b.cargoMiles()).arg(who);
        case MoveKind::Reroll:
            return tr("%1 throws %2 again").arg(who, dice);
    }
    return BoardView::describeMove(before, move, after);
}

}  // namespace lt::shell::shipcaptaincrew

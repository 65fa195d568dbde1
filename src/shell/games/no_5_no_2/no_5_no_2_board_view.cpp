#include "games/no_5_no_2/no_5_no_2_board_view.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QPainter>
#include <QTimer>
#include <QVBoxLayout>

#include "widgets/dice_view.h"
#include "widgets/felt_table.h"
#include "widgets/font_scale.h"
#include "widgets/gold_button.h"
#include "widgets/round_scores_view.h"
#include "widgets/table_label.h"

namespace lt::shell::no5no2 {

namespace core = ::lt::no5no2;
using core::DiceCounts;
using core::N52State;

namespace {

constexpr int kRollMs = 650;

const QColor kDefaultColours[] = {QColor(200, 50, 50), QColor(36, 104, 196), QColor(38, 150, 90),
                                  QColor(230, 150, 20)};

bool stuck(int face) {
    return face == 2 || face == 5;
}

// The last throw as laid out: the scoring faces first (highest first), then its 2s and 5s.
std::vector<int> throwLayout(const DiceCounts& thrown) {
    std::vector<int> faces;
    for (int face : core::facesOf(thrown))
        if (!stuck(face)) faces.push_back(face);
    for (int face : core::facesOf(thrown))
        if (stuck(face)) faces.push_back(face);
    return faces;
}

}  // namespace

N52BoardView::N52BoardView(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    log_ = new RoundScoresView(this);
    log_->setTitle(tr("Points"));
    log_->setRoundCount(core::kRounds);
    log_->setMinimumWidth(fontScaled(230));
    turn_ = makeTableLabel(this, "color: #fff8e0; font-size: 22px; font-weight: bold;", true);
    total_ = makeTableLabel(this, "color: #ffd970; font-size: 40px; font-weight: bold;");
    dice_ = new DiceView(this);
    dice_->setFocusPolicy(Qt::NoFocus);
    help_ = makeTableLabel(this, "color: rgba(255, 248, 224, 225); font-size: 15px;", true);
    roll_ = new QPushButton(tr("Roll"), this);
    roll_->setObjectName("n52RollButton");
    makeGoldButton(roll_, QSize(190, 44));
    roll_->setEnabled(false);

    auto* buttons = centredButtonRow({roll_}, 0);
    auto* table = new QVBoxLayout;
    table->addWidget(turn_);
    table->addWidget(total_);
    table->addStretch(1);
    table->addWidget(dice_, 3);
    table->addSpacing(8);
    table->addWidget(help_);
    table->addStretch(1);
    table->addLayout(buttons);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(24, 24, 36, 28);
    layout->addWidget(log_, 0);
    layout->addSpacing(24);
    layout->addLayout(table, 1);

    connect(dice_, &DiceView::rollFinished, this, [this] {
        animating_ = false;
        rolling_ = humanToRoll();
        roll_->setEnabled(rolling_);
        QTimer::singleShot(0, this, [this] { emit animationFinished(); });
    });
    connect(roll_, &QPushButton::clicked, this, [this] {
        if (!rolling_) return;
        cancelRequest();
        emit rollRequested();
    });
}

QColor N52BoardView::seatColour(PlayerId seat) const {
    return seat < static_cast<PlayerId>(seats().size()) ? seats()[seat].colour
                                                        : kDefaultColours[seat % 4];
}

bool N52BoardView::humanToRoll() const {
    if (!state_ || !state_->isChanceNode() || animating_) return false;
    const PlayerId seat = state_->seatToPlay();
    return seat < static_cast<PlayerId>(seats().size()) && seats()[seat].human;
}

void N52BoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    paintFeltTable(painter, rect(), QColor(139, 92, 52), QColor(78, 48, 24), QColor(107, 63, 31));
}

void N52BoardView::showState(const State& state, PlayerId viewer) {
    (void)viewer;  // nothing is hidden
    const auto* n52 = dynamic_cast<const N52State*>(&state);
    if (!n52) return;
    state_ = std::make_unique<N52State>(*n52);
    const int dice = state_->rules().dice;
    std::vector<int> faces = throwLayout(state_->lastThrow());
    std::vector<bool> scored(dice, false);
    const bool scoring = state_->lastThrowPoints() > 0;
    for (int i = 0; i < static_cast<int>(faces.size()); ++i)
        scored[i] = scoring && !stuck(faces[i]);
    faces.resize(dice, 0);  // an empty place for each die set aside earlier
    dice_->setFaces(faces);
    dice_->setHighlighted(scored);
    dice_->setHeld(std::vector<bool>(dice, false));
    rolling_ = humanToRoll();
    roll_->setEnabled(rolling_);
    refresh();
}

QString N52BoardView::throwSummary() const {
    const DiceCounts& thrown = state_->lastThrow();
    QStringList scoring;
    for (int face : core::facesOf(thrown))
        if (!stuck(face)) scoring << QString::number(face);
    const int out = core::stuckDice(thrown);
    QString text;
    if (state_->lastThrowPoints() > 0)
        text = tr("+%1 (%2).")
                   .arg(QString::number(state_->lastThrowPoints()),
                        scoring.join(QStringLiteral(" + ")));
    else if (out > 0 && !scoring.isEmpty())
        text = tr("A 2 or a 5 was thrown: this throw scores nothing.");
    else
        text = tr("Nothing scores.");
    if (out > 0) text += QLatin1Char(' ') + tr("%n die(s) set aside.", nullptr, out);
    return text;
}

void N52BoardView::refresh() {
    if (!state_) return;
    std::vector<RoundScoresColumn> columns;
    for (PlayerId seat = 0; seat < state_->numPlayers(); ++seat)
        columns.push_back({seatName(seat), seatColour(seat), state_->log(seat)});
    log_->setColumns(columns);
    const PlayerId seat = state_->seatToPlay();
    const bool thrownYet = state_->throwsThisTurn() > 0 || state_->lastTurnTotal() >= 0;
    if (state_->isTerminal()) {
        log_->setCurrent(-1, -1);
        int best = 0;
        for (PlayerId s = 0; s < state_->numPlayers(); ++s)
            best = std::max(best, state_->points(s));
        QStringList winners;  // equal totals share the win
        for (PlayerId s = 0; s < state_->numPlayers(); ++s)
            if (state_->points(s) == best) winners << seatName(s);
        turn_->setText(winners.size() == 1
                           ? tr("%1 wins with %n point(s)!", nullptr, best).arg(winners.front())
                           : tr("%1 share the win with %n point(s)!", nullptr, best)
                                 .arg(winners.join(tr(" and "))));
        total_->clear();
        help_->setText(throwSummary() + QLatin1Char(' ') + tr("The game is over."));
        return;
    }
    log_->setCurrent(seat, state_->round());
    turn_->setText(tr("%1 — round %2 of %3")
                       .arg(seatName(seat), QString::number(state_->round() + 1),
                            QString::number(core::kRounds)));
    if (state_->lastTurnTotal() >= 0) {
        // The turn just ended: its dice and total stay on show until the next throw.
        total_->setText(tr("%1: %2").arg(seatName(state_->tableSeat()),
                                         QString::number(state_->lastTurnTotal())));
        help_->setText(
            throwSummary() + QLatin1Char(' ') +
            tr("All dice are set aside: %1 scores %2 this turn.")
                .arg(seatName(state_->tableSeat()), QString::number(state_->lastTurnTotal())));
    } else if (thrownYet) {
        total_->setText(QString::number(state_->turnTotal()));
        help_->setText(throwSummary() + QLatin1Char(' ') +
                       tr("%n die(s) to throw again.", nullptr, state_->diceLeft()));
    } else {
        total_->setText(QStringLiteral("0"));
        help_->setText(
            tr("Every 2 and 5 is set aside and scores nothing; the other dice score "
               "their points and are thrown again."));
    }
}

void N52BoardView::requestMove(PlayerId /*player*/) {
    if (!state_ || state_->isTerminal()) return;
    rolling_ = state_->isChanceNode();
    roll_->setEnabled(rolling_);
    setFocus();
}

void N52BoardView::cancelRequest() {
    rolling_ = false;
    roll_->setEnabled(false);
}

void N52BoardView::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
        roll_->click();
        return;
    }
    BoardView::keyPressEvent(event);
}

void N52BoardView::animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                               double pace) {
    (void)before;
    animating_ = true;
    showState(after, viewer);
    const int thrown = core::diceTotal(core::decodeThrow(move));
    std::vector<bool> rolling(state_->rules().dice, false);
    for (int i = 0; i < thrown; ++i) rolling[i] = true;
    dice_->roll(rolling, dice_->faces(), static_cast<int>(kRollMs * pace));
}

QString N52BoardView::describeMove(const State& before, Move move, const State& after) const {
    const auto& b = static_cast<const N52State&>(before);
    const auto& a = static_cast<const N52State&>(after);
    const QString who = seatName(b.seatToPlay());
    const QString dice = QString::fromStdString(core::facesText(core::decodeThrow(move)));
    if (a.lastTurnTotal() >= 0)
        return tr("%1 rolled %2 — all dice set aside, %n point(s) this turn", nullptr,
                  a.lastTurnTotal())
            .arg(who, dice);
    return tr("%1 rolled %2 — +%3, turn total %4")
        .arg(who, dice, QString::number(a.lastThrowPoints()), QString::number(a.turnTotal()));
}

}  // namespace lt::shell::no5no2

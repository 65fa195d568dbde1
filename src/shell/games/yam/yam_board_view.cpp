#include "games/yam/yam_board_view.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QVBoxLayout>
#include <algorithm>

#include "games/yam/felt_tray.h"
#include "games/yam/sheet_model.h"
#include "widgets/dice_view.h"
#include "widgets/font_scale.h"
#include "widgets/score_sheet_view.h"

namespace lt::shell::yam {

namespace core = ::lt::yam;
using core::MoveKind;
using core::YamMove;
using core::YamState;

namespace {

constexpr int kRollMs = 750;   // the dice tumbling
constexpr int kHoldMs = 450;   // a computer's kept dice stay in view before the throw
constexpr int kScoreMs = 900;  // the scoring dice and the new entry stay marked

const QColor kDefaultColours[] = {QColor(214, 47, 47), QColor(42, 111, 214), QColor(46, 158, 74),
                                  QColor(242, 160, 24)};

QString facesOf(const std::array<int, core::kDiceCount>& dice) {
    QStringList faces;
    for (int face : dice) faces << QString::number(face);
    return faces.join(QLatin1Char(' '));
}

// The positions a hold of these faces sets aside: the leftmost die of each kept face, as
// the core does.
std::vector<bool> positionsHeld(const YamState& state, const core::DiceCounts& kept) {
    core::DiceCounts left = kept;
    std::vector<bool> held;
    for (int face : state.dice()) {
        const bool keep = face > 0 && left[face - 1] > 0;
        if (keep) --left[face - 1];
        held.push_back(keep);
    }
    return held;
}

}  // namespace

YamBoardView::YamBoardView(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    tray_ = new FeltTray(this);
    turnLabel_ = new QLabel(tray_);
    turnLabel_->setObjectName("yamTurn");
    turnLabel_->setAlignment(Qt::AlignCenter);
    turnLabel_->setStyleSheet(
        scaledFontSizes("color: #fff8e0; font-size: 20px; font-weight: bold;"));
    dice_ = new DiceView(tray_);
    dice_->setFocusPolicy(Qt::NoFocus);  // keys 1-5 come through the board
    helpLabel_ = new QLabel(tray_);
    helpLabel_->setAlignment(Qt::AlignCenter);
    helpLabel_->setWordWrap(true);
    helpLabel_->setStyleSheet(scaledFontSizes("color: rgba(255, 248, 224, 200); font-size: 13px;"));
    roll_ = new QPushButton(tray_);
    roll_->setObjectName("yamRollButton");
    roll_->setCursor(Qt::PointingHandCursor);
    roll_->setFocusPolicy(Qt::NoFocus);
    roll_->setMinimumSize(220, 46);
    roll_->setStyleSheet(scaledFontSizes(
        "QPushButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffd970, "
        "stop:1 #e0a526); color: #3a2608; border: 2px solid #8a5a12; border-radius: 12px; "
        "font-size: 17px; font-weight: bold; padding: 6px 22px; }"
        "QPushButton:hover { background: #ffe28a; }"
        "QPushButton:disabled { background: rgba(255, 255, 255, 40); color: rgba(255, 255, "
        "255, 150); border-color: rgba(255, 255, 255, 60); }"));

    auto* trayLayout = new QVBoxLayout(tray_);
    trayLayout->setContentsMargins(36, 36, 36, 36);
    trayLayout->addWidget(turnLabel_);
    trayLayout->addStretch(1);
    trayLayout->addWidget(dice_, 4);
    trayLayout->addStretch(1);
    trayLayout->addWidget(helpLabel_);
    trayLayout->addSpacing(8);
    trayLayout->addWidget(roll_, 0, Qt::AlignHCenter);

    sheet_ = new ScoreSheetView(this);
    sheet_->setRows(sheetRows());

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(12);
    layout->addWidget(tray_, 1);
    layout->addWidget(sheet_, 1);

    connect(dice_, &DiceView::heldToggled, this, [this] {
        dice_->setHighlighted({});
        refreshControls();
    });
    connect(dice_, &DiceView::rollFinished, this, &YamBoardView::finishAnimation);
    connect(roll_, &QPushButton::clicked, this, &YamBoardView::onRollClicked);
    connect(sheet_, &ScoreSheetView::boxChosen, this, &YamBoardView::onBoxChosen);
    settle_.setSingleShot(true);
    connect(&settle_, &QTimer::timeout, this, &YamBoardView::finishAnimation);
}

void YamBoardView::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    refreshSheets();
}

QColor YamBoardView::seatColour(PlayerId seat) const {
    if (seat >= 0 && seat < static_cast<int>(seats().size()) && seats()[seat].colour.isValid())
        return seats()[seat].colour;
    return kDefaultColours[std::max(0, seat) % std::size(kDefaultColours)];
}

bool YamBoardView::isHumanSeat(PlayerId seat) const {
    return seat >= 0 && seat < static_cast<int>(seats().size()) && seats()[seat].human;
}

void YamBoardView::showState(const State& state, PlayerId viewer) {
    const auto* yam = dynamic_cast<const YamState*>(&state);
    if (!yam) return;
    settle_.stop();
    afterAnimation_.reset();
    holdChosenHere_ = false;
    const bool newTurn = !state_ || state_->seatToPlay() != yam->seatToPlay();
    state_ = std::make_unique<YamState>(*yam);
    viewer_ = viewer;
    offered_.clear();
    const auto& dice = state_->dice();
    dice_->setFaces(std::vector<int>(dice.begin(), dice.end()));
    dice_->setHeld(std::vector<bool>(state_->held().begin(), state_->held().end()));
    dice_->setHighlighted({});
    dice_->setInteractive(false);
    dice_->setHeldColour(seatColour(state_->seatToPlay()));
    sheet_->clearOffers();
    sheet_->setMarkedBox(std::nullopt);
    refreshSheets();
    if (newTurn && !state_->isTerminal()) followSheet(state_->seatToPlay());
    refreshControls();
}

void YamBoardView::followSheet(PlayerId seat) {
    bool anyHuman = false;
    for (PlayerId s = 0; s < static_cast<PlayerId>(seats().size()); ++s)
        anyHuman = anyHuman || isHumanSeat(s);
    if (isHumanSeat(seat) || !anyHuman) sheet_->showSheet(seat);
}

void YamBoardView::refreshSheets() {
    if (!state_) return;
    std::vector<ScoreSheet> sheets;
    for (PlayerId seat = 0; seat < state_->numPlayers(); ++seat)
        sheets.push_back(sheetOf(*state_, seat, seatName(seat), seatColour(seat)));
    sheet_->setSheets(sheets);
    sheet_->setActiveSheet(state_->isTerminal() ? -1 : state_->seatToPlay());
}

void YamBoardView::refreshControls() {
    if (!state_) return;
    roll_->setVisible(!state_->isTerminal());
    if (state_->isTerminal()) {
        const auto places = state_->ranking();
        QStringList winners;
        int best = 0;
        for (PlayerId seat = 0; seat < state_->numPlayers(); ++seat)
            if (places[seat] == 1) {
                winners << seatName(seat);
                best = state_->total(seat);
            }
        turnLabel_->setText(tr("Game over"));
        helpLabel_->setText(
            tr("%1 wins with %n point(s)", nullptr, best).arg(winners.join(tr(" and "))));
        return;
    }
    const PlayerId seat = state_->seatToPlay();
    const int made = state_->throwsMade();
    const int left = core::kMaxThrows - made;
    const bool animating = afterAnimation_ != nullptr;
    // The throws made so far, as the Roll button counts those left (issue 16: "throw 3 of 3"
    // over "Roll again (1 left)").
    if (made == 0)
        turnLabel_->setText(tr("%1 to roll").arg(seatName(seat)));
    else
        turnLabel_->setText(
            tr("%1 — throw %2 of %3")
                .arg(seatName(seat), QString::number(made), QString::number(core::kMaxThrows)));

    if (state_->isChanceNode()) {
        const bool human = isHumanSeat(seat) && !animating;
        roll_->setText(made == 0 ? tr("Roll the dice") : tr("Roll again (%n left)", "", left));
        roll_->setEnabled(human);
        helpLabel_->setText(human ? tr("Roll the dice (Enter or Space).")
                                  : tr("%1 is rolling…").arg(seatName(seat)));
        return;
    }
    if (offered_.empty()) {
        roll_->setText(left > 0 ? tr("Roll again (%n left)", "", left) : tr("No throws left"));
        roll_->setEnabled(false);
        helpLabel_->setText(animating ? QString() : tr("%1 is thinking…").arg(seatName(seat)));
        return;
    }
    if (left == 0) {
        roll_->setText(tr("No throws left"));
        roll_->setEnabled(false);
        helpLabel_->setText(
            tr("Choose a box on your sheet to score these dice (click it, or arrows and Enter)."));
        return;
    }
    roll_->setText(tr("Roll again (%n left)", "", left));
    const bool canRoll = holdOfSelection().has_value();
    roll_->setEnabled(canRoll);
    helpLabel_->setText(canRoll ? tr("Click dice (or press 1–5) to keep them, then roll again "
                                     "(Enter) — or choose a box on your sheet to score (click "
                                     "it, or arrows and Enter).")
                                : tr("All five dice are kept: release one to roll again, or "
                                     "click a box on your sheet to score."));
}

std::optional<YamMove> YamBoardView::holdOfSelection() const {
    if (!state_) return std::nullopt;
    core::DiceCounts kept{};
    const auto& held = dice_->held();
    const auto& dice = state_->dice();
    for (std::size_t i = 0; i < dice.size() && i < held.size(); ++i)
        if (held[i] && dice[i] > 0) ++kept[dice[i] - 1];
    const YamMove hold = YamMove::hold(kept);
    if (std::find(offered_.begin(), offered_.end(), hold) == offered_.end()) return std::nullopt;
    return hold;
}

void YamBoardView::requestMove(PlayerId player) {
    if (!state_ || state_->currentActor() != player) return;
    offered_ = state_->legalYamMoves();
    dice_->setInteractive(state_->throwsMade() < core::kMaxThrows);
    const auto& columns = state_->sheet(player);
    std::vector<std::vector<std::optional<int>>> offers(
        columns.size(), std::vector<std::optional<int>>(kSheetRows));
    for (std::size_t c = 0; c < columns.size(); ++c)
        for (core::Box box : columns[c].fillable())
            offers[c][rowOfBox(box)] = core::boxScore(box, state_->diceCounts());
    sheet_->setOffers(player, offers);
    hideBoxFocus();
    setFocus(Qt::OtherFocusReason);
    refreshControls();
}

void YamBoardView::cancelRequest() {
    hideBoxFocus();
    offered_.clear();
    dice_->setInteractive(false);
    dice_->setHighlighted({});
    sheet_->clearOffers();
    sheet_->setMarkedBox(std::nullopt);
    refreshControls();
}

void YamBoardView::choose(const YamMove& move) {
    if (std::find(offered_.begin(), offered_.end(), move) == offered_.end()) return;
    holdChosenHere_ = move.kind == MoveKind::Hold;
    offered_.clear();
    emit moveChosen(core::encode(move));
}

void YamBoardView::onRollClicked() {
    if (!state_ || afterAnimation_) return;
    if (state_->isChanceNode()) {
        if (isHumanSeat(state_->seatToPlay())) emit rollRequested();
        return;
    }
    if (const auto hold = holdOfSelection()) choose(*hold);
}

void YamBoardView::onBoxChosen(int column, int row) {
    if (!state_ || offered_.empty()) return;
    const auto box = boxOfRow(row);
    const auto& columns = state_->sheet(state_->seatToPlay());
    if (!box || column < 0 || column >= static_cast<int>(columns.size())) return;
    choose(YamMove::score(*box, columns[column].kind()));
}

std::vector<std::pair<int, int>> YamBoardView::offeredBoxes() const {
    std::vector<std::pair<int, int>> boxes;
    if (!state_ || offered_.empty()) return boxes;
    const auto& columns = state_->sheet(state_->seatToPlay());
    for (std::size_t c = 0; c < columns.size(); ++c)
        for (core::Box box : columns[c].fillable())
            boxes.emplace_back(static_cast<int>(c), rowOfBox(box));
    return boxes;
}

void YamBoardView::hideBoxFocus() {
    boxCursor_.hide();
    sheet_->setFocusedBox(std::nullopt);
}

// The arrows move a focus over the open boxes; Enter or Space scores there. Without the focus
// shown, Enter and Space roll while a roll is possible, and otherwise show it.
bool YamBoardView::handleBoxKey(const QKeyEvent& event) {
    const auto boxes = offeredBoxes();
    if (boxes.empty()) return false;
    const int key = event.key();
    if (key == Qt::Key_Escape && boxCursor_.place()) {
        hideBoxFocus();
        return true;
    }
    const bool press = key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space;
    if (press && !boxCursor_.place() && holdOfSelection()) return false;
    std::vector<QPointF> places;
    for (const auto& [column, row] : boxes) places.push_back(sheet_->boxRect(column, row).center());
    const bool used = boxCursor_.handleKey(event, places, 0, [&](int index) {
        const auto [column, row] = boxes[static_cast<std::size_t>(index)];
        onBoxChosen(column, row);
    });
    if (!used) return false;
    if (const auto place = boxCursor_.place(); place && !offered_.empty())
        sheet_->setFocusedBox(boxes[static_cast<std::size_t>(*place)]);
    return true;
}

void YamBoardView::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if (key >= Qt::Key_1 && key <= Qt::Key_5 && dice_->isInteractive()) {
        QKeyEvent forwarded(event->type(), key, event->modifiers(), event->text());
        QCoreApplication::sendEvent(dice_, &forwarded);
        return;
    }
    if (handleBoxKey(*event)) return;
    if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
        onRollClicked();
        return;
    }
    BoardView::keyPressEvent(event);
}

void YamBoardView::animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                               double pace) {
    const auto* from = dynamic_cast<const YamState*>(&before);
    const auto* to = dynamic_cast<const YamState*>(&after);
    if (!from || !to) {
        BoardView::animateMove(before, move, after, viewer, pace);
        return;
    }
    const bool rollAfterHold = holdChosenHere_;
    cancelRequest();
    const YamMove m = core::decode(move);
    auto scaled = [pace](int ms) { return std::max(0, static_cast<int>(ms * pace)); };
    switch (m.kind) {
        case MoveKind::Throw: {
            showState(before, viewer);
            afterAnimation_ = std::make_unique<YamState>(*to);
            std::vector<bool> rolling;
            for (bool held : from->held()) rolling.push_back(!held);
            const auto& faces = to->dice();
            refreshControls();
            dice_->roll(rolling, std::vector<int>(faces.begin(), faces.end()), scaled(kRollMs));
            return;
        }
        case MoveKind::Hold:
            showState(after, viewer);
            holdChosenHere_ = rollAfterHold;
            afterAnimation_ = std::make_unique<YamState>(*to);
            settle_.start(rollAfterHold ? 0 : scaled(kHoldMs));
            return;
        case MoveKind::Score: {
            showState(before, viewer);
            dice_->setHighlighted(scoringDice(*from, m.box));
            // The new entry appears on the sheet while the dice that made it glow.
            state_ = std::make_unique<YamState>(*to);
            refreshSheets();
            state_ = std::make_unique<YamState>(*from);
            const auto& columns = from->sheet(from->seatToPlay());
            const auto column = std::find_if(columns.begin(), columns.end(),
                                             [&](const auto& c) { return c.kind() == m.column; });
            followSheet(from->seatToPlay());
            sheet_->setMarkedBox(
                std::pair{static_cast<int>(column - columns.begin()), rowOfBox(m.box)});
            afterAnimation_ = std::make_unique<YamState>(*to);
            refreshControls();
            settle_.start(scaled(kScoreMs));
            return;
        }
    }
}

void YamBoardView::finishAnimation() {
    if (!afterAnimation_) return;
    const bool rollNow = holdChosenHere_;
    const auto after = std::move(afterAnimation_);
    showState(*after, viewer_);
    emit animationFinished();
    // A human's "Roll again" is one gesture: the kept dice are set aside and the others
    // thrown, so the roll follows at once (the controller now waits for this roll).
    if (rollNow && after->isChanceNode()) emit rollRequested();
}

void YamBoardView::showHint(Move move) {
    const YamMove hint = core::decode(move);
    if (!state_ || std::find(offered_.begin(), offered_.end(), hint) == offered_.end()) return;
    if (hint.kind == MoveKind::Hold) {
        const auto held = positionsHeld(*state_, hint.dice);
        dice_->setHeld(held);
        dice_->setHighlighted(held);
    } else if (hint.kind == MoveKind::Score) {
        const auto& columns = state_->sheet(state_->seatToPlay());
        for (std::size_t c = 0; c < columns.size(); ++c)
            if (columns[c].kind() == hint.column)
                sheet_->setMarkedBox(std::pair{static_cast<int>(c), rowOfBox(hint.box)});
        dice_->setHighlighted(scoringDice(*state_, hint.box));
    }
    refreshControls();
}

QString YamBoardView::describeMove(const State& before, Move move, const State& after) const {
    const auto* from = dynamic_cast<const YamState*>(&before);
    const auto* to = dynamic_cast<const YamState*>(&after);
    if (!from || !to) return BoardView::describeMove(before, move, after);
    const YamMove m = core::decode(move);
    const QString name = seatName(from->seatToPlay());
    switch (m.kind) {
        case MoveKind::Throw:
            return tr("%1 rolled %2 (throw %3 of %4)")
                .arg(name, facesOf(to->dice()), QString::number(to->throwsMade()),
                     QString::number(core::kMaxThrows));
        case MoveKind::Hold:
            if (core::diceTotal(m.dice) == 0) return tr("%1 throws all five dice again").arg(name);
            return tr("%1 keeps %2").arg(name, QString::fromStdString(core::facesText(m.dice)));
        case MoveKind::Score: {
            const int points = core::boxScore(m.box, from->diceCounts());
            QString text =
                tr("%1 scored %2 in %3 (%4)")
                    .arg(name, QString::number(points), boxName(m.box), columnName(m.column));
            const auto bonusOf = [&](const YamState& state) {
                int bonus = 0;
                for (const auto& column : state.sheet(from->seatToPlay())) bonus += column.bonus();
                return bonus;
            };
            if (bonusOf(*to) > bonusOf(*from)) text += tr(" — bonus +%1!").arg(core::kBonusPoints);
            return text;
        }
    }
    return BoardView::describeMove(before, move, after);
}

Sound YamBoardView::soundFor(const State& before, Move move, const State& after) const {
    if (after.isTerminal()) return Sound::Win;
    if (before.isChanceNode()) return Sound::Roll;
    // Keeping dice is silent: the throw that follows makes the sound.
    if (core::decode(move).kind == MoveKind::Hold) return Sound::None;
    return Sound::Move;
}

}  // namespace lt::shell::yam
